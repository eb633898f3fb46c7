/**
 * create-grid, injected by the confirm dialog that alone sends it: the create
 * page's first screen does not carry it (issue 30). Refusals are `silent`:
 * the dialog explains them in place.
 */
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import { post, spotGridApi } from './create-endpoints';
import type { CreateGridBody, CreateGridResult } from './types';

const createCallApi = spotGridApi.injectEndpoints({
  endpoints: (build) => ({
    spotGridCreate: build.mutation<CreateGridResult, CreateGridBody>({
      query: (body) => post(SPOT_GRID_PATHS.createGrid, body),
      extraOptions: { silent: true },
      invalidatesTags: ['BotList', 'Balance'],
    }),
  }),
});

export const { useSpotGridCreateMutation } = createCallApi;
