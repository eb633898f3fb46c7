/**
 * Futures grid sizing: the quantity per cell, the money the grid's orders
 * need, and the liquidation price after its planned fills.
 *
 * The planned fills (what the grid does if the price runs to one end of its
 * range). At the start price `px` the gap g is the level nearest px; cells
 * below it rest buys at P_0 … P_{g−1}, cells at or above it sells at
 * P_{g+1} … P_N (trading-math-and-market.md "Starting position"):
 * - long:    market buy of q × (N − g) at px (the position the sells will
 *            close), then the buys P_{g−1}, …, P_0 as the price falls;
 * - short:   market sell of q × g at px, then the sells P_{g+1}, …, P_N as
 *            the price rises;
 * - neutral: no initial position; the buys as the price falls, or the
 *            sells as it rises.
 * Every one of those fills opens or adds, so from flat it posts its initial
 * margin ceil(value × 100 / leverage) and pays its fee (taker for the market
 * order, in chunks as executed; maker for the grid orders), exactly what
 * futures/position.ts applyFill posts: the wallet **need** of a side is their
 * sum, and a grid's need is its worse side's.
 *
 * Quantity per cell (trading-math-and-market.md "Futures grid: quantity per
 * cell ≈ I·leverage / (Σ grid prices · (1 + fee buffer))"):
 *
 *     q = floor( I × L / (S × (1 + L × f_taker)) )        lots, with prices per lot
 *       = floor( I / (S × (1/L + f_taker)) )
 *
 * where S is the sum of the prices of the worse side's planned fills, one
 * lot each: long (N − g)·px + Σ_{c<g} P_c, short g·px + Σ_{c≥g} P_{c+1},
 * neutral max(Σ_{c<g} P_c, Σ_{c≥g} P_{c+1}); the fee buffer L × f_taker is
 * the fee of every planned fill at the taker rate (so each lot costs its
 * margin 1/L of its value plus its fee). Computed exactly in bigint; then,
 * since every margin and fee is rounded up, q is lowered while the exact
 * need exceeds I (rarely more than once). The grid orders pay the maker
 * rate, so the buffer leaves (f_taker − f_maker) of the value unspent in
 * the wallet: slack against the rounding of later fills.
 *
 * Worked example (futures-grid.test.ts "sizes the worked example"): tick
 * 0.1, lot 0.001, maker 0.0002, taker 0.00055; long grid 90–110, N = 4
 * arithmetic (levels 90, 95, 100, 105, 110), last price 100 (g = 2),
 * leverage 5, investment 1000 USDT. S = 2 × 100 + 95 + 90 = 385;
 * q = 1000 / (385 × (0.2 + 0.00055)) = 12.9514… → 12.951 (12 951 lots).
 * Need: market buy 25.902 at 100 posts 518.04 + fee 1.4247 (2590.2 ×
 * 0.00055 = 1.42461, rounded up to the 0.0001 quote unit); the buys at 95
 * and 90 post 246.069 + 0.2461 and 233.118 + 0.2332: 999.131 ≤ 1000.
 */
import { type FuturesContract, FuturesError, tierIndex } from '../futures/contract';
import { mulDivCeil } from '../core/int';
import { type FuturesFill, type FuturesPosition, applyFill } from '../futures/position';
import { marketChunks } from '../common/orders';
import { fee, notional } from '../core/rules';
import type { FuturesGridMode } from './types';

const INF = Number.POSITIVE_INFINITY;

/** The two sides of a grid's planned fills, in fill order (see the file comment). */
export interface PlannedFills {
  /** Fills as the price falls: the long side (long grid: its market buy first). */
  readonly down: readonly FuturesFill[];
  /** Fills as the price rises: the short side (short grid: its market sell first). */
  readonly up: readonly FuturesFill[];
}

