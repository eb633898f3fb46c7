/**
 * The seeded population of leaders (issue 13 item 1): trader accounts whose
 * bots of every copyable kind trade on the simulated market, so that the
 * ranking shows what engines really did from the first start on.
 *
 * How it is built, once, on a fresh database (`SIM_LEADERS` > 0, main.ts):
 * - The simulator is started on that database with its clock stopped at
 *   `now − D` (D = min(POPULATION_MAX_DAYS, history days − 1)) and the
 *   market's history before it (history days − D). Time then moves forward
 *   in POPULATION_STEP_MS steps the way a restarted simulator catches up on
 *   its downtime: the market fills each step's candles, marks and funding in
 *   bulk, and every running bot catches up on them through its driver (the
 *   same code a restart runs, so the leaders' bots are as real as a user's
 *   after downtime; live ticking would cost ~30× more per simulated day).
 * - Each leader registers through the public register call and, at its start
 *   time, creates its bot through the kind's own create call with the
 *   kind's validation at the price of that moment; funds are deposited by
 *   the exchange (the ledger's deposit, as the admin CLI does).
 * - Start times are spread over D so that every running-time band of the
 *   ranking has bots (a quarter over 30 days when D allows it, then 7–30
 *   days, 1–7 days, within a day); a fifth of the spot grid leaders copy an
 *   earlier spot grid leader (`followed_grid_id`, `create_type` 1), so the
 *   copied counts and followers' PnL are real.
 * - At `now` the temporary simulator stops (saving everything) and the real
 *   one starts on the same database, resuming from its stored clock like
 *   after any restart. `population.leaders` in `meta` records the run: a
 *   later start never seeds again, and nothing is lost or doubled.
 *
 * Deterministic per seed: names, kinds, parameters and times come from the
 * seed, the market from the market seed.
 */
import { DCA_PATHS, FCOMBO_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { randomBytes } from 'node:crypto';
import { type Db, getMeta, openDb, setMeta } from '../db/database';
import { userAccount } from '../ledger/ledger';
import { xorshift } from '../lib/xorshift';

import { type SimServer, createServer } from '../server';
import { ensureDemoAccount } from '../accounts/demo';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../accounts/password';
import { type Bots, botsOf } from '../bots/core';

const DAY_MS = 86_400_000;

/** The oldest a leader's bot starts, in days before now. */
export const POPULATION_MAX_DAYS = 36;
/** Simulated time per step of the back-fill (a state write per bot per step: the ranking's drawdown and curve sample at least this often). */
export const POPULATION_STEP_MS = 12 * 3_600_000;
/** `npm start`'s population when SIM_LEADERS is not set. */
export const DEFAULT_LEADERS = 48;
/** The password hash cost of a leader's account: see `seedPopulation`. */
const LEADER_SCRYPT_COST: ScryptCost = { N: 1 << 10, r: 8, p: 1 };

const NAMES = ['Aurora', 'Basalt', 'Cirrus', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Pioneer', 'Quartz', 'Raven', 'Sierra', 'Tundra'];
const SPOT = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];
const CONTRACTS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];
const KINDS = ['GRID_SPOT', 'GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES', 'DCA_SPOT'] as const;
type Kind = (typeof KINDS)[number];

export type PopulationOptions = {
  dbPath: string;
  seed: string;
  historyDays: number;
  leaders: number;
  /** Simulated now (default: the wall clock). */
  now?: number;
  log?: (line: string) => void;
};

export type PopulationResult = { leaders: number; bots: number; seconds: number; days: number } | null;

/** A planned leader: who, which kind, how long before now its bot starts (ms), and the earlier leader it copies. */
type Plan = { name: string; kind: Kind; ago: number; copyOf: number | null };

/** Whether the database at `dbPath` has never been started (no stored clock). */
function isFresh(dbPath: string): boolean {
  if (dbPath === ':memory:') return true;
  let db: Db | undefined;
  try {
    db = openDb({ path: dbPath });
    return getMeta(db, 'clock.sim_time') === undefined;
  } finally {
    db?.close();
  }
}

