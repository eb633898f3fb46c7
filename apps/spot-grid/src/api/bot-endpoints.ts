/**
 * The calls of one running bot, injected when its pages load (the create
 * page does not carry them). Changes invalidate the bot's tags, so its
 * detail, orders and curve refetch once instead of the page polling harder.
 */
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import { botQueries } from '@tb/data-access-api';
import { post, spotGridApi } from './create-endpoints';
import type {
  GridDetailResult,
  SpotGridCloseBody,
  SpotGridCloseModesResult,
  SpotGridCloseResult,
  SpotGridOrdersResult,
  SpotGridPnlCurveResult,
  SpotGridUpdateBody,
  SpotGridUpdateResult,
  SpotGridValidateUpdateResult,
  SpotGridWithdrawBody,
  SpotGridWithdrawDetailResult,
  SpotGridWithdrawResult,
} from './types';

export interface OrdersArgs {
  gridId: string;
  page: number;
  limit: number;
}

const q = botQueries('grid_id');
const bot = (gridId: string) => [{ type: 'Bot' as const, id: gridId }];
const orders = (gridId: string) => [{ type: 'Orders' as const, id: gridId }];

export const botApi = spotGridApi.injectEndpoints({
  endpoints: (build) => ({
    spotGridDetail: build.query<GridDetailResult, string>(q.byId(SPOT_GRID_PATHS.queryGridDetail, bot)),
    spotGridPnlCurve: build.query<SpotGridPnlCurveResult, string>({
      query: (gridId) => post(SPOT_GRID_PATHS.getPnlCurve, { grid_id: gridId, limit: 500 }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, gridId) => bot(gridId),
    }),
    spotGridOpenOrders: build.query<SpotGridOrdersResult, OrdersArgs>({
      query: ({ gridId, page, limit }) => post(SPOT_GRID_PATHS.getOpenOrders, { grid_id: gridId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { gridId }) => orders(gridId),
    }),
    spotGridHistoryOrders: build.query<SpotGridOrdersResult, OrdersArgs>({
      query: ({ gridId, page, limit }) => post(SPOT_GRID_PATHS.getHistoryOrders, { grid_id: gridId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { gridId }) => orders(gridId),
    }),
    spotGridWithdrawDetail: build.query<SpotGridWithdrawDetailResult, string>(q.byId(SPOT_GRID_PATHS.getWithdrawDetail, bot)),
    spotGridWithdraw: build.mutation<SpotGridWithdrawResult, SpotGridWithdrawBody>({
      query: (body) => post(SPOT_GRID_PATHS.withdrawProfit, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), 'Balance', 'BotList'],
    }),
    spotGridValidateUpdate: build.query<SpotGridValidateUpdateResult, SpotGridUpdateBody>({
      query: (body) => post(SPOT_GRID_PATHS.validateUpdateSgrid, body),
      extraOptions: { silent: true },
    }),
    spotGridUpdate: build.mutation<SpotGridUpdateResult, SpotGridUpdateBody>({
      query: (body) => post(SPOT_GRID_PATHS.updateSgrid, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), ...orders(body.grid_id), 'Balance', 'BotList'],
    }),
    spotGridCloseModes: build.query<SpotGridCloseModesResult, string>(q.byId(SPOT_GRID_PATHS.getCloseModes)),
    spotGridClose: build.mutation<SpotGridCloseResult, SpotGridCloseBody>({
      query: (body) => post(SPOT_GRID_PATHS.closeGrid, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), ...orders(body.grid_id), 'Balance', 'BotList'],
    }),
  }),
});

export const {
  useSpotGridDetailQuery,
  useSpotGridPnlCurveQuery,
  useSpotGridOpenOrdersQuery,
  useSpotGridHistoryOrdersQuery,
  useSpotGridWithdrawDetailQuery,
  useSpotGridWithdrawMutation,
  useLazySpotGridValidateUpdateQuery,
  useSpotGridUpdateMutation,
  useSpotGridCloseModesQuery,
  useSpotGridCloseMutation,
} = botApi;
