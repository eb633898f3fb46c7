import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import { API_PATHS, type SessionEnv } from '@tb/contracts';
import { type CandleSeries, DAY_MS, MINUTE_MS, candleOpenTime, parseCandleCsv } from '@tb/engine';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './accounts/demo';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './accounts/password';
import { SlidingWindowLimiter, TokenBuckets } from './accounts/rate-limit';
import { Sessions } from './accounts/sessions';
import type { SignupFund } from './accounts/signup-funds';
import { Users } from './accounts/users';
import { type ExtraBotKinds, botsOf, startBots } from './bots/core';
import type { RouteArea, SimApp, SimContext } from './context';
import { type Db, getMeta, openDb, setMeta } from './db/database';
import { createDerivatives } from './derivatives';
import { derivativesRoutes } from './derivatives/routes';
import { registerAuth } from './http/auth';
import { SECURITY_SCHEMES } from './http/route-table';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { Ledger } from './ledger/ledger';
import { SimClock } from './market/clock';
import { Delistings } from './market/delistings';
import { Market } from './market/market';
import { seriesSpecs } from './market/symbols';
import { ROUTE_AREAS } from './routes';
import { simControlRoutes } from './routes/sim-control';
import { registerAppServing } from './web/serve-apps';
import { registerPages } from './web/pages';
import { QuoteHub, registerQuoteSocket } from './ws/quote';

export const DEFAULT_SEED = 'tradingbot-2026';
export const DEFAULT_HISTORY_DAYS = 90;
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export type ServerOptions = {
  /** SQLite file (created with its folder if missing), or ':memory:'. */
  dbPath: string;
  /** Market seed (default DEFAULT_SEED). */
  seed?: string;
  /** Clock speed: simulated ms per real ms (default 1; 0 stops the clock for tests). */
  speed?: number;
  /** Days of 1-minute history created on first start (default 90). */
  historyDays?: number;
  /** Simulated time at first start (default: now). Later starts resume from the stored clock. */
  startTime?: number;
  /** Candle CSV files to replay: `path` (symbol from the file name) or `SYMBOL=path`. */
  replay?: string[];
  /** Built apps (dist/apps) served under /tb-static and /tradingbot. */
  distDir?: string;
  remotesFile?: string;
  /** Cookie environment for hosts other than localhost (default 'test'). */
  env?: SessionEnv;
  scryptCost?: ScryptCost;
  /**
   * Login failures per identifier / per IP within 15 minutes, registrations per IP per hour, and
   * private calls per user: `userBurst` at once, `userPerSecond` on average (defaults 120 and 40).
   */
  rateLimits?: { loginPerIdentifier?: number; loginPerIp?: number; registerPerIp?: number; userBurst?: number; userPerSecond?: number };
  bodyLimit?: number;
  /** Test funds deposited into each account registered through the API (default none; `npm run sim` gives some). */
  signupFunds?: readonly SignupFund[];
  /** Create the demo account on first start (default true). */
  demo?: boolean;
  /** Start the market clock and the quote pushes (default true; tests drive them by hand). */
  autoStart?: boolean;
  synchronous?: 'full' | 'normal';
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Progress lines (history back-fill). */
  log?: (line: string) => void;
  /** Extra route areas (registered after the built-in ones). */
  routes?: RouteArea[];
  /** Extra bot kind modules (a test's own kind), registered after the built-in ones (bots/core.ts). */
  botKinds?: ExtraBotKinds;
  /** Serve the clock control (routes/sim-control.ts; SIM_CLOCK_CONTROL=1): tests only, never the product. */
  clockControl?: boolean;
};

export type SimServer = {
  app: SimApp;
  ctx: SimContext;
  hub: QuoteHub;
  /** Seconds spent preparing the market (back-fill or catch-up). */
  marketReadySeconds: number;
  demo: { email: string; password: string } | null;
  close(): Promise<void>;
};

/** Reads the replay files: `SYMBOL=path`, or a path whose file name starts with the symbol (BTCUSDT.csv, BTCUSDT-1m.csv). */
export function loadReplay(entries: string[]): Map<string, CandleSeries> {
  const specs = new Map(seriesSpecs().map((spec) => [spec.symbol, spec]));
  const replay = new Map<string, CandleSeries>();
  for (const entry of entries) {
    const match = /^([A-Z0-9]+)=(.+)$/.exec(entry);
    const path = match ? match[2] : entry;
    const symbol = match ? match[1] : (/^([A-Z0-9]+)/.exec(basename(path).toUpperCase())?.[1] ?? '');
    const spec = specs.get(symbol);
    if (!spec) throw new Error(`replay ${entry}: unknown symbol "${symbol}" (name the file SYMBOL.csv or pass SYMBOL=path)`);
    replay.set(symbol, parseCandleCsv(readFileSync(path, 'utf8'), spec));
  }
  return replay;
}

/**
 * Where the clock starts. First start: `startTime`, else now (replaying: `historyDays`
 * into the files). Later starts resume from the stored clock; in real time (speed 1,
 * no replay) the clock then jumps to now and the market catches up on the downtime.
 */
