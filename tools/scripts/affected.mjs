#!/usr/bin/env node
/**
 * What one team's pull request has to pass: lint, type check, unit tests and build of the projects of
 * one unit that the change touches (`nx affected`), where a unit is a remote of the registry, the shell,
 * the simulator, or the shared libraries. CI runs one job per unit (.github/workflows/ci.yml, the
 * `affected` job's matrix comes from `--list`), so the team that owns a bot kind sees its own verdict,
 * and a change to one remote runs nothing of the others.
 *
 * Usage:
 *   node tools/scripts/affected.mjs --list                       the units, as JSON (the CI matrix)
 *   node tools/scripts/affected.mjs <unit> [--base REF] [--head REF] [--dry-run]
 * REF defaults: base origin/main (NX_BASE), head HEAD (NX_HEAD). Exits 0 with a line saying so when the
 * change does not touch the unit.
 */
import { spawnSync } from 'node:child_process';
import { AREAS } from '../registry.cjs';
import { nxEnv, root } from './lib.mjs';

const UNITS = ['shell', ...AREAS.map((row) => row.area), 'exchange-sim', 'libs'];
const args = process.argv.slice(2);
if (args[0] === '--list') {
  console.log(JSON.stringify(UNITS));
  process.exit(0);
}
const unit = args[0];
if (!UNITS.includes(unit)) {
  console.error(`usage: affected.mjs --list | <unit> [--base REF] [--head REF]; units: ${UNITS.join(', ')}`);
  process.exit(2);
}
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = option('--base', process.env.NX_BASE ?? 'origin/main');
const head = option('--head', process.env.NX_HEAD ?? 'HEAD');
const nx = (...nxArgs) => spawnSync('npx', ['nx', ...nxArgs], { cwd: root, env: nxEnv, encoding: 'utf8' });

const shown = nx('show', 'projects', '--affected', `--base=${base}`, `--head=${head}`, '--json');
if (shown.status !== 0) {
  console.error(shown.stderr || shown.stdout);
  process.exit(shown.status ?? 1);
}
const affected = JSON.parse(shown.stdout);
const libs = JSON.parse(nx('show', 'projects', '--type=lib', '--json').stdout);
const projects = unit === 'libs' ? affected.filter((p) => libs.includes(p)) : affected.filter((p) => p === unit);
if (projects.length === 0) {
  console.log(`affected (${base}..${head}): nothing of ${unit}; ${affected.length} project(s) affected in all`);
  process.exit(0);
}
console.log(`affected (${base}..${head}) in ${unit}: ${projects.join(', ')}`);
if (args.includes('--dry-run')) process.exit(0);
const run = spawnSync('npx', ['nx', 'run-many', '-t', 'lint,typecheck,test,build', `--projects=${projects.join(',')}`, '--parallel=2', '--output-style=static'], { cwd: root, env: nxEnv, stdio: 'inherit' });
process.exit(run.status ?? 1);
