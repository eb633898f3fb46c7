import {
  type AiValidationOut,
  type AuroraCreationResult,
  type AuroraFcomboResult,
  type AuroraHomeResult,
  type AuroraInfoResult,
  type ChatStrategyInfoResult,
  DCA_PATHS,
  type MixedRankingResult,
  RetCode,
  FUTURES_GRID_PATHS, SPOT_GRID_PATHS,
  SpotGridCreateBody,
  type StrategyInfoResult,
  TOOLS_PATHS,
} from '@tb/contracts';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { userAccount } from '../ledger/ledger';
import { fromUnits } from '../lib/decimal';
import { SAMPLE_CREATES } from '../testing/sample-bots';
import { gridAround, useKit } from '../testing/bots';
import { medianOf } from './tools';

const DAY = 86_400_000;
const FUNDS = { USDT: '100000', ETH: '10', BTC: '1' };

describe('tools strategy calls: every figure from the bots, the ranking points and the AI services', () => {
  const kit = useKit({ historyDays: 12, rateLimits: { registerPerIp: 1_000 } });
  const ids: Record<string, string[]> = {};
  const leaders: { cookie: string; id: number }[] = [];

  const call = async <T>(path: string, body: Record<string, unknown> = {}) => {
    const r = await kit.post<T>(path, body, '');
    expect(r.status).toBe(200);
    return r.result;
  };
  const rank = async (body: Record<string, unknown>) => (await call<MixedRankingResult>(TOOLS_PATHS.mixedRanking, body)) as unknown as MixedRankingResult;
  const db = () => kit.server.ctx.db;

  beforeAll(async () => {
    // spot grids, martingales and combos (no futures grid: a kind nobody runs), over three days; one DCA
    let n = 0;
    for (const day of [0, 1]) {
      for (const kind of ['GRID_SPOT', 'MART_FUTURES', 'COMBO_FUTURES']) {
        const leader = await kit.user(`strat${n++}`, FUNDS);
        kit.server.ctx.ledger.deposit(userAccount(leader.id, 'derivatives'), 'USDT', kit.server.ctx.ledger.units('USDT', '50000'));
        leaders.push(leader);
        const make = kind === 'GRID_SPOT' ? { path: SPOT_GRID_PATHS.createGrid, body: gridAround(kit, 'BTCUSDT', 0.03, 8, '2000'), idField: 'grid_id' } : SAMPLE_CREATES[kind](kit);
        const reply = await kit.post<Record<string, string>>(make.path, make.body, leader.cookie);
        expect(reply.result).toMatchObject({ status_code: 200 });
        (ids[kind] ??= []).push(String(reply.result[make.idField]));
      }
      kit.fastForward(day === 0 ? DAY + 2 * 3_600_000 : DAY);
    }
    const dca = SAMPLE_CREATES['DCA_SPOT'](kit);
    const reply = await kit.post<Record<string, string>>(dca.path, dca.body, leaders[0].cookie);
    expect(reply.result).toMatchObject({ status_code: 200 });
    ids['DCA_SPOT'] = [String(reply.result[dca.idField])];
    kit.fastForward(3 * 3_600_000);
  });

  it('aurora/home: one strategy per kind in registry order; counts, best return and median APR are the bots’ own', async () => {
    const home = (await call<AuroraHomeResult>(TOOLS_PATHS.auroraHome)) as AuroraHomeResult;
    expect(home.status_code).toBe(200);
    expect(home.strategies.map((s) => s.bot_type)).toEqual(BOT_KINDS.map((k) => k.listType));
    for (const s of home.strategies) {
      const running = db().prepare(`SELECT COUNT(*) FROM bots WHERE kind = ? AND status = 'RUNNING'`).pluck().get(s.bot_type);
      expect(s.running_count).toBe(running);
      if (s.ranked) {
        const ranking = await rank({ bot_types: [s.bot_type], limit: 100 });
        expect(s.ranked_count).toBe(ranking.total);
        expect(s.best_pnl_per).toBe(ranking.rows[0]?.total_pnl_per ?? '');
      }
      const aprs = db()
        .prepare(`SELECT apr_e8 FROM bots WHERE kind = ? AND status = 'RUNNING' AND start_time > 0 AND start_time <= ?`)
        .pluck()
        .all(s.bot_type, home.as_of - DAY) as number[];
      const median = medianOf(aprs);
      expect(s.median_apr).toBe(median === null ? '' : fromUnits(BigInt(median), 8));
    }
    const byKind = Object.fromEntries(home.strategies.map((s) => [s.bot_type, s]));
    expect(byKind.GRID_SPOT).toMatchObject({ running_count: 2, ranked: true, ranked_count: 2, has_ai: true, market: 'spot' });
    expect(byKind.COMBO_FUTURES).toMatchObject({ running_count: 2, ranked: true, market: 'futures' });
    expect(byKind.DCA_SPOT).toMatchObject({ running_count: 1, ranked: false, ranked_count: 0, best_pnl_per: '' });
    expect(byKind.GRID_FUTURES).toMatchObject({ running_count: 0, best_pnl_per: '', median_apr: '' });
    // the older bots have run a day: the medians are real figures
    expect(byKind.GRID_SPOT.median_apr).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('aurora/info: the create call’s parameters, the live top bots from the ranking, and a daily median yield trend from the ranking points', async () => {
    const info = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'MART_FUTURES', top_limit: 1 })) as AuroraInfoResult;
    expect(info.status_code).toBe(200);
    expect(info.strategy.bot_type).toBe('MART_FUTURES');
    expect(info.params.map((p) => p.name)).toEqual(expect.arrayContaining(['symbol', 'leverage', 'init_margin', 'add_position_num']));
    expect(info.params.find((p) => p.name === 'symbol')).toMatchObject({ required: true, type: 'string' });
    // what the trader sets, not where the bot came from
    for (const plumbing of ['create_type', 'block_source', 'followed_bot_id', 'account_type']) expect(info.params.map((p) => p.name)).not.toContain(plumbing);
    // DCA's nested parameters object is opened: its fields stand in its place
    const dcaInfo = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'DCA_SPOT', top_limit: 1 })) as AuroraInfoResult;
    expect(dcaInfo.params.map((p) => p.name)).toEqual(['frequency_in_second', 'quote_coin', 'pairs', 'max_invest_amount', 'take_profit_per']);
    expect(dcaInfo.params.find((p) => p.name === 'quote_coin')).toMatchObject({ required: true });
    const ranking = await rank({ bot_types: ['MART_FUTURES'], limit: 1 });
    expect(info.top).toEqual(ranking.rows);
    // three UTC days touched (created on day 0, ran through day 2), oldest first, each at 00:00 UTC
    expect(info.yield_trend.length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < info.yield_trend.length; i++) {
      const p = info.yield_trend[i];
      expect(p.statTime % DAY).toBe(0);
      if (i) expect(p.statTime).toBeGreaterThan(info.yield_trend[i - 1].statTime);
      // the day's median of each bot's last ranking point that day
      const lasts = db()
        .prepare(
          `SELECT p.pnl_per_e8 FROM bot_rank_points p JOIN bots b ON b.id = p.bot_id WHERE b.kind = 'MART_FUTURES' AND p.bucket >= ? AND p.bucket < ?
             AND p.bucket = (SELECT MAX(q.bucket) FROM bot_rank_points q WHERE q.bot_id = p.bot_id AND q.bucket >= ? AND q.bucket < ?)`,
        )
        .pluck()
        .all(p.statTime, p.statTime + DAY, p.statTime, p.statTime + DAY) as number[];
      expect(p.bots).toBe(lasts.length);
      expect(p.yieldRateE4).toBe(Math.trunc(medianOf(lasts)! / 10_000));
    }
    expect(info.yield_trend.at(-1)!.bots).toBe(2);
    // the window: one day is today's point alone
    const today = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'MART_FUTURES', days: 1 })) as AuroraInfoResult;
    expect(today.yield_trend).toEqual([info.yield_trend.at(-1)]);
    // a kind nobody runs: no top bots, no trend; an unranked kind: no top bots
    const idle = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'GRID_FUTURES' })) as AuroraInfoResult;
    expect(idle).toMatchObject({ status_code: 200, top: [], yield_trend: [] });
    const dca = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'DCA_SPOT' })) as AuroraInfoResult;
    expect(dca.top).toEqual([]);
    expect(dca.yield_trend.at(-1)!.bots).toBe(1);
  });

  it('aurora/creation: the kind’s AI proposal as create fields, with its walk-forward test’s figures, and the live facts on the symbol', async () => {
    const c = (await call<AuroraCreationResult>(TOOLS_PATHS.auroraCreation, { bot_type: 'GRID_SPOT', symbol: 'BTCUSDT' })) as AuroraCreationResult;
    expect(c).toMatchObject({ status_code: 200, market: 'spot', running_on_symbol: 2 });
    const ai = (await kit.get<{ recommended_style_code: number; none_passed: boolean; list: Record<string, unknown>[] }>(`${SPOT_GRID_PATHS.aiParamsDetail}?symbol=BTCUSDT`)).result;
    if (ai.none_passed) expect(c).toMatchObject({ source: 'none', none_passed: true, fields: [], note: expect.stringMatching(/none is offered/) });
    else {
      expect(c).toMatchObject({ source: 'ai', note: '', none_passed: false });
      const pick = ai.list.find((p) => p['style_code'] === ai.recommended_style_code)!;
      const createFields = Object.keys((SpotGridCreateBody as unknown as { properties: object }).properties);
      for (const f of c.fields) {
        expect(createFields).toContain(f.name);
        expect(f.value).toBe(String(pick[f.name]));
      }
      expect(c.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['min_price', 'max_price', 'cell_number']));
      // the card's figures: the test window's actual return and drawdown, and the APR annualised from its days
      const v = pick['validation'] as AiValidationOut;
      expect(c).toMatchObject({ backtest_return: v.window_return, backtest_max_drawdown: v.max_drawdown, backtest_apr: v.apr, backtest_days: v.test_days });
    }
    expect(c.last_price).toBe(kit.bots.pairs.lastPrice(kit.bots.pairs.get('BTCUSDT')!));
    expect(c.best).toEqual((await rank({ bot_types: ['GRID_SPOT'], symbol: 'BTCUSDT', limit: 1 })).rows[0]);
    // a kind without AI parameters: no proposal, and why
    const dca = (await call<AuroraCreationResult>(TOOLS_PATHS.auroraCreation, { bot_type: 'DCA_SPOT', symbol: 'ETHUSDT' })) as AuroraCreationResult;
    expect(dca).toMatchObject({ status_code: 200, source: 'none', fields: [], running_on_symbol: 1, best: null });
    expect(dca.note).toMatch(/no AI parameters/);
    const mart = (await call<AuroraCreationResult>(TOOLS_PATHS.auroraCreation, { bot_type: 'MART_FUTURES', symbol: 'BTCUSDT' })) as AuroraCreationResult;
    expect(mart).toMatchObject({ status_code: 200, market: 'futures', running_on_symbol: 2 });
    expect(mart.last_price).toBe(kit.server.ctx.market.markPrice('BTCUSDT').indexPrice);
    // futures grid: its own AI service's neutral proposal (get-symbol-ai-params), when the index has history enough
    const fgAi = (await kit.get<{ ai_params?: Record<string, unknown>[] }>(`${FUTURES_GRID_PATHS.getSymbolAiParams}?symbol=BTCUSDT`)).result;
    const fg = (await call<AuroraCreationResult>(TOOLS_PATHS.auroraCreation, { bot_type: 'GRID_FUTURES', symbol: 'BTCUSDT' })) as AuroraCreationResult;
    if (fgAi.ai_params?.length) {
      expect(fg).toMatchObject({ source: 'ai', backtest_apr: fgAi.ai_params[0]['total_apr'], backtest_max_drawdown: fgAi.ai_params[0]['max_drawdown_ratio'] });
      expect(fg.fields).toEqual(expect.arrayContaining([{ name: 'grid_mode', value: String(fgAi.ai_params[0]['grid_mode']) }, { name: 'min_price', value: String(fgAi.ai_params[0]['min_price']) }]));
    } else expect(fg).toMatchObject({ source: 'none', note: expect.stringMatching(/history|none is offered/) });
    // a symbol the kind cannot trade: a refusal saying so
    const bad = await call<AuroraCreationResult>(TOOLS_PATHS.auroraCreation, { bot_type: 'GRID_SPOT', symbol: 'NOSUCHUSDT' });
    expect(bad).toMatchObject({ status_code: 400, debug_msg: expect.stringMatching(/NOSUCHUSDT/) });
  });

  it('aurora/fcombo: the legs the running combos hold, their sides and weights, the top combos and the trend', async () => {
    const f = (await call<AuroraFcomboResult>(TOOLS_PATHS.auroraFcombo)) as AuroraFcomboResult;
    expect(f.status_code).toBe(200);
    // every combo sample holds BTCUSDT long and ETHUSDT short at half weight each
    expect(f.legs).toEqual([
      { symbol: 'BTCUSDT', bots: 2, long_bots: 2, short_bots: 0, avg_weight: '0.5000' },
      { symbol: 'ETHUSDT', bots: 2, long_bots: 0, short_bots: 2, avg_weight: '0.5000' },
    ]);
    expect(f.top).toEqual((await rank({ bot_types: ['COMBO_FUTURES'], limit: 5 })).rows);
    const info = (await call<AuroraInfoResult>(TOOLS_PATHS.auroraInfo, { bot_type: 'COMBO_FUTURES' })) as AuroraInfoResult;
    expect(f.yield_trend).toEqual(info.yield_trend);
    expect(f.strategy).toEqual(info.strategy);
    expect(((await call<AuroraFcomboResult>(TOOLS_PATHS.auroraFcombo, { limit: 1 })) as AuroraFcomboResult).legs).toHaveLength(1);
  });

  it('chat/strategy/info: the fixed explanation’s codes, then the live figures of the kind', async () => {
    const chat = (await call<ChatStrategyInfoResult>(TOOLS_PATHS.chatStrategyInfo, { bot_type: 'GRID_SPOT' })) as ChatStrategyInfoResult;
    expect(chat.lines.slice(0, 3).map((l) => l.code)).toEqual(['what', 'how', 'risk']);
    const best = (await rank({ bot_types: ['GRID_SPOT'], limit: 1 })).rows[0];
    expect(chat.lines).toContainEqual({ code: 'live_running', args: { count: '2' } });
    expect(chat.lines).toContainEqual({ code: 'live_best', args: { pnl_per: best.total_pnl_per, symbol: best.symbol, nick: best.nick_name } });
    const home = (await call<AuroraHomeResult>(TOOLS_PATHS.auroraHome)) as AuroraHomeResult;
    expect(chat.lines).toContainEqual({ code: 'live_apr', args: { apr: home.strategies.find((s) => s.bot_type === 'GRID_SPOT')!.median_apr } });
    const trend = chat.lines.find((l) => l.code === 'live_trend')!;
    expect(Number(trend.args['days'])).toBeGreaterThanOrEqual(2);
    const idle = (await call<ChatStrategyInfoResult>(TOOLS_PATHS.chatStrategyInfo, { bot_type: 'GRID_FUTURES' })) as ChatStrategyInfoResult;
    expect(idle.lines.map((l) => l.code)).toEqual(['what', 'how', 'risk', 'live_none']);
  });

  it('discovery strategy-info (GET, private): the caller’s strategies with counts and exact PnL sums; a visitor is told to log in', async () => {
    const visitor = await kit.get(TOOLS_PATHS.discoveryStrategyInfo, '');
    expect(visitor.ret_code).toBe(RetCode.NOT_LOGGED_IN);
    const me = leaders[0];
    const mine = await kit.get<StrategyInfoResult>(TOOLS_PATHS.discoveryStrategyInfo, me.cookie);
    expect(mine.ret_code).toBe(0);
    const rows = mine.result.strategies;
    expect(rows.map((s) => s.bot_type)).toEqual(['GRID_SPOT', 'DCA_SPOT']);
    for (const s of rows) {
      const bots = db().prepare(`SELECT pnl_e8, status FROM bots WHERE user_id = ? AND kind = ?`).all(me.id, s.bot_type) as { pnl_e8: number; status: string }[];
      expect(s.running).toBe(bots.filter((b) => b.status !== 'COMPLETED').length);
      expect(s.closed).toBe(0);
      expect(s.pnl).toEqual([{ quote_token: 'USDT', running_pnl: fromUnits(bots.reduce((a, b) => a + BigInt(b.pnl_e8), 0n), 8), closed_pnl: '0' }]);
    }
    const one = await kit.get<StrategyInfoResult>(`${TOOLS_PATHS.discoveryStrategyInfo}?bot_type=DCA_SPOT`, me.cookie);
    expect(one.result.strategies.map((s) => s.bot_type)).toEqual(['DCA_SPOT']);
    // a closed bot moves to `closed`, with its final PnL
    // (a buy round in progress answers 503: the round fills within seconds)
    let close = await kit.post(DCA_PATHS.closeBot, { bot_id: ids['DCA_SPOT'][0], close_mode: 2 }, me.cookie);
    for (let i = 0; i < 10 && close.result.status_code === 503; i++) {
      kit.run(6_000);
      close = await kit.post(DCA_PATHS.closeBot, { bot_id: ids['DCA_SPOT'][0], close_mode: 2 }, me.cookie);
    }
    expect(close.result).toMatchObject({ status_code: 200 });
    const after = (await kit.get<StrategyInfoResult>(`${TOOLS_PATHS.discoveryStrategyInfo}?bot_type=DCA_SPOT`, me.cookie)).result.strategies[0];
    const final = db().prepare('SELECT pnl_e8 FROM bots WHERE id = ?').pluck().get(ids['DCA_SPOT'][0]) as number;
    expect(after).toMatchObject({ running: 0, closed: 1, pnl: [{ quote_token: 'USDT', running_pnl: '0', closed_pnl: fromUnits(BigInt(final), 8) }] });
    // another user without bots: nothing
    const other = await kit.user('nobots');
    expect((await kit.get<StrategyInfoResult>(TOOLS_PATHS.discoveryStrategyInfo, other.cookie)).result.strategies).toEqual([]);
  });

  it('refuses bad input with the envelope (400, ret code 10001) and changes nothing', async () => {
    const snapshot = () => db().prepare('SELECT COUNT(*) AS n, SUM(pnl_e8) AS pnl, MAX(update_time) AS t FROM bots').get();
    const before = snapshot();
    const bad: [string, unknown][] = [
      [TOOLS_PATHS.auroraHome, { extra: 1 }],
      [TOOLS_PATHS.auroraInfo, {}],
      [TOOLS_PATHS.auroraInfo, { bot_type: 'NOPE' }],
      [TOOLS_PATHS.auroraInfo, { bot_type: 'GRID_SPOT', top_limit: 21 }],
      [TOOLS_PATHS.auroraInfo, { bot_type: 'GRID_SPOT', days: 0 }],
      [TOOLS_PATHS.auroraInfo, { bot_type: 'GRID_SPOT', days: 91 }],
      [TOOLS_PATHS.auroraCreation, { bot_type: 'GRID_SPOT' }],
      [TOOLS_PATHS.auroraCreation, { bot_type: 'GRID_SPOT', symbol: 'btc%' }],
      [TOOLS_PATHS.auroraFcombo, { limit: 0 }],
      [TOOLS_PATHS.chatStrategyInfo, { bot_type: 3 }],
    ];
    for (const [url, payload] of bad) {
      const r = await kit.server.app.inject({ method: 'POST', url, payload: payload as object });
      expect([url, r.statusCode]).toEqual([url, 400]);
      expect(r.json()).toMatchObject({ ret_code: RetCode.INVALID_PARAMS, ret_msg: expect.any(String) });
    }
    const q = await kit.server.app.inject({ method: 'GET', url: `${TOOLS_PATHS.discoveryStrategyInfo}?bot_type=NOPE`, headers: { cookie: kit.demo } });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toMatchObject({ ret_code: RetCode.INVALID_PARAMS });
    expect(snapshot()).toEqual(before);
    // an empty body is the default request
    const empty = await kit.server.app.inject({ method: 'POST', url: TOOLS_PATHS.auroraHome });
    expect(empty.statusCode).toBe(200);
  });
});
