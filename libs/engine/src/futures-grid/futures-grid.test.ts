import { type ContractRules, compileContract } from '../futures/contract';
import { applyFill, estimateLiquidation, flatPosition } from '../futures/position';
import { closeFuturesGrid, createFuturesGrid, futuresCandleTicks, futuresGridMetrics, stepFuturesGrid } from './futures-grid';
import { sizeGrid } from './sizing';
import { validateFuturesGrid } from './validate';
import type { FuturesGridEvent, FuturesGridInput, FuturesGridMarket, FuturesGridState, FuturesGridTick } from './types';
import { perpRules } from '../testing/fixtures';

/** A BTC-like perpetual in small numbers: tick 0.1, lot 0.001, the simulator's futures fees, two risk tiers. */
export const RULES: ContractRules = perpRules('0.1', '0.001', '1000', [
  ['200000', 100, 50],
  ['1000000', 200, 100],
]);
const C = compileContract(RULES);
const market: FuturesGridMarket = { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT', lastPrice: '100' };
const base: FuturesGridInput = { gridMode: 'long', minPrice: '90', maxPrice: '110', cellNumber: 4, leverage: '5', investment: '1000' };

function created(input: Partial<FuturesGridInput> = {}): { state: FuturesGridState; events: readonly FuturesGridEvent[] } {
  const r = createFuturesGrid({ ...base, ...input }, RULES, market, 1_000);
  if (!r.ok) throw new Error(`create failed: ${r.validation.check_code}`);
  return r;
}
const last = (...prices: number[]): FuturesGridTick[] => prices.map((p, i) => ({ type: 'last' as const, time: 2_000 + i * 1_000, priceTicks: p }));
const of = <T extends FuturesGridEvent['type']>(events: readonly FuturesGridEvent[], type: T) => events.filter((e): e is Extract<FuturesGridEvent, { type: T }> => e.type === type);

/** wallet + margin = deposits − withdrawn − settled + realised PnL + funding − fees − insurance. */
function identity(s: FuturesGridState): boolean {
  const p = s.position;
  return s.wallet + p.margin === s.investment + s.marginAdded - s.withdrawn - s.settled + p.realisedPnl + p.funding - p.fees - p.insurance;
}

describe('futures grid sizing', () => {
  it('sizes the worked example (sizing.ts file comment)', () => {
    const levels = [900, 950, 1000, 1050, 1100];
    const size = sizeGrid(C, 'long', levels, 2, 1000, 500, 10_000_000);
    expect(size.q).toBe(12_951);
    // 518.04 + 1.4247 + 246.069 + 0.2461 + 233.118 + 0.2332 USDT, quote units of 0.0001
    expect(size.need).toBe(9_991_310);
    const est = estimateLiquidation(C, 500, size.plan.down);
    expect(est.position.lots).toBe(51_804);
    expect(est.liqTicks).toBe(775);
  });

  it('validates the worked example and reports its liquidation estimate', () => {
    const v = validateFuturesGrid(base, RULES, market);
    expect(v.check_code).toBe('FGRID_CHECK_CODE_SUCCESS');
    expect(v.qty_per_grid).toBe('12.951');
    expect(v.long_liq_price).toBe('77.5');
    expect(v.short_liq_price).toBe('');
    expect(v.cell_number.from).toBe('2');
    expect(v.min_price).toEqual({ from: '10', to: '99.9' });
    expect(v.max_price).toEqual({ from: '100.1', to: '1000' });
  });
});

describe('futures grid life', () => {
  it('opens the long for the cells above the price and rests one order per cell but at the nearest level', () => {
    const { state, events } = created();
    expect(state.status).toBe('RUNNING');
    expect(state.gap).toBe(2);
    const fills = of(events, 'order_filled');
    expect(fills.map((f) => [f.side, f.orderType, f.lots, f.priceTicks])).toEqual([['buy', 'market', 25_902, 1000]]);
    expect(of(events, 'order_placed').map((e) => [e.side, e.priceTicks])).toEqual([
      ['buy', 900],
      ['buy', 950],
      ['sell', 1050],
      ['sell', 1100],
    ]);
    expect(state.position.side).toBe('long');
    expect(identity(state)).toBe(true);
  });

  it('books one round trip per cell net of both maker fees', () => {
    const { state } = created();
    const down = stepFuturesGrid(state, last(950));
    expect(down.state.gap).toBe(1);
    const up = stepFuturesGrid(down.state, last(1000));
    const profit = of(up.events, 'grid_profit');
    // 12.951 × 5 = 64.755, fees 0.2461 + 0.259 (12.951 × 100 × 0.0002 = 0.25902 → 0.2591)
    expect(profit).toHaveLength(1);
    expect(profit[0].amount).toBe(647_550 - 2_461 - 2_591);
    expect(up.state.arbitrageCount).toBe(1);
    expect(identity(up.state)).toBe(true);
  });

  it('liquidates at the mark and closes with the liquidation code', () => {
    const { state } = created({ leverage: '20' });
    const s1 = stepFuturesGrid(state, [...last(900), { type: 'mark', time: 9_000, priceTicks: 500 }]);
    expect(s1.state.status).toBe('COMPLETED');
    expect(s1.state.stopType).toBe('F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION');
    expect(s1.state.closeCode).toBe('BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION');
    expect(of(s1.events, 'liquidated')).toHaveLength(1);
    expect(identity(s1.state)).toBe(true);
  });

  it('closes at market and hands the wallet back', () => {
    const { state } = created();
    const r = closeFuturesGrid(state, { lastTicks: 1010, time: 5_000 });
    expect(r.state.status).toBe('COMPLETED');
    // every resting order cancelled because the bot closed (the simulator keeps them so in the order history)
    expect(of(r.events, 'order_cancelled').map((e) => e.reason)).toEqual(state.refs.map(() => 'bot_closed'));
    expect(r.state.position.side).toBe(null);
    expect(r.state.wallet).toBe(0);
    expect(of(r.events, 'closed')[0].settled).toBe(r.state.settled);
    expect(identity(r.state)).toBe(true);
    const metrics = futuresGridMetrics(r.state, 1010, 1010, 6_000);
    expect(metrics.status).toBe('FUTURE_GRID_STATUS_COMPLETED');
    expect(metrics.close_reason).toBe('F_GRID_BOT_STOP_TYPE_USER');
  });

  it('gives a candle as last and mark points in path order', () => {
    const t = futuresCandleTicks(0, { open: 10, high: 12, low: 9, close: 11 }, { open: 20, high: 22, low: 19, close: 21 });
    expect(t.map((x) => [x.type, 'priceTicks' in x ? x.priceTicks : 0])).toEqual([
      ['last', 10],
      ['mark', 20],
      ['last', 9],
      ['mark', 19],
      ['last', 12],
      ['mark', 22],
      ['last', 11],
      ['mark', 21],
    ]);
    void applyFill;
    void flatPosition;
  });
});
