import { observeServerTime, resetServerClock, serverNow } from './clock';

afterEach(() => resetServerClock());

describe('clock skew (spec §5, §9)', () => {
  it('ignores a gap under 10 seconds', () => {
    expect(observeServerTime(1_000_000 + 9_999, 1_000_000)).toBe(0);
    expect(observeServerTime(1_000_000 - 9_999, 1_000_000)).toBe(0);
    expect(serverNow(5)).toBe(5);
  });

  it('uses a gap of 10 seconds or more without a warning under one day', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(observeServerTime(1_000_000 + 60_000, 1_000_000)).toBe(60_000);
    expect(serverNow(1)).toBe(60_001);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the gap is over one day', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const day = 24 * 60 * 60 * 1000;
    observeServerTime(day + 1, 0);
    observeServerTime(day + 2, 0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('differs from the server');
  });
});