/** Signed cells the initial market order opens: + a buy (long grid), − a sell (short grid), 0 (neutral). */
export function initialCells(mode: FuturesGridMode, cells: number, gap: number): number {
  return mode === 'long' ? cells - gap : mode === 'short' ? -gap : 0;
}

/** The planned fills of a grid of `q` lots per cell started at `px` with its gap at `gap`. */
export function plannedFills(c: FuturesContract, mode: FuturesGridMode, levels: readonly number[], gap: number, px: number, q: number): PlannedFills {
  const n = levels.length - 1;
  const init = initialCells(mode, n, gap) * q;
  const market = (side: 'buy' | 'sell', lots: number): FuturesFill[] => marketChunks(c.market, px, lots).map((x) => ({ side, lots: x, ticks: px, liquidity: 'taker' as const }));
  const down: FuturesFill[] = [];
  const up: FuturesFill[] = [];
  if (mode !== 'short') {
    if (init > 0) down.push(...market('buy', init));
    for (let i = gap - 1; i >= 0; i--) down.push({ side: 'buy', lots: q, ticks: levels[i], liquidity: 'maker' });
  }
  if (mode !== 'long') {
    if (init < 0) up.push(...market('sell', -init));
    for (let i = gap + 1; i <= n; i++) up.push({ side: 'sell', lots: q, ticks: levels[i], liquidity: 'maker' });
  }
  return { down, up };
}

/** S of the file comment: the worse side's planned prices, one lot each (ticks). */
export function priceSum(mode: FuturesGridMode, levels: readonly number[], gap: number, px: number): number {
  const n = levels.length - 1;
  let below = 0;
  for (let i = 0; i < gap; i++) below += levels[i];
  let above = 0;
  for (let i = gap + 1; i <= n; i++) above += levels[i];
  if (mode === 'long') return (n - gap) * px + below;
  if (mode === 'short') return gap * px + above;
  return Math.max(below, above);
}

/** The quantity formula of the file comment, before the exact check: floor(I × L × den / (S × u × (100 × den + L × num))). */
export function formulaQty(c: FuturesContract, sum: number, investment: number, leverageE2: number): number {
  const t = c.market.taker;
  const den = BigInt(sum) * BigInt(c.market.unitsPerTickLot) * (100n * BigInt(t.den) + BigInt(leverageE2) * BigInt(t.num));
  if (den <= 0n || investment <= 0) return 0;
  const q = (BigInt(investment) * BigInt(leverageE2) * BigInt(t.den)) / den;
  return q > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(q);
}

/** Smallest investment whose formula quantity reaches `q`: ceil(q × S × u × (100 × den + L × num) / (L × den)). */
export function formulaInvestment(c: FuturesContract, sum: number, q: number, leverageE2: number): number {
  const t = c.market.taker;
  const num = BigInt(q) * BigInt(sum) * BigInt(c.market.unitsPerTickLot) * (100n * BigInt(t.den) + BigInt(leverageE2) * BigInt(t.num));
  const den = BigInt(leverageE2) * BigInt(t.den);
  const v = (num + den - 1n) / den;
  return v > BigInt(Number.MAX_SAFE_INTEGER) ? INF : Number(v);
}

/**
 * Wallet need of fills that all open or add from flat: Σ initial margin +
 * fee (what applyFill posts and charges; the margin is contract.ts
 * initialMargin, ceil(value × 100 / leverage), here through core/int
 * mulDivCeil, which stays in doubles while exact — validation sizes a grid
 * a dozen times).
 */
export function openingNeed(c: FuturesContract, fills: readonly FuturesFill[], leverageE2: number): number {
  const m = c.market;
  let need = 0;
  for (const f of fills) {
    const v = notional(m, f.ticks, f.lots);
    need += mulDivCeil(v, 100, leverageE2) + fee(v, f.liquidity === 'maker' ? m.maker : m.taker);
  }
  return need;
}

