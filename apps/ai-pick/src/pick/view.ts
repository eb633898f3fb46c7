/**
 * Pure readings of a daily pick for the page and the pop-up: enums through
 * util-enums (`fromServer` takes the wire identifier or the request code),
 * figures formatted exactly from the payload's decimal strings.
 */
import { adjustPositionMode, comboBotMode, comboLegSide, type AdjustPositionMode, type ComboBotMode } from '@tb/util-enums';
import { formatDateTime, formatDecimal, formatDuration, formatPercent, formatSignedPercent } from '@tb/util-format';
import type { DailyPick } from '../api/types';

export interface PickLegView {
  symbol: string;
  side: 'long' | 'short';
  weight: string;
}

export interface PickView {
  name: string;
  date: string;
  mode: ComboBotMode;
  leverage: string;
  legs: PickLegView[];
  adjustMode: AdjustPositionMode;
  /** The rebalance interval in words (`4h`), or null when the mode has none. */
  interval: string;
  /** The drift threshold as a percent (`5.00%`). */
  drift: string;
  margin: string;
  start: string;
  end: string;
  totalReturn: string;
  maxDrawdown: string;
  apr: string;
  rebalances: string;
  score: string;
  candidates: number | null;
  days: number;
}

/** How the pick was chosen: the number of candidate baskets and the look-back (7 days unless the payload says otherwise). */
export function ruleOf(rule: DailyPick['rule'] | undefined): { candidates: number | null; days: number } {
  if (rule && typeof rule === 'object') return { candidates: Number.isInteger(rule.candidate_num) ? rule.candidate_num : null, days: rule.lookback_days || 7 };
  return { candidates: null, days: 7 };
}

export function viewOf(pick: DailyPick, locale: string): PickView {
  const percent = (value: string) => formatPercent(value, { locale, maxDecimals: 2 });
  const { candidates, days } = ruleOf(pick.rule);
  return {
    name: pick.bot_name,
    date: pick.date,
    mode: comboBotMode.fromServer(pick.bot_mode),
    leverage: formatDecimal(pick.leverage, { locale, maxDecimals: 2 }),
    legs: pick.symbol_settings.map((leg) => ({
      symbol: leg.symbol,
      side: comboLegSide.fromServer(leg.side) === 'short' ? 'short' : 'long',
      weight: formatPercent(leg.target_position_percent, { locale, maxDecimals: 2 }),
    })),
    adjustMode: adjustPositionMode.fromServer(pick.adjust_position_mode),
    interval: formatDuration({ seconds: pick.adjust_position_time_interval || '0' }, { locale }),
    drift: percent(pick.adjust_position_percent || '0'),
    margin: `${formatDecimal(pick.suggested_init_margin, { locale, maxDecimals: 2, minDecimals: 2 })} USDT`,
    start: formatDateTime(pick.backtest.start_time, { locale, style: 'dateTime', timeZone: 'UTC' }),
    end: formatDateTime(pick.backtest.end_time, { locale, style: 'dateTime', timeZone: 'UTC' }),
    totalReturn: formatSignedPercent(pick.backtest.total_pnl_per, { locale, maxDecimals: 2 }),
    maxDrawdown: percent(pick.backtest.max_drawdown),
    apr: formatSignedPercent(pick.backtest.apr, { locale, maxDecimals: 2 }),
    rebalances: String(pick.backtest.rebalance_num),
    score: formatDecimal(pick.score, { locale, maxDecimals: 2 }),
    candidates,
    days,
  };
}

/** The rebalance rule in words: which sentence and its values. */
export function rebalanceWords(view: PickView): { key: 'rebalanceTime' | 'rebalancePercent' | 'rebalanceTimeOrPercent' | 'rebalanceByUser'; values: { interval: string; percent: string } } {
  const values = { interval: view.interval, percent: view.drift };
  switch (view.adjustMode) {
    case 'time':
      return { key: 'rebalanceTime', values };
    case 'percent':
      return { key: 'rebalancePercent', values };
    case 'timeOrPercent':
      return { key: 'rebalanceTimeOrPercent', values };
    default:
      return { key: 'rebalanceByUser', values };
  }
}

/** The create page's address for copying today's pick (it reads get-daily-pick itself). */
export const copyPickPath = (homePath: string) => `${homePath}combo/create/?pick=daily`;
