/**
 * DCA calls (contracts: dca.ts). Like the grid service: drain the runner,
 * work on the engine state, write state + rows + journals in one transaction,
 * replace the runner's copy after the commit. Create and close go through the
 * shared sequences (bots/lifecycle.ts); the bot's life on the market is its
 * driver's (driver.ts).
 */
import {
  BOT_STATUS_CODE,
  type BotFailure,
  DCA_FREQUENCY_PRESETS,
  DCA_LIMITS,
  type DcaCloseBody,
  type DcaConfigurationBody,
  type DcaCreateBody,
  type DcaDetail,
  type DcaOrder,
  type DcaOrderDetailsBody,
  type DcaOrderHistoryBody,
  type DcaParameters,
  type DcaRound,
  type DcaUpdateBody,
} from '@tb/contracts';
import {
  type DcaCloseMode,
  type DcaInput,
  type DcaState,
  type Rate,
  compareDecimal,
  createDca,
  decimalToUnits,
  dcaAverageCost,
  dcaTakeProfitPrice,
  fee,
  minLotsAt,
  notional,
  parseRate,
  quoteToUnits,
  ratioToDecimal,
} from '@tb/engine';
import { accountType, createType, orderSide, orderStatus, spotGridStatus } from '@tb/util-enums';
import type { User } from '../../../accounts/users';
import { tx } from '../../../db/database';
import { userAccount } from '../../../ledger/ledger';
import { fromUnits } from '../../../lib/decimal';
import { engineCall } from '../../common/engine-call';
import { given, paging } from '../../common/request';
import { invalid, isFailure, notFound, ok, refuse } from '../../common/results';
import { closeCodeWire, rateText } from '../../common/wire';
import { KindService } from '../../kind-service';
import { type CreatePlan, ownBotRow } from '../../lifecycle';
import { type BotPair, priceText, qtyText, quoteLedgerUnits, quoteText } from '../../pairs';
import type { BotRow, FundingAccount, OrderRow, RoundRow } from '../../store';
import { type DcaConfig, type LiveDca, applyDcaEvents, closeReasonOf, dcaMoney, dcaPrices, dcaStep, saveDca } from './book';

/** Take-profit bounds of a DCA cycle (fraction). */
export const DCA_TP_BOUNDS = { from: '0.001', to: '10' } as const;

const frequencyOf = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/** What create-bot checked before the running limit: the pairs, their per-round amounts, the schedule and the caps. */
type DcaRequest = { frequency: number; pairs: BotPair[]; amounts: number[]; tp: Rate | null; cap: string | undefined; round: bigint };

export class DcaService extends KindService<LiveDca> {
  private mine(user: User, botId: string): { row: BotRow; bot: LiveDca } | BotFailure {
    return this.owned(user, botId);
  }

  /** Smallest amount per round that buys at least the pair's minimum order now (taker fee included), engine units. */
  private minAmount(p: BotPair): number {
    const px = this.b.pairs.lastTicks(p);
    const n = notional(p.market, px, minLotsAt(p.market, px));
    return Math.max(p.market.minNotionalUnits, n + fee(n, p.market.taker));
  }

  /** Checks one per-round amount; returns its engine units or a refusal naming `field`. */
  private amountOf(p: BotPair, text: string, field: string): number | BotFailure {
    if (given(text) === undefined) return invalid(`${field}: required`);
    const units = engineCall(() => quoteToUnits(p.market, text, field, 'exact'));
    if (isFailure(units)) return invalid(`${field}: ${p.quote} amounts on ${p.symbol} have at most ${p.market.quoteScale} decimals`);
    const min = this.minAmount(p);
    if (units < min) return invalid(`${field}: at least ${quoteText(p, min)} ${p.quote} per round buys ${p.symbol}'s minimum order now`);
    if (p.market.maxNotionalUnits >= 0 && units > p.market.maxNotionalUnits) return invalid(`${field}: at most ${p.rules.maxNotional} ${p.quote} per round`);
    return units;
  }

