/**
 * Delisting a symbol (admin CLI `delist`, `Bots.delist`): it leaves the
 * pickers at once, every running bot trading it is reached by the sweep —
 * a grid closes with CLOSED_SYMBOL_DELISTED, a DCA bot with that one pair
 * closes with the symbol-delisted reason, a DCA bot with other pairs goes on
 * without it — the coins come back to the funding account, and all of it
 * survives a restart. The CLI writes from another connection: the server
 * notices on its own sweep timer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, BOTS_PATHS, BOT_STATUS_CODE, type BotListItem, DCA_PATHS as D, type DcaDetail, type DcaOrder, type DcaRound, SPOT_GRID_PATHS as G, type SpotGridDetail } from '@tb/contracts';
import { openDb } from '../db/database';
import { adminOn } from '../testing/server';
import type { LiveDca } from './kinds/dca/book';
import { type Kit, gridAround, startKit } from '../testing/bots';

const HOUR = 3600_000;
type Symbols = { list: { symbol: string; status: string }[] };

describe('delisting a symbol', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tb-delist-'));
  const dbPath = join(dir, 'sim.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('closes or narrows every bot trading it, of every kind, hands the coins back, leaves the pickers, and persists', async () => {
    const kit = await startKit({ dbPath }, dir);
    const dca = (pairs: { base: string; amount: string }[], cookie: string) => kit.post<{ bot_id: string }>(D.createBot, { parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs } }, cookie);
    const a = await kit.user('delist-a', { USDT: '20000' });
    const b = await kit.user('delist-b', { USDT: '20000' });
    const solGrid = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'SOLUSDT', 0.01, 6, '2000'), a.cookie)).result.grid_id;
    const ethGrid = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'ETHUSDT', 0.01, 6, '2000'), a.cookie)).result.grid_id;
    const btcGrid = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'BTCUSDT', 0.01, 6, '2000'), b.cookie)).result.grid_id;
    const mixed = (await dca([{ base: 'SOL', amount: '40' }, { base: 'ETH', amount: '40' }], a.cookie)).result.bot_id;
    const solOnly = (await dca([{ base: 'SOL', amount: '30' }], b.cookie)).result.bot_id;
    // (12 s past the third round: its buy has executed, no bot is mid-round)
    kit.run(3 * HOUR + 12_000);
    const solHeld = { grid: kit.botBalance(a.id, solGrid, 'SOL'), usdt: kit.botBalance(a.id, solGrid, 'USDT'), dca: kit.botBalance(b.id, solOnly, 'SOL'), mixed: kit.botBalance(a.id, mixed, 'SOL') };
    expect(solHeld.grid + solHeld.dca + solHeld.mixed).toBeGreaterThan(0n);
    const spotBefore = { aSol: kit.spot(a.id, 'SOL'), aUsdt: kit.spot(a.id, 'USDT'), bSol: kit.spot(b.id, 'SOL') };

    // The admin CLI delists SOLUSDT from another connection (another process, as `npm run sim:admin -- delist SOLUSDT`).
    const cli = openDb({ path: dbPath, synchronous: 'normal' });
    const admin = adminOn(cli);
    expect(await admin('delist', 'solusdt')).toMatchObject({ code: 0, out: expect.stringContaining('SOLUSDT (spot) delisted') });
    expect(await admin('delist', 'SOLUSDT')).toMatchObject({ code: 1, err: 'error: SOLUSDT (spot) is delisted already' });
    expect(await admin('delist', 'NOPEUSDT')).toMatchObject({ code: 1, err: expect.stringContaining('not a spot pair') });
    expect(await admin('delist', 'SOLUSDT', 'options')).toMatchObject({ code: 2, err: expect.stringContaining('unknown market "options"') });
    expect((await admin('delisted')).out).toMatch(/^SOLUSDT\s+spot\s+since /);

    // It leaves the pickers at once: the symbol list shows it closed, recommendations, AI parameters, the DCA bases and creation refuse it.
    const listed = (await kit.get<Symbols>(`${API_PATHS.spotSymbolList}?quote_coin=USDT`)).result.list;
    expect(listed.find((s) => s.symbol === 'SOLUSDT')?.status).toBe('Closed');
    expect(listed.find((s) => s.symbol === 'ETHUSDT')?.status).toBe('Trading');
    const recommended = (await kit.post<{ list: { symbol: string }[] }>(G.recommendSymbol, { quote_coin: 'USDT', limit: 50 })).result.list.map((x) => x.symbol);
    expect(recommended).not.toContain('SOLUSDT');
    expect(recommended).toContain('ETHUSDT');
    expect((await kit.get(`${G.aiParamsDetail}?symbol=SOLUSDT`)).result).toMatchObject({ status_code: BOT_STATUS_CODE.INVALID_ARGUMENT, debug_msg: 'symbol: SOLUSDT is not open for grid bots' });
    const bases = (await kit.post<{ quotes: { quote_coin: string; bases: { base: string }[] }[] }>(D.createBotConfiguration, { quote_coin: 'USDT' })).result.quotes[0].bases.map((x) => x.base);
    expect(bases).not.toContain('SOL');
    expect(bases).toContain('ETH');
    expect((await kit.post(G.createGrid, gridAround(kit, 'SOLUSDT'), a.cookie)).result).toMatchObject({ status_code: BOT_STATUS_CODE.INVALID_ARGUMENT, debug_msg: 'symbol: SOLUSDT is not open for grid bots' });
    expect((await dca([{ base: 'SOL', amount: '30' }], a.cookie)).result).toMatchObject({ status_code: BOT_STATUS_CODE.INVALID_ARGUMENT, debug_msg: 'parameters.pairs[0].base: SOLUSDT is not open for DCA bots' });

    // The server's own sweep timer notices the other connection's change and reaches the bots live.
    const deadline = Date.now() + 120_000; // a hang guard: the sweep timer comes round in about a second
    while (kit.bots.runner.get(solGrid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(kit.bots.runner.get(solGrid)).toBeUndefined();
    expect(kit.bots.sweepDelistings()).toEqual({ closed: 0, updated: 0, busy: 0 });

    const grid = (await kit.post<{ detail: SpotGridDetail }>(G.queryGridDetail, { grid_id: solGrid }, a.cookie)).result.detail;
    // The spot table has no code of its own for a delisting: "auto canceled (other)"; the coins come back as held.
    expect(grid).toMatchObject({ status: 'COMPLETED', close_reason: 'CLOSED_SYMBOL_DELISTED', bot_close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO', spot_symbol_status: 'OFFLINE' });
    expect(kit.botBalance(a.id, solGrid, 'SOL')).toBe(0n);
    expect(kit.botBalance(a.id, solGrid, 'USDT')).toBe(0n);
    const single = (await kit.post<{ detail: DcaDetail }>(D.status, { bot_id: solOnly }, b.cookie)).result.detail;
    expect(single).toMatchObject({ status: 'COMPLETED', close_reason: 'DCA_CLOSE_REASON_SYMBOL_DELISTED', close_code: 'BOT_CLOSE_CODE_SYMBOL_DELIST', close_mode: 'DCA_BASE_MODE' });
    expect(kit.spot(b.id, 'SOL') - spotBefore.bSol).toBe(solHeld.dca);
    // The grid's coins, exactly as it held them: no sale of a delisted coin.
    expect(kit.spot(a.id, 'SOL') - spotBefore.aSol).toBe(solHeld.grid);
    expect(kit.spot(a.id, 'USDT') - spotBefore.aUsdt).toBe(solHeld.usdt);

    // The DCA bot with another pair goes on buying ETH only; its SOL stays in the bot until it closes.
    const narrowed = kit.bots.runner.get<LiveDca>(mixed)!;
    expect(narrowed.state.pairs.map((p) => [p.symbol, p.delisted])).toEqual([['SOLUSDT', true], ['ETHUSDT', false]]);
    const roundsBefore = (await kit.post<{ detail: DcaDetail }>(D.status, { bot_id: mixed }, a.cookie)).result.detail.rounds;
    kit.run(2 * HOUR + 12_000);
    const history = (await kit.post<{ rounds: DcaRound[] }>(D.orderHistory, { bot_id: mixed, limit: 1 }, a.cookie)).result.rounds[0];
    expect(history.round_no).toBeGreaterThan(roundsBefore);
    const orders = (await kit.post<{ orders: DcaOrder[] }>(D.orderDetails, { bot_id: mixed, round_id: history.round_id }, a.cookie)).result.orders;
    expect(orders.map((o) => [o.symbol, o.status, o.reject_reason])).toEqual([
      ['SOLUSDT', 'ORDER_STATUS_REJECTED', 'symbol_delisted'],
      ['ETHUSDT', 'ORDER_STATUS_FILLED', ''],
    ]);
    expect(kit.botBalance(a.id, mixed, 'SOL')).toBe(solHeld.mixed);

    // Other symbols' bots never noticed.
    for (const [id, cookie] of [[ethGrid, a.cookie], [btcGrid, b.cookie]]) {
      expect((await kit.post<{ detail: SpotGridDetail }>(G.queryGridDetail, { grid_id: id }, cookie)).result.detail.status).toBe('RUNNING');
    }
    const closed = (await kit.post<{ bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'closed' }, a.cookie)).result.bots;
    expect(closed.map((x) => [x.bot_id, x.close_code])).toEqual([[solGrid, 'BOT_CLOSE_CODE_CANCELED_AUTO']]);
    expect(kit.server.ctx.ledger.check().problems).toEqual([]);
    expect(kit.bots.runner.faults).toEqual([]);
    cli.close();
    await kit.server.close();

    // After a restart: still delisted, still narrowed; closing the DCA bot to quote hands the delisted coin back unsold.
    const again = await startKit({ dbPath }, dir);
    try {
      expect((await again.get<Symbols>(`${API_PATHS.spotSymbolList}?keyword=SOL`)).result.list.find((s) => s.symbol === 'SOLUSDT')?.status).toBe('Closed');
      expect((await again.post(G.createGrid, gridAround(again, 'SOLUSDT'), a.cookie)).result.status_code).toBe(BOT_STATUS_CODE.INVALID_ARGUMENT);
      expect(again.bots.runner.get<LiveDca>(mixed)!.state.pairs[0].delisted).toBe(true);
      expect(again.bots.sweepDelistings()).toEqual({ closed: 0, updated: 0, busy: 0 });
      const solBefore = again.spot(a.id, 'SOL');
      expect((await again.post(D.closeBot, { bot_id: mixed, close_mode: 3 }, a.cookie)).result).toMatchObject({ status_code: 200, close_mode: 'DCA_QUOTE_MODE' });
      expect(again.spot(a.id, 'SOL') - solBefore).toBe(solHeld.mixed);
      expect(again.botBalance(a.id, mixed, 'ETH')).toBe(0n);
      expect(again.server.ctx.ledger.check().problems).toEqual([]);
      expect(again.bots.runner.faults).toEqual([]);
    } finally {
      await again.server.close();
    }
  });

  it('waits for a DCA round in progress, keeps markets apart, and delists a contract from the contract lists', async () => {
    const kit: Kit = await startKit();
    try {
      const u = await kit.user('delist-busy', { USDT: '5000' });
      const id = (await kit.post<{ bot_id: string }>(D.createBot, { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'XRP', amount: '20' }] } }, u.cookie)).result.bot_id;
      const grid = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'BTCUSDT'), u.cookie)).result.grid_id;
      // At the next round's time: the delisting's drain starts the round (buying), so the bot is busy and waits.
      const live = kit.bots.runner.get<LiveDca>(id)!;
      kit.server.ctx.clock.advance(live.state.nextBuyAt - kit.server.ctx.clock.now());
      expect(kit.bots.delist('XRPUSDT')).toEqual({ closed: 0, updated: 0, busy: 1 });
      expect(live.buyingSince).toBeGreaterThan(0);
      expect((await kit.post(D.closeBot, { bot_id: id, close_mode: 2 }, u.cookie)).result.status_code).toBe(BOT_STATUS_CODE.BOT_CANNOT_CLOSE_CURRENTLY);
      // The next sweep: its drain executes the round, then the bot closes.
      kit.server.ctx.clock.advance(1);
      expect(kit.bots.sweepDelistings()).toEqual({ closed: 1, updated: 0, busy: 0 });
      expect(kit.bots.runner.get(id)).toBeUndefined();
      expect(kit.botBalance(u.id, id, 'XRP')).toBe(0n);
      expect((await kit.post<{ detail: DcaDetail }>(D.status, { bot_id: id }, u.cookie)).result.detail.close_reason).toBe('DCA_CLOSE_REASON_SYMBOL_DELISTED');

      // A perpetual of the same name as a traded spot pair: the spot grid goes on; the contract list says Closed.
      const brief = async () => (await kit.get<{ version: string; symbols: { LinearPerpetual: { name: string; status: string; support_bot: boolean }[] } }>(API_PATHS.briefSymbolList)).result;
      const before = await brief();
      expect(kit.bots.delist('BTCUSDT', 'futures')).toEqual({ closed: 0, updated: 0, busy: 0 });
      const after = await brief();
      expect(after.version).not.toBe(before.version);
      expect(after.symbols.LinearPerpetual.find((c) => c.name === 'BTCUSDT')).toMatchObject({ status: 'Closed', support_bot: false });
      expect(before.symbols.LinearPerpetual.find((c) => c.name === 'BTCUSDT')).toMatchObject({ status: 'Trading', support_bot: true });
      expect(kit.bots.runner.get(grid)).toBeDefined();
      expect(() => kit.bots.delist('BTCUSDT', 'futures')).toThrow('BTCUSDT (futures) is delisted already');
      expect(kit.server.ctx.ledger.check().problems).toEqual([]);
      expect(kit.bots.runner.faults).toEqual([]);
    } finally {
      await kit.dispose();
    }
  });
});
