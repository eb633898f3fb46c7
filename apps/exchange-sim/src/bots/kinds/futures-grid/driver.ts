/**
 * The futures grid's driver (bots/driver.ts): a futures grid's life on its
 * linear contract.
 *
 * - Steps on the derivatives feed of its contract (`DrainInput.futures`), in
 *   arrival order: each mark point is a last price (its index, the
 *   contract's last price) then a mark (liquidation check), each funding fix
 *   a funding settlement at the fix's mark (`stepFuturesGrid`). Points and
 *   fixes at or before its bookmark (`state.lastTime`) are skipped. A step
 *   without events is quiet (only the bookmark moved).
 * - Postings: book.ts (every engine result through `ctx.derivatives.postings`;
 *   funding is the engine's, posted per instant, so the settlement service is
 *   not called for these positions).
 * - Catch-up after downtime: from its bookmark, the closed 1-minute index and
 *   mark candles the market holds (`markCandles`), each walked as the engine's
 *   `futuresCandleTicks` (open, low/high, high/low, close as last then mark),
 *   with the funding fixes of those minutes before the minute that follows
 *   each instant.
 * - Closes: the owner's (F_GRID_BOT_STOP_TYPE_USER), a banned user's
 *   (USER_BAN), a delisted contract's (SYMBOL_OFFLINE): orders cancelled, the
 *   position closed at market at the last price, the wallet handed back.
 * - Followable (copy detail: the parameters a create takes, the minimum
 *   investment at the price now); AI parameters per grid mode (service.ts
 *   aiParams). Not ranked yet: futures grids join the ranking with the
 *   cross-kind ranking work (its seeded leaders of every kind), not before.
 */
import { FUTURES_GRID_CODES, type FuturesGridFollowDetail, PNL_CURVE_SAMPLE_MS } from '@tb/contracts';
import { type FuturesGridState, type FuturesGridStopType, type FuturesGridTick, MINUTE_MS, closeFuturesGrid, futuresCandleTicks, futuresGridMetrics, stepFuturesGrid, validateFuturesGrid } from '@tb/engine';
import { gridStatusWire, tpSlCode } from '../../common/wire';
import { listedBot } from '../../listed';
import type { BotAnswer, CloseOrder, FollowFacts, KindDriver, ListedBot, Transition, KindParts } from '../../driver';
import { proposalOf } from '../../ai-params';
import type { BotRow } from '../../store';
import type { BotsKit } from '../../kit';
import { type LiveFuturesGrid, applyFuturesGridEvents, sampleFuturesGrid, saveFuturesGrid } from './book';
import { nextSampleAfter } from '../../pnl-curve';

const STOP_OF: Record<CloseOrder['cause'], FuturesGridStopType> = {
  user: 'F_GRID_BOT_STOP_TYPE_USER',
  ban: 'F_GRID_BOT_STOP_TYPE_USER_BAN',
  delisting: 'F_GRID_BOT_STOP_TYPE_SYMBOL_OFFLINE',
  compliance: 'F_GRID_BOT_STOP_TYPE_COMPLIANCE',
  // never asked of a futures kind (tax-tag closes reach spot kinds)
  'tax-tag': 'F_GRID_BOT_STOP_TYPE_USER',
  master: 'F_GRID_BOT_STOP_TYPE_MASTER',
};

/** The futures grid's driver: ranked and followable (copy detail: get-follow-fgrid-detail). */
export type FuturesGridDriver = KindDriver<LiveFuturesGrid> & { readonly follow: { detail(row: BotRow, bot: LiveFuturesGrid, facts: FollowFacts): FuturesGridFollowDetail } };

