/**
 * The futures combo driver (bots/driver.ts): a basket of 2–10 linear USDT
 * perpetual legs sharing one margin wallet, each leg an isolated position
 * (engine libs/engine/src/combo; combo design decisions 2–6).
 *
 * - Prices: every leg's mark points (market/marks.ts), buffered per symbol
 *   as the market reveals them: `indexTicks` is the contract's last price
 *   (the rebalance trades), `markTicks` the mark (weights, stops,
 *   liquidation). The runner wakes the bot on any leg's price points (every
 *   leg's symbol is in `symbols`, so each drain batch carries them all);
 *   each step hands the engine every leg's points after the state's
 *   `lastTime` up to the drain, with the funding fixes of the instants
 *   crossed, merged by time in the engine (funding first at an equal time).
 * - A step that changes nothing but the price bookmark is quiet (`persist`
 *   writes it later); a time rebalance falls due on the clock even without
 *   a point (`now` in the step input), so the kind is `clocked`.
 * - Catch-up after a restart: the closed 1-minute candles after the
 *   bookmark's minute of every leg, index and mark, walked as their four
 *   path points (engine `walkCandle`), with the downtime's funding fixes.
 * - Money: book.ts (the derivatives postings, one position row per leg).
 * - Closes: the owner's (`BY_USER`), a ban (`USER_BANNED`), a delisting of
 *   ANY leg's symbol closes the whole combo (`SYMBOL_OFFLINE`, close code
 *   symbol delisted): every live leg closed at market at its last price, the
 *   wallet settled back to the derivatives account.
 * - Followable (copy detail: get-follow-detail, the legs and settings as
 *   create-bot takes them, the smallest initial margin they accept now, the
 *   PnL curve); not ranked.
 */
import { type FcomboFollowDetail } from '@tb/contracts';
import {
  type ComboCloseCause,
  type ComboContracts,
  type ComboPrices,
  type ComboState,
  type ComboSymbolFeed,
  FUNDING_INTERVAL_MS,
  MINUTE_MS,
  closeCombo,
  comboMetrics,
  stepCombo,
  validateCombo,
} from '@tb/engine';
import { spotGridStatus } from '@tb/util-enums';
import { tx } from '../../../db/database';
import { MarkBuffer, candlePoints, fundingFixes } from '../../../derivatives/mark-buffer';
import { type DerivContract, type FuturesFundingAccount, fundingInstantAtOrBefore } from '../../../derivatives';
import { listedBot } from '../../listed';
import type { CloseOrder, FollowFacts, KindDriver, ListedBot, Transition, KindParts } from '../../driver';
import { nextSampleAfter } from '../../pnl-curve';
import type { BotRow } from '../../store';
import type { BotsKit } from '../../kit';
import { COMBO_KIND, ComboStore, type LiveCombo, applyComboEvents, saveCombo } from './book';
import { ComboDailyPick } from './daily-pick';
import { comboFollowParameters, curveOf, limitInputOf, signedUnits } from './views';

// 'tax-tag' is never asked of a futures kind (it reaches spot kinds), nor 'master' of a kind without copy-trade tags (a combo copy is a parameter copy)
const CAUSE_OF: Record<CloseOrder['cause'], ComboCloseCause> = { user: 'manual', ban: 'user_banned', delisting: 'symbol_delisted', compliance: 'compliance', 'tax-tag': 'system', master: 'system' };


export type ComboDriver = KindDriver<LiveCombo> & {
  readonly combo: ComboStore;
  readonly pick: ComboDailyPick;
  live(ref: { id: string; userId: number; account: FuturesFundingAccount }, state: ComboState): LiveCombo;
  /** Every leg's last price and mark now (contract ticks). */
  prices(symbols: readonly string[]): ComboPrices;
  /** The engine's view of contracts (compiled), by symbol. */
  engineContracts(symbols: readonly string[]): ComboContracts;
  readonly follow: { detail(row: BotRow, bot: LiveCombo, facts: FollowFacts): FcomboFollowDetail };
  /** Writes a PnL sample now when one is due (or `force`). */
  sample(bot: LiveCombo, state: ComboState, now: number, force?: boolean): void;
  /**
   * Settles every leg's funding fixes up to `time` (written, and taken into the live bot). An
   * action at `time` (a user's rebalance, transfer, new settings, a close, a time rebalance) may be
   * later than the last market point the runner drained: a funding instant in between must be
   * settled first, or the action's fills would be booked before the funding they come after.
   */
  fundTo(bot: LiveCombo, time: number): void;
  /**
   * When an action at `now` takes effect: the funding the market has fixed up to it is settled
   * first (`fundTo`); a funding instant the market has not fixed yet (no tick since it) cannot be,
   * so the action takes effect just before that instant (at the last prices either way).
   */
  actionTime(bot: LiveCombo, now: number): number;
};

