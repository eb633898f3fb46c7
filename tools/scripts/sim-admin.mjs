#!/usr/bin/env node
/**
 * `npm run sim:admin -- <command>`: the simulator's admin CLI (users, funds,
 * feature flags, tags, VIP level, bans, ledger check) on the same database as
 * the running simulator ($SIM_DB or data/exchange-sim.db). Builds the
 * simulator first when it has not been built.
 *
 *   npm run sim:admin -- fund demo@tradingbot.local USDT 5000
 *   npm run sim:admin -- ledger-check
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, runOrExit } from './lib.mjs';

const admin = join(root, 'dist/apps/exchange-sim/admin.mjs');
if (!existsSync(admin)) runOrExit(process.execPath, [join(root, 'apps/exchange-sim/build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
const result = spawnSync(process.execPath, [admin, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
