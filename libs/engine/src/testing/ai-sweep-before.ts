/**
 * The AI proposals as they were before issue 29 (kept to measure against):
 * each kind fitted its proposal to the whole window ending at T and showed
 * the backtest of that proposal over the same window (in sample). Every
 * function here calls the engine's in-sample proposal as the simulator did.
 */
import { proposeSpotGridStyles } from '../ai-params/ai-params';
import { fitFuturesGrid } from '../ai-params/futures-grid-ai';
import { backtestFuturesGrid } from '../backtest/futures-grid-backtest';
import { proposeMartingaleParams } from '../martingale/ai';
import { backtestCombo } from '../backtest/combo-backtest';
import { validateCombo } from '../combo/validate';
import { compareDecimal } from '../core/decimal';
import { ticksToPrice, compileRules } from '../core/rules';
import type { ComboContracts, ComboInput } from '../combo/types';
import type { CandleSeries } from '../market/candles';
import type { SweepAnswer, SweepMarket, SweepProposal } from './ai-sweep';
import { sweepDays } from './ai-sweep';
import { forwardCombo, forwardFuturesGrid, forwardMartingale, forwardSpotGrid } from './ai-sweep-forward';

const INVESTMENT = '10000';

export function spotGridBefore(m: SweepMarket, caseId: string): SweepAnswer {
  const r = compileRules(m.spot.rules);
  const last = ticksToPrice(r, m.history.close[m.history.length - 1]);
  const styles = proposeSpotGridStyles(m.history, { ...m.spot, lastPrice: last }, INVESTMENT);
  const offered: SweepProposal[] = styles.proposals.map((p) => ({
    label: p.style,
    shown: { fills: p.backtestFills, ret: p.backtestReturn, liquidations: 0, days: sweepDays(m.history) },
    forward: forwardSpotGrid(m, { minPrice: p.minPrice, maxPrice: p.maxPrice, cellNumber: p.cellNumber }, INVESTMENT),
  }));
  return { kind: 'spot grid', caseId, offered, considered: offered.length };
}

export function futuresGridBefore(m: SweepMarket, caseId: string): SweepAnswer {
  const market = { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' };
  const r = m.contract.market;
  const offered: SweepProposal[] = (['neutral', 'long', 'short'] as const).map((mode) => {
    // the range fitted to the window's end, backtested from its start (the pre-issue-29 proposeFuturesGridParams)
    const g = fitFuturesGrid(mode, m.history, m.contract);
    const p = { mode, minPrice: ticksToPrice(r, g.lo), maxPrice: ticksToPrice(r, g.hi), cellNumber: g.cells, leverage: g.leverage };
    const bt = backtestFuturesGrid({ gridMode: mode, gridType: 'geometric', ...p, investment: INVESTMENT }, m.contract, market, m.history);
    const days = sweepDays(m.history);
    return {
      label: mode,
      shown: bt.ok ? { fills: bt.fills, ret: (bt.totalApr * days) / 365, liquidations: bt.liquidations, days } : { fills: 0, ret: 0, liquidations: 0, days },
      forward: forwardFuturesGrid(m, p, INVESTMENT),
    };
  });
  return { kind: 'futures grid', caseId, offered, considered: offered.length };
}

export function martingaleBefore(m: SweepMarket, caseId: string): SweepAnswer {
  const market = { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' };
  const offered: SweepProposal[] = [];
  for (const mode of ['long', 'short'] as const) {
    const p = proposeMartingaleParams(mode, m.history, m.historyMarks, m.contract, market, INVESTMENT, 'apr');
    if (!p) continue;
    const days = sweepDays(m.history);
    offered.push({
      label: mode,
      shown: { fills: p.backtestRounds, ret: (p.backtestApr * days) / 365, liquidations: p.backtestLiquidations, days },
      forward: forwardMartingale(m, p.input),
    });
  }
  return { kind: 'martingale', caseId, offered, considered: 2 };
}

/** The daily pick's candidates (apps/exchange-sim combo daily-pick.ts), leverage 2, drift 5 %, 1,000 USDT. */
export const SWEEP_COMBO_CANDIDATES: readonly (readonly [string, 1 | 2, string])[][] = [
  [['BTCUSDT', 1, '0.5'], ['ETHUSDT', 1, '0.5']],
  [['BTCUSDT', 2, '0.5'], ['ETHUSDT', 2, '0.5']],
  [['BTCUSDT', 1, '0.5'], ['ETHUSDT', 2, '0.5']],
  [['ETHUSDT', 1, '0.5'], ['BTCUSDT', 2, '0.5']],
  [['BTCUSDT', 1, '0.3334'], ['ETHUSDT', 1, '0.3333'], ['SOLUSDT', 1, '0.3333']],
  [['BTCUSDT', 2, '0.3334'], ['ETHUSDT', 2, '0.3333'], ['SOLUSDT', 2, '0.3333']],
  [['BTCUSDT', 1, '0.25'], ['ETHUSDT', 1, '0.25'], ['SOLUSDT', 2, '0.25'], ['XRPUSDT', 2, '0.25']],
  [['SOLUSDT', 1, '0.25'], ['BNBUSDT', 1, '0.25'], ['XRPUSDT', 1, '0.25'], ['DOGEUSDT', 1, '0.25']],
];

export function comboInputOf(legs: readonly (readonly [string, 1 | 2, string])[], contracts: ComboContracts): ComboInput {
  const base: ComboInput = {
    leverage: '2',
    init_margin: '1000',
    adjust_position_mode: 2,
    adjust_position_percent: '0.05',
    symbol_settings: legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })),
  };
  const min = validateCombo({ ...base, init_margin: '' }, contracts).bounds.init_margin.min;
  return { ...base, init_margin: min !== '' && compareDecimal(min, '1000') > 0 ? min : '1000' };
}

/** Before: the best score (return ÷ max(drawdown, 1 %)) over the 7 days before T, shown with that backtest. */
export function comboBefore(markets: Readonly<Record<string, SweepMarket>>, caseId: string): SweepAnswer {
  const contracts: ComboContracts = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.contract]));
  const history: Record<string, CandleSeries> = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.history]));
  let best: { input: ComboInput; score: number; dd: number; shown: SweepProposal['shown'] } | null = null;
  for (const legs of SWEEP_COMBO_CANDIDATES) {
    const input = comboInputOf(legs, contracts);
    const bt = backtestCombo(input, contracts, history);
    if (!bt.ok) continue;
    const score = bt.totalPnlPer / Math.max(bt.maxDrawdown, 0.01);
    if (best === null || score > best.score || (score === best.score && bt.maxDrawdown < best.dd)) {
      best = { input, score, dd: bt.maxDrawdown, shown: { fills: 1 + bt.rebalances.length, ret: bt.totalPnlPer, liquidations: bt.liquidations.length, days: sweepDays(history.BTCUSDT) } };
    }
  }
  const offered: SweepProposal[] = best ? [{ label: 'pick', shown: best.shown, forward: forwardCombo(markets, best.input) }] : [];
  return { kind: 'combo pick', caseId, offered, considered: SWEEP_COMBO_CANDIDATES.length };
}
