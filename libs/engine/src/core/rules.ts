/**
 * A symbol's trading rules, compiled to integers.
 *
 * Units inside the engine:
 * - price: integer **ticks** (price = ticks × tickSize);
 * - base quantity: integer **lots** (quantity = lots × lotSize);
 * - quote amount: integer **quote units** of 10^-(tickScale + lotScale), so a
 *   notional ticks × lots × (tickUnits × lotUnits) is always exact. Example:
 *   BTCUSDT with tickSize 0.01 and lotSize 0.000001 keeps quote in 1e-8 USDT.
 *
 * Fees: rates are decimal fractions ("0.001" = 0.1 %). Every fee is charged
 * in the **quote coin** (also on buys, so base quantities stay whole lots and
 * a grid sells exactly what it bought) and rounded **up** to the quote unit:
 * rounding is always in the exchange's favour.
 */
import { DecimalError, decimalToUnits, parseDecimal, pow10, unitsToDecimal, type RoundingMode } from './decimal';
import { mulDivCeil, safe } from './int';

// Module-level aliases for the per-order helpers at the bottom (notional, checkOrder, min/maxLotsAt): under
// jest's vm context each lookup of a global such as Math costs ~0.5 µs (in plain Node it is a plain load).
const { floor, ceil, min, max } = Math;
const isSafe = Number.isSafeInteger;

/** Trading rules of a symbol as decimal strings (the engine's boundary form). */
export interface SymbolRules {
  /** Price step, e.g. "0.01". */
  readonly tickSize: string;
  /** Base quantity step, e.g. "0.000001". */
  readonly lotSize: string;
  /** Minimum base quantity of an order. */
  readonly minQty: string;
  /** Maximum base quantity of an order. */
  readonly maxQty: string;
  /** Minimum order value in quote. */
  readonly minNotional: string;
  /** Maximum order value in quote; absent or "" = unlimited. */
  readonly maxNotional?: string;
  /** Maker fee rate, fraction ("0.001" = 0.1 %). */
  readonly makerFee: string;
  /** Taker fee rate, fraction. */
  readonly takerFee: string;
}

/** A fee rate as an exact fraction num/den. */
export interface Rate {
  readonly num: number;
  readonly den: number;
}

/** Rules compiled to integers (JSON-serialisable; stored inside bot states). */
export interface MarketRules {
  readonly rules: SymbolRules;
  readonly tickScale: number;
  /** tickSize in units of 10^-tickScale. */
  readonly tickUnits: number;
  readonly lotScale: number;
  readonly lotUnits: number;
  /** Scale of quote units: tickScale + lotScale. */
  readonly quoteScale: number;
  /** Quote units of one tick × one lot (= tickUnits × lotUnits). */
  readonly unitsPerTickLot: number;
  readonly minQtyLots: number;
  readonly maxQtyLots: number;
  readonly minNotionalUnits: number;
  /** Maximum order value in quote units, or -1 for unlimited. */
  readonly maxNotionalUnits: number;
  readonly maker: Rate;
  readonly taker: Rate;
}

/** Invalid input at the engine boundary; `field` names the offending field. */
export class EngineInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'EngineInputError';
    this.field = field;
  }
}

function scaleOf(text: string, field: string): { units: bigint; scale: number } {
  try {
    const p = parseDecimal(text);
    // normalise "0.0100" → 1 unit at scale 2
    let { units, scale } = p;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale--;
    }
    return { units, scale };
  } catch (e) {
    if (e instanceof DecimalError) throw new EngineInputError(field, `"${text}" is not a decimal number`);
    throw e;
  }
}

/** Parses a fee or percentage fraction. */
export function parseRate(text: string, field: string): Rate {
  const p = scaleOf(text, field);
  if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
  if (p.scale > 12) throw new EngineInputError(field, 'has more than 12 decimals');
  return { num: Number(p.units), den: Number(pow10(p.scale)) };
}

/** Compiles and checks a symbol's rules. Throws EngineInputError naming the field. */
export function compileRules(rules: SymbolRules): MarketRules {
  const tick = scaleOf(rules.tickSize, 'tickSize');
  const lot = scaleOf(rules.lotSize, 'lotSize');
  if (tick.units <= 0n) throw new EngineInputError('tickSize', 'must be positive');
  if (lot.units <= 0n) throw new EngineInputError('lotSize', 'must be positive');
  const quoteScale = tick.scale + lot.scale;
  const toLots = (text: string, field: string, mode: RoundingMode): number => {
    const p = scaleOf(text, field);
    if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
    const u = decimalToUnits(text, Math.max(lot.scale, p.scale), 'exact');
    const d = lot.units * pow10(Math.max(lot.scale, p.scale) - lot.scale);
    const q = mode === 'ceil' ? (u + d - 1n) / d : u / d;
    return safe(Number(q), field);
  };
  const toQuote = (text: string, field: string): number => {
    const p = scaleOf(text, field);
    if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
    return safe(Number(decimalToUnits(text, quoteScale, 'ceil')), field);
  };
  const minQtyLots = Math.max(1, toLots(rules.minQty, 'minQty', 'ceil'));
  const maxQtyLots = toLots(rules.maxQty, 'maxQty', 'floor');
  if (maxQtyLots < minQtyLots) throw new EngineInputError('maxQty', 'must be at least minQty and one lot');
  const maxNotionalUnits = rules.maxNotional === undefined || rules.maxNotional === '' ? -1 : toQuote(rules.maxNotional, 'maxNotional');
  const maker = parseRate(rules.makerFee, 'makerFee');
  const taker = parseRate(rules.takerFee, 'takerFee');
  if (maker.num >= maker.den) throw new EngineInputError('makerFee', 'must be below 1');
  if (taker.num >= taker.den) throw new EngineInputError('takerFee', 'must be below 1');
  return {
    rules: { ...rules },
    tickScale: tick.scale,
    tickUnits: Number(tick.units),
    lotScale: lot.scale,
    lotUnits: Number(lot.units),
    quoteScale,
    unitsPerTickLot: Number(tick.units * lot.units),
    minQtyLots,
    maxQtyLots,
    minNotionalUnits: toQuote(rules.minNotional, 'minNotional'),
    maxNotionalUnits,
    maker,
    taker,
  };
}

