/**
 * The forward run of an offered proposal (ai-sweep.ts): the same engine's
 * backtest over the days after T, which neither the proposal nor its shown
 * figure saw.
 */
import { backtestSpotGrid } from '../backtest/spot-grid-backtest';
import { backtestFuturesGrid } from '../backtest/futures-grid-backtest';
import { backtestMartingale } from '../backtest/martingale-backtest';
import { backtestCombo } from '../backtest/combo-backtest';
import { compileRules, ticksToPrice } from '../core/rules';
import type { ComboContracts, ComboInput } from '../combo/types';
import type { CandleSeries } from '../market/candles';
import type { FuturesGridMode } from '../futures-grid/types';
import type { MartingaleInput } from '../martingale/types';
import type { SweepMarket, SweepProposal } from './ai-sweep';

type Forward = SweepProposal['forward'];
const NONE: Forward = { fills: 0, ret: 0, liquidations: 0 };

export function forwardSpotGrid(m: SweepMarket, g: { minPrice: string; maxPrice: string; cellNumber: number }, investment: string): Forward {
  const r = compileRules(m.spot.rules);
  const bt = backtestSpotGrid(
    { minPrice: g.minPrice, maxPrice: g.maxPrice, cellNumber: g.cellNumber, gridType: 'geometric', investMode: 'quote', quoteInvestment: investment },
    { ...m.spot, lastPrice: ticksToPrice(r, m.forward.open[0]) },
    m.forward,
  );
  return bt.ok ? { fills: bt.fills, ret: bt.investment > 0 ? bt.totalPnl / bt.investment : 0, liquidations: 0 } : NONE;
}

export function forwardFuturesGrid(m: SweepMarket, g: { mode: FuturesGridMode; minPrice: string; maxPrice: string; cellNumber: number; leverage: string }, investment: string): Forward {
  const bt = backtestFuturesGrid(
    { gridMode: g.mode, gridType: 'geometric', minPrice: g.minPrice, maxPrice: g.maxPrice, cellNumber: g.cellNumber, leverage: g.leverage, investment },
    m.contract,
    { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' },
    m.forward,
  );
  return bt.ok ? { fills: bt.fills, ret: bt.investment > 0 ? bt.totalPnl / bt.investment : 0, liquidations: bt.liquidations } : NONE;
}

export function forwardMartingale(m: SweepMarket, input: MartingaleInput): Forward {
  const bt = backtestMartingale(input, m.contract, { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' }, m.forward, { marks: m.forwardMarks });
  return bt.ok ? { fills: bt.fills, ret: bt.investment > 0 ? bt.totalPnl / bt.investment : 0, liquidations: bt.liquidations.length } : NONE;
}

export function forwardCombo(markets: Readonly<Record<string, SweepMarket>>, input: ComboInput): Forward {
  const contracts: ComboContracts = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.contract]));
  const forward: Record<string, CandleSeries> = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.forward]));
  const bt = backtestCombo(input, contracts, forward);
  return bt.ok ? { fills: 1 + bt.rebalances.length, ret: bt.totalPnlPer, liquidations: bt.liquidations.length } : NONE;
}
