/**
 * Proof of the seam: a bot kind that exists only in this file joins the
 * simulator through exactly the documented path — a registry-like row, an
 * engine, its contracts (request and result schemas), its driver and its
 * route table — and is then created, stepped by the market, listed by
 * list-all-bots, ranked, closed for a ban and for a delisting, and resumed
 * after a restart, with no change to the runner, the core or any shared
 * module (see "Adding a bot kind" in docs/ARCHITECTURE.md).
 *
 * The kind, TEST_HOLD ("buy and hold to a target"): at creation it buys a
 * spot pair's base with its quote investment at the market; it holds; when
 * the price reaches entry × (1 + take_profit) it sells everything and
 * completes. Its owner may close it (sold at the market); a ban or a
 * delisting closes it with the coins handed back as held.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOTS_PATHS, type BotFailure, type BotListItem, BotResult, BotOutcome, RetCode, SPOT_GRID_PATHS } from '@tb/contracts';
import { type MarketRules, MINUTE_MS, candlePath, fee, notional, ratioToDecimal } from '@tb/engine';
import { BOT_KINDS, type BotKindRow } from '@tb/util-bot-kinds';
import type * as Registry from '@tb/util-bot-kinds';
import { Type } from 'typebox';
import { BODY_ERRORS, type RouteTable, endpoint } from '../../http/route-table';
import { createServer } from '../../server';
import { TEST_SCRYPT, TEST_START } from '../../testing/server';
import { unitsE8 } from '../common/figures';
import { invalid, isFailure, ok } from '../common/results';
import { closeCodeWire } from '../common/wire';
import { GENERIC_CLOSE_CODES } from '../close-codes';
import { listedBot, listedNames } from '../listed';
import type { KindDriver, ListedBot, LiveBot, Transition } from '../driver';
import type { BotsKit, KindModule } from '../kit';
import { createCallOf } from '../recipes';
import { planLeaders } from '../../population/population';
import { KIND_MODULES } from '.';
import type { CreatePlan } from '../lifecycle';
import { type BotPair, qtyText, quoteLedgerUnits, quoteText } from '../pairs';
import { type BotRef, postFill, postSettlement } from '../postings';
import { type Kit, startKit } from '../../testing/bots';

// ── 1. the registry row ──
// A real kind adds its row to BOT_KINDS in @tb/util-bot-kinds. This test adds its row for its own module
// graph only: the contracts (list-all-bots' bot_type), the running limits and the simulator's driver registry
// then see one more kind, exactly as they would after a real row. The derived exports are derived again.

jest.mock('@tb/util-bot-kinds', () => {
  const actual = jest.requireActual<typeof Registry>('@tb/util-bot-kinds');
  const row: BotKindRow = { listType: 'TEST_HOLD', businessType: 'spotGrid', area: 'test-hold', navKey: 'testHold', runningLimit: 2, productTag: null, copyTradeTags: null, ranked: true, holdsLegs: false, createPageLabel: null, botTypeCode: 99, vouchers: false, market: 'spot', exposureOps: ['create'], released: false };
  // the same kind on the futures market: guarded by construction (its create row is marked exposure 'create')
  const futures: BotKindRow = { ...row, listType: 'TEST_FHOLD', area: 'test-fhold', navKey: 'testFhold', botTypeCode: 98, market: 'futures' };
  const kinds = [...actual.BOT_KINDS, row, futures];
  return {
    ...actual,
    BOT_KINDS: kinds,
    BOT_LIST_TYPES: kinds.map((k) => k.listType),
    RUNNING_LIMITS: Object.fromEntries(kinds.map((k) => [k.listType, k.runningLimit])),
    isBotListType: (value: string) => kinds.some((k) => k.listType === value),
  };
});

// ── 2. the engine: pure, integer ticks / lots / quote units ──

type HoldState = {
  status: 'RUNNING' | 'COMPLETED';
  createdAt: number;
  lots: number;
  /** Quote units: the investment, and the quote the bot holds (what the buy left, what the sale brought, fees deducted). */
  cost: number;
  proceeds: number;
  targetTicks: number;
  lastTicks: number;
  lastTime: number;
  endedAt: number;
  closeCode: string | null;
};
type HoldFill = { side: 'buy' | 'sell'; ticks: number; lots: number; notional: number; fee: number; time: number };

