/**
 * The simulated clock. Simulated time runs `speed` times faster than the wall
 * clock from an anchor: `now() = anchorSim + (wall − anchorWall) × speed`.
 * `SIM_SPEED=1` is real time; `3600` makes one simulated hour pass per real
 * second (demos, tests). Speed 0 stops the clock: it then moves only through
 * `advance()` (deterministic tests).
 *
 * The market, bots and ledger timestamps use this clock; sessions, cookies and
 * rate limits use the wall clock.
 */
export interface Clock {
  /** Simulated time, unix ms. */
  now(): number;
  readonly speed: number;
}

export class SimClock implements Clock {
  private anchorSim: number;
  private anchorWall: number;
  private rate: number;

  constructor(
    start: number,
    speed: number,
    private readonly wall: () => number = Date.now,
  ) {
    this.rate = checkedSpeed(speed);
    this.anchorSim = start;
    this.anchorWall = wall();
  }

  get speed(): number {
    return this.rate;
  }

  /** Runs on at `speed` from the present simulated time (0 stops the clock; the simulator's clock control). */
  setSpeed(speed: number): void {
    const rate = checkedSpeed(speed);
    this.anchorSim = this.now();
    this.anchorWall = this.wall();
    this.rate = rate;
  }

  now(): number {
    return this.anchorSim + Math.floor((this.wall() - this.anchorWall) * this.rate);
  }

  /** Moves simulated time forward by `ms` (on top of the running speed). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('the clock only moves forward');
    this.anchorSim += ms;
  }

  /** Real milliseconds until simulated time reaches `simTime` (0 when past; Infinity when stopped). */
  wallDelayUntil(simTime: number): number {
    const ahead = simTime - this.now();
    if (ahead <= 0) return 0;
    return this.speed > 0 ? ahead / this.speed : Infinity;
  }
}

function checkedSpeed(speed: number): number {
  if (!(speed >= 0) || !Number.isFinite(speed)) throw new RangeError(`clock speed must be ≥ 0, got ${speed}`);
  return speed;
}
