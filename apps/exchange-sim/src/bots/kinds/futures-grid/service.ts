/**
 * The futures grid's API calls (contracts futures-grid.ts). Amounts are the
 * contract's settle coin; the bot's figures are the engine's
 * (`futuresGridMetrics` at the contract's last and mark price). Create and
 * close go through the shared sequences (lifecycle.ts); the other changes of
 * a running bot drain the runner first, then apply the engine's transition
 * and its postings in one transaction (book.ts) and take the new state into
 * the runner's live record.
 */
import {
  BOT_STATUS_CODE,
  type BotFailure,
  FUTURES_GRID_CODES,
  type FuturesGridBalanceBody,
  type FuturesGridCreateBody,
  type FuturesGridAiParamsResult,
  type FuturesGridDetail,
  type FuturesGridMoveScopeBody,
  type FuturesGridOrdersBody,
  type FuturesGridPnlCurveBody,
  PNL_CURVE_SAMPLE_MS,
  type FuturesGridRecommendBody,
  type FuturesGridTpSlBody,
  type FuturesGridTrailingBody,
  type FuturesGridValidateBody,
  type FuturesAddMarginBody,
  type FuturesWithdrawBody,
} from '@tb/contracts';
import {
  type FuturesGridChangeResult,
  type FuturesGridInput,
  type FuturesGridMarket,
  type FuturesGridMode,
  type FuturesGridState,
  type FuturesGridStep,
  type TpSlInput,
  FuturesError,
  addFuturesGridMargin,
  proposeFuturesGridValidated,
  closeFuturesGrid,
  compareDecimal,
  isDecimal,
  decimalToUnits,
  futuresGridMoveScope,
  lotsToQty,
  ratioToDecimal,
  ticksToPrice,
  unitsToDecimal,
  updateFuturesGridMoveScope,
  createFuturesGrid,
  futuresGridMetrics,
  futuresGridTpSlRange,
  futuresGridWithdrawable,
  quoteToUnits,
  unitsToQuote,
  updateFuturesGridTpSl,
  updateFuturesGridTrailingStop,
  validateFuturesGrid,
  validateFuturesGridTpSl,
  withdrawFuturesGridProfit,
  settlementParts,
  futuresGridTotalInvestment,
} from '@tb/engine';
import { accountType } from '@tb/util-enums';
import type { User } from '../../../accounts/users';
import { tx } from '../../../db/database';
import type { DerivContract } from '../../../derivatives';
import { ledgerUnits } from '../../../derivatives';
import { userAccount } from '../../../ledger/ledger';
import { engineCall } from '../../common/engine-call';
import { given, paging } from '../../common/request';
import { invalid, isFailure, notFound, ok, refuse, refuseChange } from '../../common/results';
import { TP_SL_BY_CODE, closeCodeWire } from '../../common/wire';
import { flagRefusal, sets } from '../../feature-flags';
import { aiFixed, validationOut, validationSummary } from '../../ai-params';
import type { KindDriver } from '../../driver';
import { KindService } from '../../kind-service';
import { type OrderFormat, orderView } from '../../order-view';
import { type CreatePlan, refuseShortfall } from '../../lifecycle';
import type { BotRow } from '../../store';
import { type LiveFuturesGrid, applyFuturesGridEvents, futuresGridPnl, futuresRef, sampleFuturesGrid, saveFuturesGrid } from './book';
import { curvePoints, curveRows, nextSampleAfter } from '../../pnl-curve';
import type { FuturesGridDriver } from './driver';
import { settlementPartsOut } from '../../settlement-parts';

/** AI parameters: the window, the cache's life and the investment the backtests assume (as the spot grid's). */
const AI_WINDOW_MS = 7 * 86_400_000;
const AI_CACHE_MS = 3_600_000;
const AI_BACKTEST_INVESTMENT = '10000';

const MODE_OF_CODE: Record<number, FuturesGridMode> = { 1: 'neutral', 2: 'long', 3: 'short' };
/** Engine field names → API field names (refusals name the API's field). */
const RENAME = { take_profit_percent: 'take_profit_per', stop_loss_percent: 'stop_loss_per', ts_percent: 'trailing_stop_per', investment: 'total_investment' };

