import { DCA_PATHS as D, FCOMBO_PATHS as C, FMART_PATHS as M, FUTURES_GRID_PATHS as F, SPOT_GRID_PATHS as G, RetCode, type DcaDetail, type FuturesGridDetail, type SpotGridDetail } from '@tb/contracts';
import { userAccount } from '../ledger/ledger';
import { complianceBlockOf } from './compliance';
import { type Kit, gridAround, useKit } from '../testing/bots';

type R = Record<string, unknown>;
const HOUR = 3600_000;

/** A futures-grid body ±2 % around BTCUSDT's last price, long at 5×. */
function futuresGrid(kit: Kit, investment = '500'): R {
  const market = kit.server.ctx.market;
  const last = market.markPrice('BTCUSDT').indexTicks;
  const price = (f: number) => market.formatContractPrice('BTCUSDT', Math.round(last * f));
  return { symbol: 'BTCUSDT', grid_mode: 2, min_price: price(0.98), max_price: price(1.02), cell_number: 6, leverage: '5', total_investment: investment };
}
const martingale = { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '2', price_float_percent: '0.001', add_position_percent: '1.5', add_position_num: 3, init_margin: '500', round_tp_percent: '0.002', auto_cycle_toggle: 1 };
const combo = {
  leverage: '2',
  init_margin: '500',
  adjust_position_mode: 2,
  adjust_position_percent: '0.02',
  symbol_settings: [
    { symbol: 'BTCUSDT', target_position_percent: '0.5', side: 1 },
    { symbol: 'ETHUSDT', target_position_percent: '0.5', side: 2 },
  ],
};

/** A POST with the caller's cookie and the headers a page sends (`lang`, `host`). */
async function call(kit: Kit, url: string, body: unknown, cookie: string, headers: Record<string, string> = {}) {
  // another host is another site, whose auth cookie has another name: the session goes as the app's UserToken header there
  const token = headers.host ? { usertoken: cookie.split(';')[0].split('=')[1] } : {};
  const response = await kit.server.app.inject({ method: 'POST', url, payload: body as object, headers: { cookie, ...token, ...headers } });
  const json = response.json();
  return { status: response.statusCode, ret_code: json.ret_code as number, result: json.result as R };
}

const derivatives = (kit: Kit, userId: number) => kit.server.ctx.ledger.balance(userAccount(userId, 'derivatives'), 'USDT').wallet;
const botCount = (kit: Kit, userId: number) => (kit.server.ctx.db.prepare('SELECT COUNT(*) AS n FROM bots WHERE user_id = ?').get(userId) as { n: number }).n;

describe('compliance rules', () => {
  const facts = { islamic: 0, accountLocale: 'en', host: '127.0.0.1:3000' };

  it('withholds the futures kinds from restricted users and spot-only sites; never a spot kind', () => {
    expect(complianceBlockOf(facts, 'futures')).toBeNull();
    expect(complianceBlockOf({ ...facts, islamic: 1 }, 'futures')).toEqual({ reason: 'islamic', source: 'account', kinds: ['GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'] });
    expect(complianceBlockOf({ ...facts, requestLocale: 'en-GB' }, 'futures')).toMatchObject({ reason: 'locale', locale: 'en-GB', source: 'request' });
    expect(complianceBlockOf({ ...facts, requestLocale: 'nl-NL' }, 'futures')).toMatchObject({ reason: 'locale', locale: 'nl-NL' });
    expect(complianceBlockOf({ ...facts, host: 'www.exchange.com.hk' }, 'futures')).toMatchObject({ reason: 'region', site: 'hk' });
    expect(complianceBlockOf({ ...facts, host: 'www.exchange.eu:443' }, 'futures')).toMatchObject({ reason: 'region', site: 'eu' });
    expect(complianceBlockOf({ ...facts, host: 'www.exchange.ae' }, 'futures')).toBeNull();
    for (const restricted of [{ islamic: 1 }, { requestLocale: 'en-NL' }, { accountLocale: 'en-GB' }, { host: 'www.exchange.com.hk' }]) {
      expect(complianceBlockOf({ ...facts, ...restricted }, 'spot')).toBeNull();
    }
  });

  it('the account’s locale decides; a request’s lang header may only tighten', () => {
    expect(complianceBlockOf({ ...facts, accountLocale: 'en-GB' }, 'futures')).toMatchObject({ reason: 'locale', locale: 'en-GB', source: 'account' });
    for (const requestLocale of ['en', 'EN', 'de-DE', '', 'x'.repeat(100)]) {
      expect(complianceBlockOf({ ...facts, accountLocale: 'en-GB', requestLocale }, 'futures')).toMatchObject({ reason: 'locale', source: 'account' });
    }
    for (const requestLocale of ['EN-GB', 'en-gb', 'en_GB']) expect(complianceBlockOf({ ...facts, requestLocale }, 'futures')).toMatchObject({ reason: 'locale', locale: 'en-GB' });
  });
});

