/**
 * Seeded stochastic price model for crypto, 1-minute resolution.
 *
 * Per minute t the log return is
 *
 *     r_t = σ̄ · m_t · √g_t · Σ_j z_j / √K  +  J_t
 *
 * - σ̄ = annualVol / √525 600 (long-run volatility per minute);
 * - g_t: GARCH(1,1) variance multiplier with mean 1,
 *   g_{t+1} = (1 − α − β) + α · (r_t / (σ̄ m_t))² + β · g_t (capped at 40),
 *   which clusters volatility over hours;
 * - m_t = exp(x_t − s²), x an Ornstein–Uhlenbeck log-volatility regime with
 *   stationary deviation s and a half-life of days (slow mean reversion of
 *   volatility: calm weeks and wild weeks), E[m²] = 1;
 * - J_t: jumps arriving as a Poisson process (jumpsPerDay), with Lomax
 *   (Pareto II) sizes (fat tails, capped at 35 %), 52 % of them downward;
 *   a jump also feeds the GARCH term, so turbulence follows a jump.
 *
 * The minute is walked in K = 10 sub-steps; the path points (open, 9
 * interior points, close) are quantised to integer ticks (never below 1 tick,
 * never above 2^31 − 1), and the candle's high/low are the extremes of those
 * points, so an engine that walks the points sees exactly the candle.
 *
 * Determinism: the random stream is sfc32 (prng.ts). The float part uses only
 * +, −, ×, ÷, Math.sqrt (exactly rounded by IEEE 754) and Math.exp, Math.log,
 * Math.pow (V8's fdlibm ports, identical on every platform Node runs on).
 * Normal deviates come from Marsaglia's polar method. Same seed, symbol and options → byte-identical candles and state.
 *
 * State: `PriceModelState` is a small plain object (JSON round-trips exactly,
 * doubles included), so the simulator can persist it and resume after a
 * restart exactly where it stopped; `generateHistory` returns the state after
 * its last candle, so a live feed can continue a generated history seamlessly.
 */
import { type Candle, type CandleSeries, MINUTE_MS } from './candles';
import { type RngState, seedRng } from './prng';
import { type VolProfile, type VolProfileName, resolveVolProfile } from './profiles';
import { decimalToUnits, parseDecimal, pow10 } from '../core/decimal';

/** Sub-steps per minute; a minute has SUBSTEPS + 1 path points (open … close). */
export const SUBSTEPS = 10;
/** Offsets (ms from the minute's open) of the path points: 0, 6 000, …, 54 000 and 59 999 for the close. */
export const PATH_OFFSETS_MS: readonly number[] = Array.from({ length: SUBSTEPS + 1 }, (_, j) =>
  j === SUBSTEPS ? MINUTE_MS - 1 : j * (MINUTE_MS / SUBSTEPS),
);

const MINUTES_PER_YEAR = 525_600;
const MAX_TICKS = 2_147_483_647;
const LOG_MAX_TICKS = Math.log(MAX_TICKS);
const G_CAP = 40;
const JUMP_CAP = 0.35;
/** 1 / standard deviation of a sum of four uniform 16-bit integers. */
const IRWIN_HALL_SCALE = 2.6428997921303014e-5;
const SQRT_SUBSTEPS = Math.sqrt(SUBSTEPS);

/** Options of `createPriceModel`. */
export interface PriceModelOptions {
  /** Seed; the same seed and symbol always give the same prices. */
  readonly seed: string | number;
  /** Symbol, e.g. "BTCUSDT" (also salts the random stream and picks the default profile). */
  readonly symbol: string;
  /** First open price in ticks (integer ≥ 1). */
  readonly startPriceTicks: number;
  /** Open time of the first minute, Unix ms; must be a multiple of 60 000. */
  readonly startTime: number;
  /** Tick size (decimal string), used only to express volumes. */
  readonly tickSize: string;
  /** Lot size / base quantity step (decimal string), used only to express volumes. */
  readonly lotSize: string;
  /** Profile name or overrides of the symbol's default profile. */
  readonly volProfile?: VolProfileName | Partial<VolProfile>;
}

/** The resolved numeric parameters, stored with the state. */
export interface PriceModelParams {
  readonly sigmaMinute: number;
  readonly jumpProbability: number;
  readonly jumpScale: number;
  readonly jumpTail: number;
  readonly alpha: number;
  readonly beta: number;
  /** OU decay per minute. */
  readonly kappa: number;
  /** OU innovation per minute. */
  readonly eta: number;
  /** Stationary variance of the regime (s²). */
  readonly regimeVar: number;
  readonly quoteVolumePerMinute: number;
  /** tickSize and lotSize as doubles (volume arithmetic only). */
  readonly tickSize: number;
  readonly lotSize: number;
}

