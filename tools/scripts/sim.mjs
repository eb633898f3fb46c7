#!/usr/bin/env node
/**
 * `npm run sim`: build the exchange simulator (esbuild, about a second) and
 * start it alone — API, quote websocket, login page, and the built apps from
 * dist/apps when they exist.
 *
 *   PORT=4200 SIM_DB=data/exchange-sim.db SIM_SEED=tradingbot-2026 SIM_SPEED=1 npm run sim
 *
 * See apps/exchange-sim/README.md for every variable.
 */
import { join } from 'node:path';
import { root, runOrExit, startChild } from './lib.mjs';

runOrExit(process.execPath, [join(root, 'apps/exchange-sim/build.mjs')]);
const child = startChild(process.execPath, ['--enable-source-maps', join(root, 'dist/apps/exchange-sim/main.mjs')], {
  env: { ...process.env, PORT: process.env.PORT ?? '4200', SIM_DIST: process.env.SIM_DIST ?? join(root, 'dist/apps') },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
