/**
 * Pure readings of a daily pick for the page and the pop-up: enums through
 * util-enums (`fromServer` takes the wire identifier or the request code),
 * figures formatted exactly from the payload's decimal strings.
 */
import { adjustPositionMode, comboBotMode, comboLegSide, type AdjustPositionMode, type ComboBotMode } from '@tb/util-enums';
import { formatDateTime, formatDecimal, formatPercent, formatSignedPercent, formatUnit } from '@tb/util-format';
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
  /** Days of the test window, and of the choosing window before it (from the pick's validation). */
  days: string;
  chooseDays: string;
}

/**
 * How many candidate baskets the pick was chosen among, for a sentence in
 * the page's language: the payload's `rule` is English prose, the count read
 * out of it ("… 12 baskets/candidates …"), none when it does not say. The
 * windows' lengths come from the pick's `validation`, not from the prose.
 */
export function ruleOf(rule: string | undefined): { candidates: number | null } {
  const text = rule ?? '';
  const count = /(\d+)\s+(?:candidate|basket)/i.exec(text) ?? /(?:candidates|baskets)\D{0,12}(\d+)/i.exec(text);
  return { candidates: count ? Number(count[1]) : null };
}

const DAY_MS = 86_400_000;

export function viewOf(pick: DailyPick, locale: string): PickView {
  const percent = (value: string) => formatPercent(value, { locale, maxDecimals: 2 });
  const { candidates } = ruleOf(pick.rule);
  const v = pick.validation;
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
    interval: intervalWords(pick.adjust_position_time_interval, locale),
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
    days: formatDecimal(v.test_days, { locale, maxDecimals: 1 }),
    chooseDays: formatDecimal(String((v.test_start - v.choose_start) / DAY_MS), { locale, maxDecimals: 1 }),
  };
}

/**
 * A rebalance interval in words in the page's language ("4 hours", "4 小時",
 * "4 ساعات"): the presets are whole days, hours or minutes (30M … 28D), so
 * the largest unit that divides it exactly. English is written without Intl
 * (util-format's formatUnit): the pop-up opens on the home page, where the
 * first `Intl.NumberFormat` unit style (the browser's number data) was most
 * of its render task on a phone (issue 30).
 */
export function intervalWords(seconds: number, locale: string): string {
  const [unit, size] = seconds % 86_400 === 0 ? (['day', 86_400] as const) : seconds % 3600 === 0 ? (['hour', 3600] as const) : (['minute', 60] as const);
  return formatUnit(Math.floor(seconds / size), unit, locale);
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
