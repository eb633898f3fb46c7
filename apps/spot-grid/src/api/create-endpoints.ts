/**
 * The spot-grid calls, injected into the page's one RTK Query api. Every
 * endpoint name starts with `spotGrid` so no other area can overwrite it.
 *
 * - Calls a form makes while the trader types (validate-input, initial buy
 *   amount, validate-update) and the create/change calls whose refusals the
 *   dialogs explain in place are `silent`: no toast, the message goes next
 *   to the field.
 * - The calls of a running bot (detail, orders, withdraw, update, close) are
 *   injected by ./bot-endpoints with the pages that use them.
 * - The calls only a part loaded after the first screen makes are injected by
 *   that part's own file (./recommend-endpoint: the pair picker's suited pairs;
 *   ./ai-endpoint: the AI panel's parameters; ./create-call: the confirm
 *   dialog's create; ./follow-endpoint: a followed bot's parameters, for its
 *   follow page and a copy), so the create page's first screen does not carry them.
 */
import { api } from '@tb/data-access-api';
import type { FundingAccount } from '../create/form';
import { API_PATHS, SPOT_GRID_PATHS } from '@tb/contracts/paths';
import type {
  KlineResult,
  SpotGridAvailableBalanceResult,
  SpotGridInitialBuyBody,
  SpotGridInitialBuyResult,
  SpotSymbolListResult,
  SpotGridBalanceListBody,
  SpotGridBalanceListResult,
  ValidateInputBody,
  ValidateInputResult,
} from './types';

/** The candles call (shared by the charts and the backtest preview). */
export const KLINE_PATH = API_PATHS.kline;

export interface KlineArgs {
  symbol: string;
  interval: string;
  limit?: number;
  end?: number;
}

export const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const spotGridApi = api.injectEndpoints({
  endpoints: (build) => ({
    spotGridSymbols: build.query<SpotSymbolListResult, void>({
      query: () => ({ url: SPOT_GRID_PATHS.listSymbolInfoV2, method: 'GET' }),
      keepUnusedDataFor: 300,
    }),
    spotGridKlines: build.query<KlineResult, KlineArgs>({
      query: ({ symbol, interval, limit, end }) => ({ url: KLINE_PATH, method: 'GET', query: { symbol, interval, limit, end } }),
      extraOptions: { silent: true },
    }),
    spotGridValidate: build.query<ValidateInputResult, ValidateInputBody>({
      query: (body) => post(SPOT_GRID_PATHS.validateInput, body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    spotGridInitialBuy: build.query<SpotGridInitialBuyResult, SpotGridInitialBuyBody>({
      query: (body) => post(SPOT_GRID_PATHS.getInitialBuyAmount, body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    /** query-available-balance: the pair's base and quote available in the funding account chosen (spot, or fund: `account_type` 6). */
    spotGridAvailable: build.query<SpotGridAvailableBalanceResult, { symbol: string; account: FundingAccount }>({
      query: ({ symbol, account }) => post(SPOT_GRID_PATHS.queryAvailableBalance, { symbol, ...(account === 'fund' ? { account_type: 6 as const } : {}) }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Balance'],
    }),
    /** query-balance-list: the pair's coins in both accounts a grid can be funded from, for the "Pay from" choice. */
    spotGridBalanceList: build.query<SpotGridBalanceListResult, readonly string[]>({
      query: (coins) => post(SPOT_GRID_PATHS.queryBalanceList, { coins: [...coins] } satisfies SpotGridBalanceListBody),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Balance'],
    }),
  }),
});

export const {
  useSpotGridSymbolsQuery,
  useSpotGridBalanceListQuery,
  useSpotGridKlinesQuery,
  useSpotGridValidateQuery,
  useSpotGridInitialBuyQuery,
  useSpotGridAvailableQuery,
} = spotGridApi;
