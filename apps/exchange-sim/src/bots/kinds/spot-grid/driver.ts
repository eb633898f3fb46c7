/**
 * The spot grid's driver (bots/driver.ts): a grid's life on the market.
 *
 * - Steps on the points of its pair (`stepSpotGrid` walks the path between
 *   them); points at or before its bookmark are skipped, so a market that
 *   regenerates minutes after a crash never replays them. A path that crosses
 *   no level and no TP/SL/trailing trigger is quiet (`quietStep`): only the
 *   bookmark moves and the runner writes it throttled.
 * - PnL samples every 15 simulated minutes (`bot_pnl`), written with the step
 *   that reaches the boundary.
 * - Catch-up after downtime: from its bookmark through the closed 1-minute
 *   candles the market holds, each candle walked open → low/high → close, as
 *   the backtests do.
 * - Closes: the owner's close mode (2 base, 3 quote, 4 both as held);
 *   a banned user's grid with `CLOSED_USER_BAN`, coins handed back as held
 *   (no trade on behalf of a banned account); a delisted pair's grid with
 *   `CLOSED_SYMBOL_DELISTED`, coins handed back as held (the pair no longer
 *   trades). The spot table has no code of its own for either: both read
 *   "auto canceled (other)" (`BOT_CLOSE_CODE_CANCELED_AUTO`, the engine's
 *   SPOT_CLOSE_CODE).
 * - Ranked, followable (copy detail: `query-follow-grid-detail`), and has AI
 *   parameters (ai-params.ts).
 */
import { type SpotCloseMode, type SpotGridCloseReason, type SpotGridState, MINUTE_MS, candlePath, closeSpotGrid, spotGridMetrics, stepSpotGrid, validateSpotGrid } from '@tb/engine';
import { gridType } from '@tb/util-enums';
import type { PricePoint } from '../../../market/market';
import { invalid, ok } from '../../common/results';
import { SPOT_CLOSE_MODE_OF_CODE, gridStatusWire, rateText, tpSlCode } from '../../common/wire';
import { listedBot } from '../../listed';
import type { BotAnswer, CloseOrder, ListedBot, Transition, KindParts } from '../../driver';
import { proposalOf } from '../../ai-params';
import type { BotsKit } from '../../kit';
import { priceText } from '../../pairs';
import { AiParams } from './ai-params';
import { type LiveGrid, type SpotGridDriver, applyGridEvents, quietStep, sampleGrid, saveGrid } from './book';
import { nextSampleAfter } from '../../pnl-curve';

type Path = { time: number; priceTicks: number }[];

/** The sample time: the latest 15-minute boundary the state has passed (the close time for a completed bot). */
function boundary(bot: LiveGrid, state: SpotGridState): number {
  return Math.max(bot.nextSample, nextSampleAfter(state.lastTime) - 15 * 60_000);
}

const CLOSE_OF: Record<Exclude<CloseOrder['cause'], 'user'>, { mode: SpotCloseMode; reason: SpotGridCloseReason }> = {
  ban: { mode: 'base_and_quote', reason: 'CLOSED_USER_BAN' },
  delisting: { mode: 'base_and_quote', reason: 'CLOSED_SYMBOL_DELISTED' },
  'tax-tag': { mode: 'base_and_quote', reason: 'CLOSE_TAX_TAG_CHANGE' },
  // never asked of a spot kind (compliance closes reach futures kinds)
  compliance: { mode: 'base_and_quote', reason: 'CLOSED_USER_BAN' },
  // never asked: copy-trade masters are futures grids (registry copyTradeTags); a spot grid copy is a parameter copy
  master: { mode: 'base_and_quote', reason: 'CLOSED_MANUALLY' },
};

