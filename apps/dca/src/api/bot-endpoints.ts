/**
 * The bot pages' DCA calls (detail, edit, close, rounds, settlement), injected
 * when those pages load. Names start with `dca`; refusals the dialogs explain
 * themselves are `silent` (no toast as well).
 */
import type {
  DcaCloseBody,
  DcaCloseDetailResult,
  DcaCloseResult,
  DcaOrderDetailsResult,
  DcaOrderHistoryResult,
  DcaParametersResult,
  DcaStatusResult,
  DcaUpdateBody,
  DcaUpdateResult,
} from '@tb/contracts';
import { DCA_PATHS } from '@tb/contracts/paths';
import { dcaBaseApi } from './create-endpoints';

/** Rows per page of the rounds history when not given. */
export const ROUNDS_PAGE_SIZE = 20;

const dcaApi = dcaBaseApi.injectEndpoints({
  endpoints: (build) => ({
    dcaStatus: build.query<DcaStatusResult['detail'], string>({
      query: (botId) => ({ url: DCA_PATHS.status, method: 'POST', body: { bot_id: botId } }),
      transformResponse: (result: DcaStatusResult) => result.detail,
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
    dcaParameters: build.query<DcaParametersResult, string>({
      query: (botId) => ({ url: DCA_PATHS.parameters, method: 'POST', body: { bot_id: botId } }),
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
    dcaUpdateParameters: build.mutation<DcaUpdateResult, DcaUpdateBody>({
      query: (body) => ({ url: DCA_PATHS.updateParameters, method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [{ type: 'DcaBot', id: body.bot_id }]),
      extraOptions: { silent: true },
    }),
    dcaOrderHistory: build.query<DcaOrderHistoryResult, { botId: string; page: number; limit?: number }>({
      query: ({ botId, page, limit = ROUNDS_PAGE_SIZE }) => ({ url: DCA_PATHS.orderHistory, method: 'POST', body: { bot_id: botId, page, limit } }),
      providesTags: (_result, _error, { botId }) => [{ type: 'DcaRounds', id: botId }],
    }),
    dcaOrderDetails: build.query<DcaOrderDetailsResult, { botId: string; roundId: string }>({
      query: ({ botId, roundId }) => ({ url: DCA_PATHS.orderDetails, method: 'POST', body: { bot_id: botId, round_id: roundId } }),
    }),
    dcaCloseBot: build.mutation<DcaCloseResult, DcaCloseBody>({
      query: (body) => ({ url: DCA_PATHS.closeBot, method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'DcaBot', id: body.bot_id }, { type: 'DcaRounds', id: body.bot_id }, 'BotList', 'Balance', 'Config'],
      extraOptions: { silent: true },
    }),
    dcaCloseDetail: build.query<DcaCloseDetailResult['detail'], string>({
      query: (botId) => ({ url: DCA_PATHS.closeBotDetail, method: 'POST', body: { bot_id: botId } }),
      transformResponse: (result: DcaCloseDetailResult) => result.detail,
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
  }),
});

export const {
  useDcaStatusQuery,
  useDcaParametersQuery,
  useDcaUpdateParametersMutation,
  useDcaOrderHistoryQuery,
  useDcaOrderDetailsQuery,
  useDcaCloseBotMutation,
  useDcaCloseDetailQuery,
} = dcaApi;
export { dcaApi };