  private frequency(value: number | string, field: string): number | BotFailure {
    const f = frequencyOf(value);
    if (!Number.isInteger(f) || f < DCA_LIMITS.minFrequencySeconds || f > DCA_LIMITS.maxFrequencySeconds) {
      return invalid(`${field}: between ${DCA_LIMITS.minFrequencySeconds} and ${DCA_LIMITS.maxFrequencySeconds} seconds`);
    }
    return f;
  }

  private takeProfit(text: string | undefined): Rate | null | BotFailure {
    const tp = given(text);
    if (tp === undefined || compareDecimal(tp, '0') === 0) return null;
    if (compareDecimal(tp, DCA_TP_BOUNDS.from) < 0 || compareDecimal(tp, DCA_TP_BOUNDS.to) > 0) {
      return invalid(`parameters.take_profit_per: between ${DCA_TP_BOUNDS.from} and ${DCA_TP_BOUNDS.to}`);
    }
    return engineCall(() => parseRate(tp, 'parameters.take_profit_per'));
  }

  /** A cap in the state's common units: -1 none. */
  private cap(text: string | undefined, scale: number): number | BotFailure {
    const cap = given(text);
    if (cap === undefined || compareDecimal(cap, '0') === 0) return -1;
    const units = engineCall(() => decimalToUnits(cap, scale, 'down'));
    if (isFailure(units)) return units;
    if (units > BigInt(Number.MAX_SAFE_INTEGER)) return invalid('parameters.max_invest_amount: too large');
    return Number(units);
  }

  // ── create-bot-configuration ─────────────────────────────────────────

  configuration(user: User, body: DcaConfigurationBody) {
    const quotes = new Map<string, BotPair[]>();
    for (const p of this.b.pairs.all()) {
      if (!this.b.pairs.open(p) || (body.quote_coin && p.quote !== body.quote_coin)) continue;
      quotes.set(p.quote, [...(quotes.get(p.quote) ?? []), p]);
    }
    const ledger = this.b.ctx.ledger;
    return ok({
      frequencies: DCA_FREQUENCY_PRESETS.map((f) => ({ ...f })),
      min_frequency_in_second: DCA_LIMITS.minFrequencySeconds,
      max_frequency_in_second: DCA_LIMITS.maxFrequencySeconds,
      max_pairs: DCA_LIMITS.maxPairs,
      quotes: [...quotes].map(([quote, list]) => ({
        quote_coin: quote,
        available_balance: ledger.format(quote, ledger.balance(userAccount(user.id, 'spot'), quote).available),
        bases: list.map((p) => ({
          base: p.base,
          symbol: p.symbol,
          price: this.b.pairs.lastPrice(p),
          min_amount: quoteText(p, this.minAmount(p)),
          max_amount: p.rules.maxNotional ?? '',
          amount_scale: p.market.quoteScale,
        })),
      })),
    });
  }

  // ── DCA-1 create-bot ─────────────────────────────────────────────────

  create(user: User, body: DcaCreateBody) {
    return this.createBot(
      user,
      () => {
        // a copy names the bot it copies: one the caller may copy (their own; DCA bots are not followable)
        if (body.followed_bot_id && !this.b.follow.followable(user, body.followed_bot_id, this.driver.kind)) {
          return refuse(BOT_STATUS_CODE.NOT_FOUND, 'followed_bot_id: no DCA bot of yours with this id');
        }
        return this.request(body);
      },
      (request, now) => this.plan(body, request, now),
    );
  }

