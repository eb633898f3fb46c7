/**
 * Spot grid and generic grid calls (contracts: spot-grid.ts). Each call
 * first drains the runner (so an action never overtakes prices the market has
 * shown), works on the bot's engine state, and writes every change — state,
 * order rows, ledger journals — in one transaction; the runner's copy of the
 * state is replaced only after the commit. Create and close go through the
 * shared sequences (bots/lifecycle.ts); the bot's life on the market is its
 * driver's (driver.ts).
 */
import {
  type AiParamsResult,
  BOT_STATUS_CODE,
  type BotFailure,
  type CloseModeEstimate,
  PNL_CURVE_SAMPLE_MS,
  SPOT_GRID_BOUNDS,
  type SpotGridAvailableBalanceBody,
  type SpotGridBalanceListBody,
  type SpotGridCloseBody,
  type SpotGridCreateBody,
  type SpotGridDetail,
  type SpotGridInitialBuyBody,
  type SpotGridOrdersBody,
  type SpotGridPnlCurveBody,
  type SpotGridRecommendBody,
  type SpotGridUpdateBody,
  type SpotGridValidateBody,
  type SpotGridWithdrawBody,
} from '@tb/contracts';
import {
  type SpotCheckCode,
  type SpotGridEvent,
  type SpotGridInput,
  type SpotGridState,
  type SpotGridUpdate,
  SPOT_CHECK_SUCCESS,
  addInvestment,
  closeSpotGrid,
  compareDecimal,
  createSpotGrid,
  modifySpotGrid,
  quoteToUnits,
  spotGridMetrics,
  validateAddInvestment,
  validateSpotGrid,
  withdrawProfit,
  withdrawableProfit,
} from '@tb/engine';
import { accountType, createType, gridType, orderSide, spotInvestMode } from '@tb/util-enums';
import type { User } from '../../../accounts/users';
import { tx } from '../../../db/database';
import { COINS } from '../../../ledger/coins';
import { userAccount } from '../../../ledger/ledger';
import { fromUnits, toUnits } from '../../../lib/decimal';
import { engineCall } from '../../common/engine-call';
import { given, paging } from '../../common/request';
import { invalid, isFailure, notFound, ok, refuse, refuseChange } from '../../common/results';
import { SPOT_CLOSE_MODE_OF_CODE, TP_SL_BY_CODE, closeCodeWire, closeModeWire, closeReasonWire, gridStatusWire, rateText, tpSlWire } from '../../common/wire';
import { KindService } from '../../kind-service';
import { type OrderFormat, orderView } from '../../order-view';
import { type CreatePlan, refuseShortfall } from '../../lifecycle';
import { type BotPair, priceText, qtyText, quoteLedgerUnits, quoteText, baseLedgerUnits } from '../../pairs';
import { type BotRef, postFunding, postWithdrawal } from '../../postings';
import type { BotRow, FundingAccount } from '../../store';
import { type LiveGrid, type SpotGridDriver, applyGridEvents, gridPnl, sampleGrid, saveGrid } from './book';
import { withdrawLimit, withdrawableFromTicks } from './withdraw';
import { curvePoints, curveRows, nextSampleAfter } from '../../pnl-curve';

/** What create-grid records besides the engine state. */
export type GridConfig = {
  grid_type: number;
  invest_mode: number;
  quote_investment: string;
  base_investment: string;
  create_type: number;
  block_source: number;
  source: string;
  strategy_id: string;
  followed_grid_id: string;
  reward_id: string;
  reward_amount: string;
};

const INVEST_MODE = { 0: 'quote', 1: 'base', 2: 'base_and_quote' } as const;
const INVEST_MODE_VALUE = { quote: 'quote', base: 'base', base_and_quote: 'baseAndQuote' } as const;
const DAY = 86_400_000;

type GridParams = Omit<SpotGridInitialBuyBody, never>;

