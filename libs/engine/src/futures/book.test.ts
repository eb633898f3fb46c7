import { compileContract } from './contract';
import { PositionBook } from './book';
import { addMargin, applyFill, flatPosition, liquidationHit, liquidate, unrealisedPnl, type FuturesPosition } from './position';
import { nextInt, seedRng } from '../market/prng';
import { ExactRangeError } from '../core/int';

const c = compileContract({
  tickSize: '0.05',
  lotSize: '0.01',
  minQty: '0.01',
  maxQty: '100000',
  minNotional: '0',
  makerFee: '0.0002',
  takerFee: '0.00055',
  riskTiers: [
    { limit: '200000', imrE4: 200, mmrE4: 100, maxLeverageE2: 5000 },
    { limit: '400000', imrE4: 300, mmrE4: 150, maxLeverageE2: 3333 },
  ],
});

function randomPositions(seed: string, n: number): FuturesPosition[] {
  const r = seedRng(seed);
  return Array.from({ length: n }, () => {
    let p = flatPosition(c, 100 + nextInt(r, 3234));
    if (nextInt(r, 5) === 0) return p; // some empty slots
    const side = nextInt(r, 2) === 0 ? 'buy' : 'sell';
    for (let k = 1 + nextInt(r, 3); k > 0; k--) p = applyFill(c, p, { side, lots: 1 + nextInt(r, 3000), ticks: 9_000 + nextInt(r, 2_000), liquidity: 'maker' }).position;
    if (nextInt(r, 3) === 0) p = addMargin(c, p, 1 + nextInt(r, 100_000)).position;
    return p;
  });
}

describe('PositionBook', () => {
  it('finds exactly the positions whose trigger a candle reaches, and marks them to market like unrealisedPnl', () => {
    const ps = randomPositions('book', 300);
    const book = new PositionBook(c, ps.length);
    ps.forEach((p, i) => book.set(i, p));
    expect(book.size).toBe(ps.filter((p) => p.side !== null).length);
    const hits = new Int32Array(ps.length);
    const out = new Float64Array(ps.length);
    const r = seedRng('candles');
    for (let k = 0; k < 200; k++) {
      const low = 8_500 + nextInt(r, 1_500);
      const high = low + nextInt(r, 1_500);
      const n = book.scan(low, high, hits);
      const expected = ps.flatMap((p, i) => (liquidationHit(p, low, high) ? [i] : []));
      expect(Array.from(hits.subarray(0, n))).toEqual(expected);
      const total = book.markToMarket(high, out);
      expect(Array.from(out)).toEqual(ps.map((p) => unrealisedPnl(c, p, high)));
      expect(total).toBe(ps.reduce((s, p) => s + unrealisedPnl(c, p, high), 0));
    }
  });

  it('follows set/clear after a liquidation', () => {
    const ps = randomPositions('book2', 50);
    const book = new PositionBook(c, 50);
    ps.forEach((p, i) => book.set(i, p));
    const before = book.size;
    const i = ps.findIndex((p) => p.side === 'long');
    book.set(i, liquidate(c, ps[i]).position);
    expect(book.size).toBe(before - 1);
    book.clear(i);
    expect(book.size).toBe(before - 1);
    const hits = new Int32Array(50);
    expect(Array.from(hits.subarray(0, book.scan(1, 1, hits)))).not.toContain(i);
    expect(() => book.set(50, ps[0])).toThrow(RangeError);
  });

  it('values a position whose lots × mark passes 2^53 exactly in bigint, and refuses a total past 2^53', () => {
    const big = compileContract({ tickSize: '0.000001', lotSize: '100', minQty: '100', maxQty: '100000000000', minNotional: '0', makerFee: '0', takerFee: '0', riskTiers: [{ limit: '9000000000', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 }] });
    // 40,000,000 lots × u 100 at 2,200,000 ticks: value 8.8e15 quote units (just below 2^53 ≈ 9.007e15)
    const p = applyFill(big, flatPosition(big, 100), { side: 'buy', lots: 40_000_000, ticks: 2_200_000, liquidity: 'maker' }).position;
    const book = new PositionBook(big, 2);
    book.set(0, p);
    const out = new Float64Array(2);
    // at 2,300,000 ticks lots × u × mark = 9.2e15 > 2^53; the PnL 4e14 is exact
    expect(book.markToMarket(2_300_000, out)).toBe(400_000_000_000_000);
    expect(out[0]).toBe(400_000_000_000_000);
    expect(() => unrealisedPnl(big, p, 2_300_000)).toThrow(ExactRangeError); // the notional itself is past 2^53
    expect(book.markToMarket(2_100_000)).toBe(unrealisedPnl(big, p, 2_100_000));
    book.set(1, p);
    expect(() => book.markToMarket(2_147_483_647)).toThrow(ExactRangeError);
  });
});
