#!/usr/bin/env node
/**
 * `npm test`'s type check: every project's tsconfig, checked in as few TypeScript programs as give
 * the same answers.
 *
 * `nx run <project>:typecheck` runs `tsc -p` per project: 30 programs, each of which parses and checks
 * again every shared lib it imports from source (the shared libs were checked up to 17 times each).
 * Projects whose tsconfig resolves to the same compiler options and the same files from outside their
 * own folder (`tools/types/assets.d.ts`) would get the same diagnostics for every file from one
 * program over the union of their root files, so this script groups them and checks each group once:
 * a file's diagnostics depend on its options and on what it imports, both unchanged. Groups with
 * different options (the simulator without DOM, e2e without jest, the router without types) stay
 * apart, so nothing a project's own check would refuse passes here.
 *
 * Usage: node tools/scripts/typecheck-all.mjs [--jobs N] [--list]
 * Prints one line per group (projects, files, seconds) and every diagnostic; exits 1 on any.
 * The per-project targets (`nx run <project>:typecheck`, `nx affected -t typecheck`) stay as they are.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const ts = require('typescript');

/** Every project.json of the workspace (apps, libs, tools, e2e), without node_modules and build output. */
function projectFiles(dir = root, out = []) {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'tmp', '.git', '.nx', 'test-results', 'playwright-report', 'coverage'].includes(name)) continue;
    const path = join(dir, name);
    if (name === 'project.json') out.push(path);
    else if (statSync(path).isDirectory()) out.push(...projectFiles(path, []));
  }
  return out;
}

/** The tsconfig files a project's typecheck target checks: `tsc -p X` in its command(s), else `<root>/tsconfig.json`. */
function typecheckConfigs(projectJson) {
  const projectRoot = dirname(projectJson);
  const project = JSON.parse(readFileSync(projectJson, 'utf8'));
  const target = project.targets?.typecheck;
  if (!target) return [];
  const commands = [target.options?.command, ...(target.options?.commands ?? [])].filter(Boolean);
  const named = commands.flatMap((command) => [...String(command).matchAll(/tsc\s+-p\s+(\S+)/g)].map((m) => join(root, m[1])));
  return named.length > 0 ? named : [join(projectRoot, 'tsconfig.json')];
}

function parse(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (parsed.errors.length > 0) throw new Error(ts.formatDiagnostics(parsed.errors, host()));
  return parsed;
}

function host() {
  return { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
}

/** Groups of configs with equal options and equal files from outside their own folder. */
function groups() {
  const byKey = new Map();
  for (const projectJson of projectFiles()) {
    for (const config of typecheckConfigs(projectJson)) {
      const parsed = parse(config);
      const own = dirname(config) + sep;
      const { configFilePath: _path, ...options } = parsed.options;
      const outside = parsed.fileNames.filter((f) => !f.startsWith(own)).map((f) => relative(root, f)).sort();
      const key = JSON.stringify([options, outside]);
      const group = byKey.get(key) ?? { configs: [], files: new Set(), options: parsed.options };
      group.configs.push(relative(root, config));
      for (const f of parsed.fileNames) group.files.add(f);
      byKey.set(key, group);
    }
  }
  return [...byKey.values()].map((g) => ({ configs: g.configs, files: [...g.files].sort(), options: g.options }));
}

/** Check one group in this process; prints diagnostics, returns their count. */
function checkGroup(group) {
  const started = Date.now();
  const program = ts.createProgram({ rootNames: group.files, options: { ...group.options, noEmit: true } });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host()));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck: ${group.configs.length} config(s), ${program.getSourceFiles().length} files, ${diagnostics.length} error(s), ${seconds} s — ${group.configs.join(' ')}`);
  return diagnostics.length;
}

const args = process.argv.slice(2);
if (args[0] === '--group') {
  // a worker: check the group it is given on stdin
  const group = JSON.parse(readFileSync(0, 'utf8'));
  process.exit(checkGroup(group) > 0 ? 1 : 0);
}

const all = groups();
if (args.includes('--list')) {
  for (const g of all) console.log(`${g.configs.length} config(s), ${g.files.length} root files: ${g.configs.join(' ')}`);
  process.exit(0);
}
const jobsArg = args.indexOf('--jobs');
const jobs = Math.max(1, jobsArg >= 0 ? Number(args[jobsArg + 1]) : Math.min(2, cpus().length));
// largest first, so the last group to start is a small one
const queue = [...all].sort((a, b) => b.files.length - a.files.length);
const started = Date.now();
let failed = 0;
async function worker() {
  for (let group = queue.shift(); group; group = queue.shift()) {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--group'], { cwd: root, stdio: ['pipe', 'inherit', 'inherit'] });
    child.stdin.end(JSON.stringify(group));
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    if (code !== 0) failed += 1;
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
console.log(`typecheck: ${all.length} programs for ${all.reduce((n, g) => n + g.configs.length, 0)} tsconfigs in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
