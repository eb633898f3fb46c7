import { API_PATHS, DCA_PATHS } from '@tb/contracts';
import { DCA_API_PATHS, SPOT_SYMBOL_LIST_PATH } from './dca-api';

describe('DCA paths', () => {
  it('are the contract’s (the browser spells them to keep the schemas out of the bundle)', () => {
    expect(DCA_API_PATHS).toEqual(DCA_PATHS);
    expect(SPOT_SYMBOL_LIST_PATH).toBe(API_PATHS.spotSymbolList);
  });
});
