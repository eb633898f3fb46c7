/**
 * Futures combo calls (contracts combo.ts). As the other kinds: drain the
 * runner, work on the engine state, write state + rows + journals in one
 * transaction, replace the live copy after the commit. Create and close go
 * through the shared sequences (bots/lifecycle.ts: ban 421, running limit
 * 402, funds 401, owner 404, closed 405).
 *
 * Refusals: a body the engine cannot read (an unknown or closed contract, a
 * weight with 5 decimals, weights not summing to 1, a duplicate symbol, a
 * mode 5/6, a missing percent/interval for the mode) is 400 naming the
 * field; an FC-1 verdict other than success refuses create-bot and
 * modify-setting with 400 and its `check_code` (nothing created, nothing
 * moved); a transfer in beyond the derivatives balance 401; a transfer out
 * beyond `available_balance` 400; changes to a closed bot 412.
 */
import {
  BOT_STATUS_CODE,
  FCOMBO_CODES,
  type BotFailure,
  type FcomboCreateBody,
  type FcomboDetail,
  type FcomboLimitBody,
  type FcomboModifyBody,
  type FcomboOrdersBody,
  type FcomboPartListBody,
  type FcomboSymbol,
  type FcomboTransferBody,
  type FcomboTransferDetailBody,
} from '@tb/contracts';
import {
  COMBO_CHECK_SUCCESS,
  type ComboContracts,
  type ComboInput,
  type ComboLimitInput,
  type ComboStep,
  comboMetrics,
  createCombo,
  decimalToUnits,
  lotsToQty,
  modifyComboSetting,
  rebalanceCombo,
  ticksToPrice,
  transferCombo,
  unitsToQuote,
  validateCombo,
  ratioToDecimal,
  unitsToDecimal,
  settlementParts,
} from '@tb/engine';
import { displayStatus, transferOperation } from '@tb/util-enums';
import type { User } from '../../../accounts/users';
import { tx } from '../../../db/database';
import type { DerivContract } from '../../../derivatives';
import { userAccount } from '../../../ledger/ledger';
import { usdtContractOpenToBots } from '../../common/open-contract';
import { engineCall } from '../../common/engine-call';
import { given, paging } from '../../common/request';
import { invalid, isFailure, ok, refuse, refuseChange } from '../../common/results';
import { closeCodeWire } from '../../common/wire';
import { KindService } from '../../kind-service';
import { type CreatePlan, ownBotRow } from '../../lifecycle';
import type { BotRow } from '../../store';
import { type ComboConfigRow, type LiveCombo, applyComboEvents, botLedgerUnits, botText, saveCombo } from './book';
import type { ComboDriver } from './driver';
import { legDetails, modeWire, partOf, sideWire } from './views';
import { flagRefusal, sets } from '../../feature-flags';
import { settlementPartsOut } from '../../settlement-parts';

/** Legs' field names as the engine reports them are the API's own (FC-1 names); `direction` is the transfer's `type`. */
const FIELDS: Record<string, string> = { direction: 'type' };

type Opened = { input: ComboInput; contracts: ComboContracts; symbols: string[] };

/** A refused change of a running combo: its check code → the spec's bot response code (its TP/SL percents: 432–433; any other: 400, `refuseChange`). */
const COMBO_CHANGE_STATUS: Readonly<Record<string, number>> = {
  LIMIT_CHECK_CODE_TP_PER_TOO_HIGH: BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE,
  LIMIT_CHECK_CODE_SL_PER_TOO_LOW: BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL,
};

export class ComboService extends KindService<LiveCombo, ComboDriver> {
  /** A contract open for new combos: a linear USDT perpetual, trading, offered to bots, not delisted. */
  private open(symbol: string): DerivContract | undefined {
    return usdtContractOpenToBots(this.b.ctx, symbol);
  }

  /** The engine contracts of a body's legs (only the open ones: another symbol is the engine's 400). */
  private contractsOf(legs: readonly { symbol: string }[]): ComboContracts {
    return this.driver.engineContracts(legs.map((l) => l.symbol).filter((s) => this.open(s) !== undefined));
  }

