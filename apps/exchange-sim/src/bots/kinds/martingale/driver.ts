/**
 * The futures martingale driver (bots/driver.ts): a martingale bot's life on
 * a linear perpetual.
 *
 * - Prices: the contract's mark points (market/marks.ts), buffered per
 *   symbol as the market reveals them: `indexTicks` is the contract's last
 *   price (adds, take profit, stop loss), `markTicks` the mark
 *   (liquidation). The runner wakes the bot on its symbol's price points (a
 *   mark point follows each); each step walks the buffered points after the
 *   state's `lastTime` up to the drain, with the funding fixes of the
 *   instants crossed (`market.fundingHistory`), merged by time in the engine.
 * - A step that changes nothing but the price bookmark is quiet (`persist`
 *   writes it later).
 * - Catch-up after a restart: the closed 1-minute candles after the
 *   bookmark's minute, index and mark (`market.markCandles`), each walked as
 *   its four path points (engine `walkCandle`: open, the nearer extreme, the
 *   other, close), with the funding fixes of the downtime — what the
 *   backtest walks. Points of the bookmark's own minute after it are not
 *   revealed again (as the spot grid).
 * - Money: book.ts (the derivatives postings; the futures identity holds per
 *   bot at every commit).
 * - Closes: the owner's (`BY_USER`), a ban (`USER_BANNED`), a delisting
 *   (`SYMBOL_OFFLINE`): orders cancelled, the position closed at market at
 *   the contract's last price, the wallet settled back to the funding
 *   account; close codes per the engine's MARTINGALE_CLOSE_CODE.
 * - AI parameters per mode (ai-params.ts); not ranked; followable (copy
 *   detail: get-fmart-follow-detail, the leader's parameters as a create
 *   takes them and the smallest initial margin they accept now).
 */
import { FMART_AUTO_CYCLE_CODES, FMART_MODE_CODES, type FmartFollowDetail } from '@tb/contracts';
import { type MartingaleCloseStopType, type MartingaleState, MINUTE_MS, closeMartingale, martingaleMetrics, stepMartingale, ticksToPrice, validateMartingale } from '@tb/engine';
import { spotGridStatus } from '@tb/util-enums';
import { MarkBuffer, candlePoints, fundingFixes } from '../../../derivatives/mark-buffer';
import { fundingInstantAtOrBefore } from '../../../derivatives';
import type { FuturesFundingAccount } from '../../../derivatives';
import { contractOpenToBots } from '../../common/open-contract';
import { invalid, ok } from '../../common/results';
import { listedBot } from '../../listed';
import { followHeader } from '../../follow';
import type { BotAnswer, CloseOrder, FollowFacts, KindDriver, ListedBot, Transition, KindParts } from '../../driver';
import { proposalOf } from '../../ai-params';
import type { BotRow } from '../../store';
import type { BotsKit } from '../../kit';
import { type LiveMartingale, type MartingaleConfigRow, applyMartingaleEvents, saveMartingale } from './book';
import { MartingaleAi } from './ai-params';

export const MARTINGALE_KIND = 'MART_FUTURES';

const STOP_OF: Record<CloseOrder['cause'], MartingaleCloseStopType> = {
  user: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER',
  ban: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_USER_BANNED',
  delisting: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_SYMBOL_OFFLINE',
  compliance: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_COMPLIANCE',
  // never asked of a futures kind (tax-tag closes reach spot kinds)
  'tax-tag': 'F_MART_BOT_STOP_TYPE_STOP_TYPE_SYSTEM',
  // never asked: copy-trade masters are futures grids (registry copyTradeTags); a martingale copy is a parameter copy
  master: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_SYSTEM',
};


export type MartingaleDriver = KindDriver<LiveMartingale> & {
  /** A live record for a new bot (create). */
  live(ref: { id: string; userId: number; account: FuturesFundingAccount }, state: MartingaleState): LiveMartingale;
  /** The contract's last price and mark now (ticks). */
  prices(symbol: string): { lastTicks: number; markTicks: number };
  readonly follow: { detail(row: BotRow, bot: LiveMartingale, facts: FollowFacts): FmartFollowDetail };
};