function buyAll(m: MarketRules, quote: number, ticks: number): HoldFill | null {
  let lots = Math.floor(quote / notional(m, ticks, 1));
  while (lots > 0 && notional(m, ticks, lots) + fee(notional(m, ticks, lots), m.taker) > quote) lots--;
  if (lots < m.minQtyLots) return null;
  const n = notional(m, ticks, lots);
  return { side: 'buy', ticks, lots, notional: n, fee: fee(n, m.taker), time: 0 };
}

function sellAll(m: MarketRules, s: HoldState, ticks: number, time: number, code: string): { state: HoldState; fill: HoldFill } {
  const n = notional(m, ticks, s.lots);
  const f = fee(n, m.taker);
  return { state: { ...s, status: 'COMPLETED', lots: 0, proceeds: s.proceeds + n - f, lastTicks: ticks, lastTime: time, endedAt: time, closeCode: code }, fill: { side: 'sell', ticks, lots: s.lots, notional: n, fee: f, time } };
}

/** Walks a price path: the bookmark moves; the target sells everything at the first point that reaches it. */
function walk(m: MarketRules, s: HoldState, path: readonly { time: number; priceTicks: number }[]): { state: HoldState; fill?: HoldFill } {
  let state = s;
  for (const p of path) {
    if (p.time <= state.lastTime) continue;
    if (p.priceTicks >= state.targetTicks) return sellAll(m, state, p.priceTicks, p.time, 'BOT_CLOSE_CODE_CANCELED_AUTO_TP');
    state = { ...state, lastTicks: p.priceTicks, lastTime: p.time };
  }
  return { state };
}

// ── 3. the contracts ──

const P = { create: '/x-api/s1/bot/test-hold/v1/create', detail: '/x-api/s1/bot/test-hold/v1/detail', close: '/x-api/s1/bot/test-hold/v1/close' } as const;
const CreateBody = Type.Object({ symbol: Type.String({ pattern: '^[A-Z0-9]{2,24}$' }), amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }), take_profit: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }) }, { additionalProperties: false });
const IdBody = Type.Object({ bot_id: Type.String({ pattern: '^[0-9]{1,20}$' }) }, { additionalProperties: false });
const CreateResult = BotOutcome(BotResult({ bot_id: Type.String() }));
const Detail = Type.Object({ bot_id: Type.String(), symbol: Type.String(), status: Type.String(), base_amount: Type.String(), last_price_time: Type.Integer(), close_code: Type.String() });
const DetailResult = BotOutcome(BotResult({ detail: Detail }));
const CloseResult = BotOutcome(BotResult({ bot_id: Type.String() }));

// ── 4. the driver and its route table ──

type LiveHold = LiveBot & { readonly kind: 'TEST_HOLD'; readonly pair: BotPair; state: HoldState };

