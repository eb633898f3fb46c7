/**
 * The DCA calls, injected into the page's one RTK Query slice. Every endpoint
 * name starts with `dca` (CONVENTIONS 3). Request and response shapes are the
 * contract's (`@tb/contracts`, types only: the schemas stay out of the
 * browser bundle); the paths are spelled here and a test keeps them equal to
 * the contract's `DCA_PATHS`.
 *
 * Errors come back as `ApiError` (never thrown). Calls whose refusals the
 * screens explain themselves (create, close, update) are `silent`, so the
 * page's error listener does not toast them as well.
 */
import { api } from '@tb/data-access-api';
import type {
  DcaCloseBody,
  DcaCloseDetailResult,
  DcaCloseResult,
  DcaConfigurationResult,
  DcaCreateBody,
  DcaCreateResult,
  DcaOrderDetailsResult,
  DcaOrderHistoryResult,
  DcaParametersResult,
  DcaStatusResult,
  DcaUpdateBody,
  DcaUpdateResult,
  SpotSymbolListResult,
} from '@tb/contracts';

const DCA = '/x-api/s1/bot/dca/v1';
export const DCA_API_PATHS = {
  createBotConfiguration: `${DCA}/create-bot-configuration`,
  createBot: `${DCA}/create-bot`,
  closeBotDetail: `${DCA}/close-bot-detail`,
  closeBot: `${DCA}/close-bot`,
  status: `${DCA}/status`,
  orderHistory: `${DCA}/order-history`,
  orderDetails: `${DCA}/order-details`,
  parameters: `${DCA}/parameters`,
  updateParameters: `${DCA}/update-parameters`,
} as const;
export const SPOT_SYMBOL_LIST_PATH = '/x-api/s1/bot/grid/v1/list-symbol-info-v2';

/** Rows per page of the rounds history. */
export const ROUNDS_PAGE_SIZE = 20;

const dcaApi = api.enhanceEndpoints({ addTagTypes: ['DcaBot', 'DcaRounds'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Frequencies, pair limit, and per quote coin the buyable bases and the spot balance (logged-in users). */
    dcaConfiguration: build.query<DcaConfigurationResult, void>({
      query: () => ({ url: DCA_API_PATHS.createBotConfiguration, method: 'POST', body: {} }),
      providesTags: ['Balance', 'Config'],
      extraOptions: { loginRedirect: false },
    }),
    /** Public spot pairs of one quote coin (what an anonymous visitor's form offers). */
    dcaSpotSymbols: build.query<SpotSymbolListResult, string>({
      query: (quoteCoin) => ({ url: SPOT_SYMBOL_LIST_PATH, method: 'GET', query: { quote_coin: quoteCoin } }),
    }),
    dcaCreateBot: build.mutation<DcaCreateResult, DcaCreateBody>({
      query: (body) => ({ url: DCA_API_PATHS.createBot, method: 'POST', body }),
      invalidatesTags: ['BotList', 'Balance', 'Config'],
      extraOptions: { silent: true },
    }),
    dcaStatus: build.query<DcaStatusResult['detail'], string>({
      query: (botId) => ({ url: DCA_API_PATHS.status, method: 'POST', body: { bot_id: botId } }),
      transformResponse: (result: DcaStatusResult) => result.detail,
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
    dcaParameters: build.query<DcaParametersResult, string>({
      query: (botId) => ({ url: DCA_API_PATHS.parameters, method: 'POST', body: { bot_id: botId } }),
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
    dcaUpdateParameters: build.mutation<DcaUpdateResult, DcaUpdateBody>({
      query: (body) => ({ url: DCA_API_PATHS.updateParameters, method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [{ type: 'DcaBot', id: body.bot_id }]),
      extraOptions: { silent: true },
    }),
    dcaOrderHistory: build.query<DcaOrderHistoryResult, { botId: string; page: number; limit?: number }>({
      query: ({ botId, page, limit = ROUNDS_PAGE_SIZE }) => ({ url: DCA_API_PATHS.orderHistory, method: 'POST', body: { bot_id: botId, page, limit } }),
      providesTags: (_result, _error, { botId }) => [{ type: 'DcaRounds', id: botId }],
    }),
    dcaOrderDetails: build.query<DcaOrderDetailsResult, { botId: string; roundId: string }>({
      query: ({ botId, roundId }) => ({ url: DCA_API_PATHS.orderDetails, method: 'POST', body: { bot_id: botId, round_id: roundId } }),
    }),
    dcaCloseBot: build.mutation<DcaCloseResult, DcaCloseBody>({
      query: (body) => ({ url: DCA_API_PATHS.closeBot, method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'DcaBot', id: body.bot_id }, { type: 'DcaRounds', id: body.bot_id }, 'BotList', 'Balance', 'Config'],
      extraOptions: { silent: true },
    }),
    dcaCloseDetail: build.query<DcaCloseDetailResult['detail'], string>({
      query: (botId) => ({ url: DCA_API_PATHS.closeBotDetail, method: 'POST', body: { bot_id: botId } }),
      transformResponse: (result: DcaCloseDetailResult) => result.detail,
      providesTags: (_result, _error, botId) => [{ type: 'DcaBot', id: botId }],
    }),
  }),
});

export const {
  useDcaConfigurationQuery,
  useDcaSpotSymbolsQuery,
  useDcaCreateBotMutation,
  useDcaStatusQuery,
  useDcaParametersQuery,
  useDcaUpdateParametersMutation,
  useDcaOrderHistoryQuery,
  useDcaOrderDetailsQuery,
  useDcaCloseBotMutation,
  useDcaCloseDetailQuery,
} = dcaApi;
export { dcaApi };
