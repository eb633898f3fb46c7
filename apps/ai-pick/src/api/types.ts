/**
 * The daily pick's wire shapes (combo design decision 7). Decimals are
 * strings, times Unix seconds (strings), percents fractions; enums carry the
 * util-enums identifiers (or their request codes), read with `fromServer`.
 */
const FCOMBO = '/x-api/contract/v5/private/fcombobot';

export const DAILY_PICK_PATHS = {
  getDailyPick: `${FCOMBO}/get-daily-pick`,
  setDailyPickNoPop: `${FCOMBO}/set-daily-pick-no-pop`,
} as const;

export interface DailyPickLeg {
  symbol: string;
  side: string | number;
  target_position_percent: string;
}

export interface DailyPickBacktest {
  start_time: string;
  end_time: string;
  total_pnl_per: string;
  max_drawdown: string;
  apr: string;
  rebalance_num: number;
  curve: ReadonlyArray<{ time: string; pnl_per: string }>;
}

export interface DailyPick {
  date: string;
  pick_id: string;
  bot_name: string;
  bot_mode: string | number;
  leverage: string;
  symbol_settings: readonly DailyPickLeg[];
  adjust_position_mode: string | number;
  adjust_position_percent: string;
  adjust_position_time_interval: string;
  suggested_init_margin: string;
  backtest: DailyPickBacktest;
  score: string;
  /** How the pick was chosen: how many baskets over how many days. */
  rule: { candidate_num: number; lookback_days: number } | string;
  no_pop: boolean;
}

export interface DailyPickNoPopBody {
  no_pop: boolean;
}
