/**
 * fast-check arbitraries shared by the engine's property tests (test support,
 * not part of @tb/engine).
 */
import fc from 'fast-check';
import { parseDecimal, unitsToDecimal } from '../core/decimal';
import type { SymbolRules } from '../core/rules';
import type { TpSlType } from '../common/stops';

/** `text` × k as a decimal string (exact). */
function times(text: string, k: number): string {
  const p = parseDecimal(text);
  return unitsToDecimal(p.units * BigInt(k), p.scale);
}

/**
 * Symbol rules of the shapes exchanges use: tick and lot sizes from 1 down to
 * 0.0001 (a 0.05 tick too), a minimum quantity of 1–3 lots, minimum and
 * maximum order values, maker/taker fees from 0 to 0.2 %.
 */
export const arbSymbolRules: fc.Arbitrary<SymbolRules> = fc
  .record({
    tickSize: fc.constantFrom('0.01', '0.1', '0.0001', '0.05', '1'),
    lotSize: fc.constantFrom('0.001', '0.0001', '1', '0.01'),
    minLots: fc.integer({ min: 1, max: 3 }),
    maxQty: fc.constantFrom('5', '1000', '100000'),
    minNotional: fc.constantFrom('0', '1', '5'),
    maxNotional: fc.constantFrom('', '50000'),
    makerFee: fc.constantFrom('0', '0.001', '0.0002'),
    takerFee: fc.constantFrom('0.001', '0.002', '0.00075'),
  })
  .map(({ minLots, ...r }) => ({ ...r, minQty: times(r.lotSize, minLots) }));

/**
 * A grid's shape around a price, as fc.record fields (spread them into a
 * scenario record; the key order is the generation order): the price in
 * ticks, the range below and above it in permille (from `minPermille` to
 * 450), the cell count (2 to `maxCells`) and the level type.
 */
export function gridShapeFields(minPermille: number, maxCells: number) {
  return {
    priceTicks: fc.integer({ min: 5_000, max: 205_000 }),
    belowPermille: fc.integer({ min: minPermille, max: 450 }),
    abovePermille: fc.integer({ min: minPermille, max: 450 }),
    cells: fc.integer({ min: 2, max: maxCells }),
    gridType: fc.constantFrom('arithmetic' as const, 'geometric' as const),
  };
}

/** `a` in `weight` cases out of `of`, else null. */
export const sometimes = <T>(a: fc.Arbitrary<T>, weight: number, of: number): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: a, weight }, { arbitrary: fc.constant(null), weight: of - weight });

/** A price move in basis points: mostly small, sometimes a jump through the whole grid. */
export const arbPriceMoveBp = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -2_500, max: 2_500 }));

/** One leg of a grid's price walk: one to three moves (`arbPriceMoveBp`), stepped as ticks or as one candle. */
export const gridLegFields = { candle: fc.boolean(), moves: fc.array(arbPriceMoveBp, { minLength: 1, maxLength: 3 }) };

/**
 * A grid's investment percent (of what it needs), entry price (sometimes) and
 * TP/SL/trailing choice, as fc.record fields: prices in basis points from the
 * last price, percents drawn from the kind's `tpPercents` and `slPercents`.
 */
export function gridStopFields(tpPercents: readonly string[], slPercents: readonly string[]) {
  return {
    investPercent: fc.integer({ min: 0, max: 1_000 }),
    entryBp: sometimes(fc.integer({ min: -300, max: 300 }), 1, 4),
    tpSlType: fc.constantFrom<TpSlType>('empty', 'price', 'percent', 'tp_price_sl_percent', 'tp_percent_sl_price'),
    tpBp: fc.integer({ min: 1, max: 1_500 }),
    slBp: fc.integer({ min: 1, max: 1_500 }),
    tpPercent: fc.constantFrom(...tpPercents),
    slPercent: fc.constantFrom(...slPercents),
    tsPercent: sometimes(fc.constantFrom('0.01', '0.02', '0.05'), 1, 4),
  };
}
