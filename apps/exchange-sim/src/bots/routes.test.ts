import { BOTS_PATHS, type BotListItem, DCA_PATHS, FCOMBO_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, RetCode, SPOT_GRID_PATHS } from '@tb/contracts';
import { compareDecimal } from '@tb/engine';
import { gridAround, useKit } from '../testing/bots';

type R = Record<string, unknown>;
const same = (a: unknown, b: string) => typeof a === 'string' && compareDecimal(a, b) === 0;

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

  /**
   * What you confirm is what you get, the exchange's half (issue 32): for
   * every kind, a create body with the values a confirmation shows as sent —
   * a decimal leverage (5.1 and 2.3 used to crash the pages before anything
   * was sent), a margin to the last decimal the contract counts, percents as
   * four-decimal fractions — creates a bot whose detail reads back each of
   * them exactly (equal as decimals: nothing rounded on the way in). The create
   * forms' tests prove body == confirmation; this proves body == created bot.
   */
  it('spot grid, DCA, futures grid, martingale and combo keep every value as sent', async () => {
    const u = await kit.user('as-sent', { USDT: '20000', BTC: '1' });
    const f = await kit.user('as-sent-futures', { USDT: '20000' }, 'derivatives');
    // TP/SL by percent of a futures grid is the tpslEquity feature (feature-flags.ts)
    kit.server.ctx.users.setFlag(f.id, 'tpslEquity', true);
    const check = (kind: string, pairs: Array<[string, unknown, string]>) => {
      for (const [field, got, sent] of pairs) expect([kind, field, same(got, sent) ? sent : got]).toEqual([kind, field, sent]);
    };

    // spot grid: the investment to the 8th decimal of USDT
    const grid = { ...gridAround(kit, 'BTCUSDT', 0.02, 7, '500.12345678') };
    const g = await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, grid, u.cookie);
    expect(g.result.status_code).toBe(200);
    const gd = (await kit.post<{ detail: R }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: g.result.grid_id }, u.cookie)).result.detail;
    check('spot grid', [
      ['min_price', gd.min_price, grid.min_price],
      ['max_price', gd.max_price, grid.max_price],
      ['total_investment', gd.total_investment, '500.12345678'],
    ]);
    expect(gd.cell_number).toBe(7);

    // DCA: amounts to the 8th decimal, a cap and a take profit of 1.23 %
    const dca = { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '10.12345678' }], max_invest_amount: '1000.5', take_profit_per: '0.0123' };
    const d = await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { create_type: 3, parameters: dca }, u.cookie);
    expect(d.result.status_code).toBe(200);
    const dd = (await kit.post<{ detail: R & { pairs: R[] } }>(DCA_PATHS.status, { bot_id: d.result.bot_id }, u.cookie)).result.detail;
    check('DCA', [
      ['pairs[0].amount', dd.pairs[0].amount, '10.12345678'],
      ['max_invest_amount', dd.max_invest_amount, '1000.5'],
      ['take_profit_per', dd.take_profit_per, '0.0123'],
    ]);

    // futures grid: 5.1× and a margin to the contract's quote unit (4 decimals for BTCUSDT)
    const m = kit.server.ctx.market;
    const at = (x: number) => m.formatContractPrice('BTCUSDT', Math.round(m.markPrice('BTCUSDT').indexTicks * x));
    const fgrid = { symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: at(0.97), max_price: at(1.03), cell_number: 8, leverage: '5.1', total_investment: '500.1234', account_type: 1, tp_sl_type: 1, take_profit_per: '0.1234' };
    const fg = await kit.post<{ bot_id: string }>(FUTURES_GRID_PATHS.create, fgrid, f.cookie);
    expect([fg.result.status_code, fg.result.debug_msg]).toEqual([200, '']);
    const fgd = (await kit.post<{ detail: R }>(FUTURES_GRID_PATHS.getDetail, { bot_id: fg.result.bot_id }, f.cookie)).result.detail;
    check('futures grid', [
      ['leverage', fgd.leverage, '5.1'],
      ['total_investment', fgd.total_investment, '500.1234'],
      ['min_price', fgd.min_price, fgrid.min_price],
      ['max_price', fgd.max_price, fgrid.max_price],
      ['take_profit_per', fgd.take_profit_per, '0.1234'],
    ]);

    // martingale: 2.3×, a margin to the quote unit, a price float of 1.23 % (0.0123)
    const mart = { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '2.3', price_float_percent: '0.0123', add_position_percent: '1.5', add_position_num: 3, init_margin: '2000.1234', round_tp_percent: '0.0045', sl_percent: '0.3', auto_cycle_toggle: 1, account_type: 1 };
    const mb = await kit.post<{ bot_id: string }>(FMART_PATHS.createFmartBot, mart, f.cookie);
    expect([mb.result.status_code, mb.result.debug_msg]).toEqual([200, '']);
    const md = (await kit.post<{ fmart_detail: R }>(FMART_PATHS.getFmartDetail, { bot_id: mb.result.bot_id }, f.cookie)).result.fmart_detail;
    check('martingale', [
      ['leverage', md.leverage, '2.3'],
      ['total_margin', md.total_margin, '2000.1234'],
      ['price_float_per', md.price_float_per, '0.0123'],
      ['add_pos_per', md.add_pos_per, '1.5'],
      ['single_round_target_profit_per', md.single_round_target_profit_per, '0.0045'],
      ['sl_per', md.sl_per, '0.3'],
    ]);
    expect(md.add_pos_num).toBe('3');

    // combo: 2.3×, a margin to the coarsest leg's quote unit, weights of 33.34 / 33.33 / 33.33 %
    const combo = {
      leverage: '2.3',
      init_margin: '300.1234',
      adjust_position_mode: 3,
      adjust_position_percent: '0.05',
      adjust_position_time_interval: 14400,
      tp_percent: '0.2',
      symbol_settings: [
        { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
        { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
        { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
      ],
    };
    const cb = await kit.post<{ bot_id: string }>(FCOMBO_PATHS.createBot, combo, f.cookie);
    expect([cb.result.status_code, cb.result.debug_msg]).toEqual([200, '']);
    const cd = (await kit.post<{ detail: R & { symbol_settings: R[] } }>(FCOMBO_PATHS.getDetail, { bot_id: cb.result.bot_id }, f.cookie)).result.detail;
    check('combo', [
      ['leverage', cd.leverage, '2.3'],
      ['total_margin', cd.total_margin, '300.1234'],
      ['adjust_position_percent', cd.adjust_position_percent, '0.05'],
      ['tp_percent', cd.tp_percent, '0.2'],
    ]);
    const legs = cd.symbol_settings;
    expect(legs.map((leg) => [leg.symbol, leg.target_position_percent])).toEqual(combo.symbol_settings.map((leg) => [leg.symbol, expect.stringMatching(new RegExp(`^${leg.target_position_percent.replace('.', '\\.')}0*$`))]));
  });
});
