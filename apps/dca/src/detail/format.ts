/**
 * The page's number and time formats, bound to the URL locale. Numbers go
 * through @tb/util-format (exact, Western digits, locale separators); times
 * by the shared date rule (Western digits and the Gregorian calendar), so an
 * Arabic page reads the same figures as the order book.
 */
import { useMemo } from 'react';
import { DASH, formatAmount, formatCount, formatDateTime, formatDuration, formatNumber, formatPercentWhole, formatPnl, formatPrice, formatSignedPercent, isolate, toBigNumber } from '@tb/util-format';
import { formatCountdown, formatSeconds } from '../create/frequency';

export interface Formats {
  locale: string;
  /** Money in a coin: `1,234.56 USDT` (`decimals` fixes the places). */
  amount: (value: string | null | undefined, coin?: string, decimals?: number) => string;
  /** A price at its precision when known (`tickSize`), else by the price rules. */
  price: (value: string | null | undefined, tickSize?: string) => string;
  /** A base quantity. */
  qty: (value: string | null | undefined, coin?: string) => string;
  pnl: (value: string | null | undefined, coin?: string) => string;
  /** A fraction as a signed percent: `+1.23%`. */
  signedPercent: (fraction: string | null | undefined) => string;
  /** A value already in percent, as typed (`12.5` → `12.5%`). */
  percentWhole: (percent: string) => string;
  /** A fraction as a plain percent, decimals as needed (`0.125` → `12.5%`). */
  fractionPercent: (fraction: string) => string;
  /** Unix ms as date and time (the shared rule: `23 Nov 2026, 15:00:10`). */
  dateTime: (ms: number | null | undefined) => string;
  /** A whole count: `1,440`. */
  count: (value: number) => string;
  /** Seconds in words: `1 hour, 30 minutes`. */
  duration: (seconds: number) => string;
  countdown: (ms: number) => string;
  /** How long a bot ran, by the spec's rule: minutes under an hour, hours under a day, else days hours minutes. */
  runningFor: (ms: number) => string;
}

export function makeFormats(locale: string): Formats {
  // in right-to-left pages each figure is a left-to-right island (@tb/util-format `isolate`, `ltr`: bare figures have no strong letter)
  const iso = (text: string) => isolate(text, locale, 'ltr');
  return {
    locale,
    amount: (value, coin, decimals) => iso(formatAmount(value, coin, { locale, decimals })),
    price: (value, tickSize) => (toBigNumber(value) === null ? DASH : iso(formatPrice(value, { locale, tickSize }))),
    qty: (value, coin) => {
      const text = formatNumber(value, 'quantity', { locale });
      return coin && text !== DASH ? iso(`${text} ${coin}`) : iso(text);
    },
    pnl: (value, coin) => iso(formatPnl(value, coin, { locale })),
    signedPercent: (fraction) => iso(formatSignedPercent(fraction, { locale })),
    percentWhole: (percent) => iso(formatPercentWhole(percent, { locale, minDecimals: 0, maxDecimals: 4 })),
    fractionPercent: (fraction) => {
      const n = toBigNumber(fraction);
      return n === null ? DASH : iso(formatPercentWhole(n.times(100), { locale, minDecimals: 0, maxDecimals: 4 }));
    },
    dateTime: (ms) => (ms ? iso(formatDateTime(ms, { locale, style: 'dateTimeSeconds' })) : DASH),
    count: (value) => iso(formatCount(value, { locale })),
    duration: (seconds) => formatSeconds(seconds, locale),
    countdown: (ms) => formatCountdown(ms, locale),
    runningFor: (ms) => formatDuration({ ms: Math.max(0, ms) }, { locale }),
  };
}

export function useFormats(locale: string): Formats {
  return useMemo(() => makeFormats(locale), [locale]);
}

const conjunctions = new Map<string, Intl.ListFormat | null>();

/** "BTC, ETH and SOL" in the page's language (Intl list rules; one ListFormat per locale, not one per keystroke of the create form's plan sentence). */
export function joinList(items: readonly string[], locale: string): string {
  let format = conjunctions.get(locale);
  if (format === undefined) {
    format = null;
    for (const tag of [locale, locale.split('-')[0], 'en']) {
      try {
        format = new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' });
        break;
      } catch {
        // try the next, shorter tag
      }
    }
    conjunctions.set(locale, format);
  }
  return format ? format.format(items) : items.join(', ');
}
