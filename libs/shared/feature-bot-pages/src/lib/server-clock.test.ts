import { ServerClock } from './server-clock';

describe('ServerClock', () => {
  it('is unknown before a reading and runs at rate 1 with one reading', () => {
    const clock = new ServerClock();
    expect(clock.now(0)).toBeNull();
    clock.observe(1_000_000, 100);
    expect(clock.now(600)).toBe(1_000_500);
  });

  it('answers with its fallback until the first reading', () => {
    const clock = new ServerClock(() => 42);
    expect(clock.now(0)).toBe(42);
    clock.observe(1_000, 0);
    expect(clock.now(10)).toBe(1_010);
  });

  it('learns a fast simulated clock and extrapolates at its rate', () => {
    const clock = new ServerClock();
    // 60× clock: 2 s of local time = 120 s of server time.
    clock.observe(1_000_000, 0);
    clock.observe(1_060_000, 1_000);
    clock.observe(1_120_000, 2_000);
    expect(clock.rate).toBe(60);
    expect(clock.now(2_500)).toBe(1_150_000);
  });

  it('forgets a bad early reading as the window slides', () => {
    const clock = new ServerClock();
    // First reading read local time (offset not yet applied), then the true fast clock.
    clock.observe(0, 0);
    for (let i = 1; i <= 10; i += 1) clock.observe(500_000 + i * 10_000, i * 1_000);
    expect(clock.rate).toBe(10);
  });

  it('starts over when the server clock goes back', () => {
    const clock = new ServerClock();
    clock.observe(1_000_000, 0);
    clock.observe(1_060_000, 1_000);
    clock.observe(5_000, 2_000);
    expect(clock.rate).toBe(1);
    expect(clock.now(3_000)).toBe(6_000);
  });

  it('uses a rate the exchange states from the first reading, without learning it', () => {
    const clock = new ServerClock(null, () => 60);
    clock.observe(1_000_000, 0);
    expect(clock.rate).toBe(60);
    expect(clock.now(1_000)).toBe(1_060_000);
  });
});
