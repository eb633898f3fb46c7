import { api } from './api';

/** Arguments of one server page of a bot's rows (orders, rounds, rebalances, transfers). */
export interface BotPageArgs {
  botId: string;
  page: number;
  limit: number;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

/**
 * The query definitions every bot kind's pages repeat, for `build.query<Result, Arg>(…)`:
 * a bot's figures by its id (`byId`, the argument is the id) and one server page of its rows
 * (`page`, {@link BotPageArgs}). Both are POSTs of the kind's path, silent (the page shows the
 * failure itself, no toast) and tagged with what a change of the bot makes stale (`tags`, the
 * kind's own tag builder). `change`, for `build.mutation<Result, Body>(…)`: an action on a
 * running bot, its body posted as given, silent, that makes stale what `stale` names for the bot
 * once it went through (a refused change leaves the cache alone). `idField` is the body's field
 * for the id: `bot_id`, the spot grid's `grid_id`.
 */
export function botQueries<F extends string>(idField: F) {
  const idBody = (id: string) => ({ [idField]: id }) as Record<F, string>;
  return {
    byId: <D>(path: string, tags?: (id: string) => D) => ({
      query: (id: string) => post(path, idBody(id)),
      extraOptions: { silent: true },
      ...(tags ? { providesTags: (_r: unknown, _e: unknown, id: string) => tags(id) } : {}),
    }),
    page: <D>(path: string, tags: (id: string) => D) => ({
      query: ({ botId, page, limit }: BotPageArgs) => post(path, { ...idBody(botId), page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r: unknown, _e: unknown, { botId }: BotPageArgs) => tags(botId),
    }),
    change: <D>(path: string, stale: (id: string) => D) => ({
      query: (body: Record<F, string>) => post(path, body),
      invalidatesTags: (_r: unknown, error: unknown, body: Record<F, string>) => (error ? [] : stale(body[idField])),
      extraOptions: { silent: true },
    }),
  };
}

/**
 * A bot kind's pages' slice of the API: the shared API with the kind's two tag types — the bot's
 * figures (`bot(id)`) and its paged rows (`rows(id)`: orders, rounds, lists) — and
 * {@link botQueries} on the kind's id field. Its endpoints are injected into `tagged`.
 */
export function botPagesApi<F extends string, B extends string, R extends string>(idField: F, botTag: B, rowsTag: R) {
  const tagged = api.enhanceEndpoints({ addTagTypes: [botTag, rowsTag] });
  const bot = (id: string) => [{ type: botTag, id }];
  const rows = (id: string) => [{ type: rowsTag, id }];
  return { tagged, bot, rows, ...botQueries(idField) };
}
