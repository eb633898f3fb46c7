import { BOTS_PATHS, type BotListItem, DCA_PATHS, RetCode, SPOT_GRID_PATHS } from '@tb/contracts';
import { gridAround, useKit } from './test-kit';

describe('list-all-bots and the OpenAPI document', () => {
  const kit = useKit();

  const grid = (symbol: string) => gridAround(kit, symbol, 0.02, 5, '500');

  it('lists the caller’s bots of every kind, newest first, ongoing or closed, paged', async () => {
    const u = await kit.user('lister', { USDT: '5000' });
    const other = await kit.user('lister-other', { USDT: '5000' });
    const ids: string[] = [];
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      ids.push((await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, grid(symbol), u.cookie)).result.grid_id);
      kit.run(60_000);
    }
    ids.push((await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'SOL', amount: '20' }, { base: 'XRP', amount: '20' }] } }, u.cookie)).result.bot_id);
    await kit.post(SPOT_GRID_PATHS.createGrid, grid('BTCUSDT'), other.cookie);
    kit.run(30 * 60_000);
    await kit.post(SPOT_GRID_PATHS.closeGrid, { grid_id: ids[0], close_mode: 3 }, u.cookie);
    const ongoing = await kit.post<{ total: number; bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'ongoing', page: 1, limit: 20 }, u.cookie);
    expect(ongoing.result).toMatchObject({ status_code: 200, debug_msg: '', total: 2 });
    expect(ongoing.result.bots.map((b) => [b.bot_id, b.bot_type, b.symbol, b.status])).toEqual([
      [ids[2], 'DCA_SPOT', 'SOLUSDT,XRPUSDT', 'RUNNING'],
      [ids[1], 'GRID_SPOT', 'ETHUSDT', 'RUNNING'],
    ]);
    const eth = ongoing.result.bots[1];
    expect(eth).toMatchObject({ base_token: 'ETH', quote_token: 'USDT', end_time: 0, total_investment: '500', close_code: 'BOT_CLOSE_CODE_UNKNOWN' });
    expect(ongoing.result.bots.map((b) => b.product_tags)).toEqual([['BOT_PRODUCT_TAG_SPOT_DCA'], ['BOT_PRODUCT_TAG_SPOT_GRID']]);
    const detail = (await kit.post<{ detail: { total_profit: string; current_per: string } }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: ids[1] }, u.cookie)).result.detail;
    expect([eth.total_pnl, eth.total_pnl_per]).toEqual([detail.total_profit, detail.current_per]);
    const closed = await kit.post<{ total: number; bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'closed' }, u.cookie);
    expect(closed.result.bots).toEqual([expect.objectContaining({ bot_id: ids[0], status: 'COMPLETED', close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' })]);
    expect(closed.result.bots[0].end_time).toBeGreaterThan(closed.result.bots[0].create_time);
    const page2 = await kit.post<{ total: number; bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'ongoing', page: 2, limit: 1 }, u.cookie);
    expect(page2.result.total).toBe(2);
    expect(page2.result.bots.map((b) => b.bot_id)).toEqual([ids[1]]);
    expect((await kit.post(BOTS_PATHS.listAllBots, { status: 'ongoing' }, '')).ret_code).toBe(RetCode.NOT_LOGGED_IN);
    expect((await kit.post(BOTS_PATHS.listAllBots, { status: 'running' }, u.cookie)).ret_code).toBe(RetCode.INVALID_PARAMS);
    expect((await kit.post(BOTS_PATHS.listAllBots, { status: 'ongoing', limit: 101 }, u.cookie)).ret_code).toBe(RetCode.INVALID_PARAMS);
  });

  it('documents every bot call in the OpenAPI document', async () => {
    const doc = (await kit.server.app.inject({ method: 'GET', url: '/x-api/docs/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [name, path] of Object.entries({ ...SPOT_GRID_PATHS, ...DCA_PATHS, ...BOTS_PATHS })) {
      const method = name === 'aiParamsDetail' || name === 'listSymbolInfoV2' ? 'get' : 'post';
      expect(doc.paths[path]?.[method]).toBeDefined();
    }
  });
});
