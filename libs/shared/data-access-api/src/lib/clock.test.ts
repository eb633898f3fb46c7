import { observeServerTime, resetServerClock, serverClockRate, serverNow, statedClockRate, subscribeServerClock } from './clock';

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

describe('a clock the exchange says runs fast (ext_info.clock_rate)', () => {
  const day = 24 * 60 * 60 * 1000;

  it('reads the stated rate; absent or nonsense is real time', () => {
    expect(statedClockRate({ clock_rate: '60' })).toBe(60);
    expect(statedClockRate({ clock_rate: '0' })).toBe(0);
    expect(statedClockRate({})).toBe(1);
    expect(statedClockRate(undefined)).toBe(1);
    expect(statedClockRate({ clock_rate: 'fast' })).toBe(1);
    expect(statedClockRate({ clock_rate: '-2' })).toBe(1);
  });

  it('never warns about a gap the server says is intended, and extrapolates at its rate', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heard = jest.fn();
    const stop = subscribeServerClock(heard);
    // 29 answers from a simulator 60× fast and days ahead: not one warning
    for (let i = 0; i < 29; i++) observeServerTime(5 * day + i * 60_000, i * 1_000, 60);
    expect(warn).not.toHaveBeenCalled();
    expect(serverClockRate()).toBe(60);
    expect(heard).toHaveBeenCalledTimes(1);
    // one local second later the exchange is one simulated minute further
    expect(serverNow(28_000 + 1_000)).toBe(5 * day + 28 * 60_000 + 60_000);
    stop();
  });

  it('a real-time answer after a fast one is judged as real time again', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    observeServerTime(2 * day, 0, 60);
    observeServerTime(2 * day, 0, 1);
    expect(serverClockRate()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
