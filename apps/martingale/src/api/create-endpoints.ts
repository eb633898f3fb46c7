/**
 * The martingale create page's calls, injected into the page's one RTK Query
 * api. Every endpoint name starts with `fmart` (convention 3). The limit and
 * create calls are `silent`: their refusals are explained at the field they
 * concern, not in a toast.
 */
import { api } from '@tb/data-access-api';
import { FMART_PATHS } from '@tb/contracts/paths';
import type { FmartAiParamsResult, FmartCreateBody, FmartDetail, FmartFollowResult, FmartLimitBody, FmartLimitResult } from '@tb/contracts';

/** What a copy reads: the followed bot's detail, with the leader's create parameters. */
export type FmartFollowSource = FmartFollowResult;

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const martCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** FM-1: every bound and the verdict for the form as typed. */
    martingaleCreateLimit: build.query<FmartLimitResult, FmartLimitBody>({
      query: (body) => post(FMART_PATHS.getFmartLimit, body),
      extraOptions: { silent: true },
    }),
    /** FM-2: creates the bot; the answer is its id. */
    martingaleCreateBot: build.mutation<{ bot_id: string }, FmartCreateBody>({
      query: (body) => post(FMART_PATHS.createFmartBot, body),
      extraOptions: { silent: true },
      invalidatesTags: ['Balance', 'BotList'],
    }),
    /** Public: the AI proposal per mode with the backtest behind it. */
    martingaleCreateAiParams: build.query<FmartAiParamsResult, string>({
      query: (symbol) => ({ url: FMART_PATHS.getSymbolAiParams, method: 'GET', query: { symbol } }),
      extraOptions: { silent: true },
    }),
    /** `?copy=<bot_id>`: any followable bot's parameters (get-fmart-follow-detail). */
    martingaleCreateFollowSource: build.query<FmartFollowSource, string>({
      query: (botId) => post(FMART_PATHS.getFmartFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    /** The fallback of a copy: the trader's own bot read with get-fmart-detail (when the follow detail is refused). */
    martingaleCreateCopySource: build.query<{ fmart_detail: FmartDetail }, string>({
      query: (botId) => post(FMART_PATHS.getFmartDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useMartingaleCreateLimitQuery, useMartingaleCreateBotMutation, useMartingaleCreateAiParamsQuery, useMartingaleCreateFollowSourceQuery, useMartingaleCreateCopySourceQuery } = martCreateApi;
