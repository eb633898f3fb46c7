/**
 * Stops shared by every kind: take profit (TP), stop loss (SL) and the
 * trailing stop, set by price or by percent of the total PnL, and solved into
 * price thresholds the walkers compare the price with.
 *
 * Settings (spot SG-1/SG-2, futures alike): a TP/SL type says which of TP and
 * SL is a price and which a percent; the percents are fractions of the
 * investment ("0.2" = +20 % for TP, "0.1" = −10 % for SL); the trailing stop
 * percent is a fraction below the best price since start ("0" = off).
 *
 * Thresholds. Holdings make the total PnL a linear function of the price P
 * (ticks): PnL(P) = a + b·P·unitsPerTickLot, with `a` the cash side (quote
 * units: quote held + taken out − investment) and `b` the signed position in
 * lots (a long or spot inventory > 0, a short < 0). A percent stop is the
 * price where that line crosses ±rate × investment, solved exactly in bigint:
 * - TP fires where PnL(P) ≥ tp·inv: the lowest such tick for b > 0 (price
 *   rising), the highest for b < 0 (price falling);
 * - SL fires where PnL(P) ≤ −sl·inv: the highest such tick for b > 0, the
 *   lowest for b < 0;
 * - with no position (b = 0) the condition does not depend on the price: it
 *   holds now or never (a TP that holds now is reported on the up side at 0,
 *   an SL on the down side at +∞, so a walker fires it at once).
 * A threshold beyond the largest price (2^31 − 1 ticks) is +∞: never for an
 * up threshold, at once for a down one. The trailing stop sits `ts` below
 * the highest price since start (long: floor) or above the lowest (short:
 * ceil), rounded so that it never fires before the exact percent is reached.
 *
 * `StopLevels` collects the thresholds of one bot into the two numbers a
 * walker needs (fire when price ≤ `down`, when price ≥ `up`) and which stop
 * each is. At an equal price a resting limit order fills before a stop fires
 * (the walkers' rule, see spot-grid/core.ts).
 */
import { mulDivCeil, mulDivFloor } from '../core/int';
import { sameRate } from '../core/rate';
import { EngineInputError, type MarketRules, type Rate, parseRate, priceToTicks } from '../core/rules';
import type { StopKind } from './close-codes';

/** TP/SL kinds of the spec: both price, both percent, TP price + SL percent, TP percent + SL price, none. */
export type TpSlType = 'price' | 'percent' | 'tp_price_sl_percent' | 'tp_percent_sl_price' | 'empty';
export const TP_SL_TYPES: readonly TpSlType[] = ['price', 'percent', 'tp_price_sl_percent', 'tp_percent_sl_price', 'empty'];

/** TP/SL and trailing-stop settings as the API gives them (decimal strings; "" clears in an update). */
export interface TpSlInput {
  /** Default: 'price' when a TP/SL price is given, else 'percent' when a percent is given, else 'empty'. */
  readonly tpSlType?: TpSlType;
  /** Close (take profit) when the price reaches this. */
  readonly takeProfitPrice?: string;
  /** Close (stop loss) when the price falls to this. */
  readonly stopLossPrice?: string;
  /** Close when total PnL / investment ≥ this fraction ("0.2" = +20 %). */
  readonly takeProfitPercent?: string;
  /** Close when total PnL / investment ≤ −this fraction ("0.1" = −10 %). */
  readonly stopLossPercent?: string;
  /** Trailing stop: close when the price falls this fraction below its highest point since start; "0"/absent = off. */
  readonly tsPercent?: string;
}

/** Compiled TP/SL settings (prices in ticks, percents as exact rates; null = not set). */
export interface TpSlConfig {
  readonly tpSlType: TpSlType;
  readonly tpTicks: number | null;
  readonly slTicks: number | null;
  readonly tpRate: Rate | null;
  readonly slRate: Rate | null;
  readonly tsRate: Rate | null;
}

/** Which of TP and SL a TP/SL type sets by price and which by percent. */
export function tpSlUses(type: TpSlType): { tpByPrice: boolean; slByPrice: boolean; tpByPercent: boolean; slByPercent: boolean } {
  return {
    tpByPrice: type === 'price' || type === 'tp_price_sl_percent',
    slByPrice: type === 'price' || type === 'tp_percent_sl_price',
    tpByPercent: type === 'percent' || type === 'tp_percent_sl_price',
    slByPercent: type === 'percent' || type === 'tp_price_sl_percent',
  };
}