/** The stops of a request as the engine's TP/SL input (absent keeps, "" clears). */
function stopsOf(body: Pick<FuturesGridTpSlBody, 'tp_sl_type' | 'take_profit_per' | 'stop_loss_per' | 'take_profit_price' | 'stop_loss_price'>): TpSlInput {
  return {
    tpSlType: body.tp_sl_type ? TP_SL_BY_CODE[body.tp_sl_type] : undefined,
    takeProfitPrice: body.take_profit_price,
    stopLossPrice: body.stop_loss_price,
    takeProfitPercent: body.take_profit_per,
    stopLossPercent: body.stop_loss_per,
  };
}

/** The engine's input of a validate / create request. */
function gridInput(body: FuturesGridValidateBody | FuturesGridCreateBody, investment: string): FuturesGridInput {
  return {
    gridMode: MODE_OF_CODE[body.grid_mode],
    gridType: body.grid_type === FUTURES_GRID_CODES.gridType.geometric ? 'geometric' : 'arithmetic',
    minPrice: body.min_price,
    maxPrice: body.max_price,
    cellNumber: body.cell_number,
    leverage: body.leverage,
    investment: investment === '' ? '0' : investment,
    ...stopsOf(body),
    tpSlType: body.tp_sl_type ? TP_SL_BY_CODE[body.tp_sl_type] : given(body.take_profit_price ?? body.stop_loss_price) ? 'price' : given(body.take_profit_per ?? body.stop_loss_per) ? 'percent' : undefined,
    tsPercent: given(body.trailing_stop_per),
    entryPrice: given(body.entry_price),
    moveUpPrice: given(body.move_up_price),
    moveDownPrice: given(body.move_down_price),
  };
}

/** What the service needs of a running bot. */
type Running = { row: BotRow; bot: LiveFuturesGrid; now: number; lastTicks: number; markTicks: number };

/**
 * A refused change of a running futures grid: its check code → the spec's bot response code (432–437; any
 * other: 400, `refuseChange`). A short grid's mirrored orderings (TP above / SL below the last price) have no
 * code of their own and stay 400.
 */
const FUTURES_GRID_CHANGE_STATUS: Readonly<Record<string, number>> = {
  FGRID_CHECK_CODE_TP_TOO_HIGH: BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE,
  FGRID_CHECK_CODE_TP_PRICE_TOO_HIGH: BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE,
  FGRID_CHECK_CODE_SL_TOO_LOW: BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL,
  FGRID_CHECK_CODE_SL_PRICE_TOO_LOW: BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL,
  FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION: BOT_STATUS_CODE.STOP_LOSS_CAUSES_LIQUIDATION,
  FGRID_CHECK_CODE_SL_PRICE_LOWER_THAN_LIQ_PRICE: BOT_STATUS_CODE.STOP_LOSS_CAUSES_LIQUIDATION,
  FGRID_CHECK_CODE_SL_PRICE_HIGHER_THAN_LIQ_PRICE: BOT_STATUS_CODE.STOP_LOSS_CAUSES_LIQUIDATION,
  FGRID_CHECK_CODE_TP_PRICE_LOWER_THAN_LAST_PRICE: BOT_STATUS_CODE.TP_BELOW_LAST_PRICE,
  FGRID_CHECK_CODE_SL_PRICE_HIGHER_THAN_LAST_PRICE: BOT_STATUS_CODE.SL_ABOVE_LAST_PRICE,
};

export class FuturesGridService extends KindService<LiveFuturesGrid> {
  constructor(kit: ConstructorParameters<typeof KindService<LiveFuturesGrid>>[0], driver: KindDriver<LiveFuturesGrid>) {
    super(kit, driver);
  }

  private get d() {
    return this.b.ctx.derivatives;
  }

  /**
   * The contract of a request: a linear contract open for new bots. A
   * delisted one (trading closed; positions may only be reduced until they
   * settle) answers FGRID_CHECK_CODE_PRE_SETTLE_REDUCE_ONLY; an unknown,
   * hidden or pre-listing one FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS.
   */
  private contractOf(symbol: string): DerivContract | BotFailure {
    const c = this.d.contracts.get(symbol);
    if (c && c.contract.status === 'Closed') return invalid(`symbol: ${symbol} is delisted; its positions only reduce until they settle`, 'FGRID_CHECK_CODE_PRE_SETTLE_REDUCE_ONLY');
    if (!c || !c.tradable) return invalid(`symbol: ${symbol} is not a contract open for futures grids`, 'FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS');
    return c;
  }

