/**
 * The AI proposals' sweep (issue 29): over symbols × volatility profiles ×
 * seeds of the seeded market model, what each kind's AI offers at a moment T
 * and how it fares —
 * - **shown**: the figures the card shows with the proposal (fills, return,
 *   liquidations of the backtest the proposal comes with);
 * - **forward**: the offered proposal run by the same engine over the days
 *   after T, which no method saw (the honest out-of-sample outcome).
 * For each, the share of offered proposals that traded (≥ 1 fill), lost
 * (return < 0) and were liquidated, and the share of cases where nothing
 * was offered.
 *
 * Test support only (not exported from the engine): `ai-validation.test.ts`
 * runs a small sweep, `npm run proof` a larger one (AI_SWEEP=large).
 */
import { compileContract, type ContractRules, type FuturesContract } from '../futures/contract';
import { type CandleSeries, DAY_MS, MINUTE_MS, sliceSeries } from '../market/candles';
import { createMarkModel, markSeries, type MarkSeries } from '../market/mark-price';
import { createPriceModel, generateHistory } from '../market/price-model';
import type { VolProfileName } from '../market/profiles';
import { perpRules, btcPerpRules, ETH_PERP_RULES } from './fixtures';
import type { SpotMarket } from '../spot-grid/types';

export interface SweepSymbol {
  readonly symbol: string;
  readonly base: string;
  readonly startTicks: number;
  readonly perp: ContractRules;
}

/** Five contracts at their own price scales and steps (the simulator's majors and alts). */
export const SWEEP_SYMBOLS: readonly SweepSymbol[] = [
  { symbol: 'BTCUSDT', base: 'BTC', startTicks: 672_505, perp: btcPerpRules() },
  { symbol: 'ETHUSDT', base: 'ETH', startTicks: 348_025, perp: ETH_PERP_RULES },
  { symbol: 'SOLUSDT', base: 'SOL', startTicks: 14_862, perp: perpRules('0.01', '0.1', '79770', [['400000', 100, 50], ['800000', 150, 75]]) },
  { symbol: 'XRPUSDT', base: 'XRP', startTicks: 5_234, perp: perpRules('0.0001', '1', '6540000', [['400000', 134, 67]]) },
  { symbol: 'DOGEUSDT', base: 'DOGE', startTicks: 15_412, perp: perpRules('0.00001', '1', '27000000', [['400000', 134, 67]]) },
  { symbol: 'BNBUSDT', base: 'BNB', startTicks: 58_000, perp: perpRules('0.1', '0.01', '20000', [['400000', 134, 67]]) },
];

export const SWEEP_PROFILES: readonly VolProfileName[] = ['major', 'large-cap', 'alt', 'small-cap'];

/** One symbol's market in a case: candles (history then forward), marks, contract, spot rules. */
export interface SweepMarket {
  readonly spec: SweepSymbol;
  readonly contract: FuturesContract;
  readonly spot: Omit<SpotMarket, 'lastPrice'>;
  /** History [0, T) — what the AI may read. */
  readonly history: CandleSeries;
  readonly historyMarks: MarkSeries;
  /** Forward [T, T + forward) — what happens after the proposal is offered. */
  readonly forward: CandleSeries;
  readonly forwardMarks: MarkSeries;
}

export const SWEEP_HISTORY_DAYS = 7;
export const SWEEP_FORWARD_DAYS = 3;
const START = Date.UTC(2024, 0, 1);

const sliceMarks = (m: MarkSeries, from: number, to: number): MarkSeries => ({
  length: to - from,
  open: m.open.subarray(from, to),
  high: m.high.subarray(from, to),
  low: m.low.subarray(from, to),
  close: m.close.subarray(from, to),
  basisE8: m.basisE8.subarray(from, to),
});

const cache = new Map<string, SweepMarket>();

