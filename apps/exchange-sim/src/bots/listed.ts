import type { BotListItem } from '@tb/contracts';
import type { BotRow } from './store';

/**
 * The list-all-bots fields a bot's stored row answers by itself (id, kind, symbol and its coins), for a
 * kind whose list type is its row's (a generated kind, the seam's test kind); a kind adds its figures.
 */
export function listedNames(row: BotRow): Pick<BotListItem, 'bot_id' | 'bot_type' | 'symbol' | 'base_token' | 'quote_token'> {
  return { bot_id: row.id, bot_type: row.kind as BotListItem['bot_type'], symbol: row.symbol, base_token: row.base_token, quote_token: row.quote_token };
}
