/**
 * Futures martingale calls (contracts: martingale.ts). As the other kinds:
 * drain the runner, work on the engine state, write state + rows + journals
 * in one transaction, replace the live copy after the commit. Create and
 * close go through the shared sequences (bots/lifecycle.ts).
 *
 * Refusals: bad field values are 400 naming the field (engineCall); an
 * FM-1 verdict other than success refuses create-fmart-bot with 400 and its
 * `check_code` (nothing created, nothing moved); an update's verdict the
 * same; a contract not open for bots 400; funds short in the funding account
 * 401 (margin added too).
 */
import {
  BOT_STATUS_CODE,
  FUTURES_CODES,
  type BotFailure,
  type FmartCreateBody,
  type FmartDetail,
  type FmartLimitBody,
  type FmartOrder,
  type FmartOrdersBody,
  type FmartPlanStep,
  type FmartRound,
  type FmartRoundDetailBody,
  type FmartUpdateBody,
} from '@tb/contracts';
import {
  LIQ_NEVER,
  MARTINGALE_CHECK_SUCCESS,
  type MartingaleInput,
  type MartingaleLimitInput,
  type MartingaleLimits,
  type MartingaleRound,
  type MartingaleState,
  createMartingale,
  lotsToQty,
  martingaleMetrics,
  martingaleRoundFigures,
  ticksToPrice,
  unitsToQuote,
  updateMartingale,
  validateMartingale,
  settlementParts,
} from '@tb/engine';
import { accountType } from '@tb/util-enums';
import type { User } from '../../../accounts/users';
import { tx } from '../../../db/database';
import type { DerivContract } from '../../../derivatives';
import { ledgerUnits } from '../../../derivatives';
import { userAccount } from '../../../ledger/ledger';
import { contractOpenToBots } from '../../common/open-contract';
import { engineCall } from '../../common/engine-call';
import { given, paging } from '../../common/request';
import { invalid, isFailure, ok, refuse, refuseChange } from '../../common/results';
import { closeCodeWire } from '../../common/wire';
import { KindService } from '../../kind-service';
import { type CreatePlan, ownBotRow } from '../../lifecycle';
import type { BotRow, OrderRow } from '../../store';
import { cancelReasonWire } from '../../order-view';
import { type LiveMartingale, type MartingaleConfigRow, applyMartingaleEvents, roundIdOf, saveMartingale } from './book';
import type { MartingaleDriver } from './driver';
import { settlementPartsOut } from '../../settlement-parts';

/** Engine field names → the API's. */
const FIELDS: Record<string, string> = {
  leverage: 'leverage',
  priceFloatPercent: 'price_float_percent',
  addPositionPercent: 'add_position_percent',
  addPositionNum: 'add_position_num',
  initMargin: 'init_margin',
  roundTpPercent: 'round_tp_percent',
  slPercent: 'sl_percent',
  entryPrice: 'entry_price',
  add_margin: 'add_margin',
};

type Opened = { contract: DerivContract; input: MartingaleInput };

/** A refused change of a running martingale: its check code → the spec's bot response code (its TP/SL percents: 432–433; any other: 400, `refuseChange`). */
const MARTINGALE_CHANGE_STATUS: Readonly<Record<string, number>> = {
  F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH: BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE,
  F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW: BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL,
};

export class MartingaleService extends KindService<LiveMartingale, MartingaleDriver> {
  /** A contract open for new bots. */
  private contract(symbol: string): DerivContract | BotFailure {
    return contractOpenToBots(this.b.ctx, symbol) ?? invalid(`symbol: ${symbol} is not open for martingale bots`);
  }

  private market(c: DerivContract) {
    const p = this.driver.prices(c.symbol);
    const m = c.futures.market;
    return { symbol: c.symbol, baseCoin: c.contract.base, quoteCoin: c.coin, lastPrice: ticksToPrice(m, p.lastTicks), markPrice: ticksToPrice(m, p.markTicks) };
  }

  /** FM-1 / FM-2 fields → the engine's input ("" = not given). */
  private inputOf(body: FmartLimitBody | FmartCreateBody): MartingaleLimitInput {
    return {
      mode: body.martingale_mode === 2 ? 'short' : 'long',
      leverage: body.leverage,
      priceFloatPercent: given(body.price_float_percent),
      addPositionPercent: given(body.add_position_percent),
      addPositionNum: body.add_position_num,
      initMargin: given(body.init_margin),
      roundTpPercent: given(body.round_tp_percent),
      autoCycle: body.auto_cycle_toggle !== 2,
      slPercent: given(body.sl_percent),
      entryPrice: given(body.entry_price),
    };
  }