/** The leaders' plan: names, kinds and start times (ms ago), from the seed. */
export function planLeaders(seed: string, leaders: number, days: number): Plan[] {
  let h = 2166136261;
  for (const c of `population:${seed}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  const rand = xorshift(h);
  const bands: [number, number][] = [
    [Math.min(31, days), days],
    [7, Math.min(30, days)],
    [1, 7],
    [0.05, 1],
  ];
  const plans: Plan[] = [];
  for (let i = 0; i < leaders; i++) {
    const [lo, hi] = bands[i % bands.length];
    const ago = Math.round((lo + rand() * Math.max(0, hi - lo)) * DAY_MS);
    const kind = KINDS[Math.floor(rand() * KINDS.length)];
    plans.push({ name: `${NAMES[i % NAMES.length]}${Math.floor(i / NAMES.length) || ''}`, kind, ago, copyOf: null });
  }
  plans.sort((a, b) => b.ago - a.ago);
  // a fifth of the spot grids copy an earlier spot grid
  plans.forEach((p, i) => {
    if (p.kind !== 'GRID_SPOT' || rand() > 0.2) return;
    const earlier = plans.slice(0, i).findIndex((q) => q.kind === 'GRID_SPOT' && q.copyOf === null);
    if (earlier >= 0) p.copyOf = earlier;
  });
  return plans;
}

/** Seeds the population on a fresh database; null when the database was already started or no leader is asked for. */
export async function seedPopulation(options: PopulationOptions): Promise<PopulationResult> {
  if (options.leaders <= 0 || !isFresh(options.dbPath)) return null;
  const started = Date.now();
  const now = options.now ?? Date.now();
  const days = Math.max(1, Math.min(POPULATION_MAX_DAYS, options.historyDays - 1));
  const from = Math.floor((now - days * DAY_MS) / 60_000) * 60_000;
  const server = await createServer({
    dbPath: options.dbPath,
    seed: options.seed,
    speed: 0,
    startTime: from,
    historyDays: options.historyDays - days,
    // the demo account first (id 100000001, as on a start without leaders), at the product's hash cost
    demo: false,
    autoStart: false,
    // Leaders sign up with a random 96-bit password nobody is told (`leader`): no guess gets near it, so a
    // cheap hash costs them no safety, and the product's (about 150 ms of a core each) was half of seeding.
    scryptCost: LEADER_SCRYPT_COST,
    // A one-time bootstrap, not resumed when interrupted (`isFresh`): a crash leaves the leaders seeded so far
    // whatever the sync, so it need not wait for the disk at every commit; the simulator then opens it with full sync.
    synchronous: 'normal',
    rateLimits: { registerPerIp: 1e9, userBurst: 1e9, userPerSecond: 1e9 },
  });
  await ensureDemoAccount(server.ctx.users, server.ctx.ledger, server.ctx.clock.now(), DEFAULT_SCRYPT_COST);
  try {
    const bots = botsOf(server.ctx);
    const plans = planLeaders(options.seed, options.leaders, days);
    const created: (string | null)[] = [];
    let made = 0;
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i];
      const start = now - plan.ago;
      advance(server, bots, start);
      const cookie = await leader(server, plan.name, i);
      const id = await createBot(server, bots, cookie, plan, plan.copyOf === null ? null : created[plan.copyOf], options.seed, i);
      created.push(id);
      if (id) made++;
    }
    advance(server, bots, now);
    setMeta(server.ctx.db, 'population.leaders', String(options.leaders));
    const result = { leaders: plans.length, bots: made, days, seconds: (Date.now() - started) / 1000 };
    options.log?.(`population: ${result.leaders} leaders, ${result.bots} bots over ${days} days, back-filled in ${result.seconds.toFixed(1)} s`);
    return result;
  } finally {
    await server.close();
  }
}

/**
 * Moves the stopped clock to `to` in POPULATION_STEP_MS steps; at each step
 * the market catches up in bulk and every bot catches up on it, as both do
 * after a restart (each step writes every bot's state: its ranking keys,
 * drawdown and curve point).
 */
function advance(server: SimServer, bots: Bots, to: number): void {
  const { clock, market } = server.ctx;
  while (clock.now() < to) {
    clock.advance(Math.min(POPULATION_STEP_MS, to - clock.now()));
    market.fastForward();
    bots.runner.catchUpAll();
  }
}

/** Registers a leader (an unguessable password: nobody logs in as one) and funds it. */
async function leader(server: SimServer, name: string, i: number): Promise<string> {
  const email = `${name.toLowerCase()}.${i}@leaders.sim`;
  const password = `${randomBytes(12).toString('base64url')}Aa1`;
  const response = await server.app.inject({ method: 'POST', url: '/x-api/user/public/register', payload: { email, password } });
  const body = response.json() as { ret_code: number; ret_msg: string };
  if (body.ret_code !== 0) throw new Error(`population: register ${email} failed: ${body.ret_msg}`);
  const cookie = response.cookies.find((c) => c.name.startsWith('tb_secure_token_'));
  if (!cookie) throw new Error('population: no session cookie');
  const user = server.ctx.users.lookup(email)!;
  const { ledger } = server.ctx;
  ledger.deposit(userAccount(user.id, 'spot'), 'USDT', ledger.units('USDT', '20000'));
  ledger.deposit(userAccount(user.id, 'derivatives'), 'USDT', ledger.units('USDT', '20000'));
  return `${cookie.name}=${cookie.value}`;
}

/** Creates the leader's bot through its kind's create call; its id, or null when the exchange refused it (logged by the caller's count). */
async function createBot(server: SimServer, bots: Bots, cookie: string, plan: Plan, copyOf: string | null, seed: string, i: number): Promise<string | null> {
  const rand = xorshift(i * 7919 + seed.length + 1);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const { market } = server.ctx;
  const spotPrice = (symbol: string, f: number) => {
    const pair = bots.pairs.get(symbol)!;
    const ticks = Math.round(bots.pairs.lastTicks(pair) * f);
    const tick = Number(pair.market.tickUnits);
    return ((Math.round(ticks / tick) * tick) / 10 ** pair.market.tickScale).toFixed(pair.market.tickScale);
  };
  const contractPrice = (symbol: string, f: number) => market.formatContractPrice(symbol, Math.round(market.markPrice(symbol).indexTicks * f));
  const width = 0.03 + rand() * 0.09;
  let call: { path: string; body: Record<string, unknown>; id: string };
  if (copyOf) {
    const leaderRow = bots.store.get(copyOf)!;
    const state = JSON.parse(leaderRow.state) as { levels: number[]; config: { cellNumber: number } };
    const pair = bots.pairs.get(leaderRow.symbol)!;
    const px = (ticks: number) => (ticks / 10 ** pair.market.tickScale).toFixed(pair.market.tickScale);
    call = {
      path: SPOT_GRID_PATHS.createGrid,
      body: {
        symbol: leaderRow.symbol,
        min_price: px(state.levels[0]),
        max_price: px(state.levels[state.levels.length - 1]),
        cell_number: state.config.cellNumber,
        quote_investment: String(500 + Math.floor(rand() * 20) * 100),
        followed_grid_id: copyOf,
        create_type: 1,
        block_source: 3,
      },
      id: 'grid_id',
    };
  } else if (plan.kind === 'GRID_SPOT') {
    const symbol = pick(SPOT);
    call = {
      path: SPOT_GRID_PATHS.createGrid,
      body: { symbol, min_price: spotPrice(symbol, 1 - width), max_price: spotPrice(symbol, 1 + width), cell_number: 6 + Math.floor(rand() * 24), quote_investment: String(1000 + Math.floor(rand() * 40) * 100) },
      id: 'grid_id',
    };
  } else if (plan.kind === 'GRID_FUTURES') {
    const symbol = pick(CONTRACTS);
    const mode = 1 + Math.floor(rand() * 3);
    call = {
      path: FUTURES_GRID_PATHS.create,
      body: { symbol, grid_mode: mode, min_price: contractPrice(symbol, 1 - width), max_price: contractPrice(symbol, 1 + width), cell_number: 6 + Math.floor(rand() * 20), leverage: String(2 + Math.floor(rand() * 4)), total_investment: String(1000 + Math.floor(rand() * 30) * 100) },
      id: 'bot_id',
    };
  } else if (plan.kind === 'MART_FUTURES') {
    call = {
      path: FMART_PATHS.createFmartBot,
      body: { symbol: pick(CONTRACTS), martingale_mode: 1 + Math.floor(rand() * 2), leverage: String(2 + Math.floor(rand() * 3)), price_float_percent: pick(['0.01', '0.015', '0.02']), add_position_percent: pick(['1.5', '2']), add_position_num: 3 + Math.floor(rand() * 3), init_margin: String(1000 + Math.floor(rand() * 20) * 100), round_tp_percent: pick(['0.01', '0.015', '0.02']) },
      id: 'bot_id',
    };
  } else if (plan.kind === 'COMBO_FUTURES') {
    const [a, b] = rand() < 0.5 ? ['BTCUSDT', 'ETHUSDT'] : ['ETHUSDT', 'SOLUSDT'];
    call = {
      path: FCOMBO_PATHS.createBot,
      body: {
        leverage: String(2 + Math.floor(rand() * 2)),
        init_margin: String(2000 + Math.floor(rand() * 30) * 100),
        adjust_position_mode: 3,
        adjust_position_percent: '0.05',
        adjust_position_time_interval: 86_400,
        symbol_settings: [
          { symbol: a, side: 1, target_position_percent: '0.5' },
          { symbol: b, side: rand() < 0.5 ? 1 : 2, target_position_percent: '0.5' },
        ],
      },
      id: 'bot_id',
    };
  } else {
    call = { path: DCA_PATHS.createBot, body: { parameters: { frequency_in_second: pick([3600, 14_400, 86_400]), quote_coin: 'USDT', pairs: [{ base: pick(['BTC', 'ETH']), amount: String(20 + Math.floor(rand() * 8) * 10) }] } }, id: 'bot_id' };
  }
  const response = await server.app.inject({ method: 'POST', url: call.path, payload: call.body, headers: { cookie } });
  const body = response.json() as { ret_code: number; result?: Record<string, unknown> & { status_code?: number } };
  const id = body.ret_code === 0 && body.result?.status_code === 200 ? body.result[call.id] : undefined;
  return id === undefined ? null : String(id);
}
