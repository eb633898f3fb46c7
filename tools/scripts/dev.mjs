#!/usr/bin/env node
/**
 * `npm run dev`: fast rebuilds while you work.
 *
 * - every browser app in webpack watch mode (development builds, one process,
 *   incremental rebuilds in about a second after the first build);
 * - the simulator rebuilt by esbuild on change and restarted by `node --watch`.
 * Reload the page to see a change (no HMR across federated apps, by choice:
 * a reload is the same code path users get). Same URL and env vars as `npm start`.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BROWSER_APPS, root, runOrExit, startChild } from './lib.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

runOrExit(process.execPath, [join(root, 'apps/exchange-sim/build.mjs')]);
startChild(process.execPath, [join(root, 'apps/exchange-sim/build.mjs'), '--watch'], { stdio: ['ignore', 'ignore', 'inherit'] });

const configs = BROWSER_APPS.flatMap((app) => require(join(root, 'apps', app, 'webpack.config.js'))({}, { mode: 'development' }));
let firstBuild = true;
webpack(configs).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  const summary = stats.stats.map((s) => `${s.compilation.name}${s.hasErrors() ? ' ✖' : ''}`).join(', ');
  if (stats.hasErrors()) console.error(stats.toString('errors-only'));
  console.log(`[dev] rebuilt ${summary} in ${Math.max(...stats.stats.map((s) => s.endTime - s.startTime))} ms`);
  if (firstBuild) {
    firstBuild = false;
    startChild(process.execPath, ['--enable-source-maps', '--watch', join(root, 'dist/apps/exchange-sim/main.mjs')], {
      env: { ...process.env, PORT: process.env.PORT ?? '4200', SIM_SPEED: process.env.SIM_SPEED ?? '60', SIM_DIST: join(root, 'dist/apps') },
    });
  }
});