  /** The checks of a create-bot request that need no balance (before the running limit). */
  private request(body: DcaCreateBody): DcaRequest | BotFailure {
    const params = body.parameters;
    const frequency = this.frequency(params.frequency_in_second, 'parameters.frequency_in_second');
    if (isFailure(frequency)) return frequency;
    if (params.pairs.length > DCA_LIMITS.maxPairs) return invalid(`parameters.pairs: at most ${DCA_LIMITS.maxPairs} pairs`);
    const seen = new Set<string>();
    for (const [i, pair] of params.pairs.entries()) {
      if (seen.has(pair.base)) return refuse(BOT_STATUS_CODE.DUPLICATED_SYMBOL_CHOSEN, `parameters.pairs[${i}].base: ${pair.base} is chosen twice`);
      seen.add(pair.base);
    }
    const pairs: BotPair[] = [];
    const amounts: number[] = [];
    for (const [i, entry] of params.pairs.entries()) {
      const p = this.b.pairs.of(entry.base, params.quote_coin);
      if (!p || !this.b.pairs.open(p)) return invalid(`parameters.pairs[${i}].base: ${entry.base}${params.quote_coin} is not open for DCA bots`);
      const units = this.amountOf(p, entry.amount, `parameters.pairs[${i}].amount`);
      if (isFailure(units)) return units;
      pairs.push(p);
      amounts.push(units);
    }
    const tp = this.takeProfit(params.take_profit_per);
    if (isFailure(tp)) return tp;
    // One round in ledger units of the quote coin: the cap must cover it.
    const round = pairs.reduce((sum, p, i) => sum + quoteLedgerUnits(p, amounts[i]), 0n);
    const cap = given(params.max_invest_amount);
    if (cap !== undefined && compareDecimal(cap, '0') !== 0) {
      const capUnits = engineCall(() => decimalToUnits(cap, pairs[0].quoteCoinScale, 'down'));
      if (isFailure(capUnits)) return invalid('parameters.max_invest_amount: not a valid amount');
      if (capUnits < round) {
        return refuse(BOT_STATUS_CODE.MAX_INVEST_AMOUNT_TOO_SMALL_ON_CREATE, `parameters.max_invest_amount: at least one round, ${fromUnits(round, pairs[0].quoteCoinScale)} ${params.quote_coin}`);
      }
    }
    return { frequency, pairs, amounts, tp, cap, round };
  }

  /**
   * The engine's bot and what it needs: the first round must be affordable in
   * the funding account. Nothing moves into the bot account: a DCA buy pays
   * straight from the funding account (postings.ts); the first round runs at
   * creation.
   */
  private plan(body: DcaCreateBody, r: DcaRequest, now: number): CreatePlan<LiveDca> | BotFailure {
    const params = body.parameters;
    const input: DcaInput = {
      frequencyInSecond: r.frequency,
      quoteCoin: params.quote_coin,
      pairs: r.pairs.map((p, i) => ({ base: p.base, amount: quoteText(p, r.amounts[i]), rules: p.rules })),
      maxInvestAmount: r.cap,
      takeProfitPercent: r.tp ? rateText(r.tp) : undefined,
    };
    const state = engineCall(() => createDca(input, now), { frequency_in_second: 'parameters.frequency_in_second', max_invest_amount: 'parameters.max_invest_amount' });
    if (isFailure(state)) return state;
    const account: FundingAccount = params.account_type === 6 ? 'fund' : 'spot';
    const config: DcaConfig = { account_type: accountType.toCode(account), updated_at: now, create_type: body.create_type ?? 0 };
    return {
      account,
      row: {
        ...ownBotRow({
          symbol: r.pairs.map((p) => p.symbol).join(','),
          base_token: r.pairs.map((p) => p.base).join(','),
          quote_token: params.quote_coin,
          status: state.status,
          config,
          state,
        }),
        followed_bot_id: body.followed_bot_id ?? '',
      },
      needs: [{ coin: params.quote_coin, amount: r.round }],
      needsFor: ' for the first round',
      funding: [],
      start: (ref, at) => {
        const live: LiveDca = { ...ref, kind: 'DCA_SPOT', quote: params.quote_coin, pairs: r.pairs, state, buyingSince: 0, faulted: false, dirty: false, persistedWall: performance.now() };
        const prices = dcaPrices(this.b.pairs, live);
        const step = dcaStep(this.b.ctx.ledger, live, at, prices);
        applyDcaEvents(this.b.store, this.b.ctx.ledger, live, step.state, step.events, false, prices);
        saveDca(this.b.store, this.b.pairs, live, step.state, at);
        live.state = step.state;
        return live;
      },
    };
  }

  // ── DCA-2 close-bot ──────────────────────────────────────────────────