/** The engine input of a grid request; TP/SL prices under the create (SG-2) or validate (SG-1) names. */
function gridInput(body: GridParams, tp: { takeProfitPrice?: string; stopLossPrice?: string }): SpotGridInput {
  return {
    minPrice: body.min_price,
    maxPrice: body.max_price,
    cellNumber: body.cell_number,
    gridType: body.grid_type === 2 ? 'geometric' : 'arithmetic',
    investMode: INVEST_MODE[body.invest_mode ?? 0],
    quoteInvestment: given(body.quote_investment),
    baseInvestment: given(body.base_investment),
    entryPrice: given(body.entry_price),
    tpSlType: TP_SL_BY_CODE[body.tp_sl_type ?? 0],
    takeProfitPrice: given(tp.takeProfitPrice),
    stopLossPrice: given(tp.stopLossPrice),
    takeProfitPercent: given(body.take_profit_per),
    stopLossPercent: given(body.stop_loss_per),
    tsPercent: given(body.ts_percent),
    enableTrailing: body.enable_trailing === true,
    limitUpPrice: given(body.limit_up_price),
  };
}

/** A refused change of a running spot grid: its check code → the spec's bot response code (432–437; any other: 400, `refuseChange`). */
const SPOT_GRID_CHANGE_STATUS: Readonly<Record<string, number>> = {
  SPOT_CHECK_CODE_TP_TOO_HIGH: BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE,
  SPOT_CHECK_CODE_SL_TOO_LOW: BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL,
  SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET: BOT_STATUS_CODE.TP_BELOW_LAST_PRICE,
  SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET: BOT_STATUS_CODE.SL_ABOVE_LAST_PRICE,
  SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_HIGH: BOT_STATUS_CODE.UPDATE_INVESTMENT_TOO_LARGE,
};

export class SpotGridService extends KindService<LiveGrid, SpotGridDriver> {
  private pairOf(symbol: string): BotPair | BotFailure {
    const pair = this.b.pairs.get(symbol);
    if (!pair || !this.b.pairs.open(pair)) return invalid(`symbol: ${symbol} is not open for grid bots`);
    return pair;
  }

  /** The caller's grid: the runner's live copy, or the stored state (closed bots). */
  private mine(user: User, gridId: string): { row: BotRow; pair: BotPair; live: LiveGrid | undefined; state: SpotGridState } | BotFailure {
    const found = this.owned(user, gridId);
    if (isFailure(found)) return found;
    const { row, bot, running } = found;
    return { row, pair: bot.pair, live: running ? bot : undefined, state: bot.state };
  }

