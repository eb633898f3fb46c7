/**
 * Issue 15 item 2: every bot response code of spec §8 (util-check-codes'
 * BOT_RESPONSE_CODES) is answered by the simulator in the situation its name
 * describes — or named unreachable, with why, in the contracts
 * (UNREACHABLE_BOT_STATUS_CODES). The table walks the list: each code has a
 * situation here that drives the in-process simulator into it; the call must
 * answer HTTP 200, ret_code 0 and that `status_code`, and a refusal must leave
 * the database exactly as it was (balances, bots, orders, vouchers, all).
 */
import { BOT_STATUS_CODE, DCA_PATHS, FCOMBO_PATHS, FMART_PATHS, FUTURES_GRID_PATHS as FG, SPOT_GRID_PATHS as SG, UNREACHABLE_BOT_STATUS_CODES } from '@tb/contracts';
import { BOT_RESPONSE_CODES } from '@tb/util-check-codes';
import { userAccount } from '../ledger/ledger';
import { SAMPLE_CREATES } from '../testing/sample-bots';
import { adminOn, databaseDigest } from '../testing/server';
import { type Kit, type Reply, gridAround, useKit } from '../testing/bots';

type R = Record<string, unknown>;
type Call = () => Promise<Reply<R>>;
/** Prepares the situation (users, bots, admin states); returns the call that must answer the code, and what undoes the admin state after. */
type Situation = (kit: Kit, n: string) => Promise<{ call: Call; undo?: () => Promise<void> }>;

/** A futures-grid body around the contract's last price: ±`width`, long at 5×. */
function futuresGrid(kit: Kit, symbol: string, width = 0.02, investment = '500', extra: R = {}): R {
  const market = kit.server.ctx.market;
  const last = market.markPrice(symbol).indexTicks;
  const price = (f: number) => market.formatContractPrice(symbol, Math.round(last * f));
  return { symbol, grid_mode: 2, min_price: price(1 - width), max_price: price(1 + width), cell_number: 6, leverage: '5', total_investment: investment, ...extra };
}

/** The contract's last price × f, as the API spells it. */
const at = (kit: Kit, symbol: string, f: number) => {
  const m = kit.server.ctx.market;
  return m.formatContractPrice(symbol, Math.round(m.markPrice(symbol).indexTicks * f));
};

async function spotGrid(kit: Kit, cookie: string, symbol = 'BTCUSDT'): Promise<string> {
  const r = await kit.post<{ grid_id: string }>(SG.createGrid, gridAround(kit, symbol, 0.02, 6, '1000'), cookie);
  expect(r.result.status_code).toBe(200);
  return r.result.grid_id;
}

async function futuresBot(kit: Kit, cookie: string, extra: R = {}): Promise<string> {
  const r = await kit.post<{ bot_id: string }>(FG.create, futuresGrid(kit, 'ETHUSDT', 0.02, '500', extra), cookie);
  expect(r.result.status_code).toBe(200);
  return r.result.bot_id;
}

const DCA_BASIC = { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '100' }, { base: 'ETH', amount: '50' }] };

/** A TP/SL change of a running long futures grid (ETHUSDT at 5×) that answers one of the 43x codes. */
const tpSl = (body: (kit: Kit) => R): Situation => async (kit, n) => {
  const u = await kit.user(n, { USDT: '2000' }, 'derivatives');
  // TP/SL by percent is the tpslEquity feature (feature-flags.ts), off for a new account
  kit.server.ctx.users.setFlag(u.id, 'tpslEquity', true);
  const id = await futuresBot(kit, u.cookie);
  return { call: () => kit.post(FG.updateTpSl, { bot_id: id, ...body(kit) }, u.cookie) };
};

