import { skipToken } from '@tb/data-access-api';
import { useServerClock } from '@tb/feature-bot-pages';
import type { BotStatus } from '@tb/util-enums';
import { useParams } from '@tb/router';
import { useFuturesGridBotDetailQuery } from '../api/bot-endpoints';
import { botStatus, isClosed } from './figures';

/** Detail refresh while the bot lives (the detail and position pages); a closing bot on its close detail is looked at more often until it has settled. */
export const DETAIL_POLL_MS = 3_000;
const CLOSING_POLL_MS = 2_000;

/**
 * The route's bot (`:botId`) as its pages read it: the first answer, the
 * status, whether it still lives, and the exchange's clock fed by the
 * answers. `poll`: 'live' keeps the detail fresh while the bot runs (and the
 * tab is focused); 'until-closed' asks again until it has closed (a close
 * detail opened while it is still closing).
 */
export function useRouteBot(poll: 'live' | 'until-closed' | 'none' = 'none') {
  const { botId = '' } = useParams();
  const first = useFuturesGridBotDetailQuery(botId);
  const detail = first.data;
  const status: BotStatus = detail ? botStatus(detail) : 'unknown';
  const live = !!detail && !isClosed(status);
  const interval = poll === 'live' ? DETAIL_POLL_MS : CLOSING_POLL_MS;
  const polled = useFuturesGridBotDetailQuery(poll !== 'none' && live ? botId : skipToken, { pollingInterval: interval, skipPollingIfUnfocused: true });
  const clock = useServerClock(polled.fulfilledTimeStamp ?? first.fulfilledTimeStamp);
  return { botId, query: first, detail, status, live, clock };
}