  /** FC-1 / FC-2 fields → the engine's input ("" / 0 = not given). 5 and 6 are reasons, never a chosen mode (400). */
  private inputOf(body: FcomboLimitBody | FcomboCreateBody): ComboLimitInput | BotFailure {
    if (body.adjust_position_mode === FCOMBO_CODES.adjustPositionMode.modifySetting || body.adjust_position_mode === FCOMBO_CODES.adjustPositionMode.transfer) {
      return invalid('adjust_position_mode: 5 (modify setting) and 6 (transfer) are rebalance reasons, not modes; choose 1–4');
    }
    return {
      leverage: given(body.leverage),
      init_margin: given(body.init_margin),
      adjust_position_mode: body.adjust_position_mode,
      symbol_settings: body.symbol_settings,
      adjust_position_percent: given(body.adjust_position_percent),
      adjust_position_time_interval: body.adjust_position_time_interval || undefined,
      sl_percent: given(body.sl_percent),
      tp_percent: given(body.tp_percent),
      trailing_stop_percent: given(body.trailing_stop_percent),
    };
  }

  // ── FC-1 get-limit ───────────────────────────────────────────────────

  limit(body: FcomboLimitBody) {
    const input = this.inputOf(body);
    if (isFailure(input)) return input;
    const limits = engineCall(() => validateCombo(input, this.contractsOf(body.symbol_settings)), FIELDS);
    if (isFailure(limits)) return limits;
    return ok({ check_code: limits.checkCode as string, ...limits.bounds });
  }

  // ── FC-2 create-bot ──────────────────────────────────────────────────

  create(user: User, body: FcomboCreateBody) {
    // a combo's trailing stop is the futures trailing stop (feature-flags.ts)
    if (sets(body.trailing_stop_percent)) {
      const gate = flagRefusal(this.b.ctx.users, user, 'futuresTrailingStop', 'trailing_stop_percent', 'a futures trailing stop');
      if (gate) return gate;
    }
    return this.createBot(user, () => this.opened(user, body), (opened, now) => this.plan(body, opened, now, user.id));
  }

  private opened(user: User, body: FcomboCreateBody): Opened | BotFailure {
    const input = this.inputOf(body);
    if (isFailure(input)) return input;
    if (input.leverage === undefined) return invalid('leverage: required');
    if (input.init_margin === undefined) return invalid('init_margin: required');
    const followed = given(body.followed_bot_id);
    if (followed && !this.b.follow.followable(user, followed, this.driver.kind)) return refuse(BOT_STATUS_CODE.NOT_FOUND, 'followed_bot_id: no followable combo bot with this id');
    const contracts = this.contractsOf(body.symbol_settings);
    const limits = engineCall(() => validateCombo(input, contracts), FIELDS);
    if (isFailure(limits)) return limits;
    if (limits.checkCode !== COMBO_CHECK_SUCCESS) return invalid(`parameters refused: ${limits.checkCode}`, limits.checkCode);
    return { input: input as ComboInput, contracts, symbols: body.symbol_settings.map((l) => l.symbol) };
  }

  /** The engine's bot: the whole initial margin moves from the derivatives account into the bot's wallet (futures-fund), then every leg opens at market. */
  private plan(body: FcomboCreateBody, o: Opened, now: number, userId: number): CreatePlan<LiveCombo> | BotFailure {
    const created = engineCall(() => createCombo(o.input, o.contracts, this.driver.prices(o.symbols), now, this.b.risk.watchFor(userId)), FIELDS);
    if (isFailure(created)) return created;
    if (!created.ok) return invalid(`parameters refused: ${created.limits.checkCode}`, created.limits.checkCode);
    const state = created.state;
    const coin = 'USDT';
    const margin = botLedgerUnits(state, coin, state.initMargin);
    const config: ComboConfigRow = { create_type: body.create_type ?? 0, block_source: body.block_source ?? 0 };
    const bases = state.legs.map((l) => this.b.ctx.derivatives.contracts.get(l.symbol)?.contract.base ?? l.symbol);
    return {
      account: 'derivatives',
      // combos may be followed (get-follow-detail); a copy records its leader
      row: {
        ...ownBotRow({ symbol: o.symbols.join(','), base_token: bases.join(','), quote_token: coin, status: state.status, config, state }),
        allow_follow: 1,
        followed_bot_id: given(body.followed_bot_id) ?? '',
      },
      needs: [{ coin, amount: margin }],
      needsFor: ' for the initial margin',
      funding: [],
      start: (ref, at) => {
        const bot = this.driver.live({ id: ref.id, userId: ref.userId, account: 'derivatives' }, state);
        this.b.ctx.derivatives.postings.fund(bot.futures, margin, 'combo initial margin');
        this.driver.combo.insertTransfer({ bot_id: ref.id, time: at, type: 1, amount: botText(state, state.initMargin), balance_after: botText(state, state.initMargin) });
        applyComboEvents(this.b.store, this.driver.combo, this.b.ctx.derivatives, bot, created.events);
        saveCombo(this.b.store, bot, state, at);
        this.driver.sample(bot, state, at, true);
        return bot;
      },
    };
  }

