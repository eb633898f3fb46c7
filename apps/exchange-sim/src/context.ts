import type { SessionEnv } from '@tb/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ScryptCost } from './accounts/password';
import type { SlidingWindowLimiter, TokenBuckets } from './accounts/rate-limit';
import type { Sessions } from './accounts/sessions';
import type { SignupFund } from './accounts/signup-funds';
import type { Users } from './accounts/users';
import type { Db } from './db/database';
import type { Derivatives } from './derivatives';
import type { Ledger } from './ledger/ledger';
import type { SimClock } from './market/clock';
import type { Delistings } from './market/delistings';
import type { Market } from './market/market';

/**
 * Everything a route area needs, created once by `createServer`:
 * - `db`      the SQLite handle; wrap every state change in `tx(ctx.db, …)`;
 * - `clock`   simulated time (`ctx.clock.now()`), used for business timestamps;
 * - `market`  prices, candles, 24 h tickers, subscriptions, symbol rules;
 * - `ledger`  balances and double-entry postings;
 * - `derivatives`  perpetual contracts, futures positions, their postings and funding settlement;
 * - `delistings`  symbols the exchange has taken off (closed for trading and for new bots);
 * - `users`, `sessions`  accounts and logins.
 */
export type SimContext = {
  db: Db;
  clock: SimClock;
  market: Market;
  delistings: Delistings;
  ledger: Ledger;
  derivatives: Derivatives;
  users: Users;
  sessions: Sessions;
  limits: {
    loginPerIdentifier: SlidingWindowLimiter;
    loginPerIp: SlidingWindowLimiter;
    registerPerIp: SlidingWindowLimiter;
    /** Private calls per user (token bucket). */
    userCalls: TokenBuckets;
  };
  config: {
    /** Cookie environment for hosts other than localhost. */
    env: SessionEnv;
    scryptCost: ScryptCost;
    seed: string;
    speed: number;
    dbPath: string;
    /** Deposited into every account registered through the API (none by default). */
    signupFunds: readonly SignupFund[];
  };
};

/** The Fastify instance routes are registered on (TypeBox schemas type requests and replies). */
export type SimApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A route area: registers its routes (see routes/index.ts and README.md). */
export type RouteArea = (app: SimApp, ctx: SimContext) => void;
