import { useEffect, useId, useState } from 'react';
import { FUNDING_INTERVAL_MS, nextFundingInstant } from '@tb/engine';
import { formatPercent, toBigNumber } from '@tb/util-format';
import { useFuturesT } from './strings';

/**
 * The exchange's clock as a page reads it: `ServerClock` of
 * `@tb/feature-bot-pages` (`useServerClock(query.fulfilledTimeStamp)`) has
 * this shape. `now(local)` is the server time at the local monotonic time
 * `local` (`performance.now()`), null before it knows; `rate` is server ms
 * per local ms (the simulator may run its clock 60× faster).
 */
export interface ExchangeClock {
  now(local: number): number | null;
  readonly rate?: number;
}

/**
 * The funding instant a countdown aims at, at exchange time `now`: the next
 * one the symbol's item announced, or — once that has passed and no newer
 * item has arrived yet — the first later instant of the same schedule (every
 * `intervalMs` after it). Without an announced instant (0), the engine's
 * standard schedule (`nextFundingInstant`: 00:00, 08:00, 16:00 UTC). Never a
 * time in the past.
 */
export function fundingTarget(now: number, nextFundingTime: number, intervalMs: number = FUNDING_INTERVAL_MS): number {
  if (nextFundingTime > now) return nextFundingTime;
  if (nextFundingTime <= 0) return nextFundingInstant(Math.floor(now));
  return nextFundingTime + (Math.floor((now - nextFundingTime) / intervalMs) + 1) * intervalMs;
}

/** "03:12:45" (hours, minutes, seconds; cut, never rounded up). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** ISO 8601 duration of a countdown, for `<time dateTime>`: "PT3H12M45S". */
function isoDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}

/** How often the display refreshes: once a second of exchange time, between 10 and 1 times a local second. */
function refreshEvery(clock: ExchangeClock): number {
  const rate = clock.rate && clock.rate > 0 ? clock.rate : 1;
  return Math.min(1000, Math.max(100, Math.round(1000 / rate)));
}

export interface FundingCountdownProps {
  /** Unix ms of the next funding instant (`dynamic-symbol-item` `next_funding_time`). */
  nextFundingTime: number;
  /** Hours between instants (`funding_interval_hour`, default 8). */
  intervalHours?: number;
  /** The predicted rate of that instant, a fraction (`next_funding_rate`: "0.0001" = 0.01 %); "" when unknown. */
  rate: string;
  clock: ExchangeClock;
  /** Heading (default "Funding"); level 3 unless told. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Next funding: a live countdown on the exchange's clock (not the browser's:
 * the simulator may run 60× faster, a real server may drift), the instant in
 * UTC, and the predicted rate as a signed percent with what its sign means —
 * positive: longs pay shorts; negative: shorts pay longs (payment = position
 * value at the mark × rate, spec's futures facts).
 *
 * The countdown is a `timer` (not announced each second; a screen reader
 * reads it when the trader gets there) inside a `<time>` with its duration.
 * It refreshes once per second of exchange time, at most ten times a local
 * second.
 */
export function FundingCountdown({ nextFundingTime, intervalHours = 8, rate, clock, title, headingLevel = 3 }: FundingCountdownProps) {
  const t = useFuturesT();
  const locale = t.language;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [now, setNow] = useState(() => clock.now(performance.now()));
  useEffect(() => {
    // A chain of timeouts, not an interval: the clock learns its rate from readings, so the period follows it.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(clock.now(performance.now()));
      timer = setTimeout(tick, refreshEvery(clock));
    };
    timer = setTimeout(tick, refreshEvery(clock));
    return () => clearTimeout(timer);
  }, [clock]);

  const target = now === null ? null : fundingTarget(now, nextFundingTime, intervalHours * 3_600_000);
  const left = target === null || now === null ? null : target - now;
  // The instant in UTC as hh:mm (24 h, Western digits in every language, like every figure: util-format's rule).
  const instant = target === null ? null : new Date(target).toISOString().slice(11, 16);

  const value = toBigNumber(rate);
  const meaning = value === null ? null : value.isZero() ? t('funding.nobodyPays') : value.isPositive() ? t('funding.longsPay') : t('funding.shortsPay');
  // Funding rates are small (0.01 % per interval): four decimals of a percent, signed.
  const rateText = value === null ? '--' : formatPercent(value, { locale, sign: 'always', minDecimals: 4, maxDecimals: 4 });

  return (
    <section className="tb-fu-card tb-fu-funding" aria-labelledby={headingId}>
      <Heading id={headingId} className="tb-fu-card__title">
        {title ?? t('funding.title')}
      </Heading>
      <dl className="tb-fu-facts">
        <div className="tb-fu-fact">
          <dt>{t('funding.countdown')}</dt>
          <dd>
            <span role="timer" className="tb-fu-funding__timer">
              {left === null ? (
                '--'
              ) : (
                <time dateTime={isoDuration(left)}>
                  <bdi dir="ltr">{countdownText(left)}</bdi>
                </time>
              )}
            </span>
            {instant ? <span className="tb-fu-small tb-fu-muted">{t('funding.at', { time: instant })}</span> : null}
          </dd>
        </div>
        <div className="tb-fu-fact">
          <dt>{t('funding.rate')}</dt>
          <dd>
            <bdi dir="ltr" className={`tb-fu-rate${value && !value.isZero() ? (value.isPositive() ? ' tb-fu-rate--up' : ' tb-fu-rate--down') : ''}`}>
              {rateText}
            </bdi>
            {meaning ? <span className="tb-fu-small">{meaning}</span> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
