import { Compile } from 'typebox/compile';
import { FCOMBO_PATHS, FcomboDailyPick, FcomboNoPopBody } from '@tb/contracts';
import { PICK } from '../testing';
import { DAILY_PICK_PATHS } from './types';

describe('the daily pick’s wire, against the combo contracts', () => {
  it('calls the contracts’ paths (spelled locally until @tb/contracts/paths re-exports FCOMBO_PATHS)', () => {
    expect(DAILY_PICK_PATHS).toEqual({ getDailyPick: FCOMBO_PATHS.getDailyPick, setDailyPickNoPop: FCOMBO_PATHS.setDailyPickNoPop });
  });

  it('the tests’ sample pick and the pop-up’s body are valid contract payloads', () => {
    expect(Compile(FcomboDailyPick).Check(PICK)).toBe(true);
    expect(Compile(FcomboNoPopBody).Check({ no_pop: true })).toBe(true);
  });
});
