import type { ReactNode } from 'react';
import { skipToken } from '@tb/data-access-api';
import { useArea, useParams } from '@tb/router';
import { BotPageState } from './PageState';
import { pageStateOf, type QueryStateSource } from './query-state';
import { useServerClock, type ServerClock } from './server-clock';

/** A kind's detail query hook as RTK Query makes it: the bot id (or `skipToken`), and polling options. */
export type DetailQueryHook<R> = (arg: string | typeof skipToken, options?: { pollingInterval: number; skipPollingIfUnfocused: boolean }) => QueryStateSource & { data?: R; fulfilledTimeStamp?: number };

/** The route's bot as a detail page's body reads it. */
export interface LiveBot<D> {
  readonly detail: D;
  /** Whether it still runs (its figures are polled and its actions offered). */
  readonly live: boolean;
  /** The exchange's clock, fed by the detail's answers (the running time counts on it). */
  readonly clock: ServerClock;
}

export interface LiveDetailRouteProps<R, D> {
  readonly useDetail: DetailQueryHook<R>;
  /** The bot's detail in the query's answer. */
  readonly select: (result: R) => D | undefined;
  readonly isLive: (detail: D) => boolean;
  /** How often a live bot's detail is asked again (while the tab is focused). */
  readonly pollMs: number;
  /** The page's title while loading, failed or not found. */
  readonly pageTitle: string;
  /** The not-found action's label (it leads to the kind's create form). */
  readonly createLabel: string;
  readonly render: (bot: LiveBot<D>) => ReactNode;
}

/**
 * A detail route for a kind whose detail is one call (martingale, combo):
 * reads the bot id from the route, asks the detail, asks it again every
 * `pollMs` while the bot lives (the same query polled: RTK Query merges the
 * subscriptions, so a closed bot stops asking), keeps the exchange's clock
 * from its answers, and shows the page states (loading, failure with Retry,
 * not found with a way to the create form) before the kind's body.
 */
export function LiveDetailRoute<R, D>({ useDetail, select, isLive, pollMs, pageTitle, createLabel, render }: LiveDetailRouteProps<R, D>) {
  const area = useArea();
  const { botId = '' } = useParams();
  const first = useDetail(botId);
  const detail = first.data ? select(first.data) : undefined;
  const live = !!detail && isLive(detail);
  useDetail(live ? botId : skipToken, { pollingInterval: pollMs, skipPollingIfUnfocused: true });
  const clock = useServerClock(first.fulfilledTimeStamp);
  return (
    <BotPageState {...pageStateOf(first, !!detail)} title={pageTitle} notFoundAction={{ to: area.path('create'), label: createLabel }}>
      {() => (detail ? render({ detail, live, clock }) : null)}
    </BotPageState>
  );
}