/** Value at entry (quote units) of a side's planned position: Σ notional. */
export function plannedValue(c: FuturesContract, fills: readonly FuturesFill[]): number {
  let v = 0;
  for (const f of fills) v += notional(c.market, f.ticks, f.lots);
  return v;
}

/** Wallet need of a grid of `q` lots per cell from flat: its worse side's (file comment). */
export function gridNeed(c: FuturesContract, plan: PlannedFills, leverageE2: number): number {
  return Math.max(openingNeed(c, plan.down, leverageE2), openingNeed(c, plan.up, leverageE2));
}

/** Where the sized grid stands: its quantity per cell, need, and the planned fills. */
export interface GridSize {
  readonly q: number;
  readonly need: number;
  readonly plan: PlannedFills;
  /** Largest position value (quote units) of the planned fills: what selects the risk tier. */
  readonly peakValue: number;
}

/** Sizes a grid for an investment (file comment): the formula, lowered while the exact need exceeds it. */
export function sizeGrid(c: FuturesContract, mode: FuturesGridMode, levels: readonly number[], gap: number, px: number, leverageE2: number, investment: number): GridSize {
  const sum = priceSum(mode, levels, gap, px);
  let q = formulaQty(c, sum, investment, leverageE2);
  const at = (x: number): GridSize => {
    const plan = plannedFills(c, mode, levels, gap, px, x);
    return { q: x, need: gridNeed(c, plan, leverageE2), plan, peakValue: Math.max(plannedValue(c, plan.down), plannedValue(c, plan.up)) };
  };
  let s = at(q);
  while (q > 0 && s.need > investment) s = at(--q);
  return s;
}

/** Smallest investment that sizes to at least `q` lots per cell: the formula's bound or the exact need, the larger. */
export function investmentFor(c: FuturesContract, mode: FuturesGridMode, levels: readonly number[], gap: number, px: number, leverageE2: number, q: number): number {
  const plan = plannedFills(c, mode, levels, gap, px, q);
  return Math.max(formulaInvestment(c, priceSum(mode, levels, gap, px), q, leverageE2), gridNeed(c, plan, leverageE2));
}

/** Largest position value (quote units) that a tier allowing `leverageE2` holds (0 when none does). */
export function valueLimitFor(c: FuturesContract, leverageE2: number): number {
  let limit = 0;
  for (const t of c.tiers) if (Math.min(t.maxLeverageE2, c.maxLeverageE2) >= leverageE2) limit = t.limit;
  return limit;
}

/** Whether a planned position value fits the risk tiers at a leverage: 'ok', 'risk_limit' (a lower leverage would), 'too_big' (none would). */
export function tierVerdict(c: FuturesContract, value: number, leverageE2: number): 'ok' | 'risk_limit' | 'too_big' {
  const i = tierIndex(c, value);
  if (i < 0) return 'too_big';
  return Math.min(c.tiers[i].maxLeverageE2, c.maxLeverageE2) >= leverageE2 ? 'ok' : 'risk_limit';
}

/** A path simulated on a live position (futures/position.ts applyFill, tiers checked). */
export interface PathOutcome {
  /** Most the wallet must hold beforehand so that it never goes negative along the path (≥ 0); +∞ when a fill is refused (risk limit). */
  readonly need: number;
  /** The position at the end of the path (the start when refused). */
  readonly position: FuturesPosition;
  /** The wallet's net change over the path (0 when refused). */
  readonly cash: number;
}

/** Runs fills on a position: the wallet need along the way and where it ends. */
export function runPath(c: FuturesContract, start: FuturesPosition, fills: readonly FuturesFill[]): PathOutcome {
  let p = start;
  let cash = 0;
  let low = 0;
  try {
    for (const f of fills) {
      const r = applyFill(c, p, f);
      p = r.position;
      cash += r.walletDelta;
      if (cash < low) low = cash;
    }
  } catch (e) {
    if (e instanceof FuturesError) return { need: INF, position: start, cash: 0 };
    throw e;
  }
  return { need: -low, position: p, cash };
}
