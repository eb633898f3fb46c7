/**
 * What the martingale bot pages read off the API's strings: side, status,
 * round PnL, fractions as percents, account words. Exact (bignumber.js);
 * nothing here parses a float.
 */
import type { StatusTone } from '@tb/feature-bot-pages';
import { BigNumber, DASH, formatPercent, formatPrice, toBigNumber } from '@tb/util-format';
import { martingaleDisplayStatus } from '@tb/util-enums';

export type MartSide = 'long' | 'short';
export type MartStatus = 'running' | 'awaiting' | 'completed' | 'unknown';

/** `fmart_mode` → the position side. */
export const sideOf = (fmartMode: string): MartSide => (fmartMode.endsWith('_SHORT') ? 'short' : 'long');

/** `bot_display_status` → the page's status and its pill tone. */
export function statusOf(display: string): { status: MartStatus; tone: StatusTone } {
  const s = martingaleDisplayStatus.fromServer(display);
  if (s === 'running') return { status: 'running', tone: 'up' };
  if (s === 'awaitActivation' || s === 'initializing') return { status: 'awaiting', tone: 'warn' };
  if (s === 'completed') return { status: 'completed', tone: 'flat' };
  return { status: 'unknown', tone: 'flat' };
}

/**
 * The running round's PnL: what it has realised so far (fills, fees,
 * funding: the round list's `profit`) plus the open position at the mark
 * (`unrealized_pnl`; the open position is all the running round's).
 */
export function roundPnl(roundProfit: string, unrealised: string): string {
  const a = toBigNumber(roundProfit) ?? new BigNumber(0);
  const b = toBigNumber(unrealised) ?? new BigNumber(0);
  return a.plus(b).toFixed();
}

/** A fraction ("0.002") as a percent ("0.2%"); "" → dash. */
export function percentText(fraction: string, locale: string, maxDecimals = 4): string {
  if (fraction === '' || toBigNumber(fraction) === null) return DASH;
  return formatPercent(fraction, { locale, maxDecimals });
}

/** A price on the contract's tick (as sent when the tick is not known: ""); "" → dash. */
export function priceText(price: string, tickSize: string, locale: string): string {
  if (price === '' || toBigNumber(price) === null) return DASH;
  return formatPrice(price, tickSize ? { tickSize, locale } : { locale });
}

/** A percent typed in a form ("0.3") ↔ the API's fraction ("0.003"), "" staying "": every kind's conversion (feature-bot-pages tp-sl.ts). */
export { percentToFraction, fractionToPercent } from '@tb/feature-bot-pages';

/** `account_type` → the funding account's key in the strings. */
export const accountOf = (accountType: string): 'derivatives' | 'unified' => (accountType.includes('UNIFIED') ? 'unified' : 'derivatives');
