/**
 * The strategy pages' calls (tools area, contracts tools.ts), injected into
 * the one RTK Query slice with names starting `rankingStrategy`
 * (CONVENTIONS 3). All public but discovery `strategy-info`, which the page
 * asks only for a logged-in trader.
 * - aurora/home: every kind as a strategy with its live figures (index);
 * - aurora/info: one kind's parameters, top bots and yield trend;
 * - aurora/creation: where a create form on a symbol would start;
 * - aurora/fcombo: the legs the running combos hold;
 * - chat/strategy/info: the strategy in plain words (message codes);
 * - discovery strategy-info (GET): the caller's bots of the kind.
 */
import { api } from '@tb/data-access-api';
import { TOOLS_PATHS } from '@tb/contracts/paths';
import type {
  AuroraCreationBody,
  AuroraCreationResult,
  AuroraFcomboResult,
  AuroraHomeResult,
  AuroraInfoBody,
  AuroraInfoResult,
  ChatStrategyInfoResult,
  StrategyInfoResult,
} from './types';

export const strategyApi = api.injectEndpoints({
  endpoints: (build) => ({
    rankingStrategyHome: build.query<AuroraHomeResult, void>({
      query: () => ({ url: TOOLS_PATHS.auroraHome, method: 'POST' as const, body: {} }),
      extraOptions: { silent: true },
    }),
    rankingStrategyInfo: build.query<AuroraInfoResult, AuroraInfoBody>({
      query: (body) => ({ url: TOOLS_PATHS.auroraInfo, method: 'POST' as const, body }),
      extraOptions: { silent: true },
    }),
    rankingStrategyCreation: build.query<AuroraCreationResult, AuroraCreationBody>({
      query: (body) => ({ url: TOOLS_PATHS.auroraCreation, method: 'POST' as const, body }),
      extraOptions: { silent: true },
    }),
    rankingStrategyFcombo: build.query<AuroraFcomboResult, void>({
      query: () => ({ url: TOOLS_PATHS.auroraFcombo, method: 'POST' as const, body: {} }),
      extraOptions: { silent: true },
    }),
    rankingStrategyChat: build.query<ChatStrategyInfoResult, string>({
      query: (botType) => ({ url: TOOLS_PATHS.chatStrategyInfo, method: 'POST' as const, body: { bot_type: botType } }),
      extraOptions: { silent: true },
    }),
    rankingStrategyMine: build.query<StrategyInfoResult, string>({
      query: (botType) => ({ url: `${TOOLS_PATHS.discoveryStrategyInfo}?bot_type=${encodeURIComponent(botType)}`, method: 'GET' as const }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useRankingStrategyHomeQuery,
  useRankingStrategyInfoQuery,
  useRankingStrategyCreationQuery,
  useRankingStrategyFcomboQuery,
  useRankingStrategyChatQuery,
  useRankingStrategyMineQuery,
} = strategyApi;
