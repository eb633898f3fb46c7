import { fromUnits, ratio, rescale, scaleOf, toUnits } from './decimal';

describe('decimal', () => {
  it('converts decimal strings to units and back exactly', () => {
    expect(toUnits('1.25', 8)).toBe(125_000_000n);
    expect(toUnits('0', 2)).toBe(0n);
    expect(toUnits('-0.5', 1)).toBe(-5n);
    expect(toUnits('1.2500', 2)).toBe(125n);
    expect(fromUnits(125_000_000n, 8)).toBe('1.25');
    expect(fromUnits(125_000_000n, 8, true)).toBe('1.25000000');
    expect(fromUnits(-5n, 1)).toBe('-0.5');
    expect(fromUnits(0n, 4, true)).toBe('0.0000');
    expect(fromUnits(7n, 0)).toBe('7');
    expect(toUnits('123456789012.12345678', 8)).toBe(12_345_678_901_212_345_678n);
  });

  it('refuses values that would need rounding', () => {
    expect(() => toUnits('0.123', 2)).toThrow('more than 2 decimal places');
    expect(() => toUnits('1e5', 2)).toThrow('not a decimal');
    expect(() => toUnits('', 2)).toThrow('not a decimal');
  });

  it('derives scales from steps and computes ratios', () => {
    expect(scaleOf('0.01')).toBe(2);
    expect(scaleOf('1')).toBe(0);
    expect(scaleOf('0.000010')).toBe(5);
    expect(ratio(1n, 3n, 4)).toBe('0.3333');
    expect(ratio(2n, 3n, 4)).toBe('0.6667');
    expect(ratio(-2n, 3n, 4)).toBe('-0.6667');
    expect(ratio(5n, 0n, 4)).toBe('0');
    expect(rescale(12345n, 3, 1)).toBe(123n);
    expect(rescale(12355n, 3, 1)).toBe(124n);
    expect(rescale(-12355n, 3, 1)).toBe(-124n);
    expect(rescale(12n, 1, 3)).toBe(1200n);
  });
});
