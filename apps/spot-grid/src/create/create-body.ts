/**
 * The create-grid (SG-2) payload, built only by the confirmation dialog (its
 * own chunk): the form's shared pieces are in form.ts, this part and the copy
 * source's codes are not in the create page's first route (issue 30).
 */
import { creationSource } from '@tb/feature-bot-pages';
import type { CreateGridBody } from '../api/types';
import { GRID_TYPE_CODE, investment, optional, tpSl, trailing, type GridFormValues } from './form';

/**
 * SG-2 body: the same inputs under create-grid's names, plus the copy source:
 * `block_source` 2 (AI create block) for AI parameters, 3 (rank list) for a
 * copy opened from the ranking (`fromRank`), else 1 (main-page create block).
 */
export function toCreateBody(v: GridFormValues, trailingStopAllowed: boolean, createType: 'manual' | 'auto' | 'copy', fromRank = false): CreateGridBody {
  const tpsl = tpSl(v, { tp: 'take_profit_price', sl: 'stop_loss_price' });
  return {
    symbol: v.symbol,
    max_price: v.maxPrice,
    min_price: v.minPrice,
    cell_number: Number(v.cellNumber),
    grid_type: GRID_TYPE_CODE[v.gridType],
    ...investment(v),
    ...optional('entry_price', v.entryPrice),
    ...tpsl,
    ...trailing(v, trailingStopAllowed),
    ...optional('followed_grid_id', v.followedGridId),
    ...optional('reward_id', v.investMode !== 'base' ? v.rewardId : ''),
    ...(v.account === 'fund' ? { account_type: 6 as const } : {}),
    ...creationSource(createType, fromRank),
  };
}
