#!/usr/bin/env node
/**
 * `npm start`: build what is needed (Nx cache makes a second start instant) and
 * serve the shell, every remote, the API and the quote feed on one port.
 *
 *   PORT=4200 SIM_DB=./data/exchange-sim.db SIM_SEED=… SIM_SPEED=60 npm start
 *
 * The market runs at 60× by default here (one simulated minute per real
 * second), so a bot you create fills orders while you watch; `SIM_SPEED=1`
 * is real time (what `npm run sim` uses by default).
 */
import { join } from 'node:path';
import { ALL_APPS, root, runOrExit, startChild } from './lib.mjs';

console.log('Building the shell, the seven remotes and the exchange simulator (cached after the first run)…');
runOrExit('npx', ['nx', 'run-many', '-t', 'build', `--projects=${ALL_APPS.join(',')}`, '--parallel=2', '--output-style=stream-without-prefixes']);

const child = startChild(process.execPath, ['--enable-source-maps', join(root, 'dist/apps/exchange-sim/main.mjs')], {
  env: { ...process.env, PORT: process.env.PORT ?? '4200', SIM_SPEED: process.env.SIM_SPEED ?? '60', SIM_DIST: join(root, 'dist/apps') },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
