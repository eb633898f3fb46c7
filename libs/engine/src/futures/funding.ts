/**
 * Funding of USDT perpetual positions.
 *
 * Instants: every 8 hours at 00:00, 08:00 and 16:00 UTC. A UTC day is a
 * whole number of 8-hour periods and the Unix epoch is midnight, so the
 * instants are exactly the multiples of 28,800,000 ms.
 *
 * Who pays: only a position open at the instant. Convention for events at
 * the same millisecond: settle funding at instant t on the position as it
 * stands after every event before t and before any event at t — a position
 * opened exactly at t does not pay at t, one closed exactly at t does.
 *
 * Amount: payment = position value at the mark × rate, with the rate as an
 * integer in parts per 10^8 (`rateE8`: 10,000 = 0.01 %), positive = longs
 * pay shorts. The value at the mark is lots × mark × u quote units, so the
 * payment is value × |rate| / 10^8 rounded in the exchange's favour: a payer
 * pays the ceiling, a receiver receives the floor. It is settled against the
 * wallet (available balance), never the position margin, so it does not move
 * the liquidation price.
 */
import { type FuturesContract } from './contract';
import { type CashResult, type FuturesPosition } from './position';
import { mulDivCeil, mulDivFloor, safe } from '../core/int';
import { notional } from '../core/rules';

/** A funding settlement a futures bot is stepped with (the simulator's `FundingFix`). */
export interface FuturesFundingFix {
  /** The funding instant, Unix ms. */
  readonly time: number;
  /** Parts per 10^8, positive: longs pay. */
  readonly rateE8: number;
  /** The mark the payment is computed on (ticks). */
  readonly markTicks: number;
}

/** What a futures bot's step walks for one symbol, each list in time order: last-price points, mark points and funding fixes. */
export interface FuturesFeed {
  readonly last?: readonly { readonly time: number; readonly priceTicks: number }[];
  readonly marks?: readonly { readonly time: number; readonly priceTicks: number }[];
  readonly funding?: readonly FuturesFundingFix[];
}

/** Milliseconds between funding instants (8 hours). */
export const FUNDING_INTERVAL_MS = 8 * 3_600_000;
/** Denominator of funding rates: rateE8 / 10^8. */
export const RATE_E8 = 100_000_000;

function time(t: number, what: string): number {
  if (!Number.isSafeInteger(t)) throw new RangeError(`${what} must be an integer Unix ms time, got ${t}`);
  return t;
}

/** The first funding instant strictly after `t` (Unix ms). */
export function nextFundingInstant(t: number): number {
  time(t, 't');
  const r = ((t % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS) % FUNDING_INTERVAL_MS;
  return t - r + FUNDING_INTERVAL_MS;
}

/** Funding instants t with fromMs < t ≤ toMs (Unix ms, ascending), so consecutive windows never count one twice. */
export function fundingInstants(fromMs: number, toMs: number): number[] {
  time(fromMs, 'fromMs');
  time(toMs, 'toMs');
  const out: number[] = [];
  for (let t = nextFundingInstant(fromMs); t <= toMs; t += FUNDING_INTERVAL_MS) out.push(t);
  return out;
}

/** Funding the position receives (+) or pays (−) at a mark and rate, quote units (0 when flat). */
export function fundingPayment(c: FuturesContract, pos: FuturesPosition, markTicks: number, rateE8: number): number {
  if (!Number.isSafeInteger(rateE8) || Math.abs(rateE8) > RATE_E8) throw new RangeError(`funding rate must be an integer within ±10^8, got ${rateE8}`);
  if (pos.side === null || rateE8 === 0) return 0;
  const value = notional(c.market, markTicks, pos.lots);
  const pays = (pos.side === 'long') === rateE8 > 0;
  const rate = Math.abs(rateE8);
  return pays ? -mulDivCeil(value, rate, RATE_E8) : mulDivFloor(value, rate, RATE_E8);
}

/** Settles funding at an instant: the payment goes to the wallet and into the position's `funding` counter. */
export function settleFunding(c: FuturesContract, pos: FuturesPosition, markTicks: number, rateE8: number): CashResult {
  const amount = fundingPayment(c, pos, markTicks, rateE8);
  if (amount === 0) return { position: pos, walletDelta: 0 };
  return { position: { ...pos, funding: safe(pos.funding + amount, 'funding') }, walletDelta: amount };
}
