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
 *   days, 1–7 days, within a day); a fifth of the leaders of a kind whose
 *   recipe copies (the spot grid: `followed_grid_id`, `create_type` 1) copy
 *   an earlier leader of that kind, so the copied counts and followers' PnL
 *   are real.
 * - Which kinds lead, and their bots' parameters, are the kinds' own recipes
 *   (`recipes.leader` of each module in bots/kinds/index.ts: a weight, a
 *   create body, a copy body), and the call is the create row of the kind's
 *   route table: a kind added there is seeded without a line here.
 * - At `now` the temporary simulator stops (saving everything) and the real
 *   one starts on the same database, resuming from its stored clock like
 *   after any restart. `population.leaders` in `meta` records the run: a
 *   later start never seeds again, and nothing is lost or doubled.
 *
 * Deterministic per seed: names, kinds, parameters and times come from the
 * seed, the market from the market seed.
 */
import { randomBytes } from 'node:crypto';
import { type Db, getMeta, openDb, setMeta } from '../db/database';
import { userAccount } from '../ledger/ledger';
import { xorshift } from '../lib/xorshift';

import { type SimServer, createServer } from '../server';
import { ensureDemoAccount } from '../accounts/demo';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../accounts/password';
import { type Bots, botsOf } from '../bots/core';
import { KIND_MODULES } from '../bots/kinds';
import type { KindModule, LeaderDraw } from '../bots/kit';
import { createCallOf, recipeMarket } from '../bots/recipes';

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

/** The plan's slots: each kind as many times as its leader recipe's weight, in the modules' order. */
function leaderSlots(modules: readonly KindModule[]): string[] {
  return modules.flatMap((module) => Array.from({ length: module.recipes.leader.weight }, () => module.kind));
}

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
type Plan = { name: string; kind: string; ago: number; copyOf: number | null };

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
export function planLeaders(seed: string, leaders: number, days: number, modules: readonly KindModule[] = KIND_MODULES): Plan[] {
  const slots = leaderSlots(modules);
  const copying = new Set(modules.filter((module) => module.recipes.leader.copy).map((module) => module.kind));
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
    const kind = slots[Math.floor(rand() * slots.length)];
    plans.push({ name: `${NAMES[i % NAMES.length]}${Math.floor(i / NAMES.length) || ''}`, kind, ago, copyOf: null });
  }
  plans.sort((a, b) => b.ago - a.ago);
  // a fifth of the leaders of a copying kind copy an earlier leader of that kind
  plans.forEach((p, i) => {
    if (!copying.has(p.kind) || rand() > 0.2) return;
    const earlier = plans.slice(0, i).findIndex((q) => q.kind === p.kind && q.copyOf === null);
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

/** Creates the leader's bot through its kind's create call with its recipe's body; its id, or null when the exchange refused it (logged by the caller's count). */
async function createBot(server: SimServer, bots: Bots, cookie: string, plan: Plan, copyOf: string | null, seed: string, i: number): Promise<string | null> {
  const rand = xorshift(i * 7919 + seed.length + 1);
  const width = 0.03 + rand() * 0.09;
  const draw: LeaderDraw = { rand, pick: (xs) => xs[Math.floor(rand() * xs.length)], width };
  const module = KIND_MODULES.find((m) => m.kind === plan.kind);
  const driver = bots.drivers.get(plan.kind);
  if (!module || !driver) throw new Error(`population: bot kind ${plan.kind} has no module or driver`);
  const market = recipeMarket(server.ctx, bots.pairs);
  const leaderRow = copyOf ? bots.store.get(copyOf) : undefined;
  const { copy, body: fresh } = module.recipes.leader;
  const body = leaderRow && copy ? copy(leaderRow, market, draw) : fresh(market, draw);
  const call = createCallOf(driver);
  const response = await server.app.inject({ method: 'POST', url: call.path, payload: body, headers: { cookie } });
  const answer = response.json() as { ret_code: number; result?: Record<string, unknown> & { status_code?: number } };
  const id = answer.ret_code === 0 && answer.result?.status_code === 200 ? answer.result[call.idField] : undefined;
  return id === undefined ? null : String(id);
}
