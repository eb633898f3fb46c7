/**
 * Volatility profiles of the price model.
 *
 * Calibration targets (daily high-low range relative to the open, measured
 * by market.stats.test.ts): majors (BTC, ETH) 2–5 % on a typical day, alts
 * 4–10 %, and occasional days above 15 %. For a Brownian path the expected
 * daily range is about 1.6 × the daily σ; σ_daily = annualVol / √365, so
 * annualVol 0.45 gives ≈ 3.8 % and 0.85 ≈ 7 %; volatility clustering and
 * jumps fatten the upper tail.
 */

/** Parameters of the stochastic model of one symbol. */
export interface VolProfile {
  /** Long-run annualised volatility of log returns (0.45 = 45 %). */
  readonly annualVol: number;
  /** Mean number of jumps per day (Poisson arrivals). */
  readonly jumpsPerDay: number;
  /** Scale of a jump's size (fraction of price); sizes are Lomax (Pareto II) distributed. */
  readonly jumpScale: number;
  /** Tail index of the jump-size distribution (smaller = fatter tails; > 2). */
  readonly jumpTail: number;
  /** GARCH(1,1) reaction to the last shock. */
  readonly garchAlpha: number;
  /** GARCH(1,1) persistence of variance (alpha + beta < 1). */
  readonly garchBeta: number;
  /** Stationary standard deviation of the slow log-volatility regime. */
  readonly regimeVol: number;
  /** Half-life of the slow regime (mean reversion of volatility), in days. */
  readonly regimeHalfLifeDays: number;
  /** Typical quote turnover per minute, in quote coin (e.g. USDT). */
  readonly quoteVolumePerMinute: number;
}

export type VolProfileName = 'major' | 'large-cap' | 'alt' | 'small-cap';

const BASE = {
  jumpTail: 3,
  garchAlpha: 0.05,
  garchBeta: 0.94,
  regimeVol: 0.35,
  regimeHalfLifeDays: 3,
} as const;

/** Named profiles; a symbol's default is chosen by `defaultVolProfile`. */
export const VOL_PROFILES: Readonly<Record<VolProfileName, VolProfile>> = {
  major: { ...BASE, annualVol: 0.45, jumpsPerDay: 1, jumpScale: 0.004, quoteVolumePerMinute: 1_500_000 },
  'large-cap': { ...BASE, annualVol: 0.6, jumpsPerDay: 1.5, jumpScale: 0.006, quoteVolumePerMinute: 400_000 },
  alt: { ...BASE, annualVol: 0.85, jumpsPerDay: 2, jumpScale: 0.008, quoteVolumePerMinute: 60_000 },
  'small-cap': { ...BASE, annualVol: 0.95, jumpsPerDay: 3, jumpScale: 0.01, quoteVolumePerMinute: 8_000 },
};

const MAJOR = new Set(['BTC']);
const LARGE = new Set(['ETH', 'BNB', 'SOL', 'XRP']);
const ALT = new Set(['ADA', 'DOGE', 'TRX', 'TON', 'AVAX', 'DOT', 'LINK', 'MATIC', 'POL', 'LTC', 'BCH', 'ATOM', 'UNI', 'XLM', 'NEAR', 'APT', 'ARB', 'OP', 'FIL', 'ETC', 'SUI', 'ICP']);

const QUOTES = ['USDT', 'USDC', 'USD', 'BTC', 'ETH', 'EUR', 'DAI'];

/** Base coin of a symbol such as "BTCUSDT" (the known quote suffix removed). */
export function baseOfSymbol(symbol: string): string {
  const s = symbol.toUpperCase();
  for (const q of QUOTES) if (s.length > q.length && s.endsWith(q)) return s.slice(0, -q.length);
  return s;
}

/** The default profile of a symbol: BTC major, ETH/BNB/SOL/XRP large-cap, well-known alts alt, others small-cap. */
export function defaultVolProfile(symbol: string): VolProfile {
  const base = baseOfSymbol(symbol);
  if (MAJOR.has(base)) return VOL_PROFILES.major;
  if (LARGE.has(base)) return VOL_PROFILES['large-cap'];
  if (ALT.has(base)) return VOL_PROFILES.alt;
  return VOL_PROFILES['small-cap'];
}

/** Resolves a profile given by name, by partial override of the symbol's default, or not at all. */
export function resolveVolProfile(symbol: string, profile?: VolProfileName | Partial<VolProfile>): VolProfile {
  if (profile === undefined) return defaultVolProfile(symbol);
  if (typeof profile === 'string') {
    const p = VOL_PROFILES[profile];
    if (!p) throw new RangeError(`unknown volatility profile "${profile}"`);
    return p;
  }
  const p = { ...defaultVolProfile(symbol), ...profile };
  const bad = (msg: string): never => {
    throw new RangeError(`volProfile for ${symbol}: ${msg}`);
  };
  if (!(p.annualVol > 0 && p.annualVol < 10)) bad('annualVol must be in (0, 10)');
  if (!(p.jumpsPerDay >= 0 && p.jumpsPerDay <= 1440)) bad('jumpsPerDay must be in [0, 1440]');
  if (!(p.jumpScale >= 0 && p.jumpScale < 0.5)) bad('jumpScale must be in [0, 0.5)');
  if (!(p.jumpTail > 2)) bad('jumpTail must be > 2');
  if (!(p.garchAlpha >= 0 && p.garchBeta >= 0 && p.garchAlpha + p.garchBeta < 1)) bad('garchAlpha + garchBeta must be < 1');
  if (!(p.regimeVol >= 0 && p.regimeVol < 2)) bad('regimeVol must be in [0, 2)');
  if (!(p.regimeHalfLifeDays > 0)) bad('regimeHalfLifeDays must be > 0');
  if (!(p.quoteVolumePerMinute >= 0)) bad('quoteVolumePerMinute must be ≥ 0');
  return p;
}
