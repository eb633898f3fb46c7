/**
 * The AI proposals since issue 29: validated walk-forward (common/
 * walk-forward.ts). What is offered is what passed its test; the figures
 * shown are the test window's (which the choice did not see).
 */
import { proposeSpotGridValidated } from '../ai-params/ai-params';
import { proposeFuturesGridValidated } from '../ai-params/futures-grid-ai';
import { comboCandidateInput, proposeComboPick } from '../ai-params/combo-pick';
import { proposeMartingaleValidated } from '../martingale/ai';
import { compileRules, ticksToPrice } from '../core/rules';
import type { ComboContracts } from '../combo/types';
import type { CandleSeries } from '../market/candles';
import type { AiValidation } from '../common/walk-forward';
import type { SweepAnswer, SweepMarket, SweepProposal } from './ai-sweep';
import { SWEEP_COMBO_CANDIDATES } from './ai-sweep-before';
import { forwardCombo, forwardFuturesGrid, forwardMartingale, forwardSpotGrid } from './ai-sweep-forward';

const INVESTMENT = '10000';
const shownOf = (v: AiValidation): SweepProposal['shown'] => ({ fills: v.fills, ret: v.windowReturn, liquidations: v.liquidations, days: v.days });

export function spotGridAfter(m: SweepMarket, caseId: string): SweepAnswer {
  const last = ticksToPrice(compileRules(m.spot.rules), m.history.close[m.history.length - 1]);
  const styles = proposeSpotGridValidated(m.history, { ...m.spot, lastPrice: last }, INVESTMENT);
  const offered = styles.proposals.map((p) => ({ label: p.style, shown: shownOf(p.validation), forward: forwardSpotGrid(m, p, INVESTMENT) }));
  return { kind: 'spot grid', caseId, offered, considered: styles.proposals.length + styles.withheld.length };
}

export function futuresGridAfter(m: SweepMarket, caseId: string): SweepAnswer {
  const market = { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' };
  const all = (['neutral', 'long', 'short'] as const).map((mode) => proposeFuturesGridValidated(mode, m.history, m.contract, market, INVESTMENT));
  const offered = all.filter((p) => p.validation.failure === null).map((p) => ({ label: p.mode, shown: shownOf(p.validation), forward: forwardFuturesGrid(m, p, INVESTMENT) }));
  return { kind: 'futures grid', caseId, offered, considered: all.length };
}

export function martingaleAfter(m: SweepMarket, caseId: string): SweepAnswer {
  const market = { symbol: m.spec.symbol, baseCoin: m.spec.base, quoteCoin: 'USDT' };
  const offered: SweepProposal[] = [];
  for (const mode of ['long', 'short'] as const) {
    const p = proposeMartingaleValidated(mode, m.history, m.historyMarks, m.contract, market, INVESTMENT);
    if (p && p.validation.failure === null) offered.push({ label: mode, shown: shownOf(p.validation), forward: forwardMartingale(m, p.input) });
  }
  return { kind: 'martingale', caseId, offered, considered: 2 };
}

export function comboAfter(markets: Readonly<Record<string, SweepMarket>>, caseId: string): SweepAnswer {
  const contracts: ComboContracts = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.contract]));
  const history: Record<string, CandleSeries> = Object.fromEntries(Object.entries(markets).map(([s, m]) => [s, m.history]));
  const candidates = SWEEP_COMBO_CANDIDATES.map((legs, i) => ({
    id: String(i),
    input: comboCandidateInput(
      { leverage: '2', adjust_position_mode: 2, adjust_position_percent: '0.05', symbol_settings: legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })) },
      '1000',
      contracts,
    ),
  }));
  const { pick } = proposeComboPick(candidates, contracts, history);
  const offered: SweepProposal[] = pick ? [{ label: 'pick', shown: shownOf(pick.validation), forward: forwardCombo(markets, pick.input) }] : [];
  return { kind: 'combo pick', caseId, offered, considered: candidates.length };
}