function holdDriver(kit: BotsKit): KindDriver<LiveHold> {
  const { store, pairs } = kit;
  const ledger = kit.ctx.ledger;
  const fillRow = (bot: BotRef, pair: BotPair, f: HoldFill) => {
    const orderId = store.insertOrder({ bot_id: bot.id, ref: null, symbol: pair.symbol, side: f.side, order_type: 'market', status: 'FILLED', price_ticks: f.ticks, lots: f.lots, filled_lots: f.lots, notional: f.notional, fee: f.fee, create_time: f.time });
    postFill(ledger, bot, pair, { side: f.side, lots: f.lots, notional: f.notional, fee: f.fee, orderId });
  };
  /** The state with its ranking keys (PnL / investment × 1e8 at the bookmark's price). */
  const save = (id: string, pair: BotPair, s: HoldState, now: number) => {
    const pnl = s.proceeds + notional(pair.market, s.lastTicks, s.lots) - s.cost;
    store.saveState(id, s, { status: s.status, startTime: s.createdAt, endTime: s.endedAt, pnlPerE8: Number((BigInt(pnl) * 100_000_000n) / BigInt(s.cost)), aprE8: 0, pnlE8: unitsE8(pnl, pair.market.quoteScale) }, now);
  };
  const figures = (bot: LiveHold) => {
    const value = bot.state.proceeds + notional(bot.pair.market, pairs.lastTicks(bot.pair), bot.state.lots);
    const pnl = value - bot.state.cost;
    return { invested: quoteText(bot.pair, bot.state.cost), pnl: quoteText(bot.pair, pnl), per: ratioToDecimal(BigInt(pnl), BigInt(bot.state.cost), 6) };
  };
  const settleWrite = (bot: LiveHold, s: HoldState, now: number, fill?: HoldFill) => {
    if (fill) fillRow(bot, bot.pair, fill);
    if (s.status === 'COMPLETED') postSettlement(ledger, bot, [bot.pair.quote, bot.pair.base]);
    save(bot.id, bot.pair, s, now);
  };
  const CLOSE = GENERIC_CLOSE_CODES;

  const driver: KindDriver<LiveHold> = {
    kind: 'TEST_HOLD',
    texts: { noun: 'hold bot', label: 'hold', plural: 'test holds', alreadyClosed: 'the hold bot is already closed' },
    load(row) {
      const pair = pairs.get(row.symbol);
      if (!pair) return `holds ${row.symbol}, which the market no longer lists`;
      return { id: row.id, userId: row.user_id, account: row.account_type, kind: 'TEST_HOLD', pair, state: JSON.parse(row.state) as HoldState, faulted: false, dirty: false, persistedWall: performance.now() };
    },
    symbols: (bot) => [bot.pair.symbol],
    step(bot, input): Transition | null {
      const points = input.points.get(bot.pair.symbol);
      if (!points) return null;
      const walked = walk(bot.pair.market, bot.state, points.map((p) => ({ time: p.time, priceTicks: pairs.toTicks(bot.pair, p.ticks) })));
      if (walked.state === bot.state) return null;
      const commit = () => (bot.state = walked.state);
      if (!walked.fill) return { quiet: true, commit };
      return { quiet: false, write: () => settleWrite(bot, walked.state, input.now, walked.fill), commit, done: true };
    },
    persist: (bot, now) => save(bot.id, bot.pair, bot.state, now),
    catchUp(bot, now) {
      const candles = pairs.candles(bot.pair, Math.floor(bot.state.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS, now);
      const path = [];
      for (let i = 0; i < candles.length; i++) {
        path.push(...candlePath({ openTime: candles.startTime + i * MINUTE_MS, open: candles.open[i], high: candles.high[i], low: candles.low[i], close: candles.close[i], volume: 0, quoteVolume: 0 }));
      }
      const walked = walk(bot.pair.market, bot.state, path);
      if (walked.state === bot.state) return null;
      return { quiet: false, write: () => settleWrite(bot, walked.state, now, walked.fill), commit: () => (bot.state = walked.state), done: walked.state.status === 'COMPLETED' };
    },
    isDone: (bot) => bot.state.status === 'COMPLETED',
    settle(bot, order, now) {
      const sold = order.cause === 'user' ? sellAll(bot.pair.market, bot.state, pairs.lastTicks(bot.pair), now, CLOSE.user) : undefined;
      // A ban or a delisting hands the coins back as held.
      const state: HoldState = sold?.state ?? { ...bot.state, status: 'COMPLETED', endedAt: now, closeCode: CLOSE[order.cause] };
      settleWrite(bot, state, now, sold?.fill);
      return () => (bot.state = state);
    },
    listItem(row, bot): ListedBot {
      const f = figures(bot);
      const done = bot.state.status === 'COMPLETED';
      // The registry's list types type the contract; this row joined the registry in this test's module graph only.
      return listedBot(row, listedNames(row).bot_type, bot.state, { status: done ? 'COMPLETED' : 'RUNNING', total_investment: f.invested, total_pnl: f.pnl, total_pnl_per: f.per });
    },
    ranking: {
      figures: (_row, bot) => {
        const f = figures(bot);
        return { symbol: bot.pair.symbol, quote_token: bot.pair.quote, total_pnl: f.pnl, total_pnl_per: f.per, total_apr: '0' };
      },
    },
    routes: (): RouteTable => ({
      tags: ['test-hold'],
      errors: BODY_ERRORS,
      rows: [
        endpoint({
          method: 'POST', path: P.create, auth: 'user-allow-banned', body: CreateBody, result: CreateResult, summary: 'Create a hold bot', exposure: { op: 'create', id: 'bot_id' },
          handler: ({ user, body }) =>
            kit.lifecycle.create(driver, user, {
              open: () => {
                const pair = pairs.get(body.symbol);
                return pair && pairs.open(pair) ? pair : invalid(`symbol: ${body.symbol} is not open for hold bots`);
              },
              plan: (pair, now): CreatePlan<LiveHold> | BotFailure => {
                const amount = ledger.units(pair.quote, body.amount);
                const units = Number(amount / pair.quoteFactor);
                const ticks = pairs.lastTicks(pair);
                const buy = buyAll(pair.market, units, ticks);
                if (!buy) return invalid('amount: too small to buy one lot');
                const targetTicks = Math.ceil(ticks * (1 + Number(body.take_profit)));
                const state: HoldState = { status: 'RUNNING', createdAt: now, lots: buy.lots, cost: units, proceeds: units - buy.notional - buy.fee, targetTicks, lastTicks: ticks, lastTime: now, endedAt: 0, closeCode: null };
                return {
                  account: 'spot',
                  row: { symbol: pair.symbol, base_token: pair.base, quote_token: pair.quote, status: 'RUNNING', config: '{}', state: JSON.stringify(state), allow_follow: 1, followed_bot_id: '', reward_id: '', reward_amount: '0' },
                  needs: [{ coin: pair.quote, amount }],
                  funding: [{ coin: pair.quote, amount: quoteLedgerUnits(pair, units) }],
                  start: (ref, at) => {
                    fillRow(ref, pair, { ...buy, time: at });
                    save(ref.id, pair, state, at);
                    return { ...ref, kind: 'TEST_HOLD', pair, state, faulted: false, dirty: false, persistedWall: performance.now() };
                  },
                };
              },
              reply: (bot) => ok({ bot_id: bot.id }),
            }),
        }),
        endpoint({
          method: 'POST', path: P.detail, auth: 'user', body: IdBody, result: DetailResult, summary: 'A hold bot',
          handler: ({ user, body }) => {
            const found = kit.lifecycle.mine(driver, user, body.bot_id);
            if (isFailure(found)) return found;
            const s = found.bot.state;
            return ok({ detail: { bot_id: found.row.id, symbol: found.bot.pair.symbol, status: s.status, base_amount: qtyText(found.bot.pair, s.lots), last_price_time: s.lastTime, close_code: closeCodeWire(s.closeCode) } });
          },
        }),
        endpoint({
          method: 'POST', path: P.close, auth: 'user', body: IdBody, result: CloseResult, summary: 'Close a hold bot (sold at the market)',
          handler: ({ user, body }) => {
            const closed = kit.lifecycle.close(driver, user, body.bot_id, { cause: 'user', mode: 0 });
            return isFailure(closed) ? closed : ok({ bot_id: closed.row.id });
          },
        }),
      ],
    }),
  };
  return driver;
}

const holdBody = () => ({ symbol: 'BTCUSDT', amount: '100', take_profit: '0.05' });
const testHoldKind: KindModule = { kind: 'TEST_HOLD', create: holdDriver, recipes: { sample: holdBody, leader: { weight: 1, body: holdBody } } };
const TEST_KINDS = { modules: [testHoldKind] };

// ── the proof ──

type Detail = { bot_id: string; status: string; base_amount: string; last_price_time: number; close_code: string };

describe('a bot kind added through the documented path only', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tb-test-kind-'));
  const dbPath = join(dir, 'sim.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const checks = (kit: Kit) => {
    expect(kit.server.ctx.ledger.check().problems).toEqual([]);
    expect(kit.bots.runner.faults).toEqual([]);
  };

  it('refuses at start a driver for a kind without a registry row, and a second driver for a kind', async () => {
    expect(BOT_KINDS.map((k) => k.listType)).toContain('TEST_HOLD');
    const options = { dbPath: ':memory:', speed: 0, startTime: TEST_START, historyDays: 0, scryptCost: TEST_SCRYPT, autoStart: false, synchronous: 'normal' as const };
    const stray: KindModule = { ...testHoldKind, kind: 'NOT_A_KIND', create: (kit) => ({ ...holdDriver(kit), kind: 'NOT_A_KIND' }) as unknown as KindDriver<LiveBot> };
    await expect(createServer({ ...options, botKinds: { modules: [stray] } })).rejects.toThrow('bot kind NOT_A_KIND: no row in the bot-kind registry');
    await expect(createServer({ ...options, botKinds: { modules: [testHoldKind, testHoldKind] } })).rejects.toThrow('bot kind TEST_HOLD: a driver is registered for it already');
    await expect(createServer({ ...options, botKinds: { modules: [{ ...testHoldKind, kind: 'DCA_SPOT' }] } })).rejects.toThrow('bot kind module DCA_SPOT made a driver for TEST_HOLD');
    // seeded by its own recipe: the population's plan gives it leaders without a line in population.ts
    expect(planLeaders('s', 40, 34, [...KIND_MODULES, testHoldKind]).some((p) => p.kind === 'TEST_HOLD')).toBe(true);
  });

  it('is created, stepped, listed, ranked, closed for a ban and a delisting, and resumed after a restart', async () => {
    const kit = await startKit({ dbPath, botKinds: TEST_KINDS }, dir);
    // its create call is the row its table marks (what the population and the sample bots call)
    expect(createCallOf(kit.bots.drivers.get('TEST_HOLD')!)).toMatchObject({ path: P.create, idField: 'bot_id' });
    const create = (symbol: string, amount: string, tp: string, cookie: string) => kit.post<{ bot_id: string }>(P.create, { symbol, amount, take_profit: tp }, cookie);
    const detailOn = async (on: Kit, id: string, cookie: string) => (await on.post<{ detail: Detail }>(P.detail, { bot_id: id }, cookie)).result.detail;
    const detail = (id: string, cookie: string) => detailOn(kit, id, cookie);
    const a = await kit.user('hold-a', { USDT: '5000' });
    const b = await kit.user('hold-b', { USDT: '5000' });
    const c = await kit.user('hold-c', { USDT: '5000' });

    // Created through the shared sequence: funds checked and moved, the running limit from its row, a grid beside it.
    const keep = (await create('BTCUSDT', '1000', '10', a.cookie)).result.bot_id;
    const quick = (await create('ETHUSDT', '1000', '0.000001', a.cookie)).result.bot_id;
    expect((await create('ETHUSDT', '10', '1', a.cookie)).result).toMatchObject({ status_code: 402, debug_msg: 'at most 2 running test holds per user' });
    expect((await create('ETHUSDT', '9999', '1', b.cookie)).result).toMatchObject({ status_code: 401, debug_msg: 'insufficient USDT in the spot account: available 5000, needed 9999' });
    expect((await create('LTCUSDC', '100', '1', b.cookie)).result).toMatchObject({ status_code: 400, debug_msg: 'symbol: LTCUSDC is not open for hold bots' });
    const banned = (await create('ETHUSDT', '500', '10', b.cookie)).result.bot_id;
    const delisted = (await create('SOLUSDT', '500', '10', c.cookie)).result.bot_id;
    expect(kit.spot(a.id, 'USDT')).toBe(kit.server.ctx.ledger.units('USDT', '3000'));
    expect(kit.bots.runner.size()).toEqual({ TEST_HOLD: 4 });

    // Stepped by the market: quiet steps move the bookmark; the low target sells and completes.
    const before = (await detail(keep, a.cookie)).last_price_time;
    kit.run(30 * 60_000);
    expect((await detail(keep, a.cookie)).last_price_time).toBeGreaterThan(before);
    expect(await detail(quick, a.cookie)).toMatchObject({ status: 'COMPLETED', base_amount: '0', close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP' });
    expect(kit.botBalance(a.id, quick, 'USDT')).toBe(0n);
    expect(kit.bots.runner.get(quick)).toBeUndefined();

    // Listed by list-all-bots with its own figures, through its driver.
    const listed = (await kit.post<{ total: number; bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'ongoing' }, a.cookie)).result;
    expect(listed.bots).toEqual([expect.objectContaining({ bot_id: keep, bot_type: 'TEST_HOLD', symbol: 'BTCUSDT', total_investment: '1000', status: 'RUNNING' })]);
    const closedList = (await kit.post<{ bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'closed' }, a.cookie)).result.bots;
    expect(closedList.map((x) => [x.bot_id, x.bot_type, x.close_code])).toEqual([[quick, 'TEST_HOLD', 'BOT_CLOSE_CODE_CANCELED_AUTO_TP']]);

    // Ranked: its kind offers ranking figures, so its followable running bots are counted and listed.
    expect(kit.bots.ranking.kinds()).toEqual(['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES', 'TEST_HOLD']);
    const ranked = kit.bots.ranking.list();
    expect(ranked.map((r) => [r.bot_id, r.bot_type])).toEqual(expect.arrayContaining([[keep, 'TEST_HOLD'], [banned, 'TEST_HOLD'], [delisted, 'TEST_HOLD']]));
    expect(ranked.find((r) => r.bot_id === keep)).toMatchObject({ symbol: 'BTCUSDT', quote_token: 'USDT', nick_name: expect.stringMatching(/\*\*\*$/), follow_num: 0 });
    const filter = (await kit.post<{ run_time: { count: number }[] }>(SPOT_GRID_PATHS.rankingFilter, {}, a.cookie)).result;
    expect(filter.run_time.reduce((n, r) => n + r.count, 0)).toBeGreaterThanOrEqual(3);

    // No AI parameters: the cross-kind registry knows which kinds have them.
    expect(kit.bots.ai.kinds()).toEqual(['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES']);
    expect(kit.bots.ai.detail('TEST_HOLD', 'BTCUSDT')).toMatchObject({ status_code: 400, debug_msg: 'TEST_HOLD bots have no AI parameters' });

    // Closed for a ban (coins handed back as held) and for a delisting (its own close code).
    const ethHeld = kit.botBalance(b.id, banned, 'ETH');
    expect(ethHeld).toBeGreaterThan(0n);
    kit.server.ctx.users.ban(b.id, 'test');
    expect(kit.bots.sweepBans()).toBe(1);
    expect(kit.spot(b.id, 'ETH')).toBe(ethHeld);
    expect(kit.bots.delist('SOLUSDT')).toEqual({ closed: 1, updated: 0, busy: 0 });
    expect(await detail(delisted, c.cookie)).toMatchObject({ status: 'COMPLETED', close_code: 'BOT_CLOSE_CODE_SYMBOL_DELIST' });
    kit.server.ctx.users.unban(b.id);
    expect(await detail(banned, b.cookie)).toMatchObject({ status: 'COMPLETED', close_code: 'BOT_CLOSE_CODE_USER_BAN' });
    // Another user's bot is forbidden (its close: 406); a closed one refuses a close.
    expect((await kit.post(P.detail, { bot_id: keep }, b.cookie)).result).toMatchObject({ status_code: 403, debug_msg: `hold bot ${keep} is not yours` });
    expect((await kit.post(P.close, { bot_id: keep }, b.cookie)).result).toMatchObject({ status_code: 406 });
    expect((await kit.post(P.close, { bot_id: banned }, b.cookie)).result).toMatchObject({ status_code: 405, debug_msg: 'the hold bot is already closed' });
    // Its endpoints are in the OpenAPI document.
    const doc = (await kit.server.app.inject({ method: 'GET', url: '/x-api/docs/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(Object.values(P)));
    checks(kit);
    const bookmark = (await detail(keep, a.cookie)).last_price_time;
    await kit.server.close();

    // Resumed after a restart: loaded by its driver, caught up, stepped again, then closed by its owner (sold).
    const again = await startKit({ dbPath, botKinds: TEST_KINDS }, dir);
    try {
      expect(again.bots.runner.size()).toEqual({ TEST_HOLD: 1 });
      again.run(10 * 60_000);
      expect((await detailOn(again, keep, a.cookie)).last_price_time).toBeGreaterThan(bookmark);
      expect((await again.post(P.close, { bot_id: keep }, a.cookie)).result).toMatchObject({ status_code: 200, bot_id: keep });
      expect(await detailOn(again, keep, a.cookie)).toMatchObject({ status: 'COMPLETED', base_amount: '0', close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
      expect(again.botBalance(a.id, keep, 'BTC')).toBe(0n);
      checks(again);
    } finally {
      await again.server.close();
    }
  });

  it('on the futures market, the same kind is guarded by construction: its create is refused from a spot-only site before it runs', async () => {
    // nothing in bots/compliance.ts or elsewhere names it: its registry row says futures, its table marks its create
    const futuresHold: KindModule = { ...testHoldKind, kind: 'TEST_FHOLD', create: (kit) => ({ ...holdDriver(kit), kind: 'TEST_FHOLD' }) as unknown as KindDriver<LiveBot> };
    const kit = await startKit({ dbPath: join(dir, 'futures.db'), botKinds: { modules: [futuresHold] } }, dir);
    try {
      const u = await kit.user('fhold', { USDT: '1000' }, 'derivatives');
      const token = u.cookie.split(';')[0].split('=')[1];
      const response = await kit.server.app.inject({ method: 'POST', url: P.create, payload: holdBody(), headers: { usertoken: token, host: 'www.exchange.com.hk' } });
      expect(response.json()).toMatchObject({ ret_code: RetCode.COMPLIANCE });
      expect(kit.bots.runner.size()).toEqual({});
      // the same call from the global site passes the guard and reaches the kind's handler (a bot answer, not 10024)
      const global = await kit.post<{ bot_id: string }>(P.create, holdBody(), u.cookie);
      expect(global.ret_code).toBe(0);
      expect(global.result.status_code).toBeDefined();
    } finally {
      await kit.server.close();
    }
  });
});