export function futuresGridDriver(kit: BotsKit, parts: KindParts<{ aiParams(symbol: string): BotAnswer }>): FuturesGridDriver {
  const { store } = kit;
  const { market } = kit.ctx;
  const d = kit.ctx.derivatives;

  /** The transition of `ticks`, written with its postings (quiet when nothing but the bookmark moved). */
  const transition = (bot: LiveFuturesGrid, ticks: readonly FuturesGridTick[], now: number): Transition | null => {
    if (ticks.length === 0) return null;
    const step = stepFuturesGrid(bot.state, ticks);
    const done = step.state.status === 'COMPLETED';
    // a PnL sample at the latest boundary passed (the close time for a completed bot)
    const sampleDue = step.state.lastTime >= bot.nextSample || done;
    const sampleAt = done ? step.state.endedAt : Math.max(bot.nextSample, nextSampleAfter(step.state.lastTime) - PNL_CURVE_SAMPLE_MS);
    const sample = () => sampleFuturesGrid(store, bot, step.state, sampleAt);
    const commit = () => {
      bot.state = step.state;
      if (sampleDue) bot.nextSample = nextSampleAfter(step.state.lastTime);
    };
    if (step.events.length === 0) return { quiet: true, write: sampleDue ? sample : undefined, commit };
    const write = () => {
      applyFuturesGridEvents(store, d, bot, step.events, now);
      saveFuturesGrid(store, bot, step.state, Math.max(now, step.state.lastTime));
      if (sampleDue) sample();
    };
    return { quiet: false, write, commit, done };
  };

  /** FG-4's figures of a bot now (at the contract's last and mark price; a closed bot at its close). */
  const metricsNow = (bot: LiveFuturesGrid, now: number) => {
    const s = bot.state;
    const p = s.status === 'COMPLETED' ? { indexTicks: s.lastTicks, markTicks: s.markTicks } : market.markPrice(bot.contract.symbol);
    return futuresGridMetrics(s, p.indexTicks, p.markTicks, now);
  };

  const driver: FuturesGridDriver = {
    kind: 'GRID_FUTURES',
    texts: { noun: 'futures grid', label: 'futures grid', plural: 'futures grids', alreadyClosed: 'the futures grid is already completed' },

    load(row) {
      const contract = d.contracts.get(row.symbol);
      if (!contract) return `trades ${row.symbol}, which is no longer a linear contract`;
      const state = JSON.parse(row.state) as FuturesGridState;
      const lastSample = state.status === 'COMPLETED' ? null : store.lastPnlTime(row.id);
      const nextSample = nextSampleAfter(Math.max(lastSample ?? 0, state.createdAt));
      return { id: row.id, userId: row.user_id, account: row.account_type, kind: 'GRID_FUTURES', contract, state, nextSample, faulted: false, dirty: false, persistedWall: performance.now() };
    },

    symbols: (bot) => [bot.contract.symbol],

    step(bot, input) {
      const feed = input.futures?.get(bot.contract.symbol);
      if (!feed || bot.state.status === 'COMPLETED') return null;
      const after = bot.state.lastTime;
      const ticks: FuturesGridTick[] = [];
      for (const item of feed) {
        if (item.type === 'mark') {
          const p = item.point;
          if (p.time <= after) continue;
          ticks.push({ type: 'last', time: p.time, priceTicks: p.indexTicks }, { type: 'mark', time: p.time, priceTicks: p.markTicks });
        } else if (item.fix.time > after) ticks.push({ type: 'funding', time: item.fix.time, rateE8: item.fix.rateE8, markTicks: item.fix.markTicks });
      }
      return transition(bot, ticks, input.now);
    },

    persist(bot, now) {
      saveFuturesGrid(store, bot, bot.state, Math.max(now, bot.state.lastTime));
    },

    catchUp(bot, now) {
      const state = bot.state;
      if (state.status === 'COMPLETED') return null;
      const symbol = bot.contract.symbol;
      const from = Math.floor(state.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      const cols = market.markCandles(symbol, from, now);
      const fixes = market.fundingHistory(symbol, state.lastTime + 1, now);
      const ticks: FuturesGridTick[] = [];
      let f = 0;
      for (let i = 0; i < cols.index.length; i++) {
        const openTime = cols.index.startTime + i * MINUTE_MS;
        for (; f < fixes.length && fixes[f].time <= openTime; f++) ticks.push({ type: 'funding', time: fixes[f].time, rateE8: fixes[f].rateE8, markTicks: fixes[f].markTicks });
        const index = { open: cols.index.open[i], high: cols.index.high[i], low: cols.index.low[i], close: cols.index.close[i] };
        const mark = { open: cols.open[i], high: cols.high[i], low: cols.low[i], close: cols.close[i] };
        for (const t of futuresCandleTicks(openTime, index, mark)) if (t.time > state.lastTime) ticks.push(t);
      }
      return transition(bot, ticks, now);
    },

    isDone: (bot) => bot.state.status === 'COMPLETED',

    settle(bot, order, now) {
      const { indexTicks } = market.markPrice(bot.contract.symbol);
      const step = closeFuturesGrid(bot.state, { stopType: STOP_OF[order.cause], lastTicks: indexTicks, time: now });
      applyFuturesGridEvents(store, d, bot, step.events, now);
      saveFuturesGrid(store, bot, step.state, now);
      sampleFuturesGrid(store, bot, step.state, now);
      return () => {
        bot.state = step.state;
      };
    },

    listItem(row, bot, now): ListedBot {
      const s = bot.state;
      const m = metricsNow(bot, now);
      return listedBot(row, 'GRID_FUTURES', s, { status: gridStatusWire(s.status), total_investment: m.total_investment, total_pnl: m.pnl, total_pnl_per: m.pnl_per, fgridBot: { leverageE2: s.config.leverageE2 } });
    },

    follow: {
      detail(row, bot, facts): FuturesGridFollowDetail {
        const s = bot.state;
        const m = metricsNow(bot, facts.now);
        const c = s.config;
        const last = s.status === 'COMPLETED' ? s.lastTicks : market.markPrice(bot.contract.symbol).indexTicks;
        const minInvestment = validateFuturesGrid(
          { gridMode: c.mode, gridType: c.gridType, minPrice: m.min_price, maxPrice: m.max_price, cellNumber: c.cellNumber, leverage: m.leverage, investment: '0' },
          bot.contract.futures,
          { symbol: bot.contract.symbol, baseCoin: bot.contract.contract.base, quoteCoin: bot.contract.coin, lastPrice: market.formatContractPrice(bot.contract.symbol, last) },
        ).investment.from;
        return {
          bot_id: row.id,
          nick_name: facts.nickName,
          symbol: row.symbol,
          base_token: row.base_token,
          quote_token: row.quote_token,
          status: m.status,
          operation_time: m.operation_time,
          total_apr: m.total_apr,
          pnl_per: m.pnl_per,
          arbitrage_num: m.arbitrage_num,
          defeat_per: facts.defeatPer(m.total_apr),
          follow_num: facts.followers,
          leader: facts.leader([row.symbol]),
          parameters: {
            symbol: row.symbol,
            grid_mode: FUTURES_GRID_CODES.gridMode[c.mode],
            grid_type: FUTURES_GRID_CODES.gridType[c.gridType],
            min_price: m.min_price,
            max_price: m.max_price,
            cell_number: c.cellNumber,
            leverage: m.leverage,
            tp_sl_type: tpSlCode(c.tpSlType),
            take_profit_price: m.take_profit_price,
            stop_loss_price: m.stop_loss_price,
            take_profit_per: m.take_profit_per,
            stop_loss_per: m.stop_loss_per,
            trailing_stop_per: m.trailing_stop_per,
            entry_price: m.entry_price,
            move_up_price: m.move_up_price,
            move_down_price: m.move_down_price,
            min_investment: minInvestment,
          },
        };
      },
    },

    // one service for the routes and the cross-kind AI registry (tools aurora/creation): the same proposals and cache
    ai: {
      detail: (symbol) => parts.service().aiParams(symbol),
      // one proposal per grid mode (`ai_params`), neutral first: the first
      proposal: (symbol) => proposalOf(parts.service().aiParams(symbol) as BotAnswer & { ai_params?: Record<string, unknown>[] }, (a) => a.ai_params?.[0], 'total_apr', 'max_drawdown_ratio'),
    },
    routes: parts.routes,
  };
  return driver;
}
