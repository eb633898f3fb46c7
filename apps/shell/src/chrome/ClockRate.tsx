import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '@tb/i18n';
import { serverClockRate, serverNow, subscribeServerClock } from '@tb/data-access-api';
import { formatDateTime, formatPlainNumber } from '@tb/util-format';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * Says so when the exchange's clock is not real time (the simulator of
 * `npm start` runs 60×, stated in every envelope's `ext_info.clock_rate`):
 * "Simulated time ×60" and the exchange's time now, so dates ahead of the
 * trader's own calendar read as what they are. Nothing at real time.
 */
export function ClockRate({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const rate = useSyncExternalStore(subscribeServerClock, serverClockRate, () => 1);
  // re-render every second while the clock is not real time; the time is read at render
  const [, setTick] = useState(0);
  useEffect(() => {
    if (rate === 1) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1_000);
    return () => clearInterval(timer);
  }, [rate]);
  if (rate === 1) return null;
  const now = serverNow();
  const speed = formatPlainNumber(rate, { locale, maxDecimals: 2 });
  return (
    // a named complementary landmark: every part of the page sits in one (axe `region`)
    <aside className="tb-clock" aria-label={t('clock.label')} title={t('clock.explain', { rate: speed })}>
      <span className="tb-clock__rate">{rate === 0 ? t('clock.stopped') : t('clock.rate', { rate: speed })}</span>
      <span className="tb-visually-hidden">{` ${t('clock.explain', { rate: speed })} `}</span>
      <time className="tb-clock__now" dateTime={new Date(now).toISOString()}>
        {formatDateTime(now, { locale, style: 'dateTime' })}
      </time>
    </aside>
  );
}
