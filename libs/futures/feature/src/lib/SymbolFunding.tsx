import { useEffect } from 'react';
import { symbolCache, useSymbolItem, type SymbolConfigCache } from '@tb/data-access-symbols';
import { FundingCountdown, fundingTarget, type ExchangeClock } from '@tb/futures-ui';

export interface SymbolFundingProps {
  symbol: string;
  /** The exchange's clock (`useServerClock(...)` of `@tb/feature-bot-pages`). */
  clock: ExchangeClock;
  /** How often (local ms) the predicted rate is asked for again; default a minute. */
  refreshMs?: number;
  title?: string;
  headingLevel?: 2 | 3 | 4;
  cache?: SymbolConfigCache;
}

/**
 * A symbol's funding, live: the countdown and predicted rate of
 * `FundingCountdown`, fed by the symbol's dynamic item (`next_funding_time`,
 * `next_funding_rate`, `funding_interval_hour`) from the shared symbol
 * cache. The item is asked for again every `refreshMs` (the predicted rate
 * moves during the interval) and just after each funding instant on the
 * exchange's clock (a new instant and rate are announced then), so a page
 * left open keeps counting to the right instant at any clock rate.
 */
export function SymbolFunding({ symbol, clock, refreshMs = 60_000, title, headingLevel, cache = symbolCache }: SymbolFundingProps) {
  const snapshot = useSymbolItem(symbol, { cache });
  const item = snapshot.item?.symbol.name === symbol ? snapshot.item : null;
  const next = item?.next_funding_time ?? 0;
  const intervalMs = (item?.funding_interval_hour || 8) * 3_600_000;

  useEffect(() => {
    const reload = () => void cache.loadItem(symbol, { strategy: 'network-first' });
    const every = setInterval(reload, refreshMs);
    // Just after the instant (exchange time → local time at the clock's rate).
    const now = clock.now(performance.now());
    let atInstant: ReturnType<typeof setTimeout> | undefined;
    if (now !== null && next > 0) {
      const rate = clock.rate && clock.rate > 0 ? clock.rate : 1;
      atInstant = setTimeout(reload, Math.max(0, (fundingTarget(now, next, intervalMs) - now) / rate) + 50);
    }
    return () => {
      clearInterval(every);
      if (atInstant) clearTimeout(atInstant);
    };
  }, [cache, symbol, clock, next, intervalMs, refreshMs]);

  return (
    <FundingCountdown
      nextFundingTime={next}
      intervalHours={item?.funding_interval_hour || 8}
      rate={item?.next_funding_rate ?? ''}
      clock={clock}
      title={title}
      headingLevel={headingLevel}
    />
  );
}
