/**
 * A deterministic order-book snapshot around a last price (the depth call).
 *
 * The simulator has no resting order book of other traders, so the book is
 * modelled — but the same seed, symbol and time always give the same book,
 * and prices and quantities are exact on the symbol's tick and lot:
 *
 * - the spread is one tick: the best bid is the highest tick below the last
 *   price, the best ask the lowest tick at or above it;
 * - every tick level on each side holds `lots × lot size`, where
 *   `lots = round(base × (0.25 + 1.5 u) × (1 + d / 25))`: `u` a uniform number
 *   hashed from (seed, category, symbol, tick, time bucket), `d` the distance
 *   in ticks from the best level (books thicken away from the price), `base`
 *   the lots that make {@link LEVEL_NOTIONAL} quote at the last price (at least
 *   the minimum quantity); about one tick level in seven is empty (`u < 0.15`);
 * - the book is redrawn every {@link BOOK_BUCKET_MS} of exchange time (the
 *   price model reveals a new price as often);
 * - merged levels (`merge` ticks wide) sum the tick levels inside them: bids
 *   rounded down to a multiple of `merge` ticks, asks rounded up.
 *
 * `base` is the only floating-point step: it sizes the model, not money; every
 * figure returned is an integer count of lots or ticks turned into a decimal.
 */
import { fromUnits, scaleOf, toUnits } from '../lib/decimal';

/** Quote value of an average tick level at the best price. */
export const LEVEL_NOTIONAL = 5_000;
/** How long one drawing of the book lasts (exchange time). */
export const BOOK_BUCKET_MS = 6_000;

export interface DepthInput {
  seed: string;
  category: 'spot' | 'linear';
  symbol: string;
  tickSize: string;
  lotSize: string;
  minQty: string;
  lastPrice: string;
  merge: number;
  levels: number;
  /** Exchange time, ms. */
  now: number;
}

export interface DepthSide {
  price: string;
  qty: string;
  total: string;
}

export interface DepthSnapshot {
  bids: DepthSide[];
  asks: DepthSide[];
}

/** FNV-1a over a string → [0, 1). */
function uniform(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // one more avalanche round so neighbouring ticks do not correlate
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

export function depthSnapshot(input: DepthInput): DepthSnapshot {
  const priceScale = Math.max(scaleOf(input.tickSize), scaleOf(input.lastPrice));
  const tick = toUnits(input.tickSize, priceScale);
  const tickScale = scaleOf(input.tickSize);
  const shift = 10n ** BigInt(priceScale - tickScale);
  const last = toUnits(input.lastPrice, priceScale);
  const lotScale = scaleOf(input.lotSize);
  const lot = toUnits(input.lotSize, lotScale);
  const minLots = (toUnits(input.minQty, lotScale) + lot - 1n) / lot;
  const lastNumber = Number(input.lastPrice);
  const base = Math.max(Number(minLots), Math.round(LEVEL_NOTIONAL / (lastNumber * Number(input.lotSize))) || 1);
  const bucket = Math.floor(input.now / BOOK_BUCKET_MS);
  const prefix = `${input.seed}|${input.category}|${input.symbol}|${bucket}|`;

  // tick indexes: best ask = ceil(last / tick), best bid = best ask − 1
  const bestAsk = (last + tick - 1n) / tick;
  const bestBid = bestAsk - 1n;
  const lotsAt = (index: bigint, distance: bigint): bigint => {
    const u = uniform(prefix + index.toString());
    if (u < 0.15 && distance > 0n) return 0n;
    return BigInt(Math.max(1, Math.round(base * (0.25 + 1.5 * u) * (1 + Number(distance) / 25))));
  };
  const merge = BigInt(input.merge);

  const side = (direction: 1n | -1n): DepthSide[] => {
    const best = direction === 1n ? bestAsk : bestBid;
    if (best <= 0n) return [];
    const rows: DepthSide[] = [];
    let total = 0n;
    // the merged level holding the best tick: asks round up, bids round down
    let level = direction === 1n ? (best + merge - 1n) / merge : best / merge;
    while (rows.length < input.levels && level > 0n) {
      // asks: the ticks ((level − 1)·merge, level·merge] rounded up; bids: [level·merge, (level + 1)·merge) rounded down
      const first = direction === 1n ? level * merge - merge + 1n : level * merge;
      let lots = 0n;
      for (let index = first; index < first + merge; index++) {
        const inside = direction === 1n ? index >= best : index <= best;
        if (inside) lots += lotsAt(index, direction === 1n ? index - best : best - index);
      }
      if (lots > 0n) {
        total += lots;
        rows.push({ price: fromUnits((level * merge * tick) / shift, tickScale, true), qty: fromUnits(lots * lot, lotScale, true), total: fromUnits(total * lot, lotScale, true) });
      }
      level += direction;
    }
    return rows;
  };
  return { bids: side(-1n), asks: side(1n) };
}
