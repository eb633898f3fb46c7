/**
 * What the bot pages derive from get-fgrid-detail, exactly (bignumber.js on
 * the decimal strings; nothing is computed in floating point):
 *
 * - PnL decomposition (designed; the four add up to the detail's `pnl`):
 *   position PnL = pnl − grid_profit − funding_fee + total_fee, so
 *   pnl = grid_profit + position PnL + funding_fee − total_fee. Grid profit
 *   already nets its round trips' fees, which `total_fee` counts again; the
 *   position PnL gives them back, so nothing is counted twice in the sum.
 * - the position row for `PositionTable`: maintenance margin = value at the
 *   mark (`total_value`) × the tier's maintenance rate (`m_m_rate`), which
 *   gives the margin ratio MM / (margin + unrealised PnL).
 */
import { futureGridStatus, futuresStopType, isBotStatusActive, isBotStatusFinal, type BotStatus, type FuturesStopType } from '@tb/util-enums';
import type { PnlFigure } from '@tb/feature-bot-pages';
import { pnlParts } from '@tb/feature-bot-pages';
import type { PositionRow } from '@tb/futures-ui';
import { toBigNumber } from '@tb/util-format';
import type { ChartLine } from '@tb/ui-charts';
import type { FuturesGridDetail } from '../api/bot-endpoints';

export type GridMode = 'neutral' | 'long' | 'short';

export function botStatus(detail: Pick<FuturesGridDetail, 'status'>): BotStatus {
  return futureGridStatus.fromServer(detail.status);
}
export const isClosed = (status: BotStatus) => isBotStatusFinal(status);
/** The bot takes changes (margin, withdraw, stops, move, close). */
export const isActive = (status: BotStatus) => isBotStatusActive(status);

export function gridMode(wire: string): GridMode {
  return wire.endsWith('_LONG') ? 'long' : wire.endsWith('_SHORT') ? 'short' : 'neutral';
}

export function stopType(detail: Pick<FuturesGridDetail, 'close_reason'>): FuturesStopType {
  return futuresStopType.fromServer(detail.close_reason);
}

/** pnl − grid profit − funding + fees (module comment); "" when a figure is missing. */
export function positionPnl(detail: Pick<FuturesGridDetail, 'pnl' | 'grid_profit' | 'funding_fee' | 'total_fee'>): string {
  const [pnl, grid, funding, fees] = [detail.pnl, detail.grid_profit, detail.funding_fee, detail.total_fee].map((v) => toBigNumber(v === '' ? '0' : v));
  if (!pnl || !grid || !funding || !fees) return '';
  return pnl.minus(grid).minus(funding).plus(fees).toFixed();
}

/** The figures of the PnL summary: grid profit, position PnL, funding, fees (a cost, negative) and total, each with its share of the investment. */
export function pnlFigures(detail: FuturesGridDetail, labels: { grid: string; position: string; funding: string; fees: string; total: string }): PnlFigure[] {
  // the shared parts (feature-bot-pages pnlParts, one builder for every kind): here the first part is the grid profit
  // (its round trips' fees already off, as the glossary's profit per grid) and the position PnL gives those fees back
  return pnlParts({
    realised: detail.grid_profit,
    unrealised: positionPnl(detail),
    funding: detail.funding_fee,
    fees: detail.total_fee,
    total: detail.pnl,
    totalRatio: detail.pnl_per,
    investment: detail.total_investment,
    labels: { realised: labels.grid, unrealised: labels.position, funding: labels.funding, fees: labels.fees, total: labels.total },
  });
}

/** The open position as a `PositionTable` row; none when the grid is flat. */
export function positionRows(detail: FuturesGridDetail): PositionRow[] {
  const side = detail.futures_pos_side.endsWith('_LONG') ? 'long' : detail.futures_pos_side.endsWith('_SHORT') ? 'short' : null;
  const size = detail.current_position.replace(/^-/, '');
  if (side === null || !toBigNumber(size)?.isGreaterThan(0)) return [];
  const value = toBigNumber(detail.total_value);
  const mmr = toBigNumber(detail.m_m_rate);
  return [
    {
      key: detail.bot_id,
      side,
      size,
      entryPrice: detail.avg_entry_price,
      markPrice: detail.mark_price,
      unrealisedPnl: detail.unrealised_pnl,
      margin: detail.position_balance,
      liquidationPrice: detail.liquidation_price,
      maintenanceMargin: value && mmr ? value.times(mmr).toFixed() : undefined,
      realLeverage: detail.real_leverage || undefined,
      tickSize: detail.tick_size,
    },
  ];
}

/** Grid levels, liquidation, TP/SL and entry lines of the price chart. */
export function chartLines(detail: FuturesGridDetail, titles: { liq: string; entry: string }): ChartLine[] {
  const lines: ChartLine[] = detail.levels.map((price) => ({ price, kind: 'level' }));
  if (detail.liquidation_price) lines.push({ price: detail.liquidation_price, kind: 'liquidation', title: titles.liq });
  if (detail.take_profit_price) lines.push({ price: detail.take_profit_price, kind: 'tp', title: 'TP' });
  if (detail.stop_loss_price) lines.push({ price: detail.stop_loss_price, kind: 'sl', title: 'SL' });
  if (detail.entry_price) lines.push({ price: detail.entry_price, kind: 'entry', title: titles.entry });
  return lines;
}