function given(v: string | undefined): v is string {
  return v !== undefined && v !== '';
}

/** The type the given fields imply: 'price' if a TP/SL price is given, else 'percent' if a percent is, else 'empty'. */
export function inferTpSlType(input: TpSlInput): TpSlType {
  if (given(input.takeProfitPrice) || given(input.stopLossPrice)) return 'price';
  if (given(input.takeProfitPercent) || given(input.stopLossPercent)) return 'percent';
  return 'empty';
}

const offWhenZero = (r: Rate | null): Rate | null => (r !== null && r.num === 0 ? null : r);

/**
 * Compiles TP/SL settings. Values the type does not use are ignored; malformed
 * ones throw EngineInputError naming the API field.
 */
export function compileTpSl(m: MarketRules, input: TpSlInput): TpSlConfig {
  const tpSlType = input.tpSlType ?? inferTpSlType(input);
  if (!TP_SL_TYPES.includes(tpSlType)) throw new EngineInputError('tp_sl_type', 'unknown TP/SL type');
  const u = tpSlUses(tpSlType);
  return {
    tpSlType,
    tpTicks: u.tpByPrice && given(input.takeProfitPrice) ? priceToTicks(m, input.takeProfitPrice, 'take_profit_price') : null,
    slTicks: u.slByPrice && given(input.stopLossPrice) ? priceToTicks(m, input.stopLossPrice, 'stop_loss_price') : null,
    tpRate: u.tpByPercent && given(input.takeProfitPercent) ? parseRate(input.takeProfitPercent, 'take_profit_percent') : null,
    slRate: u.slByPercent && given(input.stopLossPercent) ? parseRate(input.stopLossPercent, 'stop_loss_percent') : null,
    tsRate: offWhenZero(given(input.tsPercent) ? parseRate(input.tsPercent, 'ts_percent') : null),
  };
}

/**
 * Applies a TP/SL modification: an absent field keeps its value, "" clears
 * it. A bot created without TP/SL takes the type the update implies; values
 * the resulting type does not use are dropped.
 */
export function updateTpSl(m: MarketRules, c: TpSlConfig, u: TpSlInput): TpSlConfig {
  const type = u.tpSlType ?? (c.tpSlType !== 'empty' ? c.tpSlType : inferTpSlType(u));
  const uses = tpSlUses(type);
  const pick = <T>(text: string | undefined, keep: T | null, parse: (t: string) => T): T | null => (text === undefined ? keep : text === '' ? null : parse(text));
  const tsRate = pick(u.tsPercent, c.tsRate, (t) => parseRate(t, 'ts_percent'));
  return {
    tpSlType: type,
    tpTicks: uses.tpByPrice ? pick(u.takeProfitPrice, c.tpTicks, (t) => priceToTicks(m, t, 'take_profit_price')) : null,
    slTicks: uses.slByPrice ? pick(u.stopLossPrice, c.slTicks, (t) => priceToTicks(m, t, 'stop_loss_price')) : null,
    tpRate: uses.tpByPercent ? pick(u.takeProfitPercent, c.tpRate, (t) => parseRate(t, 'take_profit_percent')) : null,
    slRate: uses.slByPercent ? pick(u.stopLossPercent, c.slRate, (t) => parseRate(t, 'stop_loss_percent')) : null,
    tsRate: offWhenZero(tsRate),
  };
}

/** Same settings (rates compared as values: 0.10 = 0.1). */
export function sameTpSl(a: TpSlConfig, b: TpSlConfig): boolean {
  return a.tpSlType === b.tpSlType && a.tpTicks === b.tpTicks && a.slTicks === b.slTicks && sameRate(a.tpRate, b.tpRate) && sameRate(a.slRate, b.slRate) && sameRate(a.tsRate, b.tsRate);
}

/** Total PnL as a linear function of the price: PnL(P) = a + b·P·unitsPerTickLot (quote units; see the module comment). */
export interface LinearPnl {
  readonly a: number;
  /** Signed position in lots (long / spot inventory > 0, short < 0). */
  readonly b: number;
  readonly unitsPerTickLot: number;
}