/** Full, JSON-serialisable state of one symbol's generator. */
export interface PriceModelState {
  readonly v: 1;
  readonly symbol: string;
  /** Open time of the next minute to generate (Unix ms). */
  readonly openTime: number;
  /** Close of the last generated minute in ticks (the next open). */
  readonly lastTicks: number;
  /** Unquantised log price (ln of price in ticks). */
  readonly logPrice: number;
  /** GARCH variance multiplier. */
  readonly garch: number;
  /** Slow log-volatility regime. */
  readonly regime: number;
  /** Random generator words. */
  readonly rng: RngState;
  /** Second normal deviate of the last Box–Muller pair, or null. */
  readonly spare: number | null;
  readonly params: PriceModelParams;
}

/** One point of the intra-minute path. */
export interface PathPoint {
  /** Milliseconds after the minute's open (0 … 59 999). */
  readonly offsetMs: number;
  readonly priceTicks: number;
}

/** Result of `nextMinute`. */
export interface MinuteStep {
  readonly state: PriceModelState;
  readonly candle: Candle;
  /** SUBSTEPS + 1 points: the open at offset 0 … the close at offset 59 999. */
  readonly points: readonly PathPoint[];
}

function decimalToNumber(text: string, what: string): number {
  const p = parseDecimal(text);
  if (p.units <= 0n) throw new RangeError(`${what} must be positive, got "${text}"`);
  return Number(p.units) / Number(pow10(p.scale));
}

/** Creates the initial state of a symbol's generator. */
export function createPriceModel(options: PriceModelOptions): PriceModelState {
  const { seed, symbol, startPriceTicks, startTime } = options;
  if (typeof symbol !== 'string' || symbol === '') throw new RangeError('symbol is required');
  if (!Number.isInteger(startPriceTicks) || startPriceTicks < 1 || startPriceTicks > MAX_TICKS)
    throw new RangeError(`startPriceTicks must be an integer in [1, ${MAX_TICKS}], got ${startPriceTicks}`);
  if (!Number.isSafeInteger(startTime) || startTime % MINUTE_MS !== 0)
    throw new RangeError(`startTime must be a Unix ms multiple of 60000, got ${startTime}`);
  if (typeof seed !== 'string' && !Number.isFinite(seed)) throw new RangeError('seed must be a string or a finite number');
  decimalToUnits(options.tickSize, 18); // validates
  const p = resolveVolProfile(symbol, options.volProfile);
  const kappa = 1 - Math.pow(0.5, 1 / (p.regimeHalfLifeDays * 1440));
  const regimeVar = p.regimeVol * p.regimeVol;
  return {
    v: 1,
    symbol,
    openTime: startTime,
    lastTicks: startPriceTicks,
    logPrice: Math.log(startPriceTicks),
    garch: 1,
    regime: 0,
    rng: seedRng(seed, symbol),
    spare: null,
    params: {
      sigmaMinute: p.annualVol / Math.sqrt(MINUTES_PER_YEAR),
      jumpProbability: p.jumpsPerDay / 1440,
      jumpScale: p.jumpScale,
      jumpTail: p.jumpTail,
      alpha: p.garchAlpha,
      beta: p.garchBeta,
      kappa,
      eta: Math.sqrt(regimeVar * (1 - (1 - kappa) * (1 - kappa))),
      regimeVar,
      quoteVolumePerMinute: p.quoteVolumePerMinute,
      tickSize: decimalToNumber(options.tickSize, 'tickSize'),
      lotSize: decimalToNumber(options.lotSize, 'lotSize'),
    },
  };
}

/** Mutable working copy used by the hot loop (plain fields for fast access). */
class Walker {
  openTime: number;
  lastTicks: number;
  logPrice: number;
  garch: number;
  regime: number;
  /** sfc32 words as int32 (a typed array keeps the hot loop free of heap numbers). */
  readonly rng = new Int32Array(4);
  spare: number;
  hasSpare: boolean;
  readonly p: PriceModelParams;
  readonly symbol: string;
  // outputs of the last step
  high = 0;
  low = 0;
  volume = 0;
  quoteVolume = 0;

