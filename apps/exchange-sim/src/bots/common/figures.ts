/**
 * Ranking keys of a bot row (`StateFigures`): PnL, PnL rate and APR as
 * integers × 1e8, clamped to what a SQLite integer and a JS number hold.
 */
import { decimalToUnits } from '@tb/engine';
import type { StateFigures } from '../store';

const E8 = 100_000_000n;
const CAP = 9_000_000_000_000_000n;
const clampE8 = (x: bigint): number => Number(x > CAP ? CAP : x < -CAP ? -CAP : x);

/** Quote units of 10^-scale as the coin × 1e8 (ranking by PnL amount), toward zero, clamped. */
export function unitsE8(units: number | bigint, scale: number): number {
  const x = BigInt(units);
  return clampE8(scale <= 8 ? x * 10n ** BigInt(8 - scale) : x / 10n ** BigInt(scale - 8));
}

/**
 * A bot row's ranking keys (`StateFigures`) from its state's times and its
 * total PnL over the investment it is measured against (engine quote units
 * of 10^-quoteScale): PnL / investment and its APR over the minutes running,
 * × 1e8, clamped; the PnL itself × 1e8.
 */
export function pnlFigures(
  state: { readonly status: string; readonly startedAt: number; readonly endedAt: number },
  total: number,
  investment: number,
  now: number,
  quoteScale: number,
): StateFigures {
  const inv = BigInt(Math.max(1, investment));
  const end = state.status === 'COMPLETED' ? state.endedAt : now;
  const runMs = state.startedAt < 0 ? 0 : Math.max(0, end - state.startedAt);
  const minutes = BigInt(Math.max(1, Math.floor(runMs / 60_000)));
  return {
    status: state.status,
    startTime: Math.max(0, state.startedAt),
    endTime: state.endedAt,
    pnlPerE8: clampE8((BigInt(total) * E8) / inv),
    aprE8: runMs > 0 ? clampE8((BigInt(total) * E8 * 525_600n) / (inv * minutes)) : 0,
    pnlE8: unitsE8(total, quoteScale),
  };
}

/** A decimal fraction ("-0.0125") as a ranking key × 1e8, rounded toward zero and clamped (martingale, combo). */
export function fractionE8(text: string): number {
  const neg = text.startsWith('-');
  const units = Number(decimalToUnits(neg ? text.slice(1) : text, 8, 'down'));
  return Math.max(-9e15, Math.min(9e15, neg ? -units : units));
}