/** A stop's price: it fires when the price rises to ≥ `ticks` ('up') or falls to ≤ `ticks` ('down'). */
export interface PriceThreshold {
  readonly side: 'up' | 'down';
  readonly ticks: number;
}

const INF = Number.POSITIVE_INFINITY;
const MAX_TICKS = 2_147_483_647n;

/** ceil(n / d), d > 0. */
function ceilDiv(n: bigint, d: bigint): bigint {
  return n <= 0n ? -(-n / d) : (n + d - 1n) / d;
}

/** floor(n / d), d > 0. */
function floorDiv(n: bigint, d: bigint): bigint {
  return n >= 0n ? n / d : -((-n + d - 1n) / d);
}

const toTicks = (q: bigint): number => (q > MAX_TICKS ? INF : Number(q));

/** Where PnL(P) ≥ rate × investment (a percent take profit). */
export function profitTargetPrice(pnl: LinearPnl, investment: number, rate: Rate): PriceThreshold {
  // den·(a + b·u·P) ≥ num·inv  ⇔  k·P ≥ x  with k = den·b·u, x = num·inv − a·den
  const den = BigInt(rate.den);
  const x = BigInt(rate.num) * BigInt(investment) - BigInt(pnl.a) * den;
  const k = den * BigInt(pnl.b) * BigInt(pnl.unitsPerTickLot);
  if (k === 0n) return { side: 'up', ticks: x <= 0n ? 0 : INF };
  if (k > 0n) return { side: 'up', ticks: toTicks(ceilDiv(x, k)) };
  return { side: 'down', ticks: toTicks(floorDiv(-x, -k)) };
}

/** Where PnL(P) ≤ −rate × investment (a percent stop loss). */
export function lossLimitPrice(pnl: LinearPnl, investment: number, rate: Rate): PriceThreshold {
  // den·(a + b·u·P) ≤ −num·inv  ⇔  k·P ≤ y  with k = den·b·u, y = −num·inv − a·den
  const den = BigInt(rate.den);
  const y = -BigInt(rate.num) * BigInt(investment) - BigInt(pnl.a) * den;
  const k = den * BigInt(pnl.b) * BigInt(pnl.unitsPerTickLot);
  if (k === 0n) return { side: 'down', ticks: y >= 0n ? INF : 0 };
  if (k > 0n) return { side: 'down', ticks: toTicks(floorDiv(y, k)) };
  return { side: 'up', ticks: toTicks(ceilDiv(-y, -k)) };
}

/**
 * Trailing stop `rate` behind the best price since start: for a long,
 * floor(peak × (1 − rate)) below the highest price; for a short,
 * ceil(trough × (1 + rate)) above the lowest.
 */
export function trailingStopPrice(extremeTicks: number, rate: Rate, side: 'long' | 'short'): PriceThreshold {
  if (side === 'long') return { side: 'down', ticks: mulDivFloor(extremeTicks, rate.den - rate.num, rate.den) };
  return { side: 'up', ticks: mulDivCeil(extremeTicks, rate.den + rate.num, rate.den) };
}

/**
 * A bot's active stops as two thresholds: fire when the price falls to ≤
 * `down` (0 = never, +∞ = at once), or rises to ≥ `up` (+∞ = never, 0 = at
 * once). Of the stops on one side the nearest wins; at a tie the one added
 * first keeps its kind.
 */
export class StopLevels {
  down = 0;
  downKind: StopKind = 'stop_loss';
  up = INF;
  upKind: StopKind = 'take_profit';

  /** No stop. */
  clear(): void {
    this.down = 0;
    this.downKind = 'stop_loss';
    this.up = INF;
    this.upKind = 'take_profit';
  }

  /** A stop that fires at prices ≤ `ticks`. */
  below(ticks: number, kind: StopKind): void {
    if (ticks > this.down) {
      this.down = ticks;
      this.downKind = kind;
    }
  }

  /** A stop that fires at prices ≥ `ticks`. */
  above(ticks: number, kind: StopKind): void {
    if (ticks < this.up) {
      this.up = ticks;
      this.upKind = kind;
    }
  }

  /** A solved threshold, on its side. */
  add(t: PriceThreshold, kind: StopKind): void {
    if (t.side === 'up') this.above(t.ticks, kind);
    else this.below(t.ticks, kind);
  }
}
