/**
 * AI martingale parameters per contract and mode (the public
 * get-symbol-ai-params): the engine's proposal from the contract's last 7
 * days of 1-minute index candles and their marks, validated walk-forward
 * (`proposeMartingaleValidated`: settings chosen from the first 4 days'
 * hourly volatility and backtests, tested over the last 3), cached per
 * symbol for one simulated hour. A mode whose test made no fill, was
 * liquidated or lost beyond the limit is in `withheld`, not `list`.
 */
import type { FmartAiParams, FmartAiParamsResult } from '@tb/contracts';
import { DAY_MS, MINUTE_MS, type MartingaleMode, proposeMartingaleValidated } from '@tb/engine';
import type { DerivContract } from '../../../derivatives';
import type { SimClock } from '../../../market/clock';
import type { Market } from '../../../market/market';
import { CachedAiParams, aiFixed, validationOut, validationSummary } from '../../ai-params';

export const FMART_AI_WINDOW_MS = 7 * DAY_MS;
export const FMART_AI_CACHE_MS = 60 * MINUTE_MS;
/** Budget the backtests assume (quote coin). */
export const FMART_AI_BUDGET = '10000';

type Computed = Omit<FmartAiParamsResult, 'status_code' | 'debug_msg' | 'cached'>;

const MODES: readonly { mode: MartingaleMode; code: number; wire: string }[] = [
  { mode: 'long', code: 1, wire: 'F_MART_MODE_MARTINGALE_MODE_LONG' },
  { mode: 'short', code: 2, wire: 'F_MART_MODE_MARTINGALE_MODE_SHORT' },
];

const fixed = aiFixed;

/** Both modes' proposals for a contract (cached for a simulated hour); null when the history is too short for either. */
export class MartingaleAi extends CachedAiParams<DerivContract, Computed> {
  constructor(
    private readonly market: Market,
    clock: SimClock,
  ) {
    super(clock, FMART_AI_CACHE_MS);
  }

  protected compute(c: DerivContract, now: number): Computed | null {
    const cols = this.market.markCandles(c.symbol, now - FMART_AI_WINDOW_MS, now);
    const index = cols.index;
    const marks = { length: index.length, open: cols.open, high: cols.high, low: cols.low, close: cols.close, basisE8: cols.basisE8 };
    const list: FmartAiParams[] = [];
    const withheld: FmartAiParams[] = [];
    for (const m of MODES) {
      const p = proposeMartingaleValidated(m.mode, index, marks, c.futures, { symbol: c.symbol, baseCoin: c.contract.base, quoteCoin: c.coin }, FMART_AI_BUDGET);
      if (!p) continue;
      (p.validation.failure === null ? list : withheld).push({
        martingale_mode: m.code,
        fmart_mode: m.wire,
        leverage: p.input.leverage,
        price_float_percent: p.input.priceFloatPercent,
        add_position_percent: p.input.addPositionPercent,
        add_position_num: p.input.addPositionNum,
        round_tp_percent: p.input.roundTpPercent,
        init_margin: p.input.initMargin,
        auto_cycle_toggle: 1,
        volatility: fixed(p.volatility),
        backtest_apr: fixed(p.backtestApr),
        backtest_max_drawdown: fixed(p.backtestMaxDrawdown),
        backtest_rounds: p.backtestRounds,
        backtest_liquidations: p.backtestLiquidations,
        validation: validationOut(p.validation),
      });
    }
    if (list.length + withheld.length === 0) return null;
    // the better backtest first: fewer liquidations, then the higher APR (a long on a falling week comes second)
    list.sort((a, b) => a.backtest_liquidations - b.backtest_liquidations || Number(b.backtest_apr) - Number(a.backtest_apr));
    return {
      symbol: c.symbol,
      window_start: index.startTime,
      window_end: index.startTime + index.length * MINUTE_MS,
      candles: index.length,
      computed_at: now,
      backtest_investment: FMART_AI_BUDGET,
      list,
      withheld,
      ...validationSummary(list.length, list.length + withheld.length),
      config: { max_leverage_e2: c.futures.maxLeverageE2 },
    };
  }
}
