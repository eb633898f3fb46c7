/**
 * The risk desk's calls for a futures bot's pages (contracts notices.ts),
 * injected with the family's prefix: its alert and guard distances and its
 * warning / guard notices. A pushed notice invalidates 'Notices' and 'Risk'
 * (the shell's live notices), so an open detail page refreshes them.
 */
import { api } from '@tb/data-access-api';
import { NOTICE_PATHS } from '@tb/contracts/paths';
import type { BotRiskResult, BotRiskUpdateBody, NoticeListResult } from '@tb/contracts';

export const futuresRiskApi = api.injectEndpoints({
  endpoints: (build) => ({
    futuresBotRisk: build.query<BotRiskResult, string>({
      query: (botId) => ({ url: NOTICE_PATHS.botRisk, method: 'POST', body: { bot_id: botId } }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => [{ type: 'Risk', id: botId }],
    }),
    futuresUpdateBotRisk: build.mutation<BotRiskResult, BotRiskUpdateBody>({
      query: (body) => ({ url: NOTICE_PATHS.updateBotRisk, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [{ type: 'Risk', id: body.bot_id }, 'Risk'],
    }),
    futuresBotNotices: build.query<NoticeListResult, string>({
      query: (botId) => ({ url: NOTICE_PATHS.list, method: 'POST', body: { bot_id: botId, limit: 10 } }),
      extraOptions: { silent: true },
      providesTags: ['Notices'],
    }),
  }),
});

export const { useFuturesBotRiskQuery, useFuturesUpdateBotRiskMutation, useFuturesBotNoticesQuery } = futuresRiskApi;
