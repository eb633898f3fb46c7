/**
 * The DCA calls the create page makes, injected into the page's one RTK Query
 * slice (the bot pages add theirs from ./bot-api when they load). Every
 * endpoint name starts with `dca` (CONVENTIONS 3). Request and response shapes are the
 * contract's (`@tb/contracts`, types only: the schemas stay out of the
 * browser bundle); the paths are spelled here and a test keeps them equal to
 * the contract's `DCA_PATHS`.
 *
 * Errors come back as `ApiError` (never thrown). Calls whose refusals the
 * screens explain themselves (create, close, update) are `silent`, so the
 * page's error listener does not toast them as well.
 */
import { api } from '@tb/data-access-api';
import type { DcaConfigurationResult, DcaCreateBody, DcaCreateResult, SpotSymbolListResult } from '@tb/contracts';

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

const createApi = api.enhanceEndpoints({ addTagTypes: ['DcaBot', 'DcaRounds'] }).injectEndpoints({
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
  }),
});

export const { useDcaConfigurationQuery, useDcaSpotSymbolsQuery, useDcaCreateBotMutation } = createApi;
/** The slice with the DCA tag types; the bot pages inject their endpoints into it (./bot-api). */
export const dcaBaseApi = createApi;
