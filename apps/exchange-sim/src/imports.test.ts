/**
 * The simulator's import arrows, read from its sources as text (relative
 * imports only; packages are lint's business): three rules that keep its
 * layers pointing one way (issue 28).
 *
 * - Test kits live in `src/testing/` and only tests and other kits import
 *   them: a source file that imports a kit would ship test code and run an
 *   arrow back up from the product into its tests.
 * - A source file outside `testing/` is used by the product: imported by a
 *   non-test file, or an entry point (the build's and the benchmark's). One
 *   that only tests import is a test kit sitting in a source folder.
 * - No import circle among the bot area's files (`bots/**`): a kind's
 *   driver, service and routes meet only at its composition root
 *   (bots/kinds/<kind>/index.ts, `composeKind`).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;
/** Files the product starts from rather than imports (build.mjs, tools/bench/notifications.mjs). */
const ENTRY_POINTS = new Set(['main.ts', 'admin.ts', 'notices/bench.ts']);
/**
 * Source files no shipped kind imports but every kind made by the bot-kind generator does (its templates,
 * tools/kinds/bot-kind/templates.cjs, and the seam's test kind): product code, not test kits; the
 * generator's proof (tools/kinds/proof.mjs) type-checks and runs a kind that imports them.
 */
const GENERATED_KIND_API = new Set(['bots/close-codes.ts', 'bots/listed.ts']);

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const isKit = (file: string) => file.startsWith('testing/');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(SRC, path).split('\\').join('/'));
  }
  return out;
}

const IMPORT = /(?:\bfrom|\bimport\(|\brequire\(|\bjest\.mock\()\s*['"](\.{1,2}\/[^'"]*)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(SRC, dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(SRC, candidate).split('\\').join('/');
  }
  return null;
}

/** Every file (relative to src/) → the files its relative imports name. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The import circles among `files` (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>, files: ReadonlySet<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!files.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(part.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

describe('the simulator import arrows', () => {
  const graph = importGraph();

  it('reads the sources (the walk sees the bot kinds and the kits)', () => {
    expect(graph.get('bots/kinds/futures-grid/index.ts')).toEqual(expect.arrayContaining(['bots/kinds/futures-grid/driver.ts', 'bots/kinds/futures-grid/service.ts']));
    expect(graph.get('testing/bots.ts')).toContain('testing/server.ts');
  });

  it('no source file imports a test kit', () => {
    const arrows = [...graph].flatMap(([file, targets]) => (isTest(file) || isKit(file) ? [] : targets.filter(isKit).map((kit) => `${file} → ${kit}`)));
    expect(arrows).toEqual([]);
  });

  it('no test kit sits in a source folder (a non-test file only tests import)', () => {
    const usedByProduct = new Set<string>();
    for (const [file, targets] of graph) if (!isTest(file) && !isKit(file)) for (const t of targets) usedByProduct.add(t);
    const strays = [...graph.keys()].filter((f) => !isTest(f) && !isKit(f) && !ENTRY_POINTS.has(f) && !GENERATED_KIND_API.has(f) && !usedByProduct.has(f));
    expect(strays).toEqual([]);
  });

  it('no import circle among bots/**', () => {
    const bots = new Set([...graph.keys()].filter((f) => f.startsWith('bots/') && !isTest(f)));
    expect(importCircles(graph, bots).map((c) => c.join(' ⇄ '))).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const toy = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(toy, new Set(toy.keys()))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