  /** The contract's last (index) and mark price now, in contract ticks. */
  private prices(symbol: string): { lastTicks: number; markTicks: number } {
    const p = this.b.ctx.market.markPrice(symbol);
    return { lastTicks: p.indexTicks, markTicks: p.markTicks };
  }

  private market(c: DerivContract, lastTicks: number): FuturesGridMarket {
    return { symbol: c.symbol, baseCoin: c.contract.base, quoteCoin: c.coin, lastPrice: this.b.ctx.market.formatContractPrice(c.symbol, lastTicks) };
  }

  private running(user: User, botId: string): Running | BotFailure {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    if (!found.running || found.bot.state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the futures grid has been closed');
    return { row: found.row, bot: found.bot, now: this.now, ...this.prices(found.bot.contract.symbol) };
  }

  /** Writes a transition of a running bot (its postings and state) and takes it into the live record. */
  private commit(r: Running, step: FuturesGridStep): BotFailure | undefined {
    try {
      tx(this.b.ctx.db, () => {
        applyFuturesGridEvents(this.b.store, this.d, r.bot, step.events, r.now);
        saveFuturesGrid(this.b.store, r.bot, step.state, r.now);
      });
    } catch (error) {
      const refusal = refuseShortfall(error);
      if (refusal) return refusal;
      throw error;
    }
    r.bot.state = step.state;
    r.bot.dirty = false;
    return undefined;
  }

  private amountOf(c: DerivContract, text: string, field: string): number | BotFailure {
    const units = engineCall(() => quoteToUnits(c.futures.market, text, field, 'exact'));
    if (isFailure(units)) return units;
    return units > 0 ? units : invalid(`${field}: must be greater than zero`);
  }

  // ── validate-fgrid-input (FG-1) ──────────────────────────────────────

  validate(body: FuturesGridValidateBody) {
    const c = this.contractOf(body.symbol);
    if (isFailure(c)) return c;
    const { lastTicks } = this.prices(c.symbol);
    const v = engineCall(() => validateFuturesGrid(gridInput(body, body.init_margin ?? ''), c.futures, this.market(c, lastTicks)), { ...RENAME, investment: 'init_margin' });
    if (isFailure(v)) return v;
    return ok({ ...v, check_code: v.check_code as string });
  }

  // ── fgrid-bot-create (FG-2) ──────────────────────────────────────────

  /** The feature flags a request's settings need (feature-flags.ts): the first refusal, or null. */
  private gated(user: User, body: { trailing_stop_per?: string; take_profit_per?: string; stop_loss_per?: string; move_up_price?: string; move_down_price?: string }): BotFailure | null {
    const users = this.b.ctx.users;
    if (sets(body.trailing_stop_per)) return flagRefusal(users, user, 'futuresTrailingStop', 'trailing_stop_per', 'a futures trailing stop');
    if (sets(body.take_profit_per) || sets(body.stop_loss_per))
      return flagRefusal(users, user, 'tpslEquity', sets(body.take_profit_per) ? 'take_profit_per' : 'stop_loss_per', 'TP/SL as a percent of equity');
    if (sets(body.move_up_price) || sets(body.move_down_price)) return flagRefusal(users, user, 'longShortTrailing', sets(body.move_up_price) ? 'move_up_price' : 'move_down_price', 'a range that follows the price');
    return null;
  }

  create(user: User, body: FuturesGridCreateBody) {
    const gate = this.gated(user, body);
    if (gate) return gate;
    return this.b.lifecycle.create(this.driver, user, {
      open: () => {
        const c = this.contractOf(body.symbol);
        if (isFailure(c)) return c;
        const followed = given(body.followed_grid_id);
        // 431: fields valid alone that contradict each other (a copy without its leader, a leader on another contract)
        if (body.create_type === FUTURES_GRID_CODES.createType.copy && !followed) return refuse(BOT_STATUS_CODE.WRONG_OR_INVALID_PARAMS, 'followed_grid_id: required when create_type is 1 (copy)');
        if (followed) {
          // a copy records its leader: a futures grid the user may copy, on the same contract
          const leader = this.b.follow.followable(user, followed, this.driver.kind);
          if (!leader) return notFound('followed futures grid');
          if (leader.symbol !== c.symbol) return refuse(BOT_STATUS_CODE.WRONG_OR_INVALID_PARAMS, `followed_grid_id: the followed grid trades ${leader.symbol}, not ${c.symbol}`);
        }
        return c;
      },
      plan: (c, now) => this.plan(c, body, now, user.id),
      reply: (bot) => ok({ bot_id: bot.id, check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
    });
  }

  private plan(c: DerivContract, body: FuturesGridCreateBody, now: number, userId: number): CreatePlan<LiveFuturesGrid> | BotFailure {
    const { lastTicks } = this.prices(c.symbol);
    const market = this.market(c, lastTicks);
    const created = engineCall(() => createFuturesGrid(gridInput(body, body.total_investment), c.futures, market, now, this.b.risk.watchFor(userId)), RENAME);
    if (isFailure(created)) return created;
    if (!created.ok) return invalid(`invalid futures grid: ${created.validation.check_code}`, created.validation.check_code);
    const state = created.state;
    const account = body.account_type === 2 ? 'unified' : 'derivatives';
    const amount = ledgerUnits(c, state.investment);
    const followed = given(body.followed_grid_id) ?? '';
    const config = { create_type: body.create_type ?? 0, block_source: body.block_source ?? 0, followed_grid_id: followed, account_type: accountType.toServer(account) };
    return {
      account,
      row: {
        symbol: c.symbol,
        base_token: market.baseCoin,
        quote_token: c.coin,
        status: state.status,
        config: JSON.stringify(config),
        state: JSON.stringify(state),
        allow_follow: 1,
        followed_bot_id: followed,
        reward_id: '',
        reward_amount: '0',
      },
      needs: [{ coin: c.coin, amount }],
      // the futures postings fund the wallet (`futures-fund`, part of the bot's futures identity), not `bot-fund`
      funding: [],
      start: (ref, at) => {
        const bot: LiveFuturesGrid = { ...ref, kind: 'GRID_FUTURES', contract: c, state, nextSample: nextSampleAfter(at), faulted: false, dirty: false, persistedWall: performance.now() };
        this.d.postings.fund(futuresRef(bot), amount, 'create futures grid');
        applyFuturesGridEvents(this.b.store, this.d, bot, created.events, at);
        saveFuturesGrid(this.b.store, bot, state, at);
        sampleFuturesGrid(this.b.store, bot, state, at);
        return bot;
      },
    };
  }

  // ── fgrid-bot-close (FG-3) ───────────────────────────────────────────

  close(user: User, botId: string) {
    const closed = this.b.lifecycle.close(this.driver, user, botId, { cause: 'user', mode: 0 });
    if (isFailure(closed)) return closed;
    const s = closed.bot.state;
    const m = futuresGridMetrics(s, s.lastTicks, s.markTicks, this.now);
    return ok({ bot_id: botId, bot_close_code: closeCodeWire(m.bot_close_code), close_reason: m.close_reason, settled: unitsToQuote(s.contract.market, s.settled) });
  }

  // ── get-follow-fgrid-detail ──────────────────────────────────────────

  followDetail(user: User | null, botId: string) {
    return this.b.follow.detail(user, botId, this.driver as FuturesGridDriver);
  }

  // ── get-fgrid-detail (FG-4) ──────────────────────────────────────────

  detail(user: User, botId: string) {
    return this.ownDetail(user, botId, 'detail', (found) => this.detailOf(found.row, found.bot.state));
  }

  detailOf(row: BotRow, state: FuturesGridState): FuturesGridDetail {
    const { lastTicks, markTicks } = state.status === 'COMPLETED' ? { lastTicks: state.lastTicks, markTicks: state.markTicks } : this.prices(state.symbol);
    const m = futuresGridMetrics(state, lastTicks, markTicks, this.now);
    const config = JSON.parse(row.config) as { account_type?: string };
    // the engine's close code in the wire's spelling (its ban code is …_USER_BANNED, the wire's …_USER_BAN)
    // a closed grid's equity at close in the futures kinds' settlement parts: margin back = investment (margin added included) − withdrawn
    const parts =
      state.status === 'COMPLETED'
        ? settlementPartsOut(settlementParts(futuresGridTotalInvestment(state) - state.withdrawn, [state.position], state.settled, state.fundingOwed), (u) => unitsToQuote(state.contract.market, u))
        : null;
    return { bot_id: row.id, ...m, bot_close_code: closeCodeWire(m.bot_close_code), levels: [...m.levels], account_type: config.account_type ?? accountType.toServer('derivatives'), followed_bot_id: row.followed_bot_id, settlement_parts: parts };
  }

  // ── get-fgrid-pnl-curve ──────────────────────────────────────────────

  pnlCurve(user: User, body: FuturesGridPnlCurveBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const s = bot.state;
    const now = this.now;
    // a running grid's curve ends now, with the figures the detail shows
    const live = () => {
      const { markTicks } = this.prices(s.symbol);
      return { time: now, grid_profit: s.gridProfit, total_pnl: futuresGridPnl(s, markTicks), price_ticks: markTicks };
    };
    const rows = curveRows(this.b.store, row.id, body, now, s.status !== 'COMPLETED' ? live : null);
    const m = s.contract.market;
    return ok({
      bot_id: row.id,
      quote_token: bot.contract.coin,
      interval_ms: PNL_CURVE_SAMPLE_MS,
      points: curvePoints(rows, { quote: (u) => unitsToQuote(m, u), price: (t) => ticksToPrice(m, t) }),
    });
  }

  // ── add-margin, withdraw-profit ──────────────────────────────────────

  addMargin(user: User, body: FuturesAddMarginBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    const upgrading = this.b.lifecycle.upgrading(user);
    if (upgrading) return upgrading;
    const c = r.bot.contract;
    const amount = this.amountOf(c, body.amount, 'amount');
    if (isFailure(amount)) return amount;
    const available = this.b.ctx.ledger.balance(userAccount(r.bot.userId, r.bot.account), c.coin).available;
    if (available < ledgerUnits(c, amount)) {
      return refuse(BOT_STATUS_CODE.INSUFFICIENT_BALANCE, `insufficient ${c.coin} in the ${r.bot.account} account: available ${this.b.ctx.ledger.format(c.coin, available)}`);
    }
    let step: FuturesGridStep;
    try {
      step = addFuturesGridMargin(r.bot.state, amount, r.now);
    } catch (error) {
      // a grid with no open position (awaiting its entry, or flat) has no margin to add to: not allowed now (430, no more specific code)
      if (error instanceof FuturesError) return refuse(BOT_STATUS_CODE.FUTURES_GRID_COMMON, `amount: ${error.message}`, { check_code: 'FGRID_CHECK_CODE_OPERATE_DENIED' });
      throw error;
    }
    return this.marginAnswer(r, step);
  }

  withdraw(user: User, body: FuturesWithdrawBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    const upgrading = this.b.lifecycle.upgrading(user);
    if (upgrading) return upgrading;
    const c = r.bot.contract;
    const amount = this.amountOf(c, body.amount, 'amount');
    if (isFailure(amount)) return amount;
    const max = futuresGridWithdrawable(r.bot.state, r.markTicks).amount;
    if (amount > max) return invalid(`amount: at most ${unitsToQuote(c.futures.market, Math.max(0, max))} ${c.coin} can be withdrawn now`);
    return this.marginAnswer(r, withdrawFuturesGridProfit(r.bot.state, amount, r.markTicks, r.now));
  }

  private marginAnswer(r: Running, step: FuturesGridStep) {
    const failed = this.commit(r, step);
    if (failed) return failed;
    const m = futuresGridMetrics(step.state, r.lastTicks, r.markTicks, r.now);
    return ok({ bot_id: r.row.id, position_balance: m.position_balance, liquidation_price: m.liquidation_price, available_balance: m.available_balance });
  }

  // ── TP/SL and trailing stop ──────────────────────────────────────────

  tpSlRange(user: User, body: FuturesGridTpSlBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    const changes = stopsOf(body);
    const asked = Object.values(changes).some((v) => v !== undefined);
    const v = engineCall(() => (asked ? validateFuturesGridTpSl(r.bot.state, changes, r.lastTicks) : futuresGridTpSlRange(r.bot.state, r.lastTicks)), RENAME);
    if (isFailure(v)) return v;
    return ok({ check_code: v.check_code as string, take_profit_price: v.take_profit_price, stop_loss_price: v.stop_loss_price, take_profit: v.take_profit, stop_loss: v.stop_loss });
  }

  updateTpSl(user: User, body: FuturesGridTpSlBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    // the owner's flags, after the bot is found (another's bot is not found, whatever the body asks); a percent
    // stop the bot already has, sent back unchanged, is kept, not set: without tpslEquity it may stay (or be cleared)
    const now = futuresGridMetrics(r.bot.state, r.lastTicks, r.markTicks, r.now);
    const kept = (current: string, asked: string | undefined) => current !== '' && asked !== undefined && isDecimal(asked) && compareDecimal(asked, current) === 0;
    const gate = this.gated(user, {
      take_profit_per: kept(now.take_profit_per, body.take_profit_per) ? undefined : body.take_profit_per,
      stop_loss_per: kept(now.stop_loss_per, body.stop_loss_per) ? undefined : body.stop_loss_per,
    });
    if (gate) return gate;
    return this.change(r, () => updateFuturesGridTpSl(r.bot.state, stopsOf(body), r.lastTicks, r.now));
  }

  updateTrailingStop(user: User, body: FuturesGridTrailingBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    // the owner's flags, after the bot is found (another's bot is not found, whatever the body asks)
    const gate = this.gated(user, { trailing_stop_per: body.trailing_stop_per });
    if (gate) return gate;
    return this.change(r, () => updateFuturesGridTrailingStop(r.bot.state, body.trailing_stop_per, r.lastTicks, r.now));
  }

  private change(r: Running, run: () => FuturesGridChangeResult) {
    const res = engineCall(run, RENAME);
    if (isFailure(res)) return res;
    if (!res.ok) return refuseChange(`refused: ${res.check_code}`, res.check_code, FUTURES_GRID_CHANGE_STATUS);
    const failed = this.commit(r, res);
    if (failed) return failed;
    return ok({ bot_id: r.row.id, check_code: 'FGRID_CHECK_CODE_SUCCESS' });
  }

  // ── get-user-balance ─────────────────────────────────────────────────

  balance(user: User, body: FuturesGridBalanceBody) {
    const coin = body.coin ?? 'USDT';
    const ledger = this.b.ctx.ledger;
    const of = (account: 'derivatives' | 'unified') => ledger.format(coin, ledger.balance(userAccount(user.id, account), coin).available);
    return engineCall(() => ok({ coin, derivatives_balance: of('derivatives'), unified_balance: of('unified') }));
  }

  // ── orders ───────────────────────────────────────────────────────────

  orders(user: User, body: FuturesGridOrdersBody, which: 'open' | 'history') {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { limit, offset } = paging(body);
    const page = which === 'open' ? this.b.store.openOrders(found.row.id, limit, offset) : this.b.store.historyOrders(found.row.id, limit, offset);
    const c = found.bot.contract;
    const m = c.futures.market;
    const format: OrderFormat = { price: (t) => ticksToPrice(m, t), qty: (l) => lotsToQty(m, l), quote: (u) => unitsToQuote(m, u), coin: c.coin };
    return ok({ total: page.total, orders: page.rows.map((o) => orderView(format, o)) });
  }

  // ── move scope ───────────────────────────────────────────────────────

  moveScope(user: User, body: FuturesGridMoveScopeBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    const scope = engineCall(() => futuresGridMoveScope(r.bot.state, r.lastTicks, moveUpdate(body)));
    if (isFailure(scope)) return scope;
    return ok({ ...scope, check_code: scope.check_code as string });
  }

  updateMoveScope(user: User, body: FuturesGridMoveScopeBody) {
    const r = this.running(user, body.bot_id);
    if (isFailure(r)) return r;
    // the owner's flags, after the bot is found (another's bot is not found, whatever the body asks)
    const gate = this.gated(user, { move_up_price: body.move_up_price, move_down_price: body.move_down_price });
    if (gate) return gate;
    return this.change(r, () => updateFuturesGridMoveScope(r.bot.state, moveUpdate(body), r.lastTicks, r.now));
  }

  // ── get-futures-close-mode ───────────────────────────────────────────

  closeMode(user: User, botId: string) {
    const r = this.running(user, botId);
    if (isFailure(r)) return r;
    // the close run on a copy: what it would hand back at the last price now
    const settled = closeFuturesGrid(r.bot.state, { lastTicks: r.lastTicks, time: r.now }).state.settled;
    return ok({ close_modes: [{ close_mode: 1, name: 'CLOSE_POSITION_AT_MARKET', estimated_settlement: unitsToQuote(r.bot.contract.futures.market, settled) }] });
  }

  // ── recommend-symbol ─────────────────────────────────────────────────

  recommend(body: FuturesGridRecommendBody) {
    const market = this.b.ctx.market;
    const rows = this.d.contracts
      .all()
      .filter((c) => c.tradable)
      .map((c) => {
        const t = market.ticker(c.symbol);
        const p = market.markPrice(c.symbol);
        const change = compareDecimal(t.o, '0') > 0 ? ratioToDecimal(decimalToUnits(t.c, 18) - decimalToUnits(t.o, 18), decimalToUnits(t.o, 18), 6) : '0';
        return {
          symbol: c.symbol,
          base_token: c.contract.base,
          quote_token: c.coin,
          last_price: market.formatContractPrice(c.symbol, p.indexTicks),
          mark_price: p.markPrice,
          price_change_24h: change,
          amplitude_24h: t.amplitude,
          max_leverage: unitsToDecimal(c.futures.maxLeverageE2, 2),
        };
      })
      .sort((a, b) => compareDecimal(b.amplitude_24h, a.amplitude_24h) || (a.symbol < b.symbol ? -1 : 1));
    return ok({ list: rows.slice(0, body.limit ?? 10) });
  }

  // ── get-symbol-ai-params ─────────────────────────────────────────────

  private readonly aiCache = new Map<string, Omit<FuturesGridAiParamsResult, 'cached' | 'status_code' | 'debug_msg'>>();

  /** Proposals per grid mode from the last 7 days of index candles, validated walk-forward (chosen from the first 4 days, tested over the last 3; cached for a simulated hour). */
  aiParams(symbol: string) {
    const c = this.contractOf(symbol);
    if (isFailure(c)) return c;
    const now = this.now;
    const hit = this.aiCache.get(symbol);
    if (hit && now >= hit.window_end && now - hit.window_end < AI_CACHE_MS) return ok({ ...hit, cached: true });
    const candles = this.b.ctx.market.markCandles(symbol, now - AI_WINDOW_MS, now).index;
    if (candles.length < 140) return invalid(`symbol: ${symbol} has too little history for AI parameters yet`);
    const market = { symbol, baseCoin: c.contract.base, quoteCoin: c.coin };
    const fix = aiFixed;
    const rows = (['neutral', 'long', 'short'] as const).map((mode) => {
      const p = proposeFuturesGridValidated(mode, candles, c.futures, market, AI_BACKTEST_INVESTMENT);
      return {
        grid_mode: FUTURES_GRID_CODES.gridMode[mode],
        min_price: p.minPrice,
        max_price: p.maxPrice,
        cell_number: p.cellNumber,
        grid_type: FUTURES_GRID_CODES.gridType.geometric,
        leverage: p.leverage,
        volatility_ratio: fix(p.volatilityRatio),
        total_apr: fix(p.backtestApr),
        grid_apr: fix(p.backtestGridApr),
        max_drawdown_ratio: fix(p.backtestMaxDrawdown),
        backtest_fills: p.backtestFills,
        backtest_liquidations: p.backtestLiquidations,
        validation: validationOut(p.validation),
      };
    });
    const ai_params = rows.filter((r) => r.validation.failure === '');
    const withheld = rows.filter((r) => r.validation.failure !== '');
    const result = {
      symbol,
      ai_params,
      withheld,
      ...validationSummary(ai_params.length, rows.length),
      config: { max_leverage_e2: c.futures.maxLeverageE2 },
      backtest_investment: AI_BACKTEST_INVESTMENT,
      window_start: candles.startTime,
      window_end: now,
      candles: candles.length,
    };
    this.aiCache.set(symbol, result);
    return ok({ ...result, cached: false });
  }
}

/** The engine's move update of a request (absent keeps, "" clears). */
const moveUpdate = (body: FuturesGridMoveScopeBody) => ({ moveUpPrice: body.move_up_price, moveDownPrice: body.move_down_price });