  private limitsResult(c: DerivContract, limits: MartingaleLimits) {
    const m = c.futures.market;
    const plan = limits.plan;
    const steps: FmartPlanStep[] = (plan?.steps ?? []).map((s) => ({
      index: s.index,
      price: ticksToPrice(m, s.priceTicks),
      qty: lotsToQty(m, s.lots),
      margin: unitsToQuote(m, s.margin),
      fee: unitsToQuote(m, s.fee),
      avg_price: s.averagePrice,
      liq_price: s.liqTicks < 1 || s.liqTicks >= LIQ_NEVER ? '' : ticksToPrice(m, s.liqTicks),
      tp_price: s.tpTicks < 1 ? '' : ticksToPrice(m, s.tpTicks),
      needed: unitsToQuote(m, s.needed),
    }));
    const { plan: _plan, ...ranges } = limits;
    return {
      ...ranges,
      plan: steps,
      round_needed_margin: plan && plan.steps.length > 0 ? unitsToQuote(m, plan.needed) : '',
      liquidated_before_add: plan?.liquidatedBeforeAdd ?? 0,
    };
  }

  // ── FM-1 get-fmart-limit ─────────────────────────────────────────────

  limit(body: FmartLimitBody) {
    const c = this.contract(body.symbol);
    if (isFailure(c)) return c;
    const limits = engineCall(() => validateMartingale(this.inputOf(body), c.futures, this.market(c)), FIELDS);
    if (isFailure(limits)) return limits;
    return ok(this.limitsResult(c, limits));
  }

  // ── FM-2 create-fmart-bot ────────────────────────────────────────────

  create(user: User, body: FmartCreateBody) {
    return this.createBot(user, () => this.open(user, body), (opened, now) => this.plan(body, opened, now, user.id));
  }

  private open(user: User, body: FmartCreateBody): Opened | BotFailure {
    const c = this.contract(body.symbol);
    if (isFailure(c)) return c;
    // a copy names the bot it copies: a followable martingale bot on the same contract
    const followed = given(body.followed_bot_id);
    if (followed) {
      const leader = this.b.follow.followable(user, followed, this.driver.kind);
      if (!leader) return refuse(BOT_STATUS_CODE.NOT_FOUND, 'followed_bot_id: no followable martingale bot with this id');
      if (leader.symbol !== c.symbol) return invalid(`followed_bot_id: the followed bot trades ${leader.symbol}, not ${c.symbol}`);
    }
    const input = this.inputOf(body) as MartingaleInput;
    for (const [field, value] of [['price_float_percent', input.priceFloatPercent], ['add_position_percent', input.addPositionPercent], ['init_margin', input.initMargin], ['round_tp_percent', input.roundTpPercent]] as const) {
      if (value === undefined) return invalid(`${field}: required`);
    }
    const limits = engineCall(() => validateMartingale(input, c.futures, this.market(c)), FIELDS);
    if (isFailure(limits)) return limits;
    if (limits.check_code !== MARTINGALE_CHECK_SUCCESS) return invalid(`parameters refused: ${limits.check_code}`, limits.check_code);
    return { contract: c, input };
  }

  /** The engine's bot: the whole initial margin moves from the funding account into the bot's wallet (futures-fund), then the first round opens. */
  private plan(body: FmartCreateBody, o: Opened, now: number, userId: number): CreatePlan<LiveMartingale> | BotFailure {
    const c = o.contract;
    const created = engineCall(() => createMartingale(o.input, c.futures, this.market(c), now, this.b.risk.watchFor(userId)), FIELDS);
    if (isFailure(created)) return created;
    if (!created.ok) return invalid(`parameters refused: ${created.limits.check_code}`, created.limits.check_code);
    const state = created.state;
    const account = body.account_type === FUTURES_CODES.accountType.unified ? 'unified' : 'derivatives';
    const margin = ledgerUnits(c, state.deposits);
    const config: MartingaleConfigRow = { account_type: account, leverage_e2: state.config.leverageE2, create_type: body.create_type ?? 0, block_source: body.block_source ?? 0 };
    return {
      account,
      // martingale bots may be followed (get-fmart-follow-detail); a copy records its leader
      row: { ...ownBotRow({ symbol: c.symbol, base_token: c.contract.base, quote_token: c.coin, status: state.status, config, state }), allow_follow: 1, followed_bot_id: given(body.followed_bot_id) ?? '' },
      needs: [{ coin: c.coin, amount: margin }],
      needsFor: ' for the initial margin',
      funding: [],
      start: (ref, at) => {
        const bot = this.driver.live({ id: ref.id, userId: ref.userId, account }, state);
        this.b.ctx.derivatives.postings.fund(bot.futures, margin, 'martingale initial margin');
        applyMartingaleEvents(this.b.store, this.b.ctx.derivatives, bot, created.events);
        saveMartingale(this.b.store, bot, state, at);
        return bot;
      },
    };
  }