  // ── FC-4 get-detail ──────────────────────────────────────────────────

  detail(user: User, botId: string) {
    return this.ownDetail(user, botId, 'detail', (found) => this.detailOf(found.row, found.bot));
  }

  private metrics(bot: LiveCombo) {
    const s = bot.state;
    return comboMetrics(s, { now: this.now, prices: s.status === 'COMPLETED' ? undefined : this.driver.prices(bot.legSymbols) });
  }

  private names = (symbol: string) => {
    const all = this.b.ctx.derivatives.contracts.all();
    const i = all.findIndex((c) => c.symbol === symbol);
    const c = all[i];
    return { base: c?.contract.base ?? '', quote: c?.coin ?? 'USDT', id: i + 1 };
  };

  private detailOf(row: BotRow, bot: LiveCombo): FcomboDetail {
    const s = bot.state;
    const m = this.metrics(bot);
    const cfg = this.configOf<ComboConfigRow>(row);
    return {
      bot_id: row.id,
      bot_mode: m.bot_mode,
      bot_display_status: displayStatus.toServer(s.status === 'COMPLETED' ? 'completed' : 'running'),
      bot_name: row.symbol,
      leverage: m.leverage,
      total_margin: m.total_margin,
      equity: m.equity,
      total_pnl: m.total_pnl,
      total_pnl_per: m.total_pnl_per,
      roi: m.roi,
      total_apr: m.total_apr,
      realized_pnl: m.realized_pnl,
      unrealized_pnl: m.unrealized_pnl,
      total_exec_fee: m.total_exec_fee,
      funding_fee: m.funding_fee,
      total_position_value: m.total_position_value,
      margin_balance: m.margin_balance,
      available_balance: m.available_balance,
      imr: m.imr,
      mmr: m.mmr,
      symbol_settings: legDetails(m, this.names),
      adjust_position_mode: modeWire(m.adjust_position_mode),
      adjust_position_percent: m.adjust_position_percent,
      adjust_position_time_interval: m.adjust_position_time_interval,
      adjusted_position_num: m.adjusted_position_num,
      last_adjust_position_time: m.last_adjust_position_time,
      sl_percent: m.sl_percent,
      tp_percent: m.tp_percent,
      trailing_stop_percent: m.trailing_stop_percent,
      stop_type: m.stop_type,
      close_code: closeCodeWire(s.closeCode),
      exit_equity: m.exit_equity,
      sl_exit_equity: m.sl_exit_equity,
      tp_exit_equity: m.tp_exit_equity,
      midway_transfer: m.midway_transfer,
      settlement_assets: cfg.settlement ? `${cfg.settlement.amount} ${row.quote_token}` : '',
      follow_num: this.b.store.followers(row.id),
      used_reward_amount: '0',
      used_reward_id: '',
      total_bonus: '0',
      run_time_duration: m.run_time_duration,
      create_time: m.create_time,
      end_time: m.end_time,
      last_modify_setting_time: m.last_modify_setting_time,
      ws_token: '',
      create_type: cfg.create_type ?? 0,
      block_source: cfg.block_source ?? 0,
      followed_bot_id: row.followed_bot_id,
      leg_liquidations: s.legs.filter((l) => l.liquidated).length,
    };
  }

  // ── get-close-detail ─────────────────────────────────────────────────

