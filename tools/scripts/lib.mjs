/** Small helpers shared by the workspace scripts. */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { AREAS } from '../registry.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The shell and one remote per area of the bot-kind registry. */
export const BROWSER_APPS = ['shell', ...AREAS.map((row) => row.area)];
export const ALL_APPS = [...BROWSER_APPS, 'exchange-sim'];

/** Nx without Nx Cloud and without the daemon: works offline and on a clean clone. */
export const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Start a long-running child that dies with us; Ctrl-C stops everything. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...options });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return child;
}