export function spotGridDriver(kit: BotsKit, parts: KindParts): SpotGridDriver {
  const { store, pairs } = kit;
  const ledger = kit.ctx.ledger;
  const ai = new AiParams(pairs, kit.ctx.clock);
  // Every grid of a pair walks the same path in a drain: converted once per drain and pair.
  const paths = new WeakMap<readonly PricePoint[], Path>();

  const driver: SpotGridDriver = {
    kind: 'GRID_SPOT',
    texts: { noun: 'grid', label: 'grid', plural: 'spot grids', alreadyClosed: 'the grid is already completed' },

    load(row) {
      const pair = pairs.get(row.symbol);
      if (!pair) return `trades ${row.symbol}, which the market no longer lists`;
      const state = JSON.parse(row.state) as SpotGridState;
      const lastSample = state.status === 'COMPLETED' ? null : store.lastPnlTime(row.id);
      const ref = { id: row.id, userId: row.user_id, account: row.account_type };
      return { ...ref, kind: 'GRID_SPOT', pair, state, persistedWall: performance.now(), dirty: false, nextSample: nextSampleAfter(Math.max(lastSample ?? 0, state.createdAt)), faulted: false };
    },

    symbols: (bot) => [bot.pair.symbol],

    step(bot, input): Transition | null {
      const points = input.points.get(bot.pair.symbol);
      if (!points) return null;
      let path = paths.get(points);
      if (!path) paths.set(points, (path = points.map((p) => ({ time: p.time, priceTicks: pairs.toTicks(bot.pair, p.ticks) }))));
      const last = bot.state.lastTime;
      let from = 0;
      while (from < path.length && path[from].time <= last) from++;
      if (from === path.length) return null;
      const fresh = from === 0 ? path : path.slice(from);
      const quiet = quietStep(bot.state, fresh);
      const step = quiet ? { state: quiet, events: [] } : stepSpotGrid(bot.state, fresh);
      const priceTicks = fresh[fresh.length - 1].priceTicks;
      const done = step.state.status === 'COMPLETED';
      const sampleDue = step.state.lastTime >= bot.nextSample || done;
      const commit = () => {
        bot.state = step.state;
        if (sampleDue) bot.nextSample = nextSampleAfter(step.state.lastTime);
      };
      if (step.events.length === 0) {
        return { quiet: true, write: sampleDue ? () => sampleGrid(store, bot, step.state, priceTicks, boundary(bot, step.state)) : undefined, commit };
      }
      const write = () => {
        applyGridEvents(store, ledger, bot, bot.pair, step.events, input.now);
        saveGrid(store, bot, step.state, priceTicks, Math.max(input.now, step.state.lastTime));
        if (sampleDue) sampleGrid(store, bot, step.state, priceTicks, done ? step.state.endedAt : boundary(bot, step.state));
      };
      return { quiet: false, write, commit, done };
    },

    persist(bot, now) {
      saveGrid(store, bot, bot.state, bot.state.lastTicks, Math.max(now, bot.state.lastTime));
    },

    catchUp(bot, now) {
      const state = bot.state;
      if (state.status === 'COMPLETED') return null;
      const from = Math.floor(state.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      const candles = pairs.candles(bot.pair, from, now);
      const path: Path = [];
      for (let i = 0; i < candles.length; i++) {
        const openTime = candles.startTime + i * MINUTE_MS;
        for (const point of candlePath({ openTime, open: candles.open[i], high: candles.high[i], low: candles.low[i], close: candles.close[i], volume: 0, quoteVolume: 0 })) {
          if (point.time > state.lastTime) path.push(point);
        }
      }
      if (!path.length) return null;
      const step = stepSpotGrid(state, path);
      const priceTicks = path[path.length - 1].priceTicks;
      return {
        quiet: false,
        write: () => {
          applyGridEvents(store, ledger, bot, bot.pair, step.events, now);
          saveGrid(store, bot, step.state, priceTicks, Math.max(now, step.state.lastTime));
        },
        commit: () => {
          bot.state = step.state;
        },
      };
    },

    isDone: (bot) => bot.state.status === 'COMPLETED',

    settle(bot, order, now) {
      const { mode, reason } = order.cause === 'user' ? { mode: SPOT_CLOSE_MODE_OF_CODE[order.mode], reason: 'CLOSED_MANUALLY' as const } : CLOSE_OF[order.cause];
      const priceTicks = pairs.lastTicks(bot.pair);
      const step = closeSpotGrid(bot.state, { mode, reason, priceTicks, time: now });
      applyGridEvents(store, ledger, bot, bot.pair, step.events, now);
      saveGrid(store, bot, step.state, priceTicks, now);
      sampleGrid(store, bot, step.state, priceTicks, now);
      return () => {
        bot.state = step.state;
      };
    },

    listItem(row, bot, now): ListedBot {
      const m = spotGridMetrics(bot.state, pairs.lastTicks(bot.pair), now);
      return listedBot(row, 'GRID_SPOT', bot.state, { status: gridStatusWire(bot.state.status), total_investment: m.total_investment, total_pnl: m.total_profit, total_pnl_per: m.current_per });
    },

    ranking: {
      figures(_row, bot, now) {
        const m = spotGridMetrics(bot.state, pairs.lastTicks(bot.pair), now);
        return { symbol: bot.pair.symbol, quote_token: bot.pair.quote, total_pnl: m.total_profit, total_pnl_per: m.current_per, total_apr: m.total_apr };
      },
    },

    follow: {
      detail(row, bot, facts) {
        const { pair, state } = bot;
        const priceTicks = pairs.lastTicks(pair);
        const m = spotGridMetrics(state, priceTicks, facts.now);
        const c = state.config;
        const price = (ticks: number | null) => (ticks === null ? '' : priceText(pair, ticks));
        const minInvestment = validateSpotGrid(
          { minPrice: price(state.levels[0]), maxPrice: price(state.levels[state.levels.length - 1]), cellNumber: c.cellNumber, gridType: c.gridType, quoteInvestment: '0' },
          pairs.spotMarket(pair, priceTicks),
        ).investment.from;
        return {
          grid_id: row.id,
          nick_name: facts.nickName,
          symbol: pair.symbol,
          base_token: pair.base,
          quote_token: pair.quote,
          status: gridStatusWire(state.status),
          operation_time: m.operation_ms,
          total_apr: m.total_apr,
          total_profit_per: m.current_per,
          arbitrage_num: m.arbitrage_num,
          entry_price: price(c.entryTicks),
          stop_loss_price: price(c.slTicks),
          take_profit_price: price(c.tpTicks),
          defeat_per: facts.defeatPer(m.total_apr),
          follow_num: facts.followers,
          leader: facts.leader([row.symbol]),
          parameters: {
            symbol: pair.symbol,
            min_price: price(state.levels[0]),
            max_price: price(state.levels[state.levels.length - 1]),
            cell_number: c.cellNumber,
            grid_type: gridType.toCode(c.gridType),
            entry_price: price(c.entryTicks),
            tp_sl_type: tpSlCode(c.tpSlType),
            take_profit_price: price(c.tpTicks),
            stop_loss_price: price(c.slTicks),
            take_profit_per: rateText(c.tpRate),
            stop_loss_per: rateText(c.slRate),
            ts_percent: rateText(c.tsRate),
            enable_trailing: c.enableTrailing,
            limit_up_price: price(c.limitUpTicks),
            min_investment: minInvestment,
          },
        };
      },
    },

    ai: {
      detail(symbol) {
        const pair = pairs.get(symbol);
        if (!pair || !pairs.open(pair)) return invalid(`symbol: ${symbol} is not open for grid bots`);
        const got = ai.get(pair);
        if (!got) return invalid(`symbol: ${symbol} has too little history for AI parameters yet`);
        return ok({ ...got.result, cached: got.cached });
      },
      // its proposals (`list`): the recommended style's (recommended_style_code), else the first
      proposal(symbol) {
        return proposalOf(
          this.detail(symbol) as BotAnswer & { recommended_style_code?: number; list?: Record<string, unknown>[] },
          (a) => a.list?.find((p) => a.recommended_style_code !== undefined && p['style_code'] === a.recommended_style_code) ?? a.list?.[0],
          'annual_percentage_yield',
          'max_drawdown_ratio',
        );
      },
    },

    routes: parts.routes,
  };
  return driver;
}