  closeDetail(user: User, botId: string) {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    const { row, bot } = found;
    const s = bot.state;
    const m = this.metrics(bot);
    const closes = this.b.store.roundOrders(`${row.id}:close`);
    return ok({
      bot_id: row.id,
      bot_name: row.symbol,
      bot_mode: m.bot_mode,
      leverage: m.leverage,
      stop_type: m.stop_type,
      close_code: closeCodeWire(s.closeCode),
      create_time: m.create_time,
      end_time: m.end_time,
      run_time_duration: m.run_time_duration,
      total_margin: m.total_margin,
      exit_equity: m.exit_equity,
      total_pnl: m.total_pnl,
      total_pnl_per: m.total_pnl_per,
      realized_pnl: m.realized_pnl,
      funding_fee: m.funding_fee,
      total_exec_fee: m.total_exec_fee,
      adjusted_position_num: m.adjusted_position_num,
      settlement_amount: this.configOf<ComboConfigRow>(row).settlement?.amount ?? '',
      // the legs' positions in the bot's units (unitFactor); the exit equity is what went back
      settlement_parts:
        s.status === 'COMPLETED'
          ? settlementPartsOut(
              settlementParts(s.deposits, s.legs.map((l) => ({ ...l.position, factor: l.unitFactor })), s.exitEquity),
              (u) => unitsToDecimal(u, s.quoteScale),
            )
          : null,
      legs: m.symbol_settings.map((l) => {
        const leg = s.legs.find((x) => x.symbol === l.symbol)!;
        const o = closes.find((x) => x.symbol === l.symbol);
        return {
          symbol: l.symbol,
          side: sideWire(l.side),
          close_price: o ? ticksToPrice(leg.contract.market, o.price_ticks) : '',
          close_qty: o ? lotsToQty(leg.contract.market, o.lots) : '0',
          realized_pnl: l.realized_pnl,
          funding_fee: l.funding_fee,
          exec_fee: l.exec_fee,
          liquidated: l.liquidated,
        };
      }),
    });
  }

  // ── get-history-orders-v2 ────────────────────────────────────────────

  orders(user: User, body: FcomboOrdersBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { bot } = found;
    const { limit, offset } = paging(body);
    // one page of the bot's fills (a combo trades at market: its orders fill or are never placed), of one leg when asked
    const page = body.symbol === undefined ? this.b.store.filledOrders(bot.id, limit, offset) : this.b.store.filledOrdersOf(bot.id, body.symbol, limit, offset);
    const orders = page.rows.map((o) => {
      const leg = bot.state.legs.find((l) => l.symbol === o.symbol)!;
      const mkt = leg.contract.market;
      const part = o.round_id?.slice(o.round_id.indexOf(':') + 1) ?? '';
      const no = part === 'close' ? -1 : Number(part);
      return {
        order_id: o.order_id,
        symbol: o.symbol,
        side: o.side === 'buy' ? 'Buy' : 'Sell',
        order_type: 'Market',
        status: 'FILLED',
        action: no === -1 ? 'close' : no === 0 ? 'open' : 'rebalance',
        rebalance_no: Number.isFinite(no) ? no : 0,
        price: ticksToPrice(mkt, o.price_ticks),
        qty: lotsToQty(mkt, o.filled_lots),
        value: unitsToQuote(mkt, o.notional),
        fee: unitsToQuote(mkt, o.fee),
        realized_pnl: unitsToQuote(mkt, o.profit ?? 0),
        create_time: String(Math.floor(o.create_time / 1000)),
      };
    });
    return ok({ total: page.total, orders });
  }

  // ── get-positions ────────────────────────────────────────────────────

  positions(user: User, botId: string) {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    const m = this.metrics(found.bot);
    return ok({
      bot_id: found.row.id,
      positions: m.symbol_settings.map((l) => ({
        symbol: l.symbol,
        side: sideWire(l.side),
        target_position_percent: l.target_position_percent,
        current_position_percent: l.current_position_percent,
        qty: l.qty,
        entry_price: l.entry_price,
        mark_price: l.mark_price,
        position_value: l.position_value,
        margin: l.margin,
        unrealized_pnl: l.unrealized_pnl,
        unrealized_pnl_per: ratio(l.unrealized_pnl, l.margin),
        liquidation_price: l.liquidation_price,
        leverage: m.leverage,
        liquidated: l.liquidated,
      })),
    });
  }

  // ── get-part-list (the rebalance history) ────────────────────────────

