import { CandleCsvError, parseCandleCsv } from './csv';
import { candleAt } from './candles';

const spec = { symbol: 'BTCUSDT', tickSize: '0.01', lotSize: '0.0001' };

function issuesOf(text: string) {
  try {
    parseCandleCsv(text, spec);
  } catch (e) {
    if (e instanceof CandleCsvError) return e.issues;
    throw e;
  }
  throw new Error('expected a CandleCsvError');
}

describe('parseCandleCsv', () => {
  it('reads a headed file with ISO and millisecond times, rounding prices to ticks', () => {
    const s = parseCandleCsv(
      [
        'time,open,high,low,close,volume',
        '2024-01-01T00:00:00Z,42000.10,42010.5,41990,42005.004,1.5',
        '1704067260000,42005,42020.006,42000,42015.00,0.25',
        '',
        '"2024-01-01 00:05",42015,42015,42015,42015,0',
      ].join('\n'),
      spec,
    );
    expect(s.length).toBe(3);
    expect(candleAt(s, 0)).toMatchObject({ openTime: Date.UTC(2024, 0, 1), open: 4_200_010, high: 4_201_050, low: 4_199_000, close: 4_200_500, volume: 15_000 });
    expect(candleAt(s, 1)).toMatchObject({ openTime: Date.UTC(2024, 0, 1, 0, 1), high: 4_202_001 });
    expect(candleAt(s, 2).openTime).toBe(Date.UTC(2024, 0, 1, 0, 5));
    expect(s.quoteVolume[0]).toBe(Math.round((1.5 * (4_200_010 + 4_201_050 + 4_199_000 + 4_200_500)) / 4));
  });

  it('accepts columns in any order with aliases, and files without a header', () => {
    const a = parseCandleCsv('close,volume,timestamp,low,high,open,extra\n10,1,1704067200000,9,11,10,x\n', spec);
    expect(candleAt(a, 0)).toMatchObject({ open: 1000, high: 1100, low: 900, close: 1000 });
    const b = parseCandleCsv('1704067200000,10,11,9,10,1\r\n1704067320000,10,12,10,11,2\r\n', spec);
    expect(b.length).toBe(2);
  });

  it('reports every bad row with its line number and column', () => {
    const issues = issuesOf(
      [
        'time,open,high,low,close,volume',
        '1704067200000,10,11,9,10,1', // ok (row 2)
        '1704067200000,10,11,9,10,1', // row 3: not after previous
        '1704067230000,10,11,9,10,1', // row 4: not a whole minute
        '1704067380,10,11,9,10,1', // row 5: seconds
        '2024-01-01T00:10Z,10,abc,9,10,1', // row 6: bad price
        '2024-01-01T00:11Z,10,9,9,10,1', // row 7: high below close
        '2024-01-01T00:12Z,10,11,10.5,10,1', // row 8: low above open
        '2024-01-01T00:13Z,10,11,9,10,-1', // row 9: negative volume
        '2024-01-01T00:14Z,10,11,0.001,10,1', // row 10: below one tick
        '2024-01-01T00:15Z,10,11', // row 11: too few columns
        'never,10,11,9,10,1', // row 12: bad time
      ].join('\n'),
    );
    expect(issues.map((i) => [i.row, i.column])).toEqual([
      [3, 'time'],
      [4, 'time'],
      [5, 'time'],
      [6, 'high'],
      [7, 'high'],
      [8, 'low'],
      [9, 'volume'],
      [10, 'low'],
      [11, undefined],
      [12, 'time'],
    ]);
    expect(issues[2].message).toMatch(/seconds/);
    expect(issues[3].message).toMatch(/"abc" is not a decimal/);
  });

  it('names the missing header columns and refuses an empty file', () => {
    expect(issuesOf('time,open,high,close\n')[0].message).toMatch(/low, volume/);
    expect(issuesOf('\n\n')[0].message).toMatch(/no candles/);
    expect(() => parseCandleCsv('x', { ...spec, tickSize: '0' })).toThrow(/tickSize/);
  });
});