  close(user: User, body: DcaCloseBody) {
    const mode: DcaCloseMode = Number(body.close_mode) === 2 ? 'DCA_BASE_MODE' : 'DCA_QUOTE_MODE';
    const closed = this.b.lifecycle.close(this.driver, user, body.bot_id, { cause: 'user', mode: Number(body.close_mode) });
    if (isFailure(closed)) return closed;
    return ok({ bot_id: closed.row.id, close_mode: mode as string });
  }

  // ── status / close-bot-detail ────────────────────────────────────────

  status(user: User, botId: string) {
    const found = this.mine(user, botId);
    if (isFailure(found)) return found;
    return ok({ detail: this.detailOf(found.row, found.bot) });
  }

  private detailOf(row: BotRow, bot: LiveDca): DcaDetail {
    const s = bot.state;
    const ledger = this.b.ctx.ledger;
    const done = s.status === 'COMPLETED';
    const v = dcaMoney(this.b.pairs, row, bot);
    const q = (units: bigint) => ledger.format(bot.quote, units);
    const pairs = s.pairs.map((ps, i) => {
      const p = bot.pairs[i];
      const px = this.b.pairs.lastTicks(p);
      const avg = dcaAverageCost(ps);
      const value = notional(p.market, px, ps.lots);
      const pnl = value - ps.spent - ps.buyFees;
      const cost = ps.spent + ps.buyFees;
      const tp = dcaTakeProfitPrice(s, ps);
      return {
        base: p.base,
        symbol: p.symbol,
        amount: quoteText(p, ps.amount),
        base_amount: qtyText(p, ps.lots),
        quote_spent: quoteText(p, ps.spent),
        fee: quoteText(p, ps.buyFees),
        // Σ quote / Σ base in ticks → a price with 4 decimals more than the tick
        avg_price: avg ? ratioToDecimal(avg.num * BigInt(p.market.tickUnits), avg.den * 10n ** BigInt(p.market.tickScale), p.market.tickScale + 4, 'half-up') : '',
        current_price: priceText(p, px),
        current_value: quoteText(p, value),
        pnl: quoteText(p, pnl),
        pnl_per: cost > 0 ? ratioToDecimal(BigInt(pnl), BigInt(cost), 6) : '0',
        realised_profit: quoteText(p, ps.realisedProfit),
        total_base_bought: qtyText(p, ps.totalLots),
        total_quote_spent: quoteText(p, ps.totalSpent),
        cycles: ps.cycles,
        take_profit_price: Number.isFinite(tp) ? priceText(p, tp) : '',
      };
    });
    const state = s.status === 'COMPLETED' ? 'completed' : 'running';
    return {
      bot_id: row.id,
      status: spotGridStatus.toServer(state),
      buying: bot.buyingSince > 0,
      quote_coin: bot.quote,
      frequency_in_second: s.frequencyMs / 1000,
      next_buy_time: done ? 0 : s.nextBuyAt,
      rounds: s.rounds,
      total_invested: q(v.invested),
      max_invest_amount: this.capText(bot),
      take_profit_per: rateText(s.tpRate),
      current_value: q(v.value),
      total_pnl: q(v.pnl),
      total_pnl_per: v.invested > 0n ? ratioToDecimal(v.pnl, v.invested, 6) : '0',
      realised_profit: q(v.realised),
      account_type: accountType.toServer(bot.account),
      create_time: row.create_time,
      end_time: s.endedAt,
      close_reason: closeReasonOf(s),
      close_code: closeCodeWire(s.closeCode),
      close_mode: s.closeMode ?? '',
      create_type: createType.toServer(createType.fromServer((JSON.parse(row.config) as DcaConfig).create_type ?? 0)),
      followed_bot_id: row.followed_bot_id,
      pairs,
    };
  }

  private capText(bot: LiveDca): string {
    const s = bot.state;
    return s.maxInvest < 0 ? '0' : fromUnits(BigInt(s.maxInvest), s.scale);
  }

