/**
 * The DCA driver (bots/driver.ts): a DCA bot's life on the market.
 *
 * - Clocked: checked on every drain against the clock. A due round marks the
 *   bot "buying" (its close answers 503) and executes at the next drain, at
 *   the pairs' prices then; take-profit is checked against the current prices
 *   and sells at once. The funding account's available quote limits a round.
 * - Catch-up after downtime is the engine's own rule, at the first drain: an
 *   overdue round buys once, then the schedule resumes on its grid of times
 *   (missed rounds are skipped), so no `catchUp`.
 * - Closes: the owner's mode (2 base, 3 quote); a banned user's bot with
 *   `BOT_CLOSE_CODE_USER_BAN`, the coins handed back as bought (no sale on
 *   behalf of a banned account); a bot in the middle of a round is busy.
 * - Delisting (the engine's `delistDcaPair`): the delisted pair stops buying
 *   and its coins stay in the bot until it closes (then they are handed back,
 *   never sold); the bot goes on with its other pairs. When no pair is left,
 *   the bot closes with the symbol-delisted reason (`DCA_CLOSE_REASON_SYMBOL_DELISTED`,
 *   `BOT_CLOSE_CODE_SYMBOL_DELIST`), everything handed back as held.
 * - Not ranked, not followable, no AI parameters.
 */
import { type DcaCloseMode, type DcaCloseReason, type DcaState, closeDca, dcaTakeProfitPrice, delistDcaPair, ratioToDecimal } from '@tb/engine';
import { spotGridStatus } from '@tb/util-enums';
import type { BotPair } from '../../pairs';
import { listedBot } from '../../listed';
import type { CloseOrder, KindDriver, ListedBot, Transition, KindParts } from '../../driver';
import type { BotsKit } from '../../kit';
import { type LiveDca, applyDcaEvents, dcaMoney, dcaPrices, dcaStep, saveDca } from './book';

const CLOSE_OF: Record<CloseOrder['cause'], { mode: DcaCloseMode; reason: DcaCloseReason }> = {
  user: { mode: 'DCA_QUOTE_MODE', reason: 'MANUALLY' },
  ban: { mode: 'DCA_BASE_MODE', reason: 'USER_BANNED' },
  delisting: { mode: 'DCA_BASE_MODE', reason: 'SYMBOL_DELISTED' },
  // holdings handed back as they are (no market conversion on the user's behalf)
  'tax-tag': { mode: 'DCA_BASE_MODE', reason: 'TAX_TAG_CHANGE' },
  // never asked of a spot kind (compliance closes reach futures kinds)
  compliance: { mode: 'DCA_BASE_MODE', reason: 'USER_BANNED' },
  // never asked: copy-trade masters are futures grids (registry copyTradeTags); a DCA copy is a parameter copy
  master: { mode: 'DCA_BASE_MODE', reason: 'MANUALLY' },
};

export function dcaDriver(kit: BotsKit, parts: KindParts): KindDriver<LiveDca> {
  const { store, pairs } = kit;
  const ledger = kit.ctx.ledger;

  const driver: KindDriver<LiveDca> = {
    kind: 'DCA_SPOT',
    texts: { noun: 'DCA bot', label: 'DCA', plural: 'DCA bots', alreadyClosed: 'the DCA bot is already closed' },
    clocked: true,

    load(row) {
      const state = JSON.parse(row.state) as DcaState;
      const list: BotPair[] = [];
      for (const s of state.pairs) {
        const pair = pairs.get(s.symbol);
        if (!pair) return `buys ${s.symbol}, which the market no longer lists`;
        list.push(pair);
      }
      const ref = { id: row.id, userId: row.user_id, account: row.account_type };
      return { ...ref, kind: 'DCA_SPOT', quote: row.quote_token, pairs: list, state, buyingSince: row.buying_since, faulted: false, dirty: false, persistedWall: performance.now() };
    },

    symbols: (bot) => bot.pairs.map((p) => p.symbol),

    step(bot, input): Transition | null {
      if (bot.state.status !== 'RUNNING') return null;
      const now = input.now;
      const prices = dcaPrices(pairs, bot);
      const tpHit = bot.state.pairs.some((s) => s.lots > 0 && prices[s.symbol] >= dcaTakeProfitPrice(bot.state, s));
      const due = now >= bot.state.nextBuyAt;
      // The round starts: its orders fill at the next drain (a close meanwhile answers 503).
      const starts = due && bot.buyingSince === 0;
      if (starts && !tpHit) {
        return { quiet: false, write: () => store.setBuying(bot.id, now), commit: () => (bot.buyingSince = now) };
      }
      // A round that had started is no longer due when the plan moved its next buy meanwhile
      // (update-parameters to a longer period): nothing was bought yet, so the round ends unbought
      // and the bot is not "buying" any more. (It stayed so for good, and every close answered 503.)
      if (bot.buyingSince > 0 && !due && !tpHit) {
        return { quiet: false, write: () => store.setBuying(bot.id, 0), commit: () => (bot.buyingSince = 0) };
      }
      const execute = (due && bot.buyingSince > 0 && now > bot.buyingSince) || tpHit;
      if (!execute) return null;
      const step = dcaStep(ledger, bot, now, prices);
      const ends = step.state.nextBuyAt !== bot.state.nextBuyAt || step.state.status === 'COMPLETED';
      return {
        quiet: false,
        write: () => {
          if (starts) store.setBuying(bot.id, now);
          applyDcaEvents(store, ledger, bot, step.state, step.events, false, prices);
          saveDca(store, pairs, bot, step.state, now);
          if (ends) store.setBuying(bot.id, 0);
        },
        commit: () => {
          bot.buyingSince = ends ? 0 : starts ? now : bot.buyingSince;
          bot.state = step.state;
        },
        done: step.state.status === 'COMPLETED',
      };
    },

    isDone: (bot) => bot.state.status === 'COMPLETED',

    busy: (bot) => (bot.buyingSince > 0 ? 'a buy round is in progress; retry in a few seconds' : undefined),

    settle(bot, order, now) {
      const close = CLOSE_OF[order.cause];
      const mode = order.cause === 'user' && order.mode === 2 ? 'DCA_BASE_MODE' : close.mode;
      const prices = dcaPrices(pairs, bot);
      const step = closeDca(bot.state, mode, now, prices, close.reason);
      applyDcaEvents(store, ledger, bot, step.state, step.events, true, prices);
      saveDca(store, pairs, bot, step.state, now);
      return () => {
        bot.state = step.state;
      };
    },

    delist(bot, symbol, now) {
      const pair = bot.state.pairs.find((p) => p.symbol === symbol);
      if (!pair || pair.delisted) return 'unchanged';
      if (bot.state.pairs.every((p) => p.delisted || p.symbol === symbol)) return 'close';
      const state = delistDcaPair(bot.state, symbol);
      return {
        quiet: false,
        write: () => saveDca(store, pairs, bot, state, now),
        commit: () => {
          bot.state = state;
        },
      };
    },

    listItem(row, bot): ListedBot {
      const v = dcaMoney(pairs, row, bot);
      const s = bot.state;
      return listedBot(row, 'DCA_SPOT', s, { status: spotGridStatus.toServer(s.status === 'COMPLETED' ? 'completed' : 'running'), total_investment: ledger.format(bot.quote, v.invested), total_pnl: ledger.format(bot.quote, v.pnl), total_pnl_per: v.invested > 0n ? ratioToDecimal(v.pnl, v.invested, 6) : '0' });
    },

    routes: parts.routes,
  };
  return driver;
}
