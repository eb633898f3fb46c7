/**
 * fast-check arbitraries shared by the engine's property tests (test support,
 * not part of @tb/engine).
 */
import fc from 'fast-check';
import { parseDecimal, unitsToDecimal } from '../core/decimal';
import type { SymbolRules } from '../core/rules';

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