export function comboDriver(kit: BotsKit, parts: KindParts): ComboDriver {
  const { store } = kit;
  const d = kit.ctx.derivatives;
  const market = kit.ctx.market;
  const combo = new ComboStore(kit.ctx.db);
  const marks = new MarkBuffer(market);
  const watch = (symbol: string) => marks.watch(symbol);

  const live = (ref: { id: string; userId: number; account: FuturesFundingAccount }, state: ComboState): LiveCombo => {
    const contracts = new Map<string, DerivContract>();
    for (const leg of state.legs) {
      const c = d.contracts.get(leg.symbol);
      if (!c) throw new Error(`combo ${ref.id}: no contract ${leg.symbol}`);
      contracts.set(leg.symbol, c);
      watch(leg.symbol);
    }
    const coin = contracts.get(state.legs[0].symbol)?.coin ?? 'USDT';
    return {
      ...ref,
      kind: COMBO_KIND,
      legSymbols: state.legs.map((l) => l.symbol),
      contracts,
      futures: { id: ref.id, userId: ref.userId, coin, account: ref.account },
      state,
      faulted: false,
      dirty: false,
      persistedWall: performance.now(),
    };
  };

  const prices = (symbols: readonly string[]): ComboPrices => {
    const out: Record<string, { mark: number; last: number }> = {};
    for (const symbol of symbols) {
      const m = market.markPrice(symbol);
      out[symbol] = { mark: m.markTicks, last: m.indexTicks };
    }
    return out;
  };

  const engineContracts = (symbols: readonly string[]): ComboContracts => {
    const out: Record<string, DerivContract['futures']> = {};
    for (const symbol of symbols) {
      const c = d.contracts.get(symbol);
      if (c) out[symbol] = c.futures;
    }
    return out;
  };

  const fundingOf = (symbol: string, from: number, to: number) =>
    fundingInstantAtOrBefore(to) > from ? fundingFixes(market, symbol, from + 1, to) : [];
  /** The latest time ≤ `t` such that every funding instant in (from, t] is fixed for every leg. */
  const fixedFundingHorizon = (symbols: readonly string[], from: number, t: number): number => {
    for (let i = fundingInstantAtOrBefore(from) + FUNDING_INTERVAL_MS; i <= t; i += FUNDING_INTERVAL_MS) {
      if (symbols.some((symbol) => !market.fundingAt(symbol, i))) return i - 1;
    }
    return t;
  };

  /** The transition of an engine step (written with its rows and postings; quiet when nothing happened). */
  const transition = (bot: LiveCombo, r: ReturnType<typeof stepCombo>, now: number, quietAllowed: boolean): Transition => {
    // a step is written (not quiet) when something happened or a PnL sample falls due
    const quiet = quietAllowed && r.events.length === 0 && now < nextSampleAfter(lastSample(bot.id));
    return {
      quiet,
      write: quiet
        ? undefined
        : () => {
            recordSettlement(bot, applyComboEvents(store, combo, d, bot, r.events));
            saveCombo(store, bot, r.state, now);
            sample(bot, r.state, now);
          },
      commit: () => {
        bot.state = r.state;
        if (quiet) bot.dirty = true;
      },
      done: r.state.status === 'COMPLETED',
    };
  };

  const pick = new ComboDailyPick(kit, combo, engineContracts);

  const driver: ComboDriver = {
    kind: COMBO_KIND,
    texts: { noun: 'combo bot', label: 'combo', plural: 'combo bots', alreadyClosed: 'the combo bot is already closed' },
    clocked: true,
    combo,
    pick,
    live,
    prices,
    engineContracts,

    load(row) {
      const state = JSON.parse(row.state) as ComboState;
      for (const leg of state.legs) if (!d.contracts.get(leg.symbol)) return `trades ${leg.symbol}, which the market no longer lists`;
      const account = row.account_type === 'unified' ? 'unified' : 'derivatives';
      return live({ id: row.id, userId: row.user_id, account }, state);
    },

    symbols: (bot) => bot.legSymbols,

    step(bot, input): Transition | null {
      const s = bot.state;
      if (s.status === 'COMPLETED') return null;
      const from = s.lastTime;
      const feeds: Record<string, ComboSymbolFeed> = {};
      let to = from;
      let any = false;
      for (const symbol of bot.legSymbols) {
        const points = marks.between(symbol, from, input.now);
        if (points.length > 0) {
          any = true;
          to = Math.max(to, points[points.length - 1].time);
        }
        feeds[symbol] = { last: points.map((p) => ({ time: p.time, priceTicks: p.indexTicks })), marks: points.map((p) => ({ time: p.time, priceTicks: p.markTicks })) };
      }
      const timeDue = s.config.adjustIntervalS !== null && (s.config.adjustMode === 1 || s.config.adjustMode === 3) && input.now >= s.lastRebalanceAt + s.config.adjustIntervalS * 1000;
      if (!any && !timeDue) return null;
      // A time rebalance acts at `now`: the funding up to it comes first. Neither the legs' points nor the
      // rebalance may pass a funding instant the market has not fixed for every leg yet (one leg's marks can
      // run ahead of another's fix): the step stops just before it and the rest waits for the next drain.
      const target = timeDue ? Math.max(to, input.now) : to;
      const horizon = fixedFundingHorizon(bot.legSymbols, from, target);
      const rebalance = timeDue && horizon >= target;
      if (horizon < target) {
        to = Math.min(to, horizon);
        for (const symbol of bot.legSymbols) {
          const f = feeds[symbol];
          feeds[symbol] = { last: f.last!.filter((p) => p.time <= horizon), marks: f.marks!.filter((p) => p.time <= horizon) };
        }
        if (to <= from) return null;
      }
      for (const symbol of bot.legSymbols) feeds[symbol] = { ...feeds[symbol], funding: fundingOf(symbol, from, rebalance ? target : to) };
      const r = stepCombo(s, { feeds, now: rebalance ? target : undefined });
      return transition(bot, r, input.now, true);
    },

    catchUp(bot, now) {
      const s = bot.state;
      if (s.status === 'COMPLETED') return null;
      const from = Math.floor(s.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      if (from + MINUTE_MS > now) return null;
      const feeds: Record<string, ComboSymbolFeed> = {};
      let to = s.lastTime;
      for (const symbol of bot.legSymbols) {
        const { last, marks: marksOf } = candlePoints(market, symbol, from, now);
        if (last.length > 0) to = Math.max(to, last[last.length - 1].time);
        feeds[symbol] = { last, marks: marksOf };
      }
      if (to === s.lastTime) return null;
      for (const symbol of bot.legSymbols) feeds[symbol] = { ...feeds[symbol], funding: fundingFixes(market, symbol, s.lastTime + 1, to) };
      const r = stepCombo(s, { feeds });
      return transition(bot, r, now, false);
    },

    persist(bot, now) {
      saveCombo(store, bot, bot.state, now);
    },

    isDone: (bot) => bot.state.status === 'COMPLETED',

    fundTo(bot, time) {
      const s = bot.state;
      if (s.status === 'COMPLETED' || time <= s.lastTime) return;
      const feeds: Record<string, ComboSymbolFeed> = {};
      let any = false;
      for (const symbol of bot.legSymbols) {
        const funding = fundingOf(symbol, s.lastTime, time);
        if (funding.length > 0) any = true;
        feeds[symbol] = { funding };
      }
      if (!any) return;
      const r = stepCombo(s, { feeds });
      tx(kit.ctx.db, () => {
        recordSettlement(bot, applyComboEvents(store, combo, d, bot, r.events));
        saveCombo(store, bot, r.state, time);
      });
      bot.state = r.state;
      if (r.state.status === 'COMPLETED') kit.runner.remove(bot.id);
    },

    actionTime(bot, now) {
      const t = Math.max(now, bot.state.lastTime);
      driver.fundTo(bot, t);
      const due = fundingInstantAtOrBefore(t);
      return due > bot.state.lastTime ? Math.max(bot.state.lastTime, due - 1) : t;
    },

    settle(bot, order, now) {
      const at = driver.actionTime(bot, now);
      if (bot.state.status === 'COMPLETED') return () => undefined;
      const r = closeCombo(bot.state, CAUSE_OF[order.cause], at, prices(bot.legSymbols));
      recordSettlement(bot, applyComboEvents(store, combo, d, bot, r.events));
      saveCombo(store, bot, r.state, now);
      sample(bot, r.state, now, true);
      return () => {
        bot.state = r.state;
      };
    },

    listItem(row, bot, now): ListedBot {
      const s = bot.state;
      const m = comboMetrics(s, { now, prices: s.status === 'COMPLETED' ? undefined : prices(bot.legSymbols) });
      return listedBot(row, COMBO_KIND, s, { status: spotGridStatus.toServer(s.status === 'COMPLETED' ? 'completed' : 'running'), total_investment: m.total_margin, total_pnl: m.total_pnl, total_pnl_per: m.total_pnl_per, fcomboBot: { leverageE2: s.config.leverageE2 } });
    },

    follow: {
      detail(row, bot, facts): FcomboFollowDetail {
        const s = bot.state;
        const m = comboMetrics(s, { now: facts.now, prices: s.status === 'COMPLETED' ? undefined : prices(bot.legSymbols) });
        const parameters = comboFollowParameters(s, m);
        const limits = validateCombo(limitInputOf(parameters), engineContracts(bot.legSymbols));
        const curve = curveOf(store, row.id, s, facts.now);
        let peak = 0;
        let maxDd = 0;
        for (const p of curve) {
          const eq = 1 + Number(p.pnl_per);
          peak = Math.max(peak, eq);
          if (peak > 0) maxDd = Math.max(maxDd, (peak - eq) / peak);
        }
        return {
          bot_id: row.id,
          nick_name: facts.nickName,
          bot_name: row.symbol,
          bot_mode: m.bot_mode,
          bot_display_status: s.status === 'COMPLETED' ? 'BOT_DISPLAY_STATUS_COMPLETED' : 'BOT_DISPLAY_STATUS_RUNNING',
          run_time_duration: m.run_time_duration,
          total_apr: m.total_apr,
          total_pnl_per: m.total_pnl_per,
          max_drawdown: maxDd.toFixed(6),
          adjusted_position_num: m.adjusted_position_num,
          follow_num: facts.followers,
          parameters: { ...parameters, min_init_margin: limits.bounds.init_margin.min },
          curve,
          defeat_per: facts.defeatPer(m.total_apr),
          leader: facts.leader(bot.legSymbols),
        };
      },
    },

    routes: parts.routes,
    sample,
  };

  /** When each bot's last PnL sample was taken (read once from bot_pnl). */
  const samples = new Map<string, number>();
  function lastSample(botId: string): number {
    let t = samples.get(botId);
    if (t === undefined) {
      t = store.lastPnlTime(botId) ?? 0;
      samples.set(botId, t);
    }
    return t;
  }

  /**
   * A PnL sample (bot_pnl: total PnL and realised, bot units) at creation,
   * at each PNL_CURVE_SAMPLE_MS boundary the bot's steps reach, and at the
   * close (the follow detail's curve).
   */
  function sample(bot: LiveCombo, state: ComboState, now: number, force = false): void {
    if (!force && now < nextSampleAfter(lastSample(bot.id))) return;
    const m = comboMetrics(state, { now });
    store.insertPnl(bot.id, { time: now, grid_profit: signedUnits(m.realized_pnl, state.quoteScale), total_pnl: signedUnits(m.total_pnl, state.quoteScale), price_ticks: 0 });
    samples.set(bot.id, now);
  }

  /** Keeps what the settlement handed back in the row's config (close detail). */
  function recordSettlement(bot: LiveCombo, settled: bigint | null): void {
    if (settled !== null) store.setSettlement(bot.id, { amount: kit.ctx.ledger.format(bot.futures.coin, settled) });
  }

  return driver;
}
