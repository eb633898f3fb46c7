/**
 * Fuzz test of the bot endpoints: malformed bodies and queries (wrong types,
 * odd strings, missing and unknown fields, broken JSON, wrong content types
 * and methods, random mutations) against every spot grid, DCA, futures grid, martingale and bot-list
 * call, with a running grid and DCA bot in the database. None may answer 5xx
 * or change a single row. The bases are chosen so that a mutation that
 * happens to stay valid still fails a business rule (more than the wallet
 * holds, an invalid close mode, nothing to withdraw).
 */
import { BOTS_PATHS, DCA_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { userAccount } from '../ledger/ledger';
import type { InjectOptions } from 'fastify';
import { DEMO_EMAIL, type Kit, useKit } from '../testing/bots';
import { xorshift } from '../lib/xorshift';
import { databaseDigest, oneFieldBroken } from '../testing/server';

const ODD: unknown[] = [
  null,
  true,
  0,
  -1,
  2.5,
  1e300,
  2 ** 63,
  '',
  ' ',
  '0',
  '-5',
  '1e5',
  'NaN',
  '0x10',
  '１２',
  '12,5',
  '007',
  '.1',
  '3.',
  '1.1234567890123456789',
  '123456789012345678901234567890',
  '5',
  '1',
  'BTCUSDT',
  'btcusdt',
  '100000000000000001',
  '<b>x</b>',
  "'; DROP TABLE bots; --",
  '\u0000',
  'é'.repeat(300),
  [],
  ['2'],
  [{ base: 'BTC', amount: '1' }],
  {},
  { base: 'BTC' },
  { __proto__: { admin: true } },
];

const BROKEN = ['{', '{"grid_id":}', '[', 'null', '"x"', '{"a":1,}', '{"parameters":{"pairs":[{]}}', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`];

type Endpoint = { method: 'GET' | 'POST'; url: string; base: Record<string, unknown> };

/** A long BTCUSDT martingale the demo account can fund. */
const MART = { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '2', price_float_percent: '0.01', add_position_percent: '1.5', add_position_num: 3, init_margin: '1000', round_tp_percent: '0.01' };

function endpoints(kit: Kit, grid: string, dca: string, fgrid = '1', mart = '1'): Endpoint[] {
  const pair = kit.bots.pairs.get('BTCUSDT')!;
  const ticks = kit.bots.pairs.lastTicks(pair);
  const price = (f: number) => ((Math.round(ticks * f) * 1) / 100).toFixed(2);
  const gridParams = { symbol: 'BTCUSDT', min_price: price(0.98), max_price: price(1.02), cell_number: 6, quote_investment: '99999999' };
  const P = SPOT_GRID_PATHS;
  const D = DCA_PATHS;
  return [
    { method: 'POST', url: P.validateInput, base: { ...gridParams, stop_loss: price(0.9) } },
    { method: 'POST', url: P.getInitialBuyAmount, base: gridParams },
    // more than the wallet holds: a valid mutation is still refused
    { method: 'POST', url: P.createGrid, base: { ...gridParams, tp_sl_type: 1, take_profit_per: '0.2' } },
    { method: 'POST', url: P.queryGridDetail, base: { grid_id: grid } },
    { method: 'POST', url: P.getPnlCurve, base: { grid_id: grid, limit: 10 } },
    { method: 'POST', url: P.getWithdrawDetail, base: { grid_id: grid } },
    // nothing has been earned yet: no withdrawal can go through
    { method: 'POST', url: P.withdrawProfit, base: { grid_id: grid, amount: '5' } },
    { method: 'POST', url: P.queryBalanceList, base: { coins: ['USDT', 'BTC'] } },
    { method: 'POST', url: P.queryAvailableBalance, base: { symbol: 'BTCUSDT', account_type: 4 } },
    { method: 'POST', url: P.validateUpdateSgrid, base: { grid_id: grid, add_investment: '10', ts_percent: '0.1' } },
    { method: 'POST', url: P.updateSgrid, base: { grid_id: grid, add_investment: '99999999' } },
    { method: 'POST', url: P.recommendSymbol, base: { quote_coin: 'USDT', limit: 3 } },
    { method: 'POST', url: P.getCloseModes, base: { grid_id: grid } },
    // close mode 7 does not exist: no mutation of the other field makes it valid
    { method: 'POST', url: P.closeGrid, base: { grid_id: grid, close_mode: 7 } },
    { method: 'POST', url: P.getOpenOrders, base: { grid_id: grid, page: 1, limit: 10 } },
    { method: 'POST', url: P.getHistoryOrders, base: { grid_id: grid, page: 1, limit: 10 } },
    { method: 'POST', url: P.queryFollowGridDetail, base: { grid_id: grid } },
    { method: 'POST', url: P.rankingFilter, base: {} },
    { method: 'POST', url: P.listUserReward, base: { status: 'REWARD_STATUS_UNUSED', page: 1 } },
    { method: 'GET', url: P.aiParamsDetail, base: { symbol: 'ETHUSDT' } },
    { method: 'POST', url: D.createBotConfiguration, base: { quote_coin: 'USDT' } },
    { method: 'POST', url: D.createBot, base: { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '99999999' }] } } },
    { method: 'POST', url: D.closeBot, base: { bot_id: dca, close_mode: 7 } },
    { method: 'POST', url: D.closeBotDetail, base: { bot_id: dca } },
    { method: 'POST', url: D.status, base: { bot_id: dca } },
    { method: 'POST', url: D.orderHistory, base: { bot_id: dca, page: 1 } },
    { method: 'POST', url: D.orderDetails, base: { bot_id: dca, round_id: '100000000000000001' } },
    { method: 'POST', url: D.parameters, base: { bot_id: dca } },
    // a cap below one round is refused (411) whatever else is sent
    { method: 'POST', url: D.updateParameters, base: { bot_id: dca, parameters: { max_invest_amount: '1' } } },
    { method: 'POST', url: BOTS_PATHS.listAllBots, base: { status: 'ongoing', page: 1, limit: 5 } },
    { method: 'POST', url: BOTS_PATHS.botsSummary, base: {} },
    ...futuresGridEndpoints(kit, fgrid),
    ...martingaleEndpoints(mart),
  ];
}

function martingaleEndpoints(mart: string): Endpoint[] {
  const M = FMART_PATHS;
  return [
    { method: 'POST', url: M.getFmartLimit, base: MART },
    // more than the largest round can use, or the account holds: a valid mutation is still refused
    { method: 'POST', url: M.createFmartBot, base: { ...MART, init_margin: '99999999' } },
    { method: 'POST', url: M.closeFmartBot, base: { bot_id: mart } },
    { method: 'POST', url: M.getFmartDetail, base: { bot_id: mart } },
    // more than the derivatives account holds and a round TP above its range: a mutation of one still leaves the other refused
    { method: 'POST', url: M.updateFmartBot, base: { bot_id: mart, add_margin: '99999999', round_tp_percent: '5' } },
    { method: 'POST', url: M.getFmartOpenOrders, base: { bot_id: mart, page: 1, limit: 10 } },
    { method: 'POST', url: M.getFmartHistoryOrders, base: { bot_id: mart, page: 1, limit: 10 } },
    { method: 'POST', url: M.getFmartRoundList, base: { bot_id: mart, page: 1, limit: 10 } },
    { method: 'POST', url: M.getFmartRoundDetail, base: { bot_id: mart, round: 1 } },
    { method: 'POST', url: M.getFmartCloseDetail, base: { bot_id: mart } },
    { method: 'POST', url: M.getFmartFollowDetail, base: { bot_id: mart } },
    { method: 'GET', url: M.getSymbolAiParams, base: { symbol: 'ETHUSDT' } },
  ];
}

/** A futures grid around BTCUSDT's contract price (the fuzz's futures bot and its base bodies). */
function futuresGridParams(kit: Kit, investment: string): Record<string, unknown> {
  const market = kit.server.ctx.market;
  const last = market.markPrice('BTCUSDT').indexTicks;
  const price = (f: number) => market.formatContractPrice('BTCUSDT', Math.round(last * f));
  return { symbol: 'BTCUSDT', grid_mode: 2, min_price: price(0.98), max_price: price(1.02), cell_number: 6, leverage: '5', total_investment: investment };
}

function futuresGridEndpoints(kit: Kit, fgrid: string): Endpoint[] {
  const F = FUTURES_GRID_PATHS;
  const { total_investment: _, ...grid } = futuresGridParams(kit, '0');
  return [
    { method: 'POST', url: F.validateInput, base: { ...grid, init_margin: '500' } },
    // the demo's derivatives account holds 0.5 USDT after the fuzz's futures grid: no create, margin or withdrawal goes through
    { method: 'POST', url: F.create, base: { ...grid, total_investment: '99999999' } },
    { method: 'POST', url: F.getDetail, base: { bot_id: fgrid } },
    { method: 'POST', url: F.addMargin, base: { bot_id: fgrid, amount: '99999999' } },
    { method: 'POST', url: F.withdrawProfit, base: { bot_id: fgrid, amount: '99999999' } },
    { method: 'POST', url: F.queryTpSlRange, base: { bot_id: fgrid, tp_sl_type: 1, take_profit_per: '0.2' } },
    { method: 'POST', url: F.getHistoryOrders, base: { bot_id: fgrid, page: 1, limit: 10 } },
    { method: 'POST', url: F.getOpenOrders, base: { bot_id: fgrid, page: 1, limit: 10 } },
    { method: 'POST', url: F.queryMoveScope, base: { bot_id: fgrid, move_up_price: '' } },
    { method: 'POST', url: F.getCloseMode, base: { bot_id: fgrid } },
    { method: 'POST', url: F.recommendSymbol, base: { limit: 3 } },
    { method: 'POST', url: F.getUserBalance, base: { coin: 'USDT' } },
    { method: 'POST', url: F.getUserBalanceV1, base: { coin: 'USDT' } },
  ];
}

const MUTATING = new Set<string>([
  SPOT_GRID_PATHS.createGrid,
  SPOT_GRID_PATHS.closeGrid,
  SPOT_GRID_PATHS.withdrawProfit,
  SPOT_GRID_PATHS.updateSgrid,
  DCA_PATHS.createBot,
  DCA_PATHS.closeBot,
  DCA_PATHS.updateParameters,
  FUTURES_GRID_PATHS.create,
  FUTURES_GRID_PATHS.addMargin,
  FUTURES_GRID_PATHS.withdrawProfit,
  FMART_PATHS.createFmartBot,
  FMART_PATHS.closeFmartBot,
  FMART_PATHS.updateFmartBot,
]);

describe('bot endpoints fuzz', () => {
  const kit = useKit();

  it('answers every malformed request without a 5xx and without changing any row', async () => {
    const grid = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { ...endpoints(kit, '1', '1')[1].base, quote_investment: '1000' })).result.grid_id;
    const dca = (await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } })).result.bot_id;
    expect(grid).toMatch(/^\d{18}$/);
    expect(dca).toMatch(/^\d{18}$/);
    const mart = (await kit.post<{ bot_id: string }>(FMART_PATHS.createFmartBot, MART)).result.bot_id;
    expect(mart).toMatch(/^\d{18}$/);
    const ledger = kit.server.ctx.ledger;
    const demoId = kit.server.ctx.users.lookup(DEMO_EMAIL)!.id;
    ledger.deposit(userAccount(demoId, 'derivatives'), 'USDT', ledger.units('USDT', '2000'));
    // everything but 0.5 USDT of the demo's derivatives account goes into the grid
    const held = ledger.balance(userAccount(demoId, 'derivatives'), 'USDT').available - ledger.units('USDT', '0.5');
    const fgrid = (await kit.post<{ bot_id: string }>(FUTURES_GRID_PATHS.create, futuresGridParams(kit, ledger.format('USDT', held)))).result.bot_id;
    expect(fgrid).toMatch(/^\d{18}$/);
    const list = endpoints(kit, grid, dca, fgrid, mart);
    const random = xorshift(5_150_515);
    const cases: InjectOptions[] = [];
    const headers = (extra: Record<string, string> = {}) => ({ cookie: kit.demo, ...extra });
    const request = (e: Endpoint, input: Record<string, unknown>): InjectOptions =>
      e.method === 'GET'
        ? { method: 'GET', url: `${e.url}?${Object.entries(input).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`).join('&')}`, headers: headers() }
        : { method: 'POST', url: e.url, payload: JSON.stringify(input), headers: headers({ 'content-type': 'application/json' }) };
    for (const e of list) {
      for (const input of oneFieldBroken(e.base, ODD)) cases.push(request(e, input));
      // nested fields of the DCA parameters and pairs
      if (e.url === DCA_PATHS.createBot || e.url === DCA_PATHS.updateParameters) {
        const params = e.base.parameters as Record<string, unknown>;
        for (const key of [...Object.keys(params), 'frequency_in_second', 'pairs', 'take_profit_per', 'unknown']) {
          for (const value of ODD) cases.push(request(e, { ...e.base, parameters: { ...params, [key]: value } }));
        }
      }
      for (const extra of ['x', 'user_id', 'status_code', '__proto__']) cases.push(request(e, { ...e.base, [extra]: 1 }));
      if (e.method === 'POST') {
        for (const text of BROKEN) cases.push({ method: 'POST', url: e.url, payload: text, headers: headers({ 'content-type': 'application/json' }) });
        for (const type of ['text/plain', 'application/x-www-form-urlencoded']) cases.push({ method: 'POST', url: e.url, payload: 'grid_id=1', headers: headers({ 'content-type': type }) });
        cases.push({ method: 'POST', url: e.url, payload: JSON.stringify({ ...e.base, pad: 'x'.repeat(100_000) }), headers: headers({ 'content-type': 'application/json' }) });
      }
      for (const method of ['PUT', 'DELETE', e.method === 'GET' ? 'POST' : 'GET'] as const) cases.push({ method, url: e.url, headers: headers() });
    }
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    while (cases.length < 3_000) {
      const e = pick(list);
      const input: Record<string, unknown> = { ...e.base };
      for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) input[pick([...Object.keys(e.base), 'grid_id', 'bot_id', 'amount', 'page', 'limit'])] = pick(ODD);
      cases.push(request(e, input));
    }
    const before = databaseDigest(kit.server.ctx.db);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const options of cases) {
      const response = await kit.server.app.inject(options);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) failures.push(`${options.method} ${String(options.url).slice(0, 100)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      const body = response.json() as { ret_code?: unknown; result?: { status_code?: unknown } };
      if (typeof body.ret_code !== 'number') failures.push(`${options.method} ${options.url}: not an envelope`);
      if (body.ret_code === 0 && body.result?.status_code === 200 && MUTATING.has(String(options.url))) {
        failures.push(`${options.url} accepted ${String(options.payload).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(databaseDigest(kit.server.ctx.db)).toBe(before);
    expect(kit.server.ctx.ledger.check().problems).toEqual([]);
    for (const status of [200, 400, 404, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    console.log(`bot fuzz: ${cases.length} malformed requests over ${list.length} endpoints, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, no 5xx, database unchanged`);
  });
});