  partList(user: User, body: FcomboPartListBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { limit, offset } = paging(body);
    const page = this.driver.combo.parts(found.row.id, limit, offset);
    return ok({ total: page.total, list: page.rows.map((r) => partOf(found.bot.state, r)) });
  }

  // ── get-symbol-list ──────────────────────────────────────────────────

  symbolList() {
    const market = this.b.ctx.market;
    const list: (FcomboSymbol & { turnover: bigint })[] = [];
    this.b.ctx.derivatives.contracts.all().forEach((c, i) => {
      if (!this.open(c.symbol)) return;
      const t = market.ticker(c.symbol);
      const p = market.markPrice(c.symbol);
      list.push({
        symbol: c.symbol,
        symbol_id: i + 1,
        base_token: c.contract.base,
        quote_token: c.coin,
        last_price: p.indexPrice,
        mark_price: p.markPrice,
        price_24h_pcnt: t.m,
        turnover_24h: t.qv,
        max_leverage: unitsToDecimal(c.futures.maxLeverageE2, 2),
        min_notional: c.config.min_notional_value,
        min_qty: c.config.min_qty,
        lot_size: c.config.lot_size,
        tick_size: c.config.tick_size,
        turnover: decimalToUnits(t.qv || '0', 8, 'down'),
      });
    });
    list.sort((a, b) => (a.turnover === b.turnover ? a.symbol_id - b.symbol_id : a.turnover > b.turnover ? -1 : 1));
    return ok({ list: list.map(({ turnover: _t, ...row }) => row) });
  }

  // ── daily pick ───────────────────────────────────────────────────────

  dailyPick(user: User) {
    const day = this.driver.pick.today();
    if (!day) return invalid('the market has too little history for a daily pick yet');
    const noPop = this.driver.combo.noPop(user.id);
    return ok({ ...day, pick: day.pick ? { ...day.pick, no_pop: noPop } : null, no_pop: noPop });
  }

  setNoPop(user: User, noPop: boolean) {
    this.driver.combo.setNoPop(user.id, noPop);
    return ok({ no_pop: noPop });
  }

  // ── get-follow-detail ────────────────────────────────────────────────

  followDetail(user: User | null, botId: string) {
    return this.b.follow.detail(user, botId, this.driver);
  }

  // ── changes: transfer, adjust-position, modify-setting ───────────────