  closeDetail(user: User, botId: string) {
    const found = this.mine(user, botId);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const s = bot.state;
    const ledger = this.b.ctx.ledger;
    const done = s.status === 'COMPLETED';
    // A closed bot: the settlement recorded at close; a running one: its value now.
    const v = dcaMoney(this.b.pairs, row, bot);
    const finalValue = v.value;
    const finalPnl = v.pnl;
    const assets = (v.settlement?.assets ?? []).map((a) => ({ coin: a.coin, amount: ledger.format(a.coin, BigInt(a.amount)) }));
    return ok({
      detail: {
        bot_id: row.id,
        status: spotGridStatus.toServer(done ? 'completed' : 'running'),
        quote_coin: bot.quote,
        close_reason: closeReasonOf(s),
        close_code: closeCodeWire(s.closeCode),
        close_mode: s.closeMode ?? '',
        create_time: row.create_time,
        end_time: s.endedAt,
        rounds: s.rounds,
        total_invested: ledger.format(bot.quote, v.invested),
        final_value: ledger.format(bot.quote, finalValue),
        final_pnl: ledger.format(bot.quote, finalPnl),
        final_pnl_per: v.invested > 0n ? ratioToDecimal(finalPnl, v.invested, 6) : '0',
        realised_profit: ledger.format(bot.quote, v.realised),
        settlement_assets: assets.map((a) => `${a.amount} ${a.coin}`).join(', '),
        assets,
      },
    });
  }

  // ── order-history / order-details ────────────────────────────────────

  orderHistory(user: User, body: DcaOrderHistoryBody) {
    const found = this.mine(user, body.bot_id);
    if (isFailure(found)) return found;
    const { limit, offset } = paging(body);
    const page = this.b.store.rounds(found.row.id, limit, offset);
    return ok({ total: page.total, rounds: page.rows.map((r) => this.roundView(found.bot, r)) });
  }

  orderDetails(user: User, body: DcaOrderDetailsBody) {
    const found = this.mine(user, body.bot_id);
    if (isFailure(found)) return found;
    const round = this.b.store.round(found.row.id, body.round_id);
    if (!round) return notFound('round');
    const orders = this.b.store.roundOrders(round.round_id).map((o) => this.orderView(found.bot, o));
    return ok({ round: this.roundView(found.bot, round), orders });
  }

  private roundView(bot: LiveDca, r: RoundRow): DcaRound {
    const ledger = this.b.ctx.ledger;
    return {
      round_id: r.round_id,
      round_no: r.round_no,
      round_type: r.round_type as DcaRound['round_type'],
      time: r.time,
      filled_num: r.filled_num,
      skipped_num: r.skipped_num,
      quote_amount: ledger.format(bot.quote, BigInt(r.quote_amount)),
      fee: ledger.format(bot.quote, BigInt(r.fee)),
    };
  }

  private orderView(bot: LiveDca, o: OrderRow): DcaOrder {
    const p = bot.pairs.find((x) => x.symbol === o.symbol) ?? bot.pairs[0];
    const filled = o.status === 'FILLED';
    return {
      order_id: o.order_id,
      symbol: p.symbol,
      base: p.base,
      side: orderSide.toServer(o.side),
      price: filled ? priceText(p, o.price_ticks) : '',
      qty: qtyText(p, o.filled_lots),
      quote_amount: quoteText(p, o.notional),
      fee: quoteText(p, o.fee),
      fee_coin: p.quote,
      status: orderStatus.toServer(filled ? 'filled' : 'rejected'),
      reject_reason: o.reject_reason,
      time: o.create_time,
    };
  }

  // ── parameters / update-parameters ───────────────────────────────────

  private parametersOf(bot: LiveDca): DcaParameters {
    const s = bot.state;
    return {
      frequency_in_second: s.frequencyMs / 1000,
      quote_coin: bot.quote,
      pairs: s.pairs.map((ps, i) => ({ base: ps.base, amount: quoteText(bot.pairs[i], ps.amount) })),
      max_invest_amount: this.capText(bot),
      take_profit_per: rateText(s.tpRate),
      account_type: accountType.toCode(bot.account),
    };
  }