  // ── FM-4 get-fmart-detail ────────────────────────────────────────────

  detail(user: User, botId: string) {
    return this.ownDetail(user, botId, 'fmart_detail', (found) => this.detailOf(found.row, found.bot));
  }

  private detailOf(row: BotRow, bot: LiveMartingale): FmartDetail {
    const s = bot.state;
    const p = s.status === 'COMPLETED' ? undefined : this.driver.prices(bot.symbol);
    const m = martingaleMetrics(s, { now: this.now, lastTicks: p?.lastTicks, markTicks: p?.markTicks });
    const cfg = this.configOf<MartingaleConfigRow>(row);
    return {
      ...m,
      close_code: closeCodeWire(s.closeCode),
      bot_id: row.id,
      symbol: row.symbol,
      base_token: row.base_token,
      quote_token: row.quote_token,
      settlement_assets: cfg.settlement ? `${cfg.settlement.amount} ${row.quote_token}` : '',
      follow_num: this.b.store.followers(row.id),
      used_reward_amount: '0',
      used_reward_id: '',
      total_bonus: '0',
      adl_rank_indicator: 0,
      account_type: accountType.toServer(cfg.account_type === 'unified' ? 'unified' : 'derivatives'),
      followed_bot_id: row.followed_bot_id,
    };
  }

  // ── update-fmart-bot ─────────────────────────────────────────────────

  update(user: User, body: FmartUpdateBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const upgrading = given(body.add_margin) !== undefined ? this.b.lifecycle.upgrading(user) : undefined;
    if (upgrading) return upgrading;
    const update = {
      roundTpPercent: body.round_tp_percent,
      slPercent: body.sl_percent,
      autoCycle: body.auto_cycle_toggle === undefined ? undefined : body.auto_cycle_toggle === 1,
      addMargin: body.add_margin,
    };
    const now = Math.max(this.now, bot.state.lastTime);
    const r = engineCall(() => updateMartingale(bot.state, update, now), { round_tp_percent: 'round_tp_percent', sl_percent: 'sl_percent' });
    if (isFailure(r)) return r;
    if (!r.ok) return refuseChange(`update refused: ${r.check_code}`, r.check_code, MARTINGALE_CHANGE_STATUS);
    const added = r.events.find((e) => e.type === 'margin_added');
    if (added && added.type === 'margin_added') {
      const ledger = this.b.ctx.ledger;
      const account = this.configOf<MartingaleConfigRow>(row).account_type === 'unified' ? 'unified' : 'derivatives';
      const need = ledgerUnits(bot.contract, added.amount);
      const available = ledger.balance(userAccount(user.id, account), bot.contract.coin).available;
      if (available < need) {
        return refuse(BOT_STATUS_CODE.INSUFFICIENT_BALANCE, `insufficient ${bot.contract.coin} in the ${account} account: available ${ledger.format(bot.contract.coin, available)}, needed ${ledger.format(bot.contract.coin, need)}`);
      }
    }
    tx(this.b.ctx.db, () => {
      applyMartingaleEvents(this.b.store, this.b.ctx.derivatives, bot, r.events);
      saveMartingale(this.b.store, bot, r.state, now);
    });
    bot.state = r.state;
    return ok({ check_code: MARTINGALE_CHECK_SUCCESS as string });
  }

  // ── orders ───────────────────────────────────────────────────────────

  private orderOf(bot: LiveMartingale, o: OrderRow): FmartOrder {
    const m = bot.contract.futures.market;
    const round = o.round_id ? Number(o.round_id.slice(o.round_id.indexOf(':') + 1)) : 0;
    return {
      order_id: o.order_id,
      symbol: o.symbol,
      side: o.side === 'buy' ? 'Buy' : 'Sell',
      order_type: o.order_type === 'limit' ? 'Limit' : 'Market',
      status: o.status,
      cancel_reason: cancelReasonWire(o),
      price: ticksToPrice(m, o.price_ticks),
      qty: lotsToQty(m, o.lots),
      filled_qty: lotsToQty(m, o.filled_lots),
      fee: unitsToQuote(m, o.fee),
      round: Number.isFinite(round) ? round : 0,
      create_time: o.create_time,
      update_time: o.update_time,
    };
  }