  /** The caller's running bot (404 not theirs, 412 closed). */
  private running(user: User, botId: string): { row: BotRow; bot: LiveCombo } | BotFailure {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    if (found.bot.state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the combo bot has been closed');
    return found;
  }

  /** Writes an engine change and takes it into the live bot (a stop it triggered completes the bot). */
  private apply(bot: LiveCombo, r: ComboStep, now: number): void {
    tx(this.b.ctx.db, () => {
      const settled = applyComboEvents(this.b.store, this.driver.combo, this.b.ctx.derivatives, bot, r.events);
      if (settled !== null) this.b.store.setSettlement(bot.id, { amount: this.b.ctx.ledger.format(bot.futures.coin, settled) });
      saveCombo(this.b.store, bot, r.state, now);
    });
    bot.state = r.state;
    if (r.state.status === 'COMPLETED') this.b.runner.remove(bot.id);
  }

  transfer(user: User, body: FcomboTransferBody) {
    const found = this.running(user, body.bot_id);
    if (isFailure(found)) return found;
    const upgrading = this.b.lifecycle.upgrading(user);
    if (upgrading) return upgrading;
    const { bot } = found;
    const direction = body.type === FCOMBO_CODES.transferType.in ? 'in' : 'out';
    if (!given(body.amount)) return invalid('amount: required');
    const now = this.driver.actionTime(bot, this.now);
    if (bot.state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the combo bot has been closed');
    // the rebalance after the transfer sizes at the marks served now (what the pages and the part list report)
    const r = engineCall(() => transferCombo(bot.state, direction, body.amount, now, this.driver.prices(bot.legSymbols)), { ...FIELDS, amount: 'amount' });
    if (isFailure(r)) return r;
    if (direction === 'in') {
      const ledger = this.b.ctx.ledger;
      const need = botLedgerUnits(bot.state, bot.futures.coin, decimalUnits(body.amount, bot.state.quoteScale));
      const available = ledger.balance(userAccount(user.id, bot.futures.account), bot.futures.coin).available;
      if (available < need) {
        return refuse(BOT_STATUS_CODE.INSUFFICIENT_BALANCE, `insufficient ${bot.futures.coin} in the ${bot.futures.account} account: available ${ledger.format(bot.futures.coin, available)}, needed ${ledger.format(bot.futures.coin, need)}`);
      }
    }
    this.apply(bot, r, now);
    const m = comboMetrics(bot.state, { now });
    return ok({ bot_id: bot.id, total_margin: m.total_margin, available_balance: m.available_balance });
  }

  adjust(user: User, botId: string) {
    const found = this.running(user, botId);
    if (isFailure(found)) return found;
    const { bot } = found;
    const now = this.driver.actionTime(bot, this.now);
    if (bot.state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the combo bot has been closed');
    const r = engineCall(() => rebalanceCombo(bot.state, FCOMBO_CODES.adjustPositionMode.byUser, now, this.driver.prices(bot.legSymbols)));
    if (isFailure(r)) return r;
    this.apply(bot, r, now);
    return ok({ bot_id: bot.id, adjusted_position_num: String(bot.state.rebalances) });
  }

  modify(user: User, body: FcomboModifyBody) {
    const found = this.running(user, body.bot_id);
    if (isFailure(found)) return found;
    // the owner's flag, after the bot is found (another's bot is not found, whatever the body asks)
    if (sets(body.trailing_stop_percent)) {
      const gate = flagRefusal(this.b.ctx.users, user, 'futuresTrailingStop', 'trailing_stop_percent', 'a futures trailing stop');
      if (gate) return gate;
    }
    const { bot } = found;
    if (body.adjust_position_mode === FCOMBO_CODES.adjustPositionMode.modifySetting || body.adjust_position_mode === FCOMBO_CODES.adjustPositionMode.transfer) {
      return invalid('adjust_position_mode: 5 (modify setting) and 6 (transfer) are rebalance reasons, not modes; choose 1–4');
    }
    const now = this.driver.actionTime(bot, this.now);
    if (bot.state.status === 'COMPLETED') return refuse(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED, 'the combo bot has been closed');
    const patch = {
      adjust_position_mode: body.adjust_position_mode,
      adjust_position_percent: body.adjust_position_percent,
      adjust_position_time_interval: body.adjust_position_time_interval === 0 ? '' : body.adjust_position_time_interval,
      tp_percent: body.tp_percent,
      sl_percent: body.sl_percent,
      trailing_stop_percent: body.trailing_stop_percent,
    };
    const r = engineCall(() => modifyComboSetting(bot.state, patch, now), FIELDS);
    if (isFailure(r)) return r;
    if (!r.ok) return refuseChange(`settings refused: ${r.checkCode}`, r.checkCode, COMBO_CHANGE_STATUS);
    this.apply(bot, r, now);
    return ok({ check_code: COMBO_CHECK_SUCCESS as string });
  }

  // ── get-transfer-detail ──────────────────────────────────────────────

  transferDetail(user: User, body: FcomboTransferDetailBody) {
    const found = this.owned(user, body.bot_id);
    if (isFailure(found)) return found;
    const { limit, offset } = paging(body);
    const page = this.driver.combo.transfers(found.row.id, limit, offset);
    return ok({
      total: page.total,
      list: page.rows.map((t) => ({
        time: String(Math.floor(t.time / 1000)),
        type: transferOperation.toServer(t.type === 1 ? 'in' : 'out'),
        amount: t.amount,
        balance_after: t.balance_after,
      })),
    });
  }
}

/** A decimal amount in bot units (exact; the engine refused more decimals before). */
function decimalUnits(text: string, scale: number): number {
  return Number(decimalToUnits(text, scale, 'exact'));
}

/** num / den of two signed decimals as a fraction with 6 decimals ("0" when den is 0). */
function ratio(num: string, den: string): string {
  const units = (t: string) => (t.startsWith('-') ? -decimalToUnits(t.slice(1), 18, 'exact') : decimalToUnits(t, 18, 'exact'));
  const d = units(den);
  return d === 0n ? '0' : ratioToDecimal(units(num), d, 6, 'half-even');
}