export function martingaleDriver(kit: BotsKit, parts: KindParts): MartingaleDriver {
  const { store } = kit;
  const d = kit.ctx.derivatives;
  const market = kit.ctx.market;
  const ai = new MartingaleAi(market, kit.ctx.clock);
  const marks = new MarkBuffer(market);
  const watch = (symbol: string) => marks.watch(symbol);

  const live = (ref: { id: string; userId: number; account: FuturesFundingAccount }, state: MartingaleState): LiveMartingale => {
    const contract = d.contracts.get(state.symbol);
    if (!contract) throw new Error(`martingale ${ref.id}: no contract ${state.symbol}`);
    watch(state.symbol);
    return {
      ...ref,
      kind: MARTINGALE_KIND,
      symbol: state.symbol,
      contract,
      futures: { id: ref.id, userId: ref.userId, coin: contract.coin, account: ref.account },
      state,
      faulted: false,
      dirty: false,
      persistedWall: performance.now(),
    };
  };

  const prices = (symbol: string) => {
    const m = market.markPrice(symbol);
    return { lastTicks: m.indexTicks, markTicks: m.markTicks };
  };

  const driver: MartingaleDriver = {
    kind: MARTINGALE_KIND,
    texts: { noun: 'martingale bot', label: 'martingale', plural: 'martingale bots', alreadyClosed: 'the martingale bot is already closed' },
    live,
    prices,

    load(row) {
      const state = JSON.parse(row.state) as MartingaleState;
      if (!d.contracts.get(state.symbol)) return `trades ${state.symbol}, which the market no longer lists`;
      const account = row.account_type === 'unified' ? 'unified' : 'derivatives';
      return live({ id: row.id, userId: row.user_id, account }, state);
    },

    symbols: (bot) => [bot.symbol],

    step(bot, input): Transition | null {
      const s = bot.state;
      if (s.status === 'COMPLETED') return null;
      const from = s.lastTime;
      const points = marks.between(bot.symbol, from, input.now);
      if (points.length === 0) return null;
      const to = points[points.length - 1].time;
      const funding =
        fundingInstantAtOrBefore(to) > from
          ? fundingFixes(market, bot.symbol, from + 1, to)
          : [];
      const r = stepMartingale(s, {
        last: points.map((p) => ({ time: p.time, priceTicks: p.indexTicks })),
        marks: points.map((p) => ({ time: p.time, priceTicks: p.markTicks })),
        funding,
      });
      const quiet = r.events.length === 0;
      return {
        quiet,
        write: quiet
          ? undefined
          : () => {
              recordSettlement(bot, applyMartingaleEvents(store, d, bot, r.events));
              saveMartingale(store, bot, r.state, input.now);
            },
        commit: () => {
          bot.state = r.state;
          if (quiet) bot.dirty = true;
        },
        done: r.state.status === 'COMPLETED',
      };
    },

    catchUp(bot, now) {
      const s = bot.state;
      if (s.status === 'COMPLETED') return null;
      const from = Math.floor(s.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      if (from + MINUTE_MS > now) return null;
      const { last, marks: marksOf } = candlePoints(market, bot.symbol, from, now);
      if (last.length === 0) return null;
      const to = last[last.length - 1].time;
      const funding = fundingFixes(market, bot.symbol, s.lastTime + 1, to);
      const r = stepMartingale(s, { last, marks: marksOf, funding });
      return {
        quiet: false,
        write: () => {
          recordSettlement(bot, applyMartingaleEvents(store, d, bot, r.events));
          saveMartingale(store, bot, r.state, now);
        },
        commit: () => {
          bot.state = r.state;
        },
        done: r.state.status === 'COMPLETED',
      };
    },

    persist(bot, now) {
      saveMartingale(store, bot, bot.state, now);
    },

    isDone: (bot) => bot.state.status === 'COMPLETED',

    settle(bot, order, now) {
      const { lastTicks } = prices(bot.symbol);
      const r = closeMartingale(bot.state, { stopType: STOP_OF[order.cause], priceTicks: lastTicks, time: Math.max(now, bot.state.lastTime) });
      recordSettlement(bot, applyMartingaleEvents(store, d, bot, r.events));
      saveMartingale(store, bot, r.state, now);
      return () => {
        bot.state = r.state;
      };
    },

    listItem(row, bot, now): ListedBot {
      const s = bot.state;
      const p = s.status === 'COMPLETED' ? undefined : prices(bot.symbol);
      const m = martingaleMetrics(s, { now, lastTicks: p?.lastTicks, markTicks: p?.markTicks });
      return listedBot(row, MARTINGALE_KIND, s, { status: spotGridStatus.toServer(s.status === 'COMPLETED' ? 'completed' : s.status === 'AWAIT_ACTIVATION' ? 'awaitActivation' : 'running'), total_investment: m.total_margin, total_pnl: m.pnl, total_pnl_per: m.pnl_per, fmartinBot: { leverageE2: s.config.leverageE2 } });
    },

    follow: {
      detail(row, bot, facts): FmartFollowDetail {
        const s = bot.state;
        const done = s.status === 'COMPLETED';
        const p = done ? undefined : prices(bot.symbol);
        const m = martingaleMetrics(s, { now: facts.now, lastTicks: p?.lastTicks, markTicks: p?.markTicks });
        const c = s.config;
        const sl = m.sl_per;
        // the smallest initial margin the leader's parameters accept at the price now (a copy's lower bound)
        const contract = bot.contract;
        const lastTicks = p?.lastTicks ?? s.lastTicks;
        const minInitMargin = validateMartingale(
          {
            mode: c.mode,
            leverage: m.leverage,
            priceFloatPercent: m.price_float_per,
            addPositionPercent: m.add_pos_per,
            addPositionNum: c.maxAdds,
            roundTpPercent: m.single_round_target_profit_per,
            autoCycle: c.autoCycle,
            slPercent: sl || undefined,
          },
          contract.futures,
          { lastPrice: ticksToPrice(contract.futures.market, lastTicks) },
        ).init_margin.min;
        return {
          ...followHeader(row, facts),
          bot_display_status: m.bot_display_status,
          operation_time: m.operation_time,
          total_apr: m.total_apr,
          pnl_per: m.pnl_per,
          arbitrage_num: m.completed_rounds,
          entry_price: m.entry_price,
          sl_price: m.sl_price,
          tp_price: m.tp_price,
          defeat_per: facts.defeatPer(m.total_apr),
          follow_num: facts.followers,
          leader: facts.leader([row.symbol]),
          parameters: {
            symbol: row.symbol,
            martingale_mode: FMART_MODE_CODES[c.mode],
            leverage: m.leverage,
            price_float_percent: m.price_float_per,
            add_position_percent: m.add_pos_per,
            add_position_num: c.maxAdds,
            round_tp_percent: m.single_round_target_profit_per,
            auto_cycle_toggle: c.autoCycle ? FMART_AUTO_CYCLE_CODES.enable : FMART_AUTO_CYCLE_CODES.disable,
            sl_percent: sl,
            entry_price: m.entry_price,
            min_init_margin: minInitMargin,
          },
        };
      },
    },

    ai: {
      detail(symbol) {
        const c = contractOpenToBots(kit.ctx, symbol);
        if (!c) return invalid(`symbol: ${symbol} is not open for martingale bots`);
        const got = ai.get(c);
        if (!got) return invalid(`symbol: ${symbol} has too little history for AI parameters yet`);
        return ok({ ...got.result, cached: got.cached });
      },
      // its proposals (`list`): the first
      proposal(symbol) {
        return proposalOf(this.detail(symbol) as BotAnswer & { list?: Record<string, unknown>[] }, (a) => a.list?.[0], 'backtest_apr', 'backtest_max_drawdown');
      },
    },

    routes: parts.routes,
  };

  /** Keeps what the settlement handed back in the row's config (close detail). */
  function recordSettlement(bot: LiveMartingale, settled: bigint | null): void {
    if (settled !== null) store.setSettlement(bot.id, { amount: kit.ctx.ledger.format(bot.contract.coin, settled) });
  }

  return driver;
}

export type { MartingaleConfigRow };
