/**
 * The DCA calls the create page makes, injected into the page's one RTK Query
 * slice (the bot pages add theirs from ./bot-endpoints when they load). Every
 * endpoint name starts with `dca` (CONVENTIONS 3). Request and response shapes are the
 * contract's (`@tb/contracts`, types only: the schemas stay out of the
 * browser bundle); the paths come from `@tb/contracts/paths`, the one source
 * the simulator serves too.
 *
 * Errors come back as `ApiError` (never thrown). Calls whose refusals the
 * screens explain themselves (create, close, update) are `silent`, so the
 * page's error listener does not toast them as well.
 */
import { api } from '@tb/data-access-api';
import { API_PATHS, DCA_PATHS } from '@tb/contracts/paths';
import type { DcaConfigurationResult, DcaCreateBody, DcaCreateResult, SpotSymbolListResult } from '@tb/contracts';


const createApi = api.enhanceEndpoints({ addTagTypes: ['DcaBot', 'DcaRounds'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Frequencies, pair limit, and per quote coin the buyable bases and the spot balance (logged-in users). */
    dcaConfiguration: build.query<DcaConfigurationResult, void>({
      query: () => ({ url: DCA_PATHS.createBotConfiguration, method: 'POST', body: {} }),
      providesTags: ['Balance', 'Config'],
      extraOptions: { loginRedirect: false },
    }),
    /** Public spot pairs of one quote coin (what an anonymous visitor's form offers). */
    dcaSpotSymbols: build.query<SpotSymbolListResult, string>({
      query: (quoteCoin) => ({ url: API_PATHS.spotSymbolList, method: 'GET', query: { quote_coin: quoteCoin } }),
    }),
    dcaCreateBot: build.mutation<DcaCreateResult, DcaCreateBody>({
      query: (body) => ({ url: DCA_PATHS.createBot, method: 'POST', body }),
      invalidatesTags: ['BotList', 'Balance', 'Config'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useDcaConfigurationQuery, useDcaSpotSymbolsQuery, useDcaCreateBotMutation } = createApi;
/** The slice with the DCA tag types; the bot pages inject their endpoints into it (./bot-endpoints). */
export const dcaBaseApi = createApi;
