#!/usr/bin/env node
/**
 * The bot-kind generator's whole-workspace proof (`npm run proof`, or `node tools/kinds/proof.mjs
 * [--market=spot|futures]`): copies the workspace's files (`git ls-files`, tracked and new) into a
 * temporary folder with node_modules linked, runs `nx g @tb/kinds:bot-kind` there as a developer would,
 * and proves the result
 *   1. is a project of the workspace (nx show projects),
 *   2. lints (ESLint with the module boundaries on the generated and edited files),
 *   3. type-checks (the new remote, the simulator, the engine, the contracts, the shell, the ranking),
 *   4. builds (the new remote's production webpack build, with its mf-manifest.json),
 *   5. registers in the simulator and, as a futures kind, is refused (10024) from a spot-only site
 *      (the generated apps/exchange-sim/src/bots/kinds/<kind>/kind.test.ts and the simulator's kind
 *      seam test), and passes the workspace seam (tools/kinds/seam.test.ts), the engine's validate test
 *      and the remote's own test.
 * Prints each step's wall time. `npm test` runs the in-process part (tools/kinds/generator.test.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const market = (process.argv.find((a) => a.startsWith('--market=')) ?? '--market=futures').slice('--market='.length);
const name = `proof-${market}-kind`;
const keep = process.argv.includes('--keep');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const bin = (tool) => join(root, 'node_modules/.bin', tool);
const timings = [];

async function step(label, fn) {
  const started = Date.now();
  process.stdout.write(`▶ ${label}\n`);
  await fn();
  const seconds = (Date.now() - started) / 1000;
  timings.push([label, seconds]);
  process.stdout.write(`  ✔ ${seconds.toFixed(1)} s\n`);
}

/** Runs a command in the copy; rejects with its output when it fails. */
function run(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} (exit ${code}):\n${out.slice(-6000)}`))));
  });
}

const copy = mkdtempSync(join(tmpdir(), 'bot-kind-proof-'));
const total = Date.now();
try {
  await step('copy the workspace (git ls-files) and link node_modules', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of files) {
      if (!existsSync(join(root, file))) continue; // deleted in the work tree
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(root, file), join(copy, file));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });
  await step(`nx g @tb/kinds:bot-kind --name=${name} --market=${market}`, () => run(copy, bin('nx'), ['g', '@tb/kinds:bot-kind', `--name=${name}`, `--market=${market}`, '--no-interactive']));
  await step('a project of the workspace (nx show projects)', async () => {
    const projects = await run(copy, bin('nx'), ['show', 'projects']);
    if (!projects.split('\n').includes(name)) throw new Error(`nx show projects does not list ${name}:\n${projects}`);
  });
  const sim = `apps/exchange-sim/src/bots/kinds/${name}`;
  await step('lint: ESLint with the module boundaries on the generated and edited files', () =>
    run(copy, bin('eslint'), ['--max-warnings=0', `apps/${name}`, sim, 'apps/exchange-sim/src/bots/kinds/index.ts', `libs/engine/src/${name}`, 'libs/engine/src/index.ts', `libs/shared/contracts/src/lib/${name}.ts`, 'libs/shared/contracts/src/index.ts', 'libs/shared/i18n/src/lib/kinds', 'libs/shared/util-bot-kinds/src']),
  );
  await step('type check: the new remote, the simulator, the engine, the contracts, the shell, the ranking (two at a time)', async () => {
    const projects = [`apps/${name}`, 'apps/exchange-sim', 'libs/engine', 'libs/shared/contracts', 'apps/shell', 'apps/ranking'];
    const queue = [...projects];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) await run(copy, bin('tsc'), ['-p', `${p}/tsconfig.json`, '--noEmit']);
    };
    await Promise.all([worker(), worker()]);
  });
  await step(`build: the remote's production webpack build (dist/apps/${name}/mf-manifest.json)`, async () => {
    await run(copy, bin('webpack'), ['--config', `apps/${name}/webpack.config.js`, '--mode', 'production']);
    if (!existsSync(join(copy, `dist/apps/${name}/mf-manifest.json`))) throw new Error(`no dist/apps/${name}/mf-manifest.json`);
  });
  await step(`simulator: registered, creates, refuses bad input${market === 'futures' ? ', guarded (10024 from a spot-only site)' : ''}; the kind seam, simulator and workspace sides; the engine's and the remote's tests`, async () => {
    await run(copy, bin('jest'), ['-c', 'apps/exchange-sim/jest.config.js', '--maxWorkers=1', `src/bots/kinds/${name}/kind.test.ts`, 'src/bots/kinds/seam.test.ts']);
    await run(copy, bin('jest'), ['--maxWorkers=1', '-c', 'tools/jest.config.js', 'tools/kinds/seam.test.ts']);
    await run(copy, bin('jest'), ['--maxWorkers=1', '-c', 'libs/engine/jest.config.js', `src/${name}/`]);
    await run(copy, bin('jest'), ['--maxWorkers=1', '-c', `apps/${name}/jest.config.js`]);
  });
  const seconds = (Date.now() - total) / 1000;
  console.log(`\n✔ the generated ${market} kind ${name} lints, type-checks, builds, registers in the simulator${market === 'futures' ? ' and is guarded' : ''}: ${seconds.toFixed(1)} s`);
  for (const [label, s] of timings) console.log(`  ${s.toFixed(1).padStart(6)} s  ${label}`);
} finally {
  if (keep) console.log(`(kept ${copy})`);
  else rmSync(copy, { recursive: true, force: true });
}
