/**
 * What the combo bot pages read off the API's strings: status, mode, leg
 * side, rebalance mode and interval in words, weights and drift, stop types
 * and close codes. Exact (bignumber.js); nothing here parses a float.
 * Times on the combo's wire are Unix SECONDS (strings); durations seconds.
 */
import type { StatusTone } from '@tb/feature-bot-pages';
import { BigNumber, DASH, formatDateTime, formatPercent, formatPrice, toBigNumber } from '@tb/util-format';
import { ADJUST_POSITION_INTERVAL_PRESETS, adjustPositionMode, botCloseCode, comboBotMode, comboLegSide, comboStopType, limitedReason, martingaleDisplayStatus, type AdjustPositionMode } from '@tb/util-enums';

export type ComboStatus = 'running' | 'awaiting' | 'closing' | 'completed' | 'unknown';

/** `bot_display_status` (BOT_DISPLAY_STATUS_*) → the page's status and its pill tone. */
export function statusOf(display: string): { status: ComboStatus; tone: StatusTone } {
  const s = martingaleDisplayStatus.fromServer(display);
  if (s === 'running') return { status: 'running', tone: 'up' };
  if (s === 'awaitActivation' || s === 'initializing') return { status: 'awaiting', tone: 'warn' };
  if (s === 'cancelling') return { status: 'closing', tone: 'warn' };
  if (s === 'completed') return { status: 'completed', tone: 'flat' };
  return { status: 'unknown', tone: 'flat' };
}

/** `bot_mode` → long / short / mix. */
export const modeOf = (botMode: string): 'long' | 'short' | 'mix' | 'unspecified' => comboBotMode.fromServer(botMode);

/** A leg's `side` (SIDE_LONG / SIDE_SHORT, or 1 / 2 on requests) → long / short. */
export const legSideOf = (side: string | number): 'long' | 'short' => (comboLegSide.fromServer(side) === 'short' ? 'short' : 'long');

/** `adjust_position_mode` (ADJUST_POSITION_MODE_* or its code 1–6) → the mode's key. */
export const adjustModeOf = (mode: string | number): AdjustPositionMode => adjustPositionMode.fromServer(mode);

/** An interval in seconds → its preset's label (30M … 28D), or null when it is none of them. */
export function intervalPreset(seconds: string | number): (typeof ADJUST_POSITION_INTERVAL_PRESETS)[number]['label'] | null {
  return ADJUST_POSITION_INTERVAL_PRESETS.find((p) => String(p.seconds) === String(seconds))?.label ?? null;
}

/** `limited_reason` → its key ('' when the leg reached its target). */
export function limitedOf(reason: string | undefined): 'riskLimit' | 'minQty' | 'margin' | '' {
  if (!reason) return '';
  const r = limitedReason.fromServer(reason);
  return r === 'unspecified' ? '' : r;
}

/** `stop_type` → its key. */
export const stopOf = (stopType: string) => comboStopType.fromServer(stopType);
/** `close_code` → its key. */
export const closeCodeOf = (code: string) => botCloseCode.fromServer(code);

/** A fraction ("0.3334") as a percent ("33.34%"); "" → dash. */
export function percentText(fraction: string, locale: string, maxDecimals = 4): string {
  if (fraction === '' || toBigNumber(fraction) === null) return DASH;
  return formatPercent(fraction, { locale, maxDecimals });
}

/** A price as sent (the detail carries it on the contract's tick); "" → dash. */
export function priceText(price: string, locale: string): string {
  if (price === '' || toBigNumber(price) === null) return DASH;
  return formatPrice(price, { locale });
}

/** Unix seconds (string) → a date and time; "" / "0" → dash. */
export function secondsText(seconds: string | number, locale: string): string {
  const s = toBigNumber(String(seconds));
  if (s === null || s.isZero()) return DASH;
  return formatDateTime(s.times(1000).toNumber(), { locale });
}

/** The largest |current − target| over the legs (a fraction), exact. */
export function maxDrift(legs: ReadonlyArray<{ target_position_percent: string; current_position_percent: string }>): string {
  let max = new BigNumber(0);
  for (const leg of legs) {
    const d = (toBigNumber(leg.current_position_percent) ?? new BigNumber(0)).minus(toBigNumber(leg.target_position_percent) ?? 0).abs();
    if (d.isGreaterThan(max)) max = d;
  }
  return max.toFixed();
}

/** a − b, exact ("" reads as 0). */
export const minus = (a: string, b: string) => (toBigNumber(a) ?? new BigNumber(0)).minus(toBigNumber(b) ?? 0).toFixed();
/** a + b, exact ("" reads as 0). */
export const plus = (a: string, b: string) => (toBigNumber(a) ?? new BigNumber(0)).plus(toBigNumber(b) ?? 0).toFixed();
