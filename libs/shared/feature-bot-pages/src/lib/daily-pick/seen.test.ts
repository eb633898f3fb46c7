import type { DailyPickDay } from './api';
import { markSeen, popupDateOf, seenKey } from './seen';

const dayWith = (pick: { date: string; no_pop: boolean } | null) => ({ date: '2026-11-23', pick, none_passed: pick === null, candidates: [], no_pop: pick?.no_pop ?? false }) as unknown as DailyPickDay;

describe('the home pop-up’s “opens today” rule', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens on the pick’s date until it is seen on that date, per user', () => {
    const day = dayWith({ date: '2026-11-23', no_pop: false });
    expect(popupDateOf(day, 'u1')).toBe('2026-11-23');
    markSeen('u1', '2026-11-23');
    expect(window.localStorage.getItem(seenKey('u1'))).toBe('2026-11-23');
    expect(popupDateOf(day, 'u1')).toBeNull();
    expect(popupDateOf(day, 'u2')).toBe('2026-11-23');
    expect(popupDateOf(dayWith({ date: '2026-11-24', no_pop: false }), 'u1')).toBe('2026-11-24');
  });

  it('stays shut with no_pop, with no pick, with no answer or no user yet', () => {
    expect(popupDateOf(dayWith({ date: '2026-11-23', no_pop: true }), 'u1')).toBeNull();
    expect(popupDateOf(dayWith(null), 'u1')).toBeNull();
    expect(popupDateOf(undefined, 'u1')).toBeNull();
    expect(popupDateOf(dayWith({ date: '2026-11-23', no_pop: false }), undefined)).toBeNull();
  });
});
