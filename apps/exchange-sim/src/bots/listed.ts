import type { BotListItem } from '@tb/contracts';
import { closeCodeWire } from './common/wire';
import type { BotRow } from './store';

/**
 * The list-all-bots fields a bot's stored row answers by itself (id, kind, symbol and its coins), for a
 * kind whose list type is its row's (a generated kind, the seam's test kind); a kind adds its figures.
 */
export function listedNames(row: BotRow): Pick<BotListItem, 'bot_id' | 'bot_type' | 'symbol' | 'base_token' | 'quote_token'> {
  return { bot_id: row.id, bot_type: row.kind as BotListItem['bot_type'], symbol: row.symbol, base_token: row.base_token, quote_token: row.quote_token };
}

/** What a kind computes for its bot's list-all-bots item: the status's wire value, the money figures and a futures kind's leverage field. */
export type ListedFigures = Pick<BotListItem, 'status' | 'total_investment' | 'total_pnl' | 'total_pnl_per'> & Partial<Pick<BotListItem, 'fgridBot' | 'fmartinBot' | 'fcomboBot'>>;

/**
 * A bot's list-all-bots item (without the product tags the list adds): its row's names under the kind's
 * list type `botType`, its create time, the end and close code its engine state records, and the kind's
 * `figures`.
 */
export function listedBot(row: BotRow, botType: BotListItem['bot_type'], state: { readonly endedAt: number; readonly closeCode: string | null }, figures: ListedFigures): Omit<BotListItem, 'product_tags'> {
  const { status, total_investment, total_pnl, total_pnl_per, ...leverage } = figures;
  return {
    ...listedNames(row),
    bot_type: botType,
    status,
    create_time: row.create_time,
    end_time: state.endedAt,
    total_investment,
    total_pnl,
    total_pnl_per,
    close_code: closeCodeWire(state.closeCode),
    ...leverage,
  };
}