/** The symbol's market under `profile` and `seed`: `historyDays` of history, then `forwardDays`. */
export function sweepMarket(spec: SweepSymbol, profile: VolProfileName, seed: string, historyDays = SWEEP_HISTORY_DAYS, forwardDays = SWEEP_FORWARD_DAYS): SweepMarket {
  const key = `${spec.symbol}|${profile}|${seed}|${historyDays}|${forwardDays}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const n = (historyDays + forwardDays) * 1440;
  const h = historyDays * 1440;
  const all = generateHistory(
    createPriceModel({ seed, symbol: spec.symbol, startPriceTicks: spec.startTicks, startTime: START, tickSize: spec.perp.tickSize, lotSize: spec.perp.lotSize, volProfile: profile }),
    n,
  ).series;
  const marks = markSeries(createMarkModel(seed, spec.symbol), all).series;
  const out: SweepMarket = {
    spec,
    contract: compileContract(spec.perp),
    spot: { symbol: spec.symbol, baseCoin: spec.base, quoteCoin: 'USDT', rules: { tickSize: spec.perp.tickSize, lotSize: spec.perp.lotSize, minQty: spec.perp.lotSize, maxQty: spec.perp.maxQty, minNotional: '5', makerFee: '0.001', takerFee: '0.001' } },
    history: sliceSeries(all, 0, h),
    historyMarks: sliceMarks(marks, 0, h),
    forward: sliceSeries(all, h, n),
    forwardMarks: sliceMarks(marks, h, n),
  };
  cache.set(key, out);
  return out;
}

/** What one offered proposal showed and how it fared forward. */
export interface SweepProposal {
  readonly label: string;
  readonly shown: { readonly fills: number; readonly ret: number; readonly liquidations: number; readonly days: number };
  readonly forward: { readonly fills: number; readonly ret: number; readonly liquidations: number };
}

/** A kind's answer in one case: the proposals it offers (none: it says so). */
export interface SweepAnswer {
  readonly kind: string;
  readonly caseId: string;
  readonly offered: readonly SweepProposal[];
  /** How many proposals the kind considered (offered + withheld). */
  readonly considered: number;
}

export interface Shares {
  readonly cases: number;
  readonly considered: number;
  readonly offered: number;
  readonly noneOffered: number;
  readonly shown: { readonly traded: number; readonly lost: number; readonly liquidated: number };
  readonly forward: { readonly traded: number; readonly lost: number; readonly liquidated: number };
}

export function shares(answers: readonly SweepAnswer[]): Shares {
  const offered = answers.flatMap((a) => a.offered);
  const share = (f: (p: SweepProposal) => boolean) => (offered.length ? offered.filter(f).length / offered.length : 0);
  return {
    cases: answers.length,
    considered: answers.reduce((s, a) => s + a.considered, 0),
    offered: offered.length,
    noneOffered: answers.filter((a) => a.offered.length === 0).length,
    shown: { traded: share((p) => p.shown.fills > 0), lost: share((p) => p.shown.ret < 0), liquidated: share((p) => p.shown.liquidations > 0) },
    forward: { traded: share((p) => p.forward.fills > 0), lost: share((p) => p.forward.ret < 0), liquidated: share((p) => p.forward.liquidations > 0) },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;

/** One line per kind: offered/considered, nothing offered, shown and forward shares. */
export function formatShares(title: string, rows: readonly (readonly [string, Shares])[]): string {
  const head = `${title}\n  kind            cases  offered/considered  none offered | shown: traded   lost   liquidated | forward: traded   lost   liquidated`;
  const lines = rows.map(
    ([kind, s]) =>
      `  ${kind.padEnd(14)} ${String(s.cases).padStart(5)}  ${`${s.offered}/${s.considered}`.padStart(18)}  ${String(s.noneOffered).padStart(12)} | ${pct(s.shown.traded)} ${pct(s.shown.lost)} ${pct(s.shown.liquidated)}   | ${pct(s.forward.traded)} ${pct(s.forward.lost)} ${pct(s.forward.liquidated)}`,
  );
  return [head, ...lines].join('\n');
}

export const sweepDays = (c: CandleSeries) => (c.length * MINUTE_MS) / DAY_MS;
