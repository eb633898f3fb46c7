import { BigNumber } from '@tb/util-format';
import { fromScaled } from './contract-config';

describe('fromScaled', () => {
  const byBigNumber = (value: number, digits: 2 | 4 | 8) => new BigNumber(value).shiftedBy(-digits).toFixed();

  it('shifts a scaled integer exactly as bignumber.js does', () => {
    expect(fromScaled(5000, 2)).toBe('50');
    expect(fromScaled(150, 2)).toBe('1.5');
    expect(fromScaled(50, 4)).toBe('0.005');
    expect(fromScaled(0, 8)).toBe('0');
    expect(fromScaled(1, 8)).toBe('0.00000001');
    expect(fromScaled(-250, 4)).toBe('-0.025');
    expect(fromScaled(Number.MAX_SAFE_INTEGER, 8)).toBe('90071992.54740991');
  });

  it('agrees with bignumber.js on 3,000 integers of every size (fixed seed), and on values that are not safe integers', () => {
    let seed = 0x2f6e2b1;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const differ: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** (next() % 16);
      const value = (next() % 2 === 0 ? 1 : -1) * Math.floor((next() / 2 ** 32) * magnitude);
      for (const digits of [2, 4, 8] as const) if (fromScaled(value, digits) !== byBigNumber(value, digits)) differ.push(`${value} e${digits}`);
    }
    expect(differ).toEqual([]);
    for (const value of [0.5, 12.25, 2 ** 60]) expect(fromScaled(value, 4)).toBe(byBigNumber(value, 4));
  });
});