  constructor(s: PriceModelState) {
    if (s.v !== 1) throw new RangeError(`unsupported price model state version ${String(s.v)}`);
    this.symbol = s.symbol;
    this.openTime = s.openTime;
    this.lastTicks = s.lastTicks;
    this.logPrice = s.logPrice;
    this.garch = s.garch;
    this.regime = s.regime;
    for (let i = 0; i < 4; i++) this.rng[i] = s.rng[i] | 0;
    this.hasSpare = s.spare !== null;
    this.spare = s.spare ?? 0;
    this.p = s.params;
  }

  toState(): PriceModelState {
    return {
      v: 1,
      symbol: this.symbol,
      openTime: this.openTime,
      lastTicks: this.lastTicks,
      logPrice: this.logPrice,
      garch: this.garch,
      regime: this.regime,
      rng: [this.rng[0] >>> 0, this.rng[1] >>> 0, this.rng[2] >>> 0, this.rng[3] >>> 0],
      spare: this.hasSpare ? this.spare : null,
      params: this.p,
    };
  }

  /** sfc32 step, the same bits as prng.ts `nextU32`, returned as a signed int32. */
  next(): number {
    const r = this.rng;
    const a = r[0];
    const b = r[1];
    const c = r[2];
    const d = r[3];
    const t = (((a + b) | 0) + d) | 0;
    r[3] = (d + 1) | 0;
    r[0] = b ^ (b >>> 9);
    r[1] = (c + (c << 3)) | 0;
    r[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t;
  }

  /** Uniform in (0, 1). */
  uniform(): number {
    return ((this.next() >>> 0) + 0.5) / 4294967296;
  }

  /** Standard normal deviate (Marsaglia's polar method; the pair's second value is kept for the next call). */
  gauss(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u: number;
    let v: number;
    let q: number;
    do {
      u = (this.next() + 0.5) / 2147483648;
      v = (this.next() + 0.5) / 2147483648;
      q = u * u + v * v;
    } while (q >= 1);
    const f = Math.sqrt((-2 * Math.log(q)) / q);
    this.spare = v * f;
    this.hasSpare = true;
    return u * f;
  }

  /**
   * Generates one minute. Writes the SUBSTEPS + 1 path points into `pts`
   * (pts[0] is the open) and leaves high/low/volume in the fields.
   */
  step(pts: Int32Array | number[], ptsOffset: number): void {
    const p = this.p;
    const m = Math.exp(this.regime - p.regimeVar);
    const sigma = p.sigmaMinute * m * Math.sqrt(this.garch);
    const sub = sigma / SQRT_SUBSTEPS;
    let jumpAt = -1;
    let jump = 0;
    if (p.jumpProbability > 0 && this.uniform() < p.jumpProbability) {
      jumpAt = 1 + Math.floor(this.uniform() * SUBSTEPS);
      const size = p.jumpScale * (Math.pow(this.uniform(), -1 / p.jumpTail) - 1);
      jump = (this.uniform() < 0.52 ? -1 : 1) * Math.min(size, JUMP_CAP);
    }
    const start = this.logPrice;
    let lp = start;
    let ticks = this.lastTicks;
    let hi = ticks;
    let lo = ticks;
    let sum = ticks;
    pts[ptsOffset] = ticks;
    // The price is carried as a double next to its log: each small increment d
    // multiplies it by a 4th-order Taylor expansion of e^d (|d| < 1e-2 here, error
    // < 1e-11 relative); a jump or a clamp re-derives it with Math.exp.
    // The generator words live in locals for the loop (sfc32 inlined, the same
    // bits as `next()`). Each increment's normal deviate is an Irwin–Hall sum of
    // four 16-bit uniforms (two generator calls) scaled to unit variance: its
    // tails stop at ±3.46, but a minute sums ten of them and the fat tails of
    // returns come from the GARCH variance and the jumps. It is about 5× cheaper
    // than a log/sqrt method, which keeps long histories fast.
    let px = Math.exp(lp);
    const rw = this.rng;
    let ra = rw[0];
    let rb = rw[1];
    let rc = rw[2];
    let rd = rw[3];
    for (let j = 1; j <= SUBSTEPS; j++) {
      let t = (((ra + rb) | 0) + rd) | 0;
      rd = (rd + 1) | 0;
      ra = rb ^ (rb >>> 9);
      rb = (rc + (rc << 3)) | 0;
      rc = (((rc << 21) | (rc >>> 11)) + t) | 0;
      let acc = (t & 0xffff) + (t >>> 16);
      t = (((ra + rb) | 0) + rd) | 0;
      rd = (rd + 1) | 0;
      ra = rb ^ (rb >>> 9);
      rb = (rc + (rc << 3)) | 0;
      rc = (((rc << 21) | (rc >>> 11)) + t) | 0;
      acc += (t & 0xffff) + (t >>> 16);
      const d = sub * (acc - 131070) * IRWIN_HALL_SCALE;
      lp += d;
      if (j === jumpAt || d > 0.01 || d < -0.01) {
        if (j === jumpAt) lp += jump;
        px = Math.exp(lp);
      } else {
        px *= 1 + d * (1 + d * (0.5 + d * (0.16666666666666666 + d * 0.041666666666666664)));
      }
      if (lp < 0 || px < 1) {
        lp = 0;
        px = 1;
      } else if (lp > LOG_MAX_TICKS) {
        lp = LOG_MAX_TICKS;
        px = MAX_TICKS;
      }
      ticks = Math.round(px);
      if (ticks > MAX_TICKS) ticks = MAX_TICKS;
      pts[ptsOffset + j] = ticks;
      if (ticks > hi) hi = ticks;
      if (ticks < lo) lo = ticks;
      sum += ticks;
    }
    rw[0] = ra;
    rw[1] = rb;
    rw[2] = rc;
    rw[3] = rd;
    const r = lp - start;
    const e = r / (p.sigmaMinute * m);
    let g = 1 - p.alpha - p.beta + p.alpha * e * e + p.beta * this.garch;
    if (g > G_CAP) g = G_CAP;
    this.garch = g;
    this.regime = this.regime * (1 - p.kappa) + p.eta * this.gauss();
    // volume: turnover scales with the current volatility and with the size of the move
    const meanTicks = sum / (SUBSTEPS + 1);
    const activity = m * Math.sqrt(g) * (0.5 + this.uniform()) * (1 + Math.abs(r) / (3 * p.sigmaMinute));
    const lots = Math.round((p.quoteVolumePerMinute * activity) / (meanTicks * p.tickSize * p.lotSize));
    this.volume = lots;
    this.quoteVolume = Math.round(lots * p.lotSize * meanTicks);
    this.high = hi;
    this.low = lo;
    this.logPrice = lp;
    this.lastTicks = ticks;
    this.openTime += MINUTE_MS;
  }
}

/**
 * Generates the next 1-minute candle and its path points. Pure: `state` is
 * not modified; the returned `state` is the generator after this minute.
 */
export function nextMinute(state: PriceModelState): MinuteStep {
  const w = new Walker(state);
  const openTime = w.openTime;
  const pts: number[] = new Array<number>(SUBSTEPS + 1);
  w.step(pts, 0);
  const candle: Candle = {
    openTime,
    open: pts[0],
    high: w.high,
    low: w.low,
    close: pts[SUBSTEPS],
    volume: w.volume,
    quoteVolume: w.quoteVolume,
  };
  return {
    state: w.toState(),
    candle,
    points: pts.map((priceTicks, j) => ({ offsetMs: PATH_OFFSETS_MS[j], priceTicks })),
  };
}

/** Result of `generateHistory`. */
export interface GeneratedHistory {
  readonly series: CandleSeries;
  /** The generator after the last candle: continue with `nextMinute(state)`. */
  readonly state: PriceModelState;
}

/**
 * Generates `count` 1-minute candles into columnar typed arrays, starting at
 * `state` (not modified). Equivalent to calling `nextMinute` `count` times,
 * without allocating per candle.
 */
export function generateHistory(state: PriceModelState, count: number): GeneratedHistory {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const w = new Walker(state);
  const startTime = w.openTime;
  const open = new Int32Array(count);
  const high = new Int32Array(count);
  const low = new Int32Array(count);
  const close = new Int32Array(count);
  const volume = new Float64Array(count);
  const quoteVolume = new Float64Array(count);
  const pts = new Int32Array(SUBSTEPS + 1);
  for (let i = 0; i < count; i++) {
    w.step(pts, 0);
    open[i] = pts[0];
    high[i] = w.high;
    low[i] = w.low;
    close[i] = pts[SUBSTEPS];
    volume[i] = w.volume;
    quoteVolume[i] = w.quoteVolume;
  }
  return {
    series: { symbol: state.symbol, interval: '1m', intervalMs: MINUTE_MS, length: count, startTime, open, high, low, close, volume, quoteVolume },
    state: w.toState(),
  };
}