  /** The caller's running grid, with the time and the price a change applies at; 412 once it has closed. */
  private running(user: User, gridId: string): { row: BotRow; pair: BotPair; live: LiveGrid; state: SpotGridState; now: number; priceTicks: number } | BotFailure {
    const found = this.mine(user, gridId);
    if (isFailure(found)) return found;
    const { live, state, pair } = found;
    if (!live || state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the grid has been closed');
    return { ...found, live, now: this.now, priceTicks: this.b.pairs.lastTicks(pair) };
  }

  private refOf(row: BotRow): BotRef {
    return { id: row.id, userId: row.user_id, account: row.account_type };
  }

  // ── SG-1 validate-input ──────────────────────────────────────────────

  validate(body: SpotGridValidateBody) {
    const pair = this.pairOf(body.symbol);
    if (isFailure(pair)) return pair;
    const input = gridInput(body, { takeProfitPrice: body.take_profit, stopLossPrice: body.stop_loss });
    const v = engineCall(() => validateSpotGrid(input, this.b.pairs.spotMarket(pair)), { take_profit_price: 'take_profit', stop_loss_price: 'stop_loss' });
    if (isFailure(v)) return v;
    return ok({ ...v, check_code: v.check_code as string });
  }

  // ── get-initial-buy-amount ───────────────────────────────────────────

  initialBuy(body: SpotGridInitialBuyBody) {
    const pair = this.pairOf(body.symbol);
    if (isFailure(pair)) return pair;
    const input = gridInput(body, {});
    const startPrice = given(body.entry_price) ?? this.b.pairs.lastPrice(pair);
    // Start the grid on paper at the entry price (or now): its first market order is the answer.
    const created = engineCall(() => createSpotGrid({ ...input, entryPrice: undefined }, { ...this.b.pairs.spotMarket(pair), lastPrice: startPrice }, this.now));
    if (isFailure(created)) return created;
    if (!created.ok) return invalid(`the grid is not valid: ${created.validation.check_code}`, created.validation.check_code);
    let lots = 0;
    let value = 0;
    let fee = 0;
    let side = '';
    let buys = 0;
    let sells = 0;
    for (const e of created.events) {
      if (e.type === 'order_filled' && e.orderType === 'market') {
        lots += e.lots;
        value += e.notional;
        fee += e.fee;
        side = orderSide.toServer(e.side);
      }
      if (e.type === 'order_placed') {
        if (e.side === 'buy') buys++;
        else sells++;
      }
    }
    return ok({
      side,
      price: startPrice,
      base_amount: qtyText(pair, lots),
      quote_amount: quoteText(pair, value),
      fee: quoteText(pair, fee),
      qty_per_grid: qtyText(pair, created.state.qty[0] ?? 0),
      buy_order_num: buys,
      sell_order_num: sells,
    });
  }

  // ── SG-2 create-grid ─────────────────────────────────────────────────

  create(user: User, body: SpotGridCreateBody) {
    return this.b.lifecycle.create(this.driver, user, {
      open: () => this.pairOf(body.symbol),
      plan: (pair, now) => this.plan(user, body, pair, now),
      reply: (bot) => ok({ grid_id: bot.id }),
    });
  }

  /** After the running limit: the followed grid, the voucher, the engine's grid and what it needs from the funding account. */
  private plan(user: User, body: SpotGridCreateBody, pair: BotPair, now: number): CreatePlan<LiveGrid> | BotFailure {
    const followed = given(body.followed_grid_id);
    if (followed) {
      const leader = this.b.follow.followable(user, followed, this.driver.kind);
      if (!leader) return notFound('followed grid');
      if (leader.symbol !== pair.symbol) return invalid(`followed_grid_id: the followed grid trades ${leader.symbol}, not ${pair.symbol}`);
    }
    let input = gridInput(body, { takeProfitPrice: body.take_profit_price, stopLossPrice: body.stop_loss_price });
    // A voucher adds its amount to the quote investment.
    let voucher = 0n;
    const rewardId = given(body.reward_id);
    if (rewardId) {
      const reward = this.b.rewards.usable(user.id, rewardId, this.driver.kind, now);
      if (!reward.ok) return invalid(`reward_id: ${reward.reason}`);
      if (reward.coin !== pair.quote) return invalid(`reward_id: the voucher is in ${reward.coin}, the grid invests ${pair.quote}`);
      if (input.investMode === 'base') return invalid('reward_id: a voucher adds quote coin; choose invest_mode 0 or 2');
      const own = given(body.quote_investment) ?? '0';
      const ownUnits = engineCall(() => toUnits(own, pair.quoteCoinScale));
      if (isFailure(ownUnits)) return invalid(`quote_investment: ${pair.quote} has at most ${pair.quoteCoinScale} decimals`);
      if (ownUnits + reward.amount < reward.minInvestment) {
        return invalid(`reward_id: the voucher needs an investment of at least ${fromUnits(reward.minInvestment, pair.quoteCoinScale)} ${pair.quote}`);
      }
      voucher = reward.amount;
      input = { ...input, quoteInvestment: fromUnits(ownUnits + voucher, pair.quoteCoinScale) };
    }
    const priceTicks = this.b.pairs.lastTicks(pair);
    const created = engineCall(() => createSpotGrid(input, this.b.pairs.spotMarket(pair, priceTicks), now), {
      take_profit_percent: 'take_profit_per',
      stop_loss_percent: 'stop_loss_per',
    });
    if (isFailure(created)) return created;
    if (!created.ok) return invalid(`invalid grid: ${created.validation.check_code}`, created.validation.check_code);
    const state = created.state;
    const account: FundingAccount = body.account_type === 6 ? 'fund' : 'spot';
    const own = [
      { coin: pair.quote, amount: quoteLedgerUnits(pair, state.investedQuote) - voucher },
      { coin: pair.base, amount: baseLedgerUnits(pair, state.investedBase) },
    ];
    const config: GridConfig = {
      grid_type: body.grid_type ?? 1,
      invest_mode: body.invest_mode ?? 0,
      quote_investment: given(body.quote_investment) ?? '',
      base_investment: given(body.base_investment) ?? '',
      create_type: body.create_type ?? 0,
      block_source: body.block_source ?? 0,
      source: body.source ?? '',
      strategy_id: body.strategy_id ?? '',
      followed_grid_id: followed ?? '',
      reward_id: rewardId ?? '',
      reward_amount: voucher > 0n ? fromUnits(voucher, pair.quoteCoinScale) : '0',
    };
    return {
      account,
      row: {
        symbol: pair.symbol,
        base_token: pair.base,
        quote_token: pair.quote,
        status: state.status,
        config: JSON.stringify(config),
        state: JSON.stringify(state),
        allow_follow: body.allow_follow ?? 1,
        followed_bot_id: followed ?? '',
        reward_id: rewardId ?? '',
        reward_amount: config.reward_amount,
      },
      needs: own,
      funding: own,
      voucher: voucher > 0n && rewardId ? { rewardId, coin: pair.quote, amount: voucher } : undefined,
      start: (ref, at) => {
        applyGridEvents(this.b.store, this.b.ctx.ledger, ref, pair, created.events, at);
        saveGrid(this.b.store, ref, state, priceTicks, at);
        sampleGrid(this.b.store, ref, state, priceTicks, at);
        return { ...ref, kind: 'GRID_SPOT', pair, state, persistedWall: performance.now(), dirty: false, nextSample: nextSampleAfter(at), faulted: false };
      },
    };
  }

  // ── SG-4 query-grid-detail ───────────────────────────────────────────

  detail(user: User, gridId: string) {
    const found = this.mine(user, gridId);
    if (isFailure(found)) return found;
    return ok({ detail: this.detailOf(found.row, found.pair, found.state) });
  }

  private detailOf(row: BotRow, pair: BotPair, state: SpotGridState): SpotGridDetail {
    const now = this.now;
    const priceTicks = this.b.pairs.lastTicks(pair);
    const m = spotGridMetrics(state, priceTicks, now);
    const c = state.config;
    const config = JSON.parse(row.config) as GridConfig;
    const running = state.status === 'RUNNING';
    const done = state.status === 'COMPLETED';
    const price = (ticks: number | null) => (ticks === null ? '' : priceText(pair, ticks));
    return {
      grid_id: row.id,
      symbol: pair.symbol,
      base_token: pair.base,
      quote_token: pair.quote,
      status: gridStatusWire(state.status),
      max_price: price(state.levels[state.levels.length - 1]),
      min_price: price(state.levels[0]),
      cell_number: state.qty.length,
      total_investment: m.total_investment,
      total_profit: m.total_profit,
      grid_profit: m.grid_profit,
      grid_apr: m.grid_apr,
      total_apr: m.total_apr,
      arbitrage_num: m.arbitrage_num,
      arbitrage_num_24: this.b.store.arbitrageSince(row.id, now - DAY),
      current_price: priceText(pair, done ? state.lastTicks : priceTicks),
      ...(running ? { current_profit: m.total_profit, current_per: m.current_per } : {}),
      equity: m.equity,
      entry_price: price(c.entryTicks),
      stop_loss_price: price(c.slTicks),
      take_profit_price: price(c.tpTicks),
      close_reason: closeReasonWire(state.closeReason),
      bot_close_code: closeCodeWire(state.closeCode),
      ts_percent: rateText(c.tsRate),
      is_support_ts: pair.pair.supportTrailingStop,
      enable_trailing: c.enableTrailing,
      limit_up_price: price(c.limitUpTicks),
      ori_max_price: price(c.maxTicks),
      ori_min_price: price(c.minTicks),
      ori_cell_number: c.cellNumber,
      allow_follow: row.allow_follow,
      follow_num: this.b.store.followers(row.id),
      operation_time: m.operation_ms,
      create_time: row.create_time,
      end_time: state.endedAt,
      used_reward_amount: config.reward_amount,
      used_reward_id: config.reward_id,
      settlement_assets: done ? settlementText(pair, state.settledBase, state.settledQuote) : '',
      account_type: accountType.toServer(row.account_type),
      cum_withdrew_amount: m.cum_withdrew_amount,
      spot_symbol_status: this.b.pairs.trading(pair) ? 'ONLINE' : 'OFFLINE',
      taker_fee_rate: pair.rules.takerFee,
      maker_fee_rate: pair.rules.makerFee,
      ts_exit_equity: state.closeReason === 'CLOSED_TRAILING_STOP' ? m.equity : '',
      grid_type: gridType.toServer(c.gridType),
      invest_mode: spotInvestMode.toServer(INVEST_MODE_VALUE[c.investMode]),
      base_investment: qtyText(pair, state.investedBase),
      quote_investment: quoteText(pair, state.investedQuote),
      min_grid_profit_per: m.profit_per_grid.from,
      max_grid_profit_per: m.profit_per_grid.to,
      base_amount: qtyText(pair, m.base_held_lots),
      quote_amount: quoteText(pair, m.quote_held_units),
      floating_pnl: m.floating_profit,
      withdrawable_profit: m.withdrawable_profit,
      tp_sl_type: tpSlWire(c.tpSlType),
      take_profit_per: rateText(c.tpRate),
      stop_loss_per: rateText(c.slRate),
      levels: state.levels.map((t) => priceText(pair, t)),
      close_mode: closeModeWire(state.closeMode),
      total_fee: m.fees_paid,
      followed_grid_id: row.followed_bot_id,
      create_type: createType.toServer(createType.fromServer(config.create_type)),
    };
  }

  // ── get-pnl-curve ────────────────────────────────────────────────────

  pnlCurve(user: User, body: SpotGridPnlCurveBody) {
    const found = this.mine(user, body.grid_id);
    if (isFailure(found)) return found;
    const { row, pair, state } = found;
    // A running grid's curve ends now, with the figures the detail shows, not at the last 15-minute sample.
    const now = this.now;
    const live = () => {
      const pnl = gridPnl(state, this.b.pairs.lastTicks(pair));
      return { time: now, grid_profit: pnl.grid, total_pnl: pnl.total, price_ticks: pnl.priceTicks };
    };
    const rows = curveRows(this.b.store, row.id, body, now, state.status !== 'COMPLETED' ? live : null);
    return ok({
      grid_id: row.id,
      quote_token: pair.quote,
      interval_ms: PNL_CURVE_SAMPLE_MS,
      points: curvePoints(rows, { quote: (u) => quoteText(pair, u), price: (t) => priceText(pair, t) }),
    });
  }

  // ── withdraw ─────────────────────────────────────────────────────────

  withdrawDetail(user: User, gridId: string) {
    const found = this.mine(user, gridId);
    if (isFailure(found)) return found;
    const { row, pair, state } = found;
    const ticks = this.b.pairs.lastTicks(pair);
    const m = spotGridMetrics(state, ticks, this.now);
    const from = withdrawableFromTicks(state, ticks, this.now);
    return ok({
      grid_id: row.id,
      coin: pair.quote,
      grid_profit: m.grid_profit,
      total_profit: m.total_profit,
      floating_profit: m.floating_profit,
      profit_held: quoteText(pair, Math.max(0, state.profitHeld)),
      withdrawable_profit: m.withdrawable_profit,
      cum_withdrew_amount: m.cum_withdrew_amount,
      limited_by: withdrawLimit(state, ticks),
      withdrawable_from_price: from === null ? '' : priceText(pair, from),
    });
  }

  withdraw(user: User, body: SpotGridWithdrawBody) {
    const found = this.running(user, body.grid_id);
    if (isFailure(found)) return found;
    const upgrading = this.b.lifecycle.upgrading(user);
    if (upgrading) return upgrading;
    const { row, pair, live, state, now, priceTicks } = found;
    const max = withdrawableProfit(state, priceTicks);
    const asked = given(body.amount);
    const amount = asked === undefined ? max : engineCall(() => quoteToUnits(pair.market, asked, 'amount', 'exact'));
    if (isFailure(amount)) return amount;
    if (amount <= 0) return invalid(max > 0 ? 'amount: must be greater than zero' : 'amount: there is no withdrawable profit now');
    if (amount > max) return invalid(`amount: at most ${quoteText(pair, max)} ${pair.quote} is withdrawable now`);
    const step = withdrawProfit(state, amount, priceTicks, now);
    tx(this.b.ctx.db, () => {
      postWithdrawal(this.b.ctx.ledger, this.refOf(row), pair.quote, quoteLedgerUnits(pair, amount));
      saveGrid(this.b.store, row, step.state, priceTicks, now);
    });
    live.state = step.state;
    live.dirty = false;
    const m = spotGridMetrics(step.state, priceTicks, now);
    return ok({ grid_id: row.id, coin: pair.quote, amount: quoteText(pair, amount), withdrawable_profit: m.withdrawable_profit, cum_withdrew_amount: m.cum_withdrew_amount });
  }

  // ── balances ─────────────────────────────────────────────────────────

  balanceList(user: User, body: SpotGridBalanceListBody) {
    const ledger = this.b.ctx.ledger;
    const wanted = body.coins?.length ? new Set(body.coins) : null;
    const unknown = body.coins?.find((coin) => !COINS.some((c) => c.coin === coin));
    if (unknown) return invalid(`coins: unknown coin ${unknown}`);
    const list = [];
    for (const info of COINS) {
      if (wanted && !wanted.has(info.coin)) continue;
      const spot = ledger.balance(userAccount(user.id, 'spot'), info.coin).available;
      const fund = ledger.balance(userAccount(user.id, 'fund'), info.coin).available;
      if (!wanted && spot === 0n && fund === 0n) continue;
      list.push({ coin: info.coin, spot_available: ledger.format(info.coin, spot), fund_available: ledger.format(info.coin, fund) });
    }
    return ok({ list });
  }

  availableBalance(user: User, body: SpotGridAvailableBalanceBody) {
    const pair = this.b.pairs.get(body.symbol);
    if (!pair) return invalid(`symbol: unknown pair ${body.symbol}`);
    const account: FundingAccount = body.account_type === 6 ? 'fund' : 'spot';
    const ledger = this.b.ctx.ledger;
    const of = (coin: string) => ledger.format(coin, ledger.balance(userAccount(user.id, account), coin).available);
    return ok({
      symbol: pair.symbol,
      account_type: accountType.toServer(account),
      base_coin: pair.base,
      quote_coin: pair.quote,
      base_available: of(pair.base),
      quote_available: of(pair.quote),
    });
  }

  // ── validate-update-sgrid / update-sgrid ─────────────────────────────

  private planUpdate(state: SpotGridState, body: SpotGridUpdateBody, priceTicks: number, now: number): { code: SpotCheckCode; state: SpotGridState; events: readonly SpotGridEvent[] } | BotFailure {
    const add = { quote: given(body.add_investment), base: given(body.add_base_investment) };
    const hasAdd = add.quote !== undefined || add.base !== undefined;
    const update: SpotGridUpdate = {
      tpSlType: TP_SL_BY_CODE[body.tp_sl_type ?? 0],
      takeProfitPrice: body.take_profit_price,
      stopLossPrice: body.stop_loss_price,
      takeProfitPercent: body.take_profit_per,
      stopLossPercent: body.stop_loss_per,
      tsPercent: body.ts_percent,
    };
    const hasChange = Object.values(update).some((v) => v !== undefined);
    if (!hasAdd && !hasChange) return { code: 'SPOT_CHECK_CODE_PARAMETERS_NOT_CHANGED', state, events: [] };
    let next = state;
    let events: readonly SpotGridEvent[] = [];
    if (hasAdd) {
      const added = engineCall(() => addInvestment(state, add, priceTicks, now), { quote_investment: 'add_investment', base_investment: 'add_base_investment' });
      if (isFailure(added)) return added;
      if (!added.ok) return { code: added.check_code, state, events: [] };
      next = added.state;
      events = added.events;
    }
    if (hasChange) {
      const changed = engineCall(() => modifySpotGrid(next, update, priceTicks), { take_profit_percent: 'take_profit_per', stop_loss_percent: 'stop_loss_per' });
      if (isFailure(changed)) return changed;
      if (!changed.ok) return { code: changed.check_code, state, events: [] };
      next = changed.state;
    }
    return { code: SPOT_CHECK_SUCCESS, state: next, events };
  }

  validateUpdate(user: User, body: SpotGridUpdateBody) {
    const found = this.mine(user, body.grid_id);
    if (isFailure(found)) return found;
    const { pair, state } = found;
    if (state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the grid has been closed');
    const priceTicks = this.b.pairs.lastTicks(pair);
    const plan = this.planUpdate(state, body, priceTicks, this.now);
    if (isFailure(plan)) return plan;
    const range = validateAddInvestment(state, {}, priceTicks).investment;
    const type = plan.state.config.tpSlType;
    const tpByPrice = type === 'price' || type === 'tp_price_sl_percent';
    const slByPrice = type === 'price' || type === 'tp_percent_sl_price';
    return ok({
      check_code: plan.code as string,
      add_investment: range,
      take_profit: tpByPrice || type === 'empty' ? { from: priceText(pair, priceTicks + 1), to: '' } : SPOT_GRID_BOUNDS.takeProfitPer,
      stop_loss: slByPrice || type === 'empty' ? { from: priceText(pair, 1), to: priceTicks > 1 ? priceText(pair, priceTicks - 1) : '' } : SPOT_GRID_BOUNDS.stopLossPer,
      ts_percent: pair.pair.supportTrailingStop ? SPOT_GRID_BOUNDS.tsPercent : { from: '0', to: '0' },
    });
  }

  update(user: User, body: SpotGridUpdateBody) {
    const found = this.running(user, body.grid_id);
    if (isFailure(found)) return found;
    const upgrading = given(body.add_investment) !== undefined || given(body.add_base_investment) !== undefined ? this.b.lifecycle.upgrading(user) : undefined;
    if (upgrading) return upgrading;
    const { row, pair, live, state, now, priceTicks } = found;
    const plan = this.planUpdate(state, body, priceTicks, now);
    if (isFailure(plan)) return plan;
    if (plan.code !== SPOT_CHECK_SUCCESS) return refuseChange(`update refused: ${plan.code}`, plan.code, SPOT_GRID_CHANGE_STATUS);
    const ref = this.refOf(row);
    try {
      tx(this.b.ctx.db, () => {
        for (const e of plan.events) {
          if (e.type === 'investment_added') {
            postFunding(this.b.ctx.ledger, ref, [
              { coin: pair.quote, amount: quoteLedgerUnits(pair, e.quote) },
              { coin: pair.base, amount: baseLedgerUnits(pair, e.base) },
            ]);
          }
        }
        applyGridEvents(this.b.store, this.b.ctx.ledger, ref, pair, plan.events, now);
        saveGrid(this.b.store, row, plan.state, priceTicks, now);
      });
    } catch (error) {
      const refusal = refuseShortfall(error);
      if (refusal) return refusal;
      throw error;
    }
    live.state = plan.state;
    live.dirty = false;
    if (plan.state.status === 'COMPLETED') this.b.runner.remove(row.id);
    return ok({ grid_id: row.id, check_code: SPOT_CHECK_SUCCESS as string });
  }

  // ── recommend-symbol ─────────────────────────────────────────────────

  recommend(body: SpotGridRecommendBody) {
    const quote = body.quote_coin ?? 'USDT';
    const list = this.b.pairs
      .all()
      .filter((p) => this.b.pairs.open(p) && p.quote === quote)
      .map((p) => {
        const t = this.b.ctx.market.ticker(p.symbol);
        return { symbol: p.symbol, base_coin: p.base, quote_coin: p.quote, price: this.b.pairs.lastPrice(p), change_24h: t.m, amplitude: t.amplitude, turnover_24h: t.qv };
      })
      .sort((a, b) => compareDecimal(b.amplitude, a.amplitude) || a.symbol.localeCompare(b.symbol))
      .slice(0, body.limit ?? 10);
    return ok({ list });
  }

  // ── get-close-modes / SG-3 close-grid ────────────────────────────────

  closeModes(user: User, gridId: string) {
    const found = this.mine(user, gridId);
    if (isFailure(found)) return found;
    const { row, pair, state } = found;
    if (state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.GRID_CANNOT_BE_CANCELLED, 'the grid is already completed');
    const priceTicks = this.b.pairs.lastTicks(pair);
    const modes: CloseModeEstimate[] = [2, 3, 4].map((code) => {
      const step = closeSpotGrid(state, { mode: SPOT_CLOSE_MODE_OF_CODE[code], priceTicks, time: this.now });
      let fee = 0;
      let base = 0;
      let quote = 0;
      for (const e of step.events) {
        if (e.type === 'order_filled') fee += e.fee;
        if (e.type === 'closed') {
          base = e.base;
          quote = e.quote;
        }
      }
      return { close_mode: code, mode: closeModeWire(SPOT_CLOSE_MODE_OF_CODE[code]), base_amount: qtyText(pair, base), quote_amount: quoteText(pair, quote), fee: quoteText(pair, fee) };
    });
    return ok({ grid_id: row.id, current_price: priceText(pair, priceTicks), modes });
  }

  close(user: User, body: SpotGridCloseBody) {
    const closed = this.b.lifecycle.close(this.driver, user, body.grid_id, { cause: 'user', mode: Number(body.close_mode) });
    if (isFailure(closed)) return closed;
    const { row, bot } = closed;
    const s = bot.state;
    const pair = bot.pair;
    return ok({ grid_id: row.id, settlement_assets: settlementText(pair, s.settledBase, s.settledQuote), base_amount: qtyText(pair, s.settledBase), quote_amount: quoteText(pair, s.settledQuote) });
  }

  // ── query-follow-grid-detail, ai-params-detail (their cross-kind services) ─

  followDetail(user: User | null, gridId: string) {
    return this.b.follow.detail(user, gridId, this.driver);
  }

  aiParams(symbol: string) {
    return this.b.ai.detail<AiParamsResult>(this.driver.kind, symbol);
  }

  // ── orders ───────────────────────────────────────────────────────────

  orders(user: User, body: SpotGridOrdersBody, which: 'open' | 'history') {
    const found = this.mine(user, body.grid_id);
    if (isFailure(found)) return found;
    const { row, pair } = found;
    const { limit, offset } = paging(body);
    const page = which === 'open' ? this.b.store.openOrders(row.id, limit, offset) : this.b.store.historyOrders(row.id, limit, offset);
    return ok({ total: page.total, orders: page.rows.map((o) => orderView(pairFormat(pair), o)) });
  }
}

/** A spot pair's formatting of order rows. */
const pairFormat = (pair: BotPair): OrderFormat => ({ price: (t) => priceText(pair, t), qty: (l) => qtyText(pair, l), quote: (u) => quoteText(pair, u), coin: pair.quote });

/** "0.0123 BTC, 512.3 USDT" (zero parts left out; "0 USDT" when nothing). */
export function settlementText(pair: BotPair, baseLots: number, quoteUnits: number): string {
  const parts = [];
  if (baseLots > 0) parts.push(`${qtyText(pair, baseLots)} ${pair.base}`);
  if (quoteUnits > 0 || parts.length === 0) parts.push(`${quoteText(pair, quoteUnits)} ${pair.quote}`);
  return parts.join(', ');
}
