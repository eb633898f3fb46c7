/**
 * The PnL curve the grid kinds keep (`bot_pnl`, contracts `get-pnl-curve`):
 * a sample every PNL_CURVE_SAMPLE_MS of simulated time while the bot trades
 * (at the boundary its step reaches), one at creation and one at the close;
 * a running bot's curve ends with a point now carrying the live figures.
 */
import { PNL_CURVE_LIMIT_MAX, PNL_CURVE_SAMPLE_MS, type PnlPoint } from '@tb/contracts';
import type { BotStore, PnlRow } from './store';

/** The first sample boundary after `time`. */
export const nextSampleAfter = (time: number): number => Math.floor(time / PNL_CURVE_SAMPLE_MS) * PNL_CURVE_SAMPLE_MS + PNL_CURVE_SAMPLE_MS;

/**
 * The samples of a bot in [start, end] (default: all), with `live` (the
 * figures now, for a running bot) appended when the window reaches now and
 * no sample is that recent; thinned evenly to `limit` (default and max
 * PNL_CURVE_LIMIT_MAX), keeping the first and the last.
 */
export function curveRows(store: BotStore, botId: string, body: { start_time?: number; end_time?: number; limit?: number }, now: number, live: (() => PnlRow) | null): PnlRow[] {
  const limit = body.limit ?? PNL_CURVE_LIMIT_MAX;
  let rows = store.pnl(botId, body.start_time ?? 0, body.end_time ?? Number.MAX_SAFE_INTEGER);
  const last = rows[rows.length - 1];
  if (live && (body.end_time ?? now) >= now && (!last || last.time < now) && now >= (body.start_time ?? 0)) rows = [...rows, live()];
  if (rows.length > limit) {
    const step = (rows.length - 1) / (limit - 1);
    rows = Array.from({ length: limit }, (_, i) => rows[Math.round(i * step)]);
  }
  return rows;
}

/** The curve's points as the API answers them, with the kind's formatting of amounts (quote units) and prices (ticks). */
export function curvePoints(rows: readonly PnlRow[], f: { quote(units: number): string; price(ticks: number): string }): PnlPoint[] {
  return rows.map((r) => ({
    time: r.time,
    grid_profit: f.quote(r.grid_profit),
    floating_pnl: f.quote(r.total_pnl - r.grid_profit),
    total_pnl: f.quote(r.total_pnl),
    price: f.price(r.price_ticks),
  }));
}
