import { BOT_STATUS_CODE, DCA_PATHS as P, RetCode, type DcaDetail, type DcaOrder, type DcaRound } from '@tb/contracts';
import { compareDecimal, ratioToDecimal } from '@tb/engine';
import { useKit } from '../../../testing/bots';

type R = Record<string, unknown>;
const HOUR = 3600_000;

describe('DCA API', () => {
  const kit = useKit();

  const create = async (parameters: R, cookie = kit.demo) => (await kit.post<{ bot_id: string; ban_reason_text?: string }>(P.createBot, { parameters }, cookie)).result;
  const status = async (id: string, cookie = kit.demo) => (await kit.post<{ detail: DcaDetail }>(P.status, { bot_id: id }, cookie)).result;
  const basic = { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '100' }, { base: 'ETH', amount: '50' }] };

  /** Moves the clock to just past the next round and lets it execute (the round buys at the drain after it starts). */
  const nextRound = async (id: string, cookie: string) => {
    const next = (await status(id, cookie)).detail.next_buy_time;
    kit.run(Math.max(0, next - kit.server.ctx.clock.now()) + 6_000);
    kit.run(6_000);
  };

  it('answers 10007 without a login and 10009 for banned users except on create (421)', async () => {
    for (const path of Object.values(P)) expect((await kit.post(path, {}, '')).ret_code).toBe(RetCode.NOT_LOGGED_IN);
    const banned = await kit.user('dca-banned', { USDT: '1000' });
    kit.server.ctx.users.ban(banned.id, 'suspicious activity');
    expect(await create(basic, banned.cookie)).toMatchObject({ status_code: 421, ban_reason_text: 'suspicious activity' });
    expect((await kit.post(P.status, { bot_id: '1' }, banned.cookie)).ret_code).toBe(RetCode.USER_BANNED);
    expect(kit.spot(banned.id, 'USDT')).toBe(1000n * 10n ** 8n);
  });

  it('offers the configuration: frequencies, limits and buyable bases per quote coin', async () => {
    const r = await kit.post<{ frequencies: { frequency_in_second: number; label: string }[]; quotes: { quote_coin: string; bases: { base: string; min_amount: string; max_amount: string }[] }[] }>(
      P.createBotConfiguration,
      { quote_coin: 'USDT' },
    );
    expect(r.result).toMatchObject({ status_code: 200, min_frequency_in_second: 10, max_frequency_in_second: 2_592_000, max_pairs: 5 });
    expect(r.result.frequencies.map((f) => f.label)).toEqual(['10m', '1h', '4h', '12h', '1d', '1w', '2w', '30d']);
    expect(r.result.quotes).toHaveLength(1);
    const btc = r.result.quotes[0].bases.find((b) => b.base === 'BTC')!;
    expect(compareDecimal(btc.min_amount, '5')).toBeGreaterThanOrEqual(0);
    expect(btc.max_amount).toBe('2000000');
    expect(r.result.quotes[0].bases.some((b) => b.base === 'FIL')).toBe(false);
    const all = await kit.post<{ quotes: { quote_coin: string }[] }>(P.createBotConfiguration, {});
    expect(all.result.quotes.map((q) => q.quote_coin).sort()).toEqual(['USDC', 'USDT']);
  });

  it('refuses invalid parameters with the documented codes and changes nothing', async () => {
    const u = await kit.user('dca-bad', { USDT: '1000' });
    const cases: [R, number, RegExp][] = [
      [{ ...basic, frequency_in_second: 9 }, 400, /frequency_in_second/],
      [{ ...basic, frequency_in_second: '2592001' }, 400, /frequency_in_second/],
      [{ ...basic, pairs: ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA'].map((base) => ({ base, amount: '10' })) }, 400, /at most 5 pairs/],
      [{ ...basic, pairs: [{ base: 'BTC', amount: '10' }, { base: 'BTC', amount: '20' }] }, BOT_STATUS_CODE.DUPLICATED_SYMBOL_CHOSEN, /pairs\[1\]\.base/],
      [{ ...basic, max_invest_amount: '149' }, BOT_STATUS_CODE.MAX_INVEST_AMOUNT_TOO_SMALL_ON_CREATE, /max_invest_amount/],
      [{ ...basic, pairs: [{ base: 'FIL', amount: '10' }] }, 400, /FILUSDT is not open/],
      [{ ...basic, pairs: [{ base: 'BTC', amount: '1' }] }, 400, /minimum order/],
      [{ ...basic, pairs: [{ base: 'BTC', amount: '10.123456789' }] }, 400, /decimals/],
      [{ ...basic, pairs: [{ base: 'BTC', amount: '900' }, { base: 'ETH', amount: '200' }] }, BOT_STATUS_CODE.INSUFFICIENT_BALANCE, /insufficient USDT/],
      [{ ...basic, take_profit_per: '20' }, 400, /take_profit_per/],
    ];
    for (const [parameters, code, message] of cases) {
      const r = await create(parameters, u.cookie);
      expect(r.status_code).toBe(code);
      expect(r.debug_msg).toMatch(message);
    }
    expect((await kit.post(P.createBot, { parameters: { ...basic, frequency_in_second: '10m' } }, u.cookie)).ret_code).toBe(RetCode.INVALID_PARAMS);
    expect((await kit.post(P.createBot, basic, u.cookie)).ret_code).toBe(RetCode.INVALID_PARAMS);
    expect(kit.spot(u.id, 'USDT')).toBe(1000n * 10n ** 8n);
    expect((await kit.post<{ total: number }>('/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' }, u.cookie)).result.total).toBe(0);
  });

  it('buys on schedule from the spot account; average cost is Σquote/Σbase of the ledger rows', async () => {
    const u = await kit.user('dca-buyer', { USDT: '5000' });
    const created = await create({ ...basic, frequency_in_second: '3600' }, u.cookie);
    expect(created).toMatchObject({ status_code: 200, debug_msg: '' });
    const first = (await status(created.bot_id, u.cookie)).detail;
    expect(first).toMatchObject({ status: 'RUNNING', rounds: 1, buying: false, frequency_in_second: 3600, max_invest_amount: '0', take_profit_per: '' });
    const start = first.create_time;
    expect(first.next_buy_time).toBe(start + HOUR);
    for (let i = 0; i < 3; i++) await nextRound(created.bot_id, u.cookie);
    const d = (await status(created.bot_id, u.cookie)).detail;
    expect(d.rounds).toBe(4);
    expect(d.next_buy_time).toBe(start + 4 * HOUR);
    // the spot account paid exactly the total invested
    expect(5000n * 10n ** 8n - kit.spot(u.id, 'USDT')).toBe(kit.server.ctx.ledger.units('USDT', d.total_invested));
    for (const pair of d.pairs) {
      const rows = kit.server.ctx.db
        .prepare(
          `SELECT e.account, e.coin, e.amount FROM entries e JOIN journals j ON j.id = e.journal_id
           WHERE j.kind = 'bot-dca-buy' AND j.memo = ? AND ((e.account = 'system:market' AND e.coin = 'USDT') OR (e.account = ? AND e.coin = ?))`,
        )
        .safeIntegers(true)
        .all(`${created.bot_id} buy ${pair.symbol}`, `user:${u.id}:bot:${created.bot_id}`, pair.base) as { account: string; coin: string; amount: bigint }[];
      const quote = rows.filter((r) => r.coin === 'USDT').reduce((s, r) => s + r.amount, 0n);
      const base = rows.filter((r) => r.coin !== 'USDT').reduce((s, r) => s + r.amount, 0n);
      expect(rows.filter((r) => r.coin !== 'USDT')).toHaveLength(4);
      expect(pair.avg_price).toBe(ratioToDecimal(quote, base, 6, 'half-up'));
      expect(kit.server.ctx.ledger.units(pair.base, pair.base_amount)).toBe(base);
      expect(kit.server.ctx.ledger.units('USDT', pair.quote_spent)).toBe(quote);
      expect(kit.botBalance(u.id, created.bot_id, pair.base)).toBe(base);
    }
    const history = await kit.post<{ total: number; rounds: DcaRound[] }>(P.orderHistory, { bot_id: created.bot_id, limit: 10 }, u.cookie);
    expect(history.result.total).toBe(4);
    expect(history.result.rounds.map((r) => r.round_no)).toEqual([4, 3, 2, 1]);
    expect(history.result.rounds.every((r) => r.round_type === 'DCA_ROUND_TYPE_BUY' && r.filled_num === 2 && r.skipped_num === 0)).toBe(true);
    const details = await kit.post<{ round: DcaRound; orders: DcaOrder[] }>(P.orderDetails, { bot_id: created.bot_id, round_id: history.result.rounds[3].round_id }, u.cookie);
    expect(details.result.round.time).toBe(start);
    expect(details.result.orders.map((o) => [o.base, o.side, o.status, o.fee_coin])).toEqual([
      ['BTC', 'Buy', 'ORDER_STATUS_FILLED', 'USDT'],
      ['ETH', 'Buy', 'ORDER_STATUS_FILLED', 'USDT'],
    ]);
    expect((await kit.post(P.orderDetails, { bot_id: created.bot_id, round_id: '100000000000099999' }, u.cookie)).result.status_code).toBe(404);
    const list = await kit.post<{ bots: R[] }>('/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' }, u.cookie);
    expect(list.result.bots).toEqual([
      expect.objectContaining({ bot_id: created.bot_id, bot_type: 'DCA_SPOT', symbol: 'BTCUSDT,ETHUSDT', base_token: 'BTC,ETH', quote_token: 'USDT', status: 'RUNNING', end_time: 0, total_investment: d.total_invested }),
    ]);
  });

  it('skips a pair the account cannot pay and records why', async () => {
    const u = await kit.user('dca-thin', { USDT: '160' });
    const created = await create(basic, u.cookie);
    expect(created.status_code).toBe(200);
    await nextRound(created.bot_id, u.cookie);
    const history = await kit.post<{ rounds: DcaRound[] }>(P.orderHistory, { bot_id: created.bot_id }, u.cookie);
    expect(history.result.rounds[0]).toMatchObject({ round_no: 2, filled_num: 0, skipped_num: 2 });
    const details = await kit.post<{ orders: DcaOrder[] }>(P.orderDetails, { bot_id: created.bot_id, round_id: history.result.rounds[0].round_id }, u.cookie);
    expect(details.result.orders.map((o) => [o.status, o.reject_reason, o.price])).toEqual([
      ['ORDER_STATUS_REJECTED', 'insufficient_balance', ''],
      ['ORDER_STATUS_REJECTED', 'insufficient_balance', ''],
    ]);
  });

  it('a round that has started when the plan moves the next buy away ends unbought: the bot is not left buying, and closes', async () => {
    const u = await kit.user('dca-replanned', { USDT: '3000' });
    const a = await create(basic, u.cookie);
    const next = (await status(a.bot_id, u.cookie)).detail.next_buy_time;
    kit.run(next - kit.server.ctx.clock.now());
    const starting = (await status(a.bot_id, u.cookie)).detail;
    expect(starting).toMatchObject({ buying: true, rounds: 1 });
    const updated = await kit.post(P.updateParameters, { bot_id: a.bot_id, parameters: { frequency_in_second: 86_400 } }, u.cookie);
    expect(updated.result.status_code).toBe(200);
    kit.run(6_000);
    const after = (await status(a.bot_id, u.cookie)).detail;
    expect(after).toMatchObject({ buying: false, rounds: 1, frequency_in_second: 86_400 });
    expect(after.next_buy_time - kit.server.ctx.clock.now()).toBeGreaterThan(3_600_000);
    const closed = await kit.post(P.closeBot, { bot_id: a.bot_id, close_mode: 2 }, u.cookie);
    expect(closed.result).toMatchObject({ status_code: 200 });
  });

  it('refuses a close during a buy round (503), then closes to base or quote and settles', async () => {
    const u = await kit.user('dca-closer', { USDT: '3000' });
    const a = await create(basic, u.cookie);
    const next = (await status(a.bot_id, u.cookie)).detail.next_buy_time;
    kit.run(next - kit.server.ctx.clock.now());
    expect((await status(a.bot_id, u.cookie)).detail.buying).toBe(true);
    const busy = await kit.post(P.closeBot, { bot_id: a.bot_id, close_mode: 2 }, u.cookie);
    expect(busy.result).toMatchObject({ status_code: BOT_STATUS_CODE.BOT_CANNOT_CLOSE_CURRENTLY });
    kit.run(6_000);
    const after = (await status(a.bot_id, u.cookie)).detail;
    expect(after).toMatchObject({ buying: false, rounds: 2 });
    const btc = kit.spot(u.id, 'BTC');
    const closed = await kit.post(P.closeBot, { bot_id: a.bot_id, close_mode: 2 }, u.cookie);
    expect(closed.result).toEqual({ status_code: 200, debug_msg: '', bot_id: a.bot_id, close_mode: 'DCA_BASE_MODE' });
    expect(kit.spot(u.id, 'BTC') - btc).toBe(kit.server.ctx.ledger.units('BTC', after.pairs[0].base_amount));
    expect(kit.botBalance(u.id, a.bot_id, 'BTC')).toBe(0n);
    expect(kit.botBalance(u.id, a.bot_id, 'ETH')).toBe(0n);
    const detail = await kit.post<{ detail: R & { assets: { coin: string; amount: string }[] } }>(P.closeBotDetail, { bot_id: a.bot_id }, u.cookie);
    expect(detail.result.detail).toMatchObject({
      status: 'COMPLETED',
      close_reason: 'DCA_CLOSE_REASON_MANUALLY',
      close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      close_mode: 'DCA_BASE_MODE',
      rounds: 2,
      total_invested: after.total_invested,
    });
    expect(detail.result.detail.assets.map((x) => x.coin).sort()).toEqual(['BTC', 'ETH']);
    expect((await kit.post(P.closeBot, { bot_id: a.bot_id, close_mode: 3 }, u.cookie)).result.status_code).toBe(BOT_STATUS_CODE.GRID_CANNOT_BE_CANCELLED);
    expect((await kit.post(P.updateParameters, { bot_id: a.bot_id, parameters: { frequency_in_second: 600 } }, u.cookie)).result.status_code).toBe(BOT_STATUS_CODE.BOT_HAS_BEEN_CLOSED);

    const b = await create(basic, u.cookie);
    kit.run(600_000);
    const usdt = kit.spot(u.id, 'USDT');
    const btcBefore = kit.spot(u.id, 'BTC');
    const sold = await kit.post(P.closeBot, { bot_id: b.bot_id, close_mode: '3' }, u.cookie);
    expect(sold.result).toMatchObject({ status_code: 200, close_mode: 'DCA_QUOTE_MODE' });
    const closeRounds = (await kit.post<{ rounds: DcaRound[] }>(P.orderHistory, { bot_id: b.bot_id }, u.cookie)).result.rounds;
    expect(closeRounds[0]).toMatchObject({ round_type: 'DCA_ROUND_TYPE_CLOSE', filled_num: 2 });
    const got = kit.spot(u.id, 'USDT') - usdt;
    expect(got).toBe(kit.server.ctx.ledger.units('USDT', closeRounds[0].quote_amount) - kit.server.ctx.ledger.units('USDT', closeRounds[0].fee));
    expect(kit.spot(u.id, 'BTC')).toBe(btcBefore);
    const settled = (await kit.post<{ detail: R }>(P.closeBotDetail, { bot_id: b.bot_id }, u.cookie)).result.detail;
    expect(settled).toMatchObject({ close_mode: 'DCA_QUOTE_MODE', final_value: kit.server.ctx.ledger.format('USDT', got) });
    const ongoing = await kit.post<{ total: number }>('/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' }, u.cookie);
    const closedList = await kit.post<{ total: number; bots: R[] }>('/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'closed', page: 1, limit: 1 }, u.cookie);
    expect(ongoing.result.total).toBe(0);
    expect(closedList.result.total).toBe(2);
    expect(closedList.result.bots).toHaveLength(1);
    expect(closedList.result.bots[0]).toMatchObject({ bot_id: b.bot_id, status: 'COMPLETED', close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
  });

  it('closes itself when the cap is reached and hands the coins back', async () => {
    const u = await kit.user('dca-capped', { USDT: '2000' });
    const created = await create({ frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'SOL', amount: '40' }], max_invest_amount: '100' }, u.cookie);
    expect(created.status_code).toBe(200);
    for (let i = 0; i < 4 && (await status(created.bot_id, u.cookie)).detail.status === 'RUNNING'; i++) await nextRound(created.bot_id, u.cookie);
    const d = (await status(created.bot_id, u.cookie)).detail;
    expect(d).toMatchObject({ status: 'COMPLETED', close_reason: 'DCA_CLOSE_REASON_REACHED_MAX', close_code: 'BOT_CLOSE_CODE_DCA_REACHED_MAX', close_mode: 'DCA_BASE_MODE', next_buy_time: 0 });
    expect(compareDecimal(d.total_invested, '100')).toBeLessThanOrEqual(0);
    expect(kit.botBalance(u.id, created.bot_id, 'SOL')).toBe(0n);
    expect(kit.spot(u.id, 'SOL')).toBeGreaterThan(0n);
    expect((await kit.post<{ detail: { settlement_assets: string } }>(P.closeBotDetail, { bot_id: created.bot_id }, u.cookie)).result.detail.settlement_assets).toMatch(/ SOL$/);
  });

  it('takes profit per pair and keeps the proceeds in the bot until close', async () => {
    const u = await kit.user('dca-tp', { USDT: '5000' });
    const created = await create({ frequency_in_second: 86_400, quote_coin: 'USDT', pairs: [{ base: 'DOGE', amount: '200' }], take_profit_per: '0.004' }, u.cookie);
    expect(created.status_code).toBe(200);
    let d = (await status(created.bot_id, u.cookie)).detail;
    expect(d.take_profit_per).toBe('0.004');
    expect(d.pairs[0].take_profit_price).not.toBe('');
    for (let i = 0; i < 48 && d.pairs[0].cycles === 0; i++) {
      kit.run(HOUR, 30_000);
      d = (await status(created.bot_id, u.cookie)).detail;
    }
    expect(d.pairs[0].cycles).toBe(1);
    expect(compareDecimal(d.realised_profit, '0')).toBe(1);
    const rounds = (await kit.post<{ rounds: DcaRound[] }>(P.orderHistory, { bot_id: created.bot_id }, u.cookie)).result.rounds;
    expect(rounds.some((r) => r.round_type === 'DCA_ROUND_TYPE_TAKE_PROFIT')).toBe(true);
    const held = kit.botBalance(u.id, created.bot_id, 'USDT');
    expect(held).toBeGreaterThan(0n);
    const usdt = kit.spot(u.id, 'USDT');
    await kit.post(P.closeBot, { bot_id: created.bot_id, close_mode: 2 }, u.cookie);
    expect(kit.spot(u.id, 'USDT') - usdt).toBe(held);
  });

  it('reads and updates parameters of a running bot', async () => {
    const u = await kit.user('dca-editor', { USDT: '5000' });
    const created = await create(basic, u.cookie);
    const p = await kit.post<{ parameters: R; next_buy_time: number; update_time: number }>(P.parameters, { bot_id: created.bot_id }, u.cookie);
    expect(p.result.parameters).toEqual({ frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '100' }, { base: 'ETH', amount: '50' }], max_invest_amount: '0', take_profit_per: '', account_type: 4 });
    kit.run(60_000);
    const tooSmall = await kit.post(P.updateParameters, { bot_id: created.bot_id, parameters: { max_invest_amount: '140' } }, u.cookie);
    expect(tooSmall.result.status_code).toBe(BOT_STATUS_CODE.MAX_INVEST_AMOUNT_TOO_SMALL_ON_UPDATE);
    const notMine = await kit.post(P.updateParameters, { bot_id: created.bot_id, parameters: { pairs: [{ base: 'SOL', amount: '10' }] } }, u.cookie);
    expect(notMine.result).toMatchObject({ status_code: 400, debug_msg: 'parameters.pairs[0].base: the bot does not buy SOL' });
    const updated = await kit.post<{ parameters: R }>(
      P.updateParameters,
      { bot_id: created.bot_id, parameters: { frequency_in_second: 600, pairs: [{ base: 'ETH', amount: '25' }], max_invest_amount: '1000', take_profit_per: '0.05' } },
      u.cookie,
    );
    expect(updated.result.parameters).toMatchObject({ frequency_in_second: 600, pairs: [{ base: 'BTC', amount: '100' }, { base: 'ETH', amount: '25' }], max_invest_amount: '1000', take_profit_per: '0.05' });
    const after = await kit.post<{ next_buy_time: number; update_time: number }>(P.parameters, { bot_id: created.bot_id }, u.cookie);
    expect(after.result.next_buy_time).toBe(p.result.next_buy_time - 3_000_000);
    expect(after.result.update_time).toBeGreaterThan(p.result.update_time);
    await nextRound(created.bot_id, u.cookie);
    const d = (await status(created.bot_id, u.cookie)).detail;
    expect(d.rounds).toBe(2);
    const rounds = (await kit.post<{ rounds: DcaRound[] }>(P.orderHistory, { bot_id: created.bot_id }, u.cookie)).result.rounds;
    const orders = (await kit.post<{ orders: DcaOrder[] }>(P.orderDetails, { bot_id: created.bot_id, round_id: rounds[0].round_id }, u.cookie)).result.orders;
    expect(compareDecimal(orders[1].quote_amount, '25')).toBeLessThanOrEqual(0);
    expect(compareDecimal(orders[1].quote_amount, '24')).toBe(1);
    const removed = await kit.post<{ parameters: R }>(P.updateParameters, { bot_id: created.bot_id, parameters: { max_invest_amount: '', take_profit_per: '' } }, u.cookie);
    expect(removed.result.parameters).toMatchObject({ max_invest_amount: '0', take_profit_per: '' });
  });

  it('records a copy: create_type copy and the bot it copies, only the caller’s own', async () => {
    const u = await kit.user('dca-copier', { USDT: '5000' });
    const other = await kit.user('dca-copy-other', { USDT: '5000' });
    const original = await create(basic, u.cookie);
    expect((await status(original.bot_id, u.cookie)).detail).toMatchObject({ create_type: 'CREATE_TYPE_UNSPECIFIED', followed_bot_id: '' });
    const copy = (await kit.post<{ bot_id: string }>(P.createBot, { parameters: basic, create_type: 1, followed_bot_id: original.bot_id }, u.cookie)).result;
    expect(copy.status_code).toBe(200);
    expect((await status(copy.bot_id, u.cookie)).detail).toMatchObject({ create_type: 'CREATE_TYPE_COPY', followed_bot_id: original.bot_id });
    // another user's DCA bot cannot be named as the source: as if it did not exist
    const theirs = await kit.post(P.createBot, { parameters: basic, create_type: 1, followed_bot_id: original.bot_id }, other.cookie);
    expect(theirs.result).toMatchObject({ status_code: 404, debug_msg: 'followed_bot_id: no DCA bot of yours with this id' });
  });

  it('keeps other users out of a DCA bot', async () => {
    const owner = await kit.user('dca-owner', { USDT: '2000' });
    const other = await kit.user('dca-other', { USDT: '2000' });
    const created = await create(basic, owner.cookie);
    for (const [path, body] of [
      [P.status, { bot_id: created.bot_id }],
      [P.closeBot, { bot_id: created.bot_id, close_mode: 3 }],
      [P.closeBotDetail, { bot_id: created.bot_id }],
      [P.orderHistory, { bot_id: created.bot_id }],
      [P.parameters, { bot_id: created.bot_id }],
      [P.updateParameters, { bot_id: created.bot_id, parameters: { frequency_in_second: 60 } }],
    ] as const) {
      const r = (await kit.post(path, body, other.cookie)).result;
      expect([path, r.status_code]).toEqual([path, path === P.closeBot ? BOT_STATUS_CODE.CANNOT_CANCEL_OTHERS_GRID : BOT_STATUS_CODE.FORBIDDEN]);
    }
    expect((await status(created.bot_id, owner.cookie)).detail).toMatchObject({ status: 'RUNNING', frequency_in_second: 3600 });
    // an id of no DCA bot is not found
    expect((await kit.post(P.status, { bot_id: '100000000000099999' }, owner.cookie)).result.status_code).toBe(404);
  });
});