  parameters(user: User, botId: string) {
    const found = this.mine(user, botId);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const config = JSON.parse(row.config) as DcaConfig;
    return ok({
      bot_id: row.id,
      parameters: this.parametersOf(bot),
      next_buy_time: bot.state.status === 'COMPLETED' ? 0 : bot.state.nextBuyAt,
      update_time: config.updated_at,
    });
  }

  update(user: User, body: DcaUpdateBody) {
    const found = this.mine(user, body.bot_id);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const s = bot.state;
    if (s.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the DCA bot has been closed');
    const params = body.parameters;
    if (Object.values(params).every((v) => v === undefined)) return invalid('parameters: nothing to change');
    const now = this.now;
    let frequencyMs = s.frequencyMs;
    let nextBuyAt = s.nextBuyAt;
    if (params.frequency_in_second !== undefined) {
      const f = this.frequency(params.frequency_in_second, 'parameters.frequency_in_second');
      if (isFailure(f)) return f;
      frequencyMs = f * 1000;
      nextBuyAt = Math.max(now, s.nextBuyAt - s.frequencyMs + frequencyMs);
    }
    const amounts = s.pairs.map((p) => p.amount);
    if (params.pairs) {
      const seen = new Set<string>();
      for (const [i, entry] of params.pairs.entries()) {
        if (seen.has(entry.base)) return refuse(BOT_STATUS_CODE.DUPLICATED_SYMBOL_CHOSEN, `parameters.pairs[${i}].base: ${entry.base} is chosen twice`);
        seen.add(entry.base);
        const k = s.pairs.findIndex((p) => p.base === entry.base);
        if (k < 0) return invalid(`parameters.pairs[${i}].base: the bot does not buy ${entry.base}`);
        const units = this.amountOf(bot.pairs[k], entry.amount, `parameters.pairs[${i}].amount`);
        if (isFailure(units)) return units;
        amounts[k] = units;
      }
    }
    let tpRate = s.tpRate;
    if (params.take_profit_per !== undefined) {
      const tp = this.takeProfit(params.take_profit_per);
      if (isFailure(tp)) return tp;
      tpRate = tp;
    }
    let maxInvest = s.maxInvest;
    if (params.max_invest_amount !== undefined) {
      const cap = this.cap(params.max_invest_amount, s.scale);
      if (isFailure(cap)) return invalid('parameters.max_invest_amount: not a valid amount');
      maxInvest = cap;
    }
    if (maxInvest >= 0) {
      const common = (i: number) => amounts[i] * 10 ** (s.scale - s.pairs[i].market.quoteScale);
      const round = amounts.reduce((sum, _a, i) => sum + common(i), 0);
      if (maxInvest < round || maxInvest < s.invested) {
        return refuse(
          BOT_STATUS_CODE.MAX_INVEST_AMOUNT_TOO_SMALL_ON_UPDATE,
          `parameters.max_invest_amount: at least one round (${fromUnits(BigInt(round), s.scale)}) and what is already invested (${fromUnits(BigInt(s.invested), s.scale)})`,
        );
      }
    }
    const sameRate = (x: Rate | null, y: Rate | null) => (x === null || y === null ? x === y : BigInt(x.num) * BigInt(y.den) === BigInt(y.num) * BigInt(x.den));
    if (frequencyMs === s.frequencyMs && maxInvest === s.maxInvest && sameRate(tpRate, s.tpRate) && amounts.every((a, i) => a === s.pairs[i].amount)) {
      return invalid('parameters: nothing changes');
    }
    const next: DcaState = { ...s, frequencyMs, nextBuyAt, tpRate, maxInvest, pairs: s.pairs.map((p, i) => ({ ...p, amount: amounts[i] })) };
    const config: DcaConfig = { ...(JSON.parse(row.config) as DcaConfig), updated_at: now };
    tx(this.b.ctx.db, () => {
      saveDca(this.b.store, this.b.pairs, bot, next, now);
      this.b.store.saveConfig(row.id, config, now);
    });
    bot.state = next;
    return ok({ bot_id: row.id, parameters: this.parametersOf(bot) });
  }
}