/** Price decimal → ticks. Default rounding 'exact' (a price off the tick grid is an error). */
export function priceToTicks(m: MarketRules, price: string, field = 'price', mode: RoundingMode = 'exact'): number {
  const p = scaleOf(price, field);
  if (p.units <= 0n) throw new EngineInputError(field, 'must be positive');
  const s = Math.max(m.tickScale, p.scale);
  const u = decimalToUnits(price, s, 'exact');
  const d = BigInt(m.tickUnits) * pow10(s - m.tickScale);
  let q: bigint;
  try {
    q = roundDiv(u, d, mode);
  } catch {
    throw new EngineInputError(field, `"${price}" is not a multiple of the tick size ${m.rules.tickSize}`);
  }
  if (q < 1n) throw new EngineInputError(field, `"${price}" is below one tick`);
  if (q > 2_147_483_647n) throw new EngineInputError(field, `"${price}" is too large`);
  return Number(q);
}

/** Ticks → price decimal string. */
export function ticksToPrice(m: MarketRules, ticks: number): string {
  return unitsToDecimal(BigInt(ticks) * BigInt(m.tickUnits), m.tickScale);
}

/** Base quantity decimal → lots (default: refuse quantities off the lot grid). */
export function qtyToLots(m: MarketRules, qty: string, field = 'qty', mode: RoundingMode = 'exact'): number {
  const p = scaleOf(qty, field);
  if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
  const s = Math.max(m.lotScale, p.scale);
  const u = decimalToUnits(qty, s, 'exact');
  const d = BigInt(m.lotUnits) * pow10(s - m.lotScale);
  try {
    return safe(Number(roundDiv(u, d, mode)), field);
  } catch (e) {
    if (e instanceof DecimalError) throw new EngineInputError(field, `"${qty}" is not a multiple of the lot size ${m.rules.lotSize}`);
    throw e;
  }
}

/** Lots → base quantity decimal string. */
export function lotsToQty(m: MarketRules, lots: number): string {
  return unitsToDecimal(BigInt(lots) * BigInt(m.lotUnits), m.lotScale);
}

/** Quote decimal → quote units (more decimals than the quote scale are rounded with `mode`, default down). */
export function quoteToUnits(m: MarketRules, amount: string, field = 'amount', mode: RoundingMode = 'down'): number {
  const p = scaleOf(amount, field);
  if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
  return safe(Number(decimalToUnits(amount, m.quoteScale, mode)), field);
}

/** Quote units → decimal string. */
export function unitsToQuote(m: MarketRules, units: number): string {
  return unitsToDecimal(units, m.quoteScale);
}

/** Notional value of `lots` at `ticks`, in quote units. */
export function notional(m: MarketRules, ticks: number, lots: number): number {
  const n = ticks * lots * m.unitsPerTickLot;
  return isSafe(n) ? n : safe(Number(BigInt(ticks) * BigInt(lots) * BigInt(m.unitsPerTickLot)), 'notional');
}

/** Fee on a notional at `rate`, rounded up to the quote unit (exchange's favour). */
export function fee(notionalUnits: number, rate: Rate): number {
  if (rate.num === 0) return 0;
  return mulDivCeil(notionalUnits, rate.num, rate.den);
}

/** Why an order breaks the symbol's rules, or null when it is valid. */
export type OrderViolation = 'MIN_QTY' | 'MAX_QTY' | 'MIN_NOTIONAL' | 'MAX_NOTIONAL' | 'TICK' | 'LOT';

/** Checks an order (price in ticks, quantity in lots) against the rules. */
export function checkOrder(m: MarketRules, ticks: number, lots: number): OrderViolation | null {
  if (!isSafe(ticks) || ticks < 1) return 'TICK';
  if (!isSafe(lots) || lots < 0) return 'LOT';
  if (lots < m.minQtyLots) return 'MIN_QTY';
  if (lots > m.maxQtyLots) return 'MAX_QTY';
  const n = notional(m, ticks, lots);
  if (n < m.minNotionalUnits) return 'MIN_NOTIONAL';
  if (m.maxNotionalUnits >= 0 && n > m.maxNotionalUnits) return 'MAX_NOTIONAL';
  return null;
}

/** Largest order quantity (lots) allowed at `ticks` by maxQty and maxNotional. */
export function maxLotsAt(m: MarketRules, ticks: number): number {
  if (m.maxNotionalUnits < 0) return m.maxQtyLots;
  return min(m.maxQtyLots, floor(m.maxNotionalUnits / (ticks * m.unitsPerTickLot)));
}

/** Smallest order quantity (lots) allowed at `ticks` by minQty and minNotional. */
export function minLotsAt(m: MarketRules, ticks: number): number {
  return max(m.minQtyLots, ceil(m.minNotionalUnits / (ticks * m.unitsPerTickLot)));
}

function roundDiv(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  switch (mode) {
    case 'exact':
      throw new DecimalError('not exact');
    case 'down':
    case 'floor':
      return q;
    case 'up':
    case 'ceil':
      return q + 1n;
    case 'half-up':
      return r * 2n >= d ? q + 1n : q;
    case 'half-even':
      return r * 2n > d || (r * 2n === d && q % 2n === 1n) ? q + 1n : q;
  }
}
