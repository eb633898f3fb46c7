import type { ApiExtraOptions, ApiRequest } from '@tb/data-access-api';

/** An endpoint definition's call part (RTK Query's `query` and `extraOptions`), spread into `build.query` / `build.mutation`. */
export interface BotCall<A> {
  query: (arg: A) => ApiRequest;
  extraOptions: ApiExtraOptions;
}

/**
 * The bot pages' calls as one row each (issue 28: the kinds' endpoint files
 * are route rows, the way a call is made is here once). Every one is
 * `silent`: a create page explains a refusal at the field it concerns, never
 * in a toast; `options` adds to that (`loginRedirect: false` for a public
 * call a visitor makes).
 */
export const silentPost = <B>(url: string, options: ApiExtraOptions = {}): BotCall<B> => ({
  query: (body: B) => ({ url, method: 'POST', body }),
  extraOptions: { silent: true, ...options },
});

/** A POST naming one bot (`{ bot_id }`): a copy's source, a detail. */
export const silentPostBot = (url: string, options: ApiExtraOptions = {}): BotCall<string> => ({
  query: (botId: string) => ({ url, method: 'POST', body: { bot_id: botId } }),
  extraOptions: { silent: true, ...options },
});

/** A GET of one symbol (`?symbol=`): the AI parameters. */
export const silentGetSymbol = (url: string, options: ApiExtraOptions = {}): BotCall<string> => ({
  query: (symbol: string) => ({ url, method: 'GET', query: { symbol } }),
  extraOptions: { silent: true, ...options },
});

/** A POST that takes no argument: `body` (an empty object unless given) is sent as it is. */
export const silentPostFixed = (url: string, body: object = {}, options: ApiExtraOptions = {}): BotCall<void> => ({
  query: () => ({ url, method: 'POST', body }),
  extraOptions: { silent: true, ...options },
});
