/**
 * The martingale create page's calls, injected into the page's one RTK Query
 * api. Every endpoint name starts with `fmart` (convention 3). The limit and
 * create calls are `silent`: their refusals are explained at the field they
 * concern, not in a toast.
 */
import { api } from '@tb/data-access-api';
import { silentGetSymbol, silentPost, silentPostBot } from '@tb/feature-bot-pages';
import { FMART_PATHS } from '@tb/contracts/paths';
import type { FmartAiParamsResult, FmartCreateBody, FmartDetail, FmartFollowResult, FmartLimitBody, FmartLimitResult } from '@tb/contracts';

/** What a copy reads: the followed bot's detail, with the leader's create parameters. */
export type FmartFollowSource = FmartFollowResult;

export const martCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** FM-1: every bound and the verdict for the form as typed. */
    martingaleCreateLimit: build.query<FmartLimitResult, FmartLimitBody>(silentPost(FMART_PATHS.getFmartLimit)),
    /** FM-2: creates the bot; the answer is its id. */
    martingaleCreateBot: build.mutation<{ bot_id: string }, FmartCreateBody>({ ...silentPost(FMART_PATHS.createFmartBot), invalidatesTags: ['Balance', 'BotList'] }),
    /** Public: the AI proposal per mode with the backtest behind it. */
    martingaleCreateAiParams: build.query<FmartAiParamsResult, string>(silentGetSymbol(FMART_PATHS.getSymbolAiParams)),
    /** `?copy=<bot_id>`: any followable bot's parameters (get-fmart-follow-detail). */
    martingaleCreateFollowSource: build.query<FmartFollowSource, string>(silentPostBot(FMART_PATHS.getFmartFollowDetail)),
    /** The fallback of a copy: the trader's own bot read with get-fmart-detail (when the follow detail is refused). */
    martingaleCreateCopySource: build.query<{ fmart_detail: FmartDetail }, string>(silentPostBot(FMART_PATHS.getFmartDetail)),
  }),
});

export const { useMartingaleCreateLimitQuery, useMartingaleCreateBotMutation, useMartingaleCreateAiParamsQuery, useMartingaleCreateFollowSourceQuery, useMartingaleCreateCopySourceQuery } = martCreateApi;
