/**
 * `npm run sim`: starts the exchange simulator on one port (API, quote
 * websocket, login page and the built apps).
 *
 * Environment:
 *   PORT              port (default 4200); HOST (default 127.0.0.1; 0.0.0.0 to expose)
 *   SIM_DB            database file (default data/exchange-sim.db)
 *   SIM_SEED          market seed (default tradingbot-2026)
 *   SIM_SPEED         clock factor (default 1 = real time; 3600 = 1 simulated hour per second)
 *   SIM_HISTORY_DAYS  days of 1-minute history created on first start (default 90)
 *   SIM_REPLAY        candle CSVs to replay, comma-separated: path (BTCUSDT.csv) or SYMBOL=path
 *   SIM_DIST          built apps (default dist/apps); SIM_REMOTES  remote manifest file
 *   SIM_ENV           cookie environment for non-localhost hosts (default test)
 *   SIM_LOG           Fastify log level (default warn); SIM_TRUST_PROXY=1 behind a proxy
 *   SIM_USER_RATE     private calls per user: <burst>/<per second> (default 120/40) or off
 *   SIM_SIGNUP_FUNDS  test funds for each new account: COIN:amount[@account],… or none
 *                     (default 10000 USDT, 1000 USDC, 0.1 BTC, 2 ETH, 5000 USDT in derivatives)
 *   SIM_LEADERS       seeded leaders trading before you arrive (population/population.ts), created once
 *                     on a fresh database over up to 36 days of the history (default 48; 0 = none;
 *                     not with SIM_REPLAY). A ranking with every running-time band needs
 *                     SIM_HISTORY_DAYS ≥ 32 (the e2e ranking journey: SIM_HISTORY_DAYS=35 SIM_LEADERS=40)
 *   SIM_CLOCK_CONTROL=1  serve POST /x-api/sim/v1/clock (routes/sim-control.ts): tests move the market by an
 *                     exact simulated time, and may start with SIM_SPEED=0 (a stopped clock). Never for a
 *                     shared host: anyone who can reach the port can move the market
 *   SIM_PREPARE=1     prepare the database (history, demo account, leaders) and exit without serving: a
 *                     later start on it (or on a copy of it, as the end-to-end tests make theirs) is ready
 *                     at once
 */
import { SESSION_ENVS, type SessionEnv } from '@tb/contracts';
import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SIGNUP_FUNDS_DEFAULT, describeSignupFunds, parseSignupFunds } from './accounts/signup-funds';
import { DEFAULT_LEADERS, seedPopulation } from './population/population';
import { DEFAULT_HISTORY_DAYS, DEFAULT_SEED, createServer } from './server';

export { createServer } from './server';

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/** `SIM_USER_RATE`: `<burst>/<per second>`, or `off` (benchmarks). */
function userRate(raw: string | undefined): { userBurst?: number; userPerSecond?: number } {
  if (raw === undefined || raw === '') return {};
  if (raw === 'off') return { userBurst: 1e9, userPerSecond: 1e9 };
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(raw.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0) throw new Error(`SIM_USER_RATE must be <burst>/<per second> (e.g. 120/40) or off, got "${raw}"`);
  return { userBurst: Number(match[1]), userPerSecond: Number(match[2]) };
}

async function main(): Promise<void> {
  const port = numberEnv('PORT', 4200);
  const host = process.env.HOST ?? '127.0.0.1';
  const dbPath = resolve(process.env.SIM_DB ?? join(process.cwd(), 'data/exchange-sim.db'));
  const seed = process.env.SIM_SEED || DEFAULT_SEED;
  const speed = numberEnv('SIM_SPEED', 1);
  const clockControl = process.env.SIM_CLOCK_CONTROL === '1';
  if (speed === 0 && !clockControl) throw new Error('SIM_SPEED must be greater than 0 (0, a stopped clock, only with SIM_CLOCK_CONTROL=1)');
  const env = (process.env.SIM_ENV ?? 'test') as SessionEnv;
  if (!SESSION_ENVS.includes(env)) throw new Error(`SIM_ENV must be one of ${SESSION_ENVS.join(', ')}`);
  const signupFunds = process.env.SIM_SIGNUP_FUNDS === undefined ? SIGNUP_FUNDS_DEFAULT : parseSignupFunds(process.env.SIM_SIGNUP_FUNDS);
  const startedAt = Date.now();
  console.log(`Exchange simulator: opening ${dbPath}`);
  const historyDays = numberEnv('SIM_HISTORY_DAYS', DEFAULT_HISTORY_DAYS);
  if (!process.env.SIM_REPLAY) {
    await seedPopulation({ dbPath, seed, historyDays, leaders: numberEnv('SIM_LEADERS', DEFAULT_LEADERS), log: (line) => console.log(`  ${line}`) });
  }
  const prepareOnly = process.env.SIM_PREPARE === '1';
  const server = await createServer({
    dbPath,
    seed,
    speed,
    historyDays,
    autoStart: !prepareOnly,
    clockControl,
    replay: process.env.SIM_REPLAY ? process.env.SIM_REPLAY.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
    distDir: process.env.SIM_DIST ?? join(process.cwd(), 'dist/apps'),
    remotesFile: process.env.SIM_REMOTES,
    env,
    trustProxy: process.env.SIM_TRUST_PROXY === '1',
    logger: { level: process.env.SIM_LOG ?? 'warn' },
    log: (line) => console.log(`  ${line}`),
    signupFunds,
    rateLimits: userRate(process.env.SIM_USER_RATE),
  });
  if (prepareOnly) {
    await server.close();
    console.log(`Exchange simulator: database prepared in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (SIM_PREPARE=1: not serving)`);
    return;
  }
  await server.app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const base = `http://${shown}:${port}`;
  console.log(`
Exchange simulator ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (market ${server.marketReadySeconds.toFixed(1)} s)
  Trading bots  ${base}/tradingbot/en/
  Log in        ${base}/en/login${server.demo ? `   demo account: ${server.demo.email} / ${server.demo.password}` : ''}
  Sign up       new accounts start with ${describeSignupFunds(signupFunds)}
  API docs      ${base}/x-api/docs/openapi.json
  Quote socket  ws://${shown}:${port}/spot/ws/quote/v1
  Database      ${dbPath}
  Market        seed "${seed}", speed ${speed}× (${speed === 1 ? 'real time' : `${speed} simulated seconds per second`})
`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Exchange simulator: ${signal}, saving and stopping…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Runs only as the entry script (`node dist/apps/exchange-sim/main.mjs`), not when imported for createServer. */
function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isEntry()) {
  main().catch((error: unknown) => {
    console.error(`Exchange simulator failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