/** code name (BOT_STATUS_CODE key) → the situation its name describes. */
const SITUATIONS: Record<string, Situation> = {
  SUCCESS: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    return { call: () => kit.post(SG.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie) };
  },
  INVALID_ARGUMENT: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    return { call: () => kit.post(SG.createGrid, { ...gridAround(kit, 'BTCUSDT'), cell_number: 1 }, u.cookie) };
  },
  INSUFFICIENT_BALANCE: async (kit, n) => {
    const u = await kit.user(n, { USDT: '10' });
    return { call: () => kit.post(SG.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie) };
  },
  REACH_BOT_NUMBER_UPPER_LIMIT: async (kit, n) => {
    const u = await kit.user(n, { USDT: '5000' });
    const limit = kit.bots.drivers.row('DCA_SPOT').runningLimit;
    const small = { ...DCA_BASIC, pairs: [{ base: 'BTC', amount: '10' }] };
    for (let i = 0; i < limit; i++) expect((await kit.post(DCA_PATHS.createBot, { parameters: small }, u.cookie)).result.status_code).toBe(200);
    return { call: () => kit.post(DCA_PATHS.createBot, { parameters: small }, u.cookie) };
  },
  FORBIDDEN: async (kit, n) => {
    const owner = await kit.user(`${n}-owner`, { USDT: '2000' });
    const other = await kit.user(n, { USDT: '2000' });
    const id = await spotGrid(kit, owner.cookie);
    return { call: () => kit.post(SG.withdrawProfit, { grid_id: id }, other.cookie) };
  },
  NOT_FOUND: async (kit, n) => {
    const u = await kit.user(n);
    return { call: () => kit.post(SG.queryGridDetail, { grid_id: '100000000000099999' }, u.cookie) };
  },
  GRID_CANNOT_BE_CANCELLED: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    const id = await spotGrid(kit, u.cookie);
    expect((await kit.post(SG.closeGrid, { grid_id: id, close_mode: '3' }, u.cookie)).result.status_code).toBe(200);
    return { call: () => kit.post(SG.closeGrid, { grid_id: id, close_mode: '3' }, u.cookie) };
  },
  CANNOT_CANCEL_OTHERS_GRID: async (kit, n) => {
    const owner = await kit.user(`${n}-owner`, { USDT: '2000' });
    const other = await kit.user(n, { USDT: '2000' });
    const id = await spotGrid(kit, owner.cookie);
    return { call: () => kit.post(SG.closeGrid, { grid_id: id, close_mode: '3' }, other.cookie) };
  },
  UNSUPPORTED_MEMBER_TYPE: async (kit, n) => {
    const leader = await kit.user(`${n}-leader`, { USDT: '2000' }, 'derivatives');
    const master = await kit.user(`${n}-master`);
    const sub = await kit.user(n, { USDT: '2000' }, 'derivatives');
    const id = await futuresBot(kit, leader.cookie);
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('sub-account', String(sub.id), String(master.id))).code).toBe(0);
    return {
      call: () => kit.post(FG.create, { ...futuresGrid(kit, 'ETHUSDT'), followed_grid_id: id, create_type: 1 }, sub.cookie),
      undo: async () => {
        expect((await admin('sub-account', String(sub.id), 'none')).code).toBe(0);
      },
    };
  },
  DUPLICATED_SYMBOL_CHOSEN: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    return { call: () => kit.post(DCA_PATHS.createBot, { parameters: { ...DCA_BASIC, pairs: [{ base: 'BTC', amount: '10' }, { base: 'BTC', amount: '20' }] } }, u.cookie) };
  },
  MAX_INVEST_AMOUNT_TOO_SMALL_ON_CREATE: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    return { call: () => kit.post(DCA_PATHS.createBot, { parameters: { ...DCA_BASIC, max_invest_amount: '149' } }, u.cookie) };
  },
  MAX_INVEST_AMOUNT_TOO_SMALL_ON_UPDATE: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    const r = await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: DCA_BASIC }, u.cookie);
    return { call: () => kit.post(DCA_PATHS.updateParameters, { bot_id: r.result.bot_id, parameters: { max_invest_amount: '140' } }, u.cookie) };
  },
  BOT_HAS_BEEN_CLOSED: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' }, 'derivatives');
    const id = await futuresBot(kit, u.cookie);
    expect((await kit.post(FG.close, { bot_id: id }, u.cookie)).result.status_code).toBe(200);
    return { call: () => kit.post(FG.addMargin, { bot_id: id, amount: '10' }, u.cookie) };
  },
  USER_UNIFY_ACCOUNT_UPGRADING: async (kit, n) => {
    const u = await kit.user(n, { USDT: '4000' });
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('account-upgrade', String(u.id), 'start', '30')).code).toBe(0);
    return {
      call: () => kit.post(SG.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie),
      undo: async () => {
        expect((await admin('account-upgrade', String(u.id), 'finish')).code).toBe(0);
      },
    };
  },
  USER_BANNED: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    expect((await adminOn(kit.server.ctx.db)('ban', String(u.id), 'proof of 421')).code).toBe(0);
    return { call: () => kit.post(SG.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie) };
  },
  FUTURES_GRID_COMMON: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' }, 'derivatives');
    // awaiting its entry price: no position, no margin to add to
    const id = await futuresBot(kit, u.cookie, { entry_price: at(kit, 'ETHUSDT', 0.995) });
    return { call: () => kit.post(FG.addMargin, { bot_id: id, amount: '10' }, u.cookie) };
  },
  WRONG_OR_INVALID_PARAMS: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' }, 'derivatives');
    // a copy (create_type 1) that names no grid to copy
    return { call: () => kit.post(FG.create, { ...futuresGrid(kit, 'ETHUSDT'), create_type: 1 }, u.cookie) };
  },
  TAKE_PROFIT_TOO_LARGE: tpSl(() => ({ tp_sl_type: 1, take_profit_per: '50' })),
  STOP_LOSS_TOO_SMALL: tpSl(() => ({ tp_sl_type: 1, stop_loss_per: '0.00001' })),
  STOP_LOSS_CAUSES_LIQUIDATION: tpSl((kit) => ({ tp_sl_type: 2, stop_loss_price: at(kit, 'ETHUSDT', 0.5) })),
  TP_BELOW_LAST_PRICE: tpSl((kit) => ({ tp_sl_type: 2, take_profit_price: at(kit, 'ETHUSDT', 0.99) })),
  SL_ABOVE_LAST_PRICE: tpSl((kit) => ({ tp_sl_type: 2, stop_loss_price: at(kit, 'ETHUSDT', 1.01) })),
  UPDATE_INVESTMENT_TOO_LARGE: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    const id = await spotGrid(kit, u.cookie);
    // above the most the grid's cells can take now (the largest order each level allows)
    const range = (await kit.post<{ add_investment: { to: string } }>(SG.validateUpdateSgrid, { grid_id: id }, u.cookie)).result.add_investment;
    expect(range.to).not.toBe('');
    const above = String(Math.ceil(Number(range.to)) + 1_000);
    return { call: () => kit.post(SG.updateSgrid, { grid_id: id, add_investment: above }, u.cookie) };
  },
  INTERNAL: async (kit, n) => {
    const u = await kit.user(n, { USDT: '2000' });
    const id = await spotGrid(kit, u.cookie);
    // its last transition failed to write: the runner holds it for an operator
    const live = kit.bots.runner.get(id)!;
    live.faulted = true;
    return {
      call: () => kit.post(SG.closeGrid, { grid_id: id, close_mode: '3' }, u.cookie),
      undo: async () => {
        live.faulted = false;
      },
    };
  },
  BOT_CANNOT_CLOSE_CURRENTLY: async (kit, n) => {
    const u = await kit.user(n, { USDT: '3000' });
    const r = await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: DCA_BASIC }, u.cookie);
    const id = r.result.bot_id;
    const status = async () => (await kit.post<{ detail: { next_buy_time: number; buying: boolean } }>(DCA_PATHS.status, { bot_id: id }, u.cookie)).result.detail;
    kit.run((await status()).next_buy_time - kit.server.ctx.clock.now());
    expect((await status()).buying).toBe(true);
    return { call: () => kit.post(DCA_PATHS.closeBot, { bot_id: id, close_mode: 2 }, u.cookie) };
  },
  INTERNAL_TIMEOUT: async (kit, n) => {
    const u = await kit.user(n, { USDT: '4000' });
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('halt', 'SOLUSDT')).code).toBe(0);
    return {
      call: () => kit.post(SG.createGrid, gridAround(kit, 'SOLUSDT', 0.02, 6, '1000'), u.cookie),
      undo: async () => {
        expect((await admin('resume', 'SOLUSDT')).code).toBe(0);
      },
    };
  },
};

