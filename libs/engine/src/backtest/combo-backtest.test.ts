import { backtestCombo } from './combo-backtest';
import { COMBO_CONTRACTS as C, comboHistory, comboInput } from '../combo/fixtures';
import type { ComboInput, ComboState } from '../combo/types';

const THREE: ComboInput['symbol_settings'] = [
  { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
  { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
  { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
];
const DAY = 1440;
const history = comboHistory(7, 3 * DAY);

function ledger(s: ComboState): number {
  let d = s.wallet - s.deposits;
  for (const l of s.legs) d += (l.position.margin - l.position.realisedPnl + l.position.fees - l.position.funding + l.position.insurance) * l.unitFactor;
  return d;
}

describe('backtestCombo', () => {
  it('rebalances every interval (mode 1) over 3 days of three legs, with curves per leg and in total', () => {
    const progress: number[] = [];
    const r = backtestCombo(comboInput({ adjust_position_mode: 1, adjust_position_time_interval: 14_400, symbol_settings: THREE }), C, history, { onProgress: (f) => progress.push(f) });
    if (!r.ok) throw new Error(r.limits.checkCode);
    expect(r.candles).toBe(3 * DAY);
    expect(r.days).toBe(3);
    // the opening, then one every 4 hours: at 4 h … 68 h (72 h is just after the last point), 17
    expect(r.opening).toMatchObject({ no: 0, reason: 1 });
    expect(r.rebalances.map((x) => x.reason)).toEqual(new Array<number>(17).fill(1));
    expect(r.rebalances.map((x) => (x.time - r.opening.time) / 3_600_000)).toEqual(Array.from({ length: 17 }, (_, i) => 4 * (i + 1)));
    expect(r.rebalances.map((x) => x.no)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(r.state.rebalances).toBe(17);
    expect(ledger(r.state)).toBe(0);
    const last = r.curve.equity.length - 1;
    expect(r.curve.equity[last]).toBe(r.investment + r.totalPnl);
    // the legs' PnL adds up to the total
    const legSum = r.legCurves.reduce((a, l) => a + l.pnl[last], 0);
    expect(legSum).toBe(r.curve.totalPnl[last]);
    expect(r.legCurves.map((l) => l.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(r.maxDrawdown).toBeGreaterThan(0);
    expect(Number.isFinite(r.apr)).toBe(true);
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('rebalances on drift in mode 2 and not at all in mode 4', () => {
    const drift = backtestCombo(comboInput({ adjust_position_mode: 2, adjust_position_percent: '0.02', symbol_settings: THREE }), C, history);
    const manual = backtestCombo(comboInput({ symbol_settings: THREE }), C, history);
    if (!drift.ok || !manual.ok) throw new Error('refused');
    expect(drift.rebalances.length).toBeGreaterThan(0);
    expect(drift.rebalances.every((x) => x.reason === 2)).toBe(true);
    expect(manual.rebalances).toHaveLength(0);
  });

  it('settles funding given per symbol and stops on the total', () => {
    const t = Date.UTC(2024, 0, 1, 8);
    const r = backtestCombo(comboInput({ symbol_settings: THREE }), C, history, { funding: { BTCUSDT: [{ time: t, rateE8: 10_000 }], SOLUSDT: [{ time: t, rateE8: -10_000 }] } });
    if (!r.ok) throw new Error('refused');
    expect(r.state.legs.map((l) => Math.sign(l.position.funding))).toEqual([-1, 0, 1]);
    const tight = backtestCombo(comboInput({ leverage: '20', sl_percent: '0.05', symbol_settings: THREE }), C, history);
    if (!tight.ok) throw new Error('refused');
    expect(tight.stopType).not.toBeNull();
  });

  it('gives the check code for input FC-1 refuses', () => {
    const r = backtestCombo(comboInput({ leverage: '99' }), C, history);
    expect(r).toMatchObject({ ok: false, limits: { checkCode: 'LIMIT_CHECK_CODE_LEVERAGE_TOO_HIGH' } });
  });
});
