import { formatDateTime, toEpochMs } from './dates';

describe('bot times', () => {
  it('reads milliseconds and seconds, numbers and strings; 0 is none', () => {
    expect(toEpochMs(1_763_000_000_000)).toBe(1_763_000_000_000);
    expect(toEpochMs('1763000000')).toBe(1_763_000_000_000);
    expect(toEpochMs(0)).toBeNull();
    expect(toEpochMs('')).toBeNull();
    expect(toEpochMs('abc')).toBeNull();
  });

  it('formats in the page locale, with -- for none', () => {
    expect(formatDateTime(0, 'en')).toBe('--');
    expect(formatDateTime(Date.UTC(2026, 10, 18, 8, 0), 'en')).toMatch(/2026/);
  });
});