  /** get-fmart-open-orders (the resting add) and get-fmart-history-orders (fills and cancelled adds with their why, newest first), paged. */
  orders(user: User, body: FmartOrdersBody, which: 'open' | 'filled') {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { limit, offset } = paging(body);
    const page = which === 'open' ? this.b.store.openOrders(found.row.id, limit, offset) : this.b.store.historyOrders(found.row.id, limit, offset);
    return ok({ total: page.total, orders: page.rows.map((o) => this.orderOf(found.bot, o)) });
  }

  // ── rounds ───────────────────────────────────────────────────────────

  /** Rounds newest first: the running one (not yet a row), then the closed ones (their rows). */
  roundList(user: User, body: FmartOrdersBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { bot } = found;
    const running = bot.state.round !== null && bot.state.round.end === null ? [bot.state.round] : [];
    const { limit, offset } = paging(body);
    // the running round is the first row of page 1
    const skip = Math.max(0, offset - running.length);
    const take = limit - Math.max(0, running.length - offset);
    const page = this.b.store.rounds(bot.id, Math.max(0, take), skip);
    const closed = page.rows.map((r) => JSON.parse(r.detail ?? '{}') as MartingaleRound);
    const rounds = [...running.slice(offset, offset + limit), ...(take > 0 ? closed : [])].map((r) => this.roundOf(bot, r));
    return ok({ total: page.total + running.length, rounds });
  }

  private roundOf(bot: LiveMartingale, r: MartingaleRound): FmartRound {
    return martingaleRoundFigures(bot.state.contract, r) as FmartRound;
  }

  roundDetail(user: User, body: FmartRoundDetailBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { bot } = found;
    const current = bot.state.round;
    let round: MartingaleRound | undefined = current !== null && current.no === body.round ? current : undefined;
    if (!round) {
      const row = this.b.store.round(bot.id, roundIdOf(bot.id, body.round));
      if (row?.detail) round = JSON.parse(row.detail) as MartingaleRound;
    }
    if (!round) return refuse(BOT_STATUS_CODE.NOT_FOUND, `round ${body.round} not found`);
    const m = bot.state.contract.market;
    return ok({
      round: this.roundOf(bot, round),
      fills: round.fills.map((f) => ({
        kind: f.kind,
        add_index: f.addIndex,
        side: f.side === 'buy' ? 'Buy' : 'Sell',
        price: ticksToPrice(m, f.priceTicks),
        qty: lotsToQty(m, f.lots),
        liquidity: f.liquidity,
        fee: unitsToQuote(m, f.fee),
        realized_pnl: unitsToQuote(m, f.realisedPnl),
        time: f.time,
      })),
    });
  }

  // ── get-fmart-follow-detail ──────────────────────────────────────────

  /** A followable martingale bot (or the caller's own) and the parameters to copy it with (bots/follow.ts). */
  followDetail(user: User | null, botId: string) {
    return this.b.follow.detail(user, botId, this.driver);
  }

  // ── get-symbol-ai-params ─────────────────────────────────────────────

  aiParams(symbol: string) {
    return this.b.ai.detail(this.driver.kind, symbol);
  }

  // ── get-fmart-close-detail ───────────────────────────────────────────

  closeDetail(user: User, botId: string) {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const s: MartingaleState = bot.state;
    const m = martingaleMetrics(s, { now: this.now });
    const cfg = this.configOf<MartingaleConfigRow>(row);
    return ok({
      bot_id: row.id,
      stop_type: m.stop_type,
      close_code: closeCodeWire(s.closeCode),
      close_price: m.close_price,
      end_time: m.end_time,
      total_margin: m.total_margin,
      pnl: m.pnl,
      pnl_per: m.pnl_per,
      realized_pnl: m.realized_pnl,
      net_funding_fee: m.net_funding_fee,
      total_fee: m.total_fee,
      completed_rounds: m.completed_rounds,
      cut_short_round: m.cut_short_round,
      settlement_amount: cfg.settlement?.amount ?? '',
      // the bot's money at the close: what its wallet holds is what went back (nothing is open or reserved)
      settlement_parts:
        s.status === 'COMPLETED' ? settlementPartsOut(settlementParts(s.deposits, [s.position], s.wallet + s.reserved + s.position.margin), (u) => unitsToQuote(s.contract.market, u)) : null,
      account_type: accountType.toServer(cfg.account_type === 'unified' ? 'unified' : 'derivatives'),
    });
  }
}