const CODES = BOT_RESPONSE_CODES.filter((def) => def.statusCode !== null).map((def) => ({ name: def.code.replace('BOT_RESPONSE_CODE_', ''), status: def.statusCode as number }));

describe('bot response codes: each in its situation, or named unreachable', () => {
  // about forty users register from the one test address
  const kit = useKit({ rateLimits: { registerPerIp: 1_000, userBurst: 1_000, userPerSecond: 1_000 } });

  it('walks the whole list: every numbered code has a situation here or a reason in the contracts', () => {
    expect(CODES.length).toBe(BOT_RESPONSE_CODES.length - 1);
    const missing = CODES.filter(({ name }) => !SITUATIONS[name] && !UNREACHABLE_BOT_STATUS_CODES[name]).map(({ name }) => name);
    expect(missing).toEqual([]);
    for (const name of Object.keys(UNREACHABLE_BOT_STATUS_CODES)) expect([name, SITUATIONS[name]]).toEqual([name, undefined]);
    // the simulator's names are the list's, with its numbers
    for (const { name, status } of CODES) if (SITUATIONS[name]) expect([name, (BOT_STATUS_CODE as Record<string, number>)[name]]).toEqual([name, status]);
  });

  it.each(CODES.filter(({ name }) => SITUATIONS[name]))('$status $name is answered in its situation, changing nothing', async ({ name, status }) => {
    const { call, undo } = await SITUATIONS[name](kit, `codes-${name.toLowerCase().replace(/_/g, '-')}`);
    const before = databaseDigest(kit.server.ctx.db);
    const reply = await call();
    try {
      expect([name, reply.status, reply.ret_code, reply.result?.status_code]).toEqual([name, 200, 0, status]);
      if (status !== BOT_STATUS_CODE.SUCCESS) {
        expect(reply.result.debug_msg).not.toBe('');
        expect([name, databaseDigest(kit.server.ctx.db) === before]).toEqual([name, true]);
      }
    } finally {
      await undo?.();
    }
  });
});

