import { intervalWords, rebalanceWords, ruleOf, viewOf } from './view';
import { PICK } from '../testing';

describe('daily pick readings', () => {
  it('reads the number of baskets out of the rule when it says it, and the windows from the pick’s test', () => {
    // The simulator's rule text (apps/exchange-sim combo daily-pick: COMBO_PICK_RULE) names the days, not the count.
    expect(ruleOf('Ranked by backtest score over the first 4 of the 7 days before today 00:00 UTC; the best-ranked basket whose test over the last 3 days passed.')).toEqual({ candidates: null });
    expect(ruleOf('Best of 12 candidate baskets over the last 7 days')).toEqual({ candidates: 12 });
    expect(ruleOf('')).toEqual({ candidates: null });
    expect(viewOf(PICK, 'en')).toMatchObject({ days: '3', chooseDays: '4' });
  });

  it('spells every rebalance preset in words, Latin digits in each language', () => {
    expect([1800, 3600, 14400, 86400, 259200, 2419200].map((s) => intervalWords(s, 'en'))).toEqual(['30 minutes', '1 hour', '4 hours', '1 day', '3 days', '28 days']);
    expect(intervalWords(14400, 'zh-TW')).toBe('4 小時');
    expect(intervalWords(14400, 'ar-SA')).toBe('4 ساعات');
  });

  it('names the rebalance rule of each mode', () => {
    const keys = ([1, 2, 3, 4] as const).map((mode) => rebalanceWords(viewOf({ ...PICK, adjust_position_mode: mode }, 'en')).key);
    expect(keys).toEqual(['rebalanceTime', 'rebalancePercent', 'rebalanceTimeOrPercent', 'rebalanceByUser']);
  });
});
