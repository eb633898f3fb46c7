import { useEffect, useState } from 'react';
import { useDcaT } from '../i18n';
import type { Formats } from './format';
import type { ServerClock } from '@tb/feature-bot-pages';

export interface NextBuyProps {
  /** Unix ms of the next round (server time); 0 when closed. */
  nextBuyTime: number;
  buying: boolean;
  clock: ServerClock;
  formats: Formats;
  /** Local monotonic clock (tests pass their own). */
  localNow?: () => number;
}

const TICK_MS = 250;

/**
 * The next buy: a countdown on the server's clock (see ServerClock: the
 * exchange's time and rate, not the browser's) and the time itself. Only
 * this component re-renders every tick. While a round executes it says so;
 * once due but not yet reported it reads "Due now" until the next poll.
 * The countdown is not announced every second: the region is read on demand.
 */
export function NextBuy({ nextBuyTime, buying, clock, formats, localNow = () => performance.now() }: NextBuyProps) {
  const t = useDcaT();
  const [now, setNow] = useState(() => clock.now(localNow()));
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now(localNow())), TICK_MS);
    return () => clearInterval(timer);
  }, [clock, localNow]);

  if (!nextBuyTime) return <span>{t('common.dash')}</span>;
  const remaining = now === null ? null : nextBuyTime - now;
  return (
    <span className="dca-next-buy">
      <span className="dca-next-buy__countdown" data-testid="next-buy-countdown">
        {buying ? t('detail.buyingNow') : remaining === null ? t('common.dash') : remaining <= 0 ? t('detail.dueNow') : t('detail.nextBuyIn', { countdown: formats.countdown(remaining) })}
      </span>
      <span className="dca-next-buy__time dca-muted">
        {t('detail.nextBuyAt', { time: formats.dateTime(nextBuyTime) })} ({t('common.exchangeTime')})
      </span>
    </span>
  );
}