describe('bot response codes: the same situations on the other calls they reach', () => {
  const kit = useKit({ rateLimits: { registerPerIp: 1_000, userBurst: 1_000, userPerSecond: 1_000 } });
  const digest = () => databaseDigest(kit.server.ctx.db);

  it('another user: reads and changes 403, close 406; the id at another kind\'s endpoint or a missing id 404', async () => {
    const owner = await kit.user('own-owner', { USDT: '2000' });
    const other = await kit.user('own-other', { USDT: '2000' });
    const grid = await spotGrid(kit, owner.cookie);
    const before = digest();
    expect((await kit.post(SG.queryGridDetail, { grid_id: grid }, other.cookie)).result.status_code).toBe(BOT_STATUS_CODE.FORBIDDEN);
    expect((await kit.post(SG.updateSgrid, { grid_id: grid, add_investment: '10' }, other.cookie)).result.status_code).toBe(BOT_STATUS_CODE.FORBIDDEN);
    expect((await kit.post(SG.closeGrid, { grid_id: grid, close_mode: '3' }, other.cookie)).result.status_code).toBe(BOT_STATUS_CODE.CANNOT_CANCEL_OTHERS_GRID);
    // the same id at another kind's endpoint is no bot of that kind
    expect((await kit.post(DCA_PATHS.closeBot, { bot_id: grid, close_mode: 3 }, other.cookie)).result.status_code).toBe(BOT_STATUS_CODE.NOT_FOUND);
    expect((await kit.post(SG.closeGrid, { grid_id: '100000000000099999', close_mode: '3' }, other.cookie)).result.status_code).toBe(BOT_STATUS_CODE.NOT_FOUND);
    expect(digest()).toBe(before);
  });

  it('a unified-account upgrade refuses closes and fund moves (413) until finished or over, then they go through', async () => {
    const u = await kit.user('upgrade-moves', { USDT: '4000' });
    kit.server.ctx.ledger.deposit(userAccount(u.id, 'derivatives'), 'USDT', kit.server.ctx.ledger.units('USDT', '2000'));
    const grid = await spotGrid(kit, u.cookie);
    const fgrid = await futuresBot(kit, u.cookie);
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('account-upgrade', String(u.id), 'start', '10')).code).toBe(0);
    const before = digest();
    for (const [path, body] of [
      [SG.closeGrid, { grid_id: grid, close_mode: '3' }],
      [SG.withdrawProfit, { grid_id: grid }],
      [SG.updateSgrid, { grid_id: grid, add_investment: '10' }],
      [FG.addMargin, { bot_id: fgrid, amount: '10' }],
      [FG.withdrawProfit, { bot_id: fgrid, amount: '1' }],
      [FG.close, { bot_id: fgrid }],
    ] as const) {
      expect([path, (await kit.post(path, body, u.cookie)).result.status_code]).toEqual([path, BOT_STATUS_CODE.USER_UNIFY_ACCOUNT_UPGRADING]);
    }
    // reads and changes that move no funds still answer
    expect((await kit.post(SG.queryGridDetail, { grid_id: grid }, u.cookie)).result.status_code).toBe(200);
    expect(digest()).toBe(before);
    // the upgrade ends on the simulated clock
    kit.run(11 * 60_000);
    expect((await kit.post(SG.closeGrid, { grid_id: grid, close_mode: '3' }, u.cookie)).result.status_code).toBe(200);
    // or an administrator finishes it
    expect((await admin('account-upgrade', String(u.id), 'start')).code).toBe(0);
    expect((await kit.post(FG.close, { bot_id: fgrid }, u.cookie)).result.status_code).toBe(BOT_STATUS_CODE.USER_UNIFY_ACCOUNT_UPGRADING);
    expect((await admin('account-upgrade', String(u.id), 'finish')).code).toBe(0);
    expect((await kit.post(FG.close, { bot_id: fgrid }, u.cookie)).result.status_code).toBe(200);
  });

  it('a halted symbol: closing a bot that trades it answers 504 and changes nothing; after resume it closes', async () => {
    const u = await kit.user('halt-close', { USDT: '2000' });
    const grid = await spotGrid(kit, u.cookie, 'ETHUSDT');
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('halt', 'ethusdt')).code).toBe(0);
    expect((await admin('halts')).out).toMatch(/^ETHUSDT/);
    const before = digest();
    expect((await kit.post(SG.closeGrid, { grid_id: grid, close_mode: '3' }, u.cookie)).result.status_code).toBe(BOT_STATUS_CODE.INTERNAL_TIMEOUT);
    expect(digest()).toBe(before);
    expect((await admin('resume', 'ETHUSDT')).code).toBe(0);
    expect((await kit.post(SG.closeGrid, { grid_id: grid, close_mode: '3' }, u.cookie)).result.status_code).toBe(200);
    expect((await admin('halt', 'NOPEUSDT')).code).toBe(2);
  });

  it('martingale and combo TP/SL percents: too large 432, too small 433, each with its check code, nothing changed', async () => {
    const u = await kit.user('mart-combo-stops', { USDT: '10000' }, 'derivatives');
    const made: Record<string, string> = {};
    for (const kind of ['MART_FUTURES', 'COMBO_FUTURES']) {
      const { path, body } = SAMPLE_CREATES[kind](kit);
      const r = await kit.post<{ bot_id: string }>(path, body, u.cookie);
      expect([kind, r.result.status_code]).toEqual([kind, 200]);
      made[kind] = r.result.bot_id;
    }
    const before = digest();
    const cases: [string, R, number, string][] = [
      [FMART_PATHS.updateFmartBot, { bot_id: made.MART_FUTURES, round_tp_percent: '5' }, BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE, 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH'],
      [FMART_PATHS.updateFmartBot, { bot_id: made.MART_FUTURES, sl_percent: '0.001' }, BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL, 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW'],
      [FCOMBO_PATHS.modifySetting, { bot_id: made.COMBO_FUTURES, tp_percent: '20' }, BOT_STATUS_CODE.TAKE_PROFIT_TOO_LARGE, 'LIMIT_CHECK_CODE_TP_PER_TOO_HIGH'],
      [FCOMBO_PATHS.modifySetting, { bot_id: made.COMBO_FUTURES, sl_percent: '0.001' }, BOT_STATUS_CODE.STOP_LOSS_TOO_SMALL, 'LIMIT_CHECK_CODE_SL_PER_TOO_LOW'],
    ];
    for (const [path, body, status, checkCode] of cases) {
      const r = (await kit.post(path, body, u.cookie)).result;
      expect([path, r.status_code, r.check_code]).toEqual([path, status, checkCode]);
    }
    expect(digest()).toBe(before);
  });

  it('a sub-account runs and copies its own bots; only copying another member is refused (407)', async () => {
    const master = await kit.user('sub-master');
    const sub = await kit.user('sub-own', { USDT: '3000' }, 'derivatives');
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('sub-account', String(sub.id), String(master.id))).code).toBe(0);
    expect((await admin('sub-account', String(master.id), String(sub.id))).code).toBe(2);
    const own = await futuresBot(kit, sub.cookie);
    const copy = await kit.post(FG.create, { ...futuresGrid(kit, 'ETHUSDT'), followed_grid_id: own, create_type: 1 }, sub.cookie);
    expect(copy.result.status_code).toBe(200);
  });
});