function clockStart(db: Db, options: ServerOptions, replay: Map<string, CandleSeries> | undefined, historyDays: number): number {
  const stored = getMeta(db, 'clock.sim_time');
  if (stored !== undefined) {
    const resume = Number(stored);
    return (options.speed ?? 1) === 1 && !replay ? Math.max(resume, Date.now()) : resume;
  }
  if (options.startTime !== undefined) return options.startTime;
  if (replay?.size) {
    let first = Infinity;
    let last = -Infinity;
    for (const series of replay.values()) {
      first = Math.min(first, candleOpenTime(series, 0));
      last = Math.max(last, candleOpenTime(series, series.length - 1));
    }
    return Math.min(first + historyDays * DAY_MS, last + MINUTE_MS);
  }
  return Date.now();
}

/**
 * Builds the simulator: database (migrated), clock, market (history ready),
 * ledger, accounts, the Fastify app with every route area, the quote socket
 * and the static apps. Use `app.inject` in tests, or `app.listen` to serve.
 */
export async function createServer(options: ServerOptions): Promise<SimServer> {
  const seed = options.seed ?? DEFAULT_SEED;
  const speed = options.speed ?? 1;
  const historyDays = options.historyDays ?? DEFAULT_HISTORY_DAYS;
  const db = openDb({ path: options.dbPath, synchronous: options.synchronous });
  const replay = options.replay?.length ? loadReplay(options.replay) : undefined;
  const storedSeed = getMeta(db, 'market.seed');
  if (storedSeed === undefined) setMeta(db, 'market.seed', seed);
  else if (storedSeed !== seed) {
    options.log?.(`market: this database was created with seed "${storedSeed}" and continues it; seed "${seed}" applies to new databases`);
  }
  const clock = new SimClock(clockStart(db, options, replay, historyDays), speed);
  const market = new Market({ db, clock, seed, historyDays, replay, log: options.log });
  const started = Date.now();
  market.init();
  const marketReadySeconds = (Date.now() - started) / 1000;

  const ledger = new Ledger(db, () => clock.now());
  const users = new Users(db);
  const sessions = new Sessions(db);
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const limits = options.rateLimits ?? {};
  const ctx: SimContext = {
    db,
    clock,
    market,
    delistings: new Delistings(db),
    ledger,
    derivatives: createDerivatives({ db, ledger, rates: market }),
    users,
    sessions,
    limits: {
      loginPerIdentifier: new SlidingWindowLimiter({ limit: limits.loginPerIdentifier ?? 5, windowMs: 15 * 60_000 }),
      loginPerIp: new SlidingWindowLimiter({ limit: limits.loginPerIp ?? 20, windowMs: 15 * 60_000 }),
      registerPerIp: new SlidingWindowLimiter({ limit: limits.registerPerIp ?? 20, windowMs: 60 * 60_000 }),
      userCalls: new TokenBuckets({ burst: limits.userBurst ?? 120, perSecond: limits.userPerSecond ?? 40 }),
    },
    config: { env: options.env ?? 'test', scryptCost, seed, speed, dbPath: options.dbPath, signupFunds: options.signupFunds ?? [] },
  };
  const demoEnabled = options.demo ?? true;
  if (demoEnabled) await ensureDemoAccount(users, ledger, clock.now(), scryptCost);

  const app = Fastify({
    logger: options.logger ?? false,
    // Errors are logged by the error handler; a line per request would cost more than the profile call itself.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Unknown fields are rejected (additionalProperties: false), never silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrors(clock),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validates bodies strictly (no coercion) and converts query/params strings to the schema's types.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  await app.register(cookie);
  // API answers and the remote manifest above 1 KB leave compressed (br, else gzip) when the client accepts it;
  // built files are compressed once at build time (web/serve-apps.ts) and pass through untouched.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trading-bot exchange simulator API',
        version: '1.0.0',
        description:
          'Every response is an envelope { ret_code, ret_msg, result, ext_info, time_now }. HTTP 200 for business outcomes (ret_code ≠ 0 included, then result is {}); 400/10001 for schema failures; 404/10404 unknown paths; 429/10006 rate limits. Private calls need the auth cookie (tb_secure_token_<env>) or the UserToken header; 10007 = not logged in, 10009 = user banned.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: [
        { name: 'user', description: 'accounts, sessions, profile, flags' },
        { name: 'asset', description: 'balances and transfers' },
        { name: 'market', description: 'symbols and klines' },
        { name: 'announcements', description: 'announcement search' },
        { name: 'simulator', description: 'the simulator’s own controls (served with SIM_CLOCK_CONTROL=1 only)' },
      ],
    },
  });
  registerErrorHandling(app, clock);
  registerAuth(app, ctx);
  startBots(ctx, app, options.botKinds);
  for (const area of [...ROUTE_AREAS, derivativesRoutes, ...(options.clockControl ? [simControlRoutes] : []), ...(options.routes ?? [])]) area(app, ctx);
  app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());

  const hub = new QuoteHub(ctx);
  registerQuoteSocket(app, hub);
  // a user's bot notices go out on the private topic of the same socket (notices/notices.ts)
  botsOf(ctx, app).notices.listen((userId, notices) => hub.pushNotices(userId, notices));
  const demo = demoEnabled ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null;
  registerPages(app, ctx, { demo: demo ?? undefined });
  if (options.distDir) await registerAppServing(app, { distDir: options.distDir, remotesFile: options.remotesFile });

  await app.ready();
  if (options.autoStart ?? true) {
    market.start();
    hub.start();
  }

  let closed = false;
  return {
    app,
    ctx,
    hub,
    marketReadySeconds,
    demo,
    async close() {
      if (closed) return;
      closed = true;
      hub.stop();
      market.stop();
      await app.close();
      db.close();
    },
  };
}
