import type { AnnouncementSearchResult, AnnouncementHit } from '@tb/contracts';

export type { AnnouncementSearchResult, AnnouncementHit };

/** `POST /x-api/s1/bot/tradingbot/v1/list-all-bots` (shape agreed for the all-bots list). */
export type BotListStatus = 'ongoing' | 'closed';
export type BotType = 'GRID_SPOT' | 'DCA_SPOT' | 'GRID_FUTURES' | 'MART_FUTURES' | 'COMBO_FUTURES';

export interface ListAllBotsBody {
  status: BotListStatus;
  page: number;
  limit: number;
}

export interface BotSummary {
  bot_id: string;
  bot_type: BotType | string;
  symbol: string;
  base_token: string;
  quote_token: string;
  status: string;
  /** Unix time (ms, or s for the futures bots); a string or number on the wire. */
  create_time: string | number;
  end_time: string | number;
  total_investment: string;
  total_pnl: string;
  /** PnL ratio as a fraction. */
  total_pnl_per: string;
  close_code?: string | number;
}

export interface ListAllBotsResult {
  status_code: number;
  total: number;
  bots: BotSummary[];
}

/** The area (path segment) of each bot type: its detail page is `/{area}/detail/{bot_id}/`. */
export const AREA_OF_BOT: Readonly<Record<BotType, string>> = {
  GRID_SPOT: 'spot-grid',
  DCA_SPOT: 'dca',
  GRID_FUTURES: 'futures-grid',
  MART_FUTURES: 'martingale',
  COMBO_FUTURES: 'combo',
};

export function isBotType(value: string): value is BotType {
  return value in AREA_OF_BOT;
}