describe('the simulator enforces the compliance wall', () => {
  const kit = useKit();

  it('refuses every futures create of an Islamic-tagged user with 10024 and its reason, and changes nothing', async () => {
    const u = await kit.user('cw-islamic', { USDT: '5000' }, 'derivatives');
    kit.server.ctx.users.update(u.id, { islamic: 1 });
    const before = derivatives(kit, u.id);
    for (const [path, body] of [
      [F.create, futuresGrid(kit)],
      [M.createFmartBot, martingale],
      [C.createBot, combo],
    ] as const) {
      const r = await call(kit, path, body, u.cookie);
      expect(r).toMatchObject({ status: 200, ret_code: RetCode.COMPLIANCE, result: { compliance: { reason: 'islamic', kinds: ['GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'] } } });
    }
    expect(derivatives(kit, u.id)).toBe(before);
    expect(botCount(kit, u.id)).toBe(0);
    // a malformed body is still a 400: the schema speaks first
    expect((await call(kit, F.create, {}, u.cookie)).status).toBe(400);
  });

  it('refuses by the account’s profile locale whatever the page says, and by a restricted page locale (lang header)', async () => {
    const u = await kit.user('cw-locale', { USDT: '5000' }, 'derivatives');
    for (const lang of ['nl-NL', 'en-NL', 'en-GB', 'EN-GB', 'en_gb']) {
      const r = await call(kit, F.create, futuresGrid(kit), u.cookie, { lang });
      expect(r).toMatchObject({ ret_code: RetCode.COMPLIANCE, result: { compliance: { reason: 'locale', source: 'request' } } });
    }
    kit.server.ctx.users.setLocale(u.id, 'en-GB', 'admin', kit.server.ctx.clock.now());
    expect((await call(kit, M.createFmartBot, martingale, u.cookie)).result).toMatchObject({ compliance: { reason: 'locale', locale: 'en-GB', source: 'account' } });
    // browsing in English changes nothing: the account decides, a page's locale may only tighten
    for (const lang of ['en', 'EN', 'de-DE', '']) {
      const r = await call(kit, F.create, futuresGrid(kit), u.cookie, { lang });
      expect(r).toMatchObject({ ret_code: RetCode.COMPLIANCE, result: { compliance: { reason: 'locale', locale: 'en-GB', source: 'account' } } });
    }
    expect(botCount(kit, u.id)).toBe(0);
    // the account's own settings call may change it (audited); then it may create
    const settings = await call(kit, '/x-api/user/private/settings', { lang: 'en' }, u.cookie);
    expect(settings).toMatchObject({ ret_code: 0, result: { lang: 'en', changed: true } });
    const ok = await call(kit, F.create, futuresGrid(kit), u.cookie, { lang: 'en' });
    expect(ok).toMatchObject({ ret_code: 0, result: { status_code: 200 } });
    expect(botCount(kit, u.id)).toBe(1);
    expect(kit.server.ctx.users.changes(u.id).map((c) => [c.actor, c.oldValue, c.newValue])).toEqual([
      ['signup', '', 'en'],
      ['admin', 'en', 'en-GB'],
      ['self', 'en-GB', 'en'],
    ]);
  });

  it('refuses futures creates from the Hong Kong and EU sites (spot-only), for everyone; spot creates go through', async () => {
    const u = await kit.user('cw-region', { USDT: '5000' }, 'derivatives');
    for (const [host, site] of [
      ['www.exchange.com.hk', 'hk'],
      ['www.hk.exchange.com', 'hk'],
      ['www.exchange.eu', 'eu'],
    ]) {
      const r = await call(kit, C.createBot, combo, u.cookie, { host });
      expect(r).toMatchObject({ ret_code: RetCode.COMPLIANCE, result: { compliance: { reason: 'region', site } } });
    }
    expect(botCount(kit, u.id)).toBe(0);
    const spot = await kit.user('cw-region-spot', { USDT: '5000' });
    const grid = await call(kit, G.createGrid, gridAround(kit, 'BTCUSDT'), spot.cookie, { host: 'www.exchange.com.hk' });
    expect(grid).toMatchObject({ ret_code: 0, result: { status_code: 200 } });
    // the UAE site offers every kind
    expect((await call(kit, F.create, futuresGrid(kit), u.cookie, { host: 'www.exchange.ae' })).result).toMatchObject({ status_code: 200 });
  });

  it('lets a restricted user read, edit stops, withdraw and close a running futures bot, but not add margin', async () => {
    const u = await kit.user('cw-exit', { USDT: '5000' }, 'derivatives');
    const grid = (await call(kit, F.create, futuresGrid(kit), u.cookie)).result.bot_id as string;
    const mart = (await call(kit, M.createFmartBot, martingale, u.cookie)).result.bot_id as string;
    const cmb = (await call(kit, C.createBot, combo, u.cookie)).result.bot_id as string;
    expect([grid, mart, cmb].every(Boolean)).toBe(true);
    kit.run(HOUR);
    // restricted by the page locale: the bots keep running (a locale never closes them)
    const gb = { lang: 'en-GB' };
    const before = derivatives(kit, u.id);
    expect((await call(kit, F.addMargin, { bot_id: grid, amount: '10' }, u.cookie, gb)).ret_code).toBe(RetCode.COMPLIANCE);
    expect((await call(kit, M.updateFmartBot, { bot_id: mart, add_margin: '10' }, u.cookie, gb)).ret_code).toBe(RetCode.COMPLIANCE);
    expect((await call(kit, C.transfer, { bot_id: cmb, type: 1, amount: '10' }, u.cookie, gb)).ret_code).toBe(RetCode.COMPLIANCE);
    expect(derivatives(kit, u.id)).toBe(before);
    // what lowers exposure or only reads is allowed
    expect((await call(kit, F.getDetail, { bot_id: grid }, u.cookie, gb)).result).toMatchObject({ status_code: 200 });
    expect((await call(kit, M.updateFmartBot, { bot_id: mart, round_tp_percent: '0.003' }, u.cookie, gb)).result).toMatchObject({ status_code: 200 });
    const out = await call(kit, C.transfer, { bot_id: cmb, type: 2, amount: '1' }, u.cookie, gb);
    expect(out.ret_code).toBe(0);
    for (const [path, id] of [
      [F.close, grid],
      [M.closeFmartBot, mart],
      [C.closeBot, cmb],
    ] as const) {
      expect((await call(kit, path, { bot_id: id }, u.cookie, gb)).result).toMatchObject({ status_code: 200 });
    }
  });

  it('tagging a user Islamic closes their running futures bots with the compliance close, margin back; spot bots run on', async () => {
    const u = await kit.user('cw-sweep', { USDT: '5000' }, 'derivatives');
    kit.server.ctx.ledger.deposit(userAccount(u.id, 'spot'), 'USDT', kit.server.ctx.ledger.units('USDT', '2000'));
    const other = await kit.user('cw-sweep-other', { USDT: '5000' }, 'derivatives');
    const grid = (await call(kit, F.create, futuresGrid(kit), u.cookie)).result.bot_id as string;
    const mart = (await call(kit, M.createFmartBot, martingale, u.cookie)).result.bot_id as string;
    const cmb = (await call(kit, C.createBot, combo, u.cookie)).result.bot_id as string;
    const spot = (await call(kit, G.createGrid, gridAround(kit, 'BTCUSDT'), u.cookie)).result.grid_id as string;
    const others = (await call(kit, F.create, futuresGrid(kit), other.cookie)).result.bot_id as string;
    kit.run(HOUR);
    expect(kit.bots.compliance.islamic()).toBe(0);

    kit.server.ctx.users.update(u.id, { islamic: 1 });
    expect(kit.bots.compliance.islamic()).toBe(3);
    expect(kit.bots.compliance.islamic()).toBe(0);

    const fg = (await call(kit, F.getDetail, { bot_id: grid }, u.cookie)).result.detail as FuturesGridDetail;
    expect(fg).toMatchObject({ status: 'FUTURE_GRID_STATUS_COMPLETED', close_reason: 'F_GRID_BOT_STOP_TYPE_COMPLIANCE', bot_close_code: 'BOT_CLOSE_CODE_COMPLIANCE' });
    const fm = (await call(kit, M.getFmartDetail, { bot_id: mart }, u.cookie)).result.fmart_detail as R;
    expect(fm).toMatchObject({ stop_type: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_COMPLIANCE', close_code: 'BOT_CLOSE_CODE_COMPLIANCE' });
    const fc = (await call(kit, C.getDetail, { bot_id: cmb }, u.cookie)).result.detail as R;
    expect(fc).toMatchObject({ stop_type: 'BOT_STOP_TYPE_COMPLIANCE', close_code: 'BOT_CLOSE_CODE_COMPLIANCE' });
    // no futures bot account holds anything any more: the margin is back in the derivatives account
    for (const id of [grid, mart, cmb]) expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expect(kit.bots.runner.get(grid)).toBeUndefined();
    // the spot grid and the other user's futures grid run on
    expect(((await call(kit, G.queryGridDetail, { grid_id: spot }, u.cookie)).result.detail as SpotGridDetail).status).toBe('RUNNING');
    expect(kit.bots.runner.get(others)).toBeDefined();
  });

  it('a tax identity going to or from IND-GST closes the user’s running spot bots with the tax-tag close, once', async () => {
    const u = await kit.user('cw-tax', { USDT: '6000' });
    const grid = (await call(kit, G.createGrid, gridAround(kit, 'BTCUSDT'), u.cookie)).result.grid_id as string;
    const dca = (await call(kit, D.createBot, { parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '50' }] } }, u.cookie)).result.bot_id as string;
    expect(dca).toBeTruthy();
    kit.run(2 * HOUR);
    expect(kit.bots.compliance.taxTerms()).toBe(0);

    kit.server.ctx.users.update(u.id, { taxIdentity: 'IND-GST' });
    let closed = kit.bots.compliance.taxTerms();
    // a DCA bot in the middle of a round waits for a later sweep
    for (let i = 0; closed < 2 && i < 5; i++) {
      kit.run(6_000);
      closed += kit.bots.compliance.taxTerms();
    }
    expect(closed).toBe(2);
    expect(kit.bots.compliance.taxTerms()).toBe(0);
    const g = (await call(kit, G.queryGridDetail, { grid_id: grid }, u.cookie)).result.detail as SpotGridDetail;
    expect(g).toMatchObject({ status: 'COMPLETED', close_reason: 'CLOSE_TAX_TAG_CHANGE', bot_close_code: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE' });
    const d = (await call(kit, D.status, { bot_id: dca }, u.cookie)).result.detail as DcaDetail;
    expect(d).toMatchObject({ close_reason: 'DCA_CLOSE_REASON_TAX_TAG_CHANGE', close_code: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE' });
    for (const coin of ['USDT', 'BTC', 'ETH']) {
      expect(kit.botBalance(u.id, grid, coin)).toBe(0n);
      expect(kit.botBalance(u.id, dca, coin)).toBe(0n);
    }

    // a new bot under the new terms runs on; the tag going away closes it in turn, and a create right after the change (before any sweep) applies it first
    const next = (await call(kit, G.createGrid, gridAround(kit, 'BTCUSDT'), u.cookie)).result.grid_id as string;
    expect(kit.bots.compliance.taxTerms()).toBe(0);
    kit.server.ctx.users.update(u.id, { taxIdentity: '' });
    const after = (await call(kit, G.createGrid, gridAround(kit, 'ETHUSDT'), u.cookie)).result.grid_id as string;
    expect(((await call(kit, G.queryGridDetail, { grid_id: next }, u.cookie)).result.detail as SpotGridDetail).close_reason).toBe('CLOSE_TAX_TAG_CHANGE');
    expect(((await call(kit, G.queryGridDetail, { grid_id: after }, u.cookie)).result.detail as SpotGridDetail).status).toBe('RUNNING');
    expect(kit.bots.compliance.taxTerms()).toBe(0);
  });
});
