import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * CONVENTIONS 3: every area injects its endpoints into the page's one RTK
 * Query slice, and RTK Query keeps the first endpoint of a name and silently
 * drops (or, with `overrideExisting`, replaces) a second one. Remotes are
 * built apart and meet only in the browser, so nothing but this test stops
 * two of them from choosing the same name. It reads every `injectEndpoints`
 * call of every app and lib with the TypeScript parser and checks that no
 * name is injected twice and that each name starts with its area's prefix
 * (`spotGrid…`, `dca…`, `shell…`; a new kind's prefix is its area in camel case;
 * the futures family's libs, shared by the futures kinds, use `futures…`).
 */
const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Injected {
  name: string;
  file: string;
}

/** Endpoint names of every `x.injectEndpoints({ endpoints: (build) => ({ name: …, … }) })` in a file. */
export function injectedEndpoints(file: string, text: string): Injected[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Injected[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'injectEndpoints') {
      const [options] = node.arguments;
      const endpoints = options && ts.isObjectLiteralExpression(options) ? options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'endpoints') : undefined;
      const fn = endpoints && ts.isPropertyAssignment(endpoints) ? endpoints.initializer : undefined;
      let body: ts.Node | undefined = fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn.body : undefined;
      while (body && ts.isParenthesizedExpression(body)) body = body.expression;
      // a block body (helpers first, then `return { … }`): the object literal it returns
      if (body && ts.isBlock(body)) {
        const returned = body.statements.find(ts.isReturnStatement)?.expression;
        body = returned && ts.isParenthesizedExpression(returned) ? returned.expression : returned;
      }
      if (!body || !ts.isObjectLiteralExpression(body)) throw new Error(`${file}: injectEndpoints must return an object literal of endpoints, directly or as a block's return (this test reads their names)`);
      for (const property of body.properties) {
        if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) throw new Error(`${file}: endpoint names must be written out`);
        found.push({ name: property.name.text, file });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The prefix of a project's endpoints: its folder name in camel case (`spot-grid` → `spotGrid`). */
const prefixOf = (project: string) => project.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

const projects = [
  ...['apps', 'libs/shared'].flatMap((dir) => readdirSync(join(root, dir)).map((name) => ({ name, dir: join(root, dir, name) }))),
  // A family of libs shared by several kinds injects under the family's prefix (`futures…`).
  ...readdirSync(join(root, 'libs/futures')).map((name) => ({ name: 'futures', dir: join(root, 'libs/futures', name) })),
];
/**
 * A shared lib's folder that holds one area's calls for that area and the shell together injects under
 * the area's prefix: the AI pick's daily-pick calls, which the shell's home asks first to decide whether
 * to load the pop-up's remote at all (@tb/feature-bot-pages/daily-pick).
 */
const AREA_FOLDERS: ReadonlyArray<{ folder: string; area: string }> = [{ folder: 'libs/shared/feature-bot-pages/src/lib/daily-pick/', area: 'ai-pick' }];
const all = projects.flatMap((project) =>
  sourceFiles(project.dir).flatMap((file) =>
    injectedEndpoints(relative(root, file), readFileSync(file, 'utf8')).map((e) => ({
      ...e,
      project: AREA_FOLDERS.find(({ folder }) => e.file.startsWith(folder))?.area ?? project.name,
    })),
  ),
);

describe('RTK Query endpoint names', () => {
  it('finds the endpoints of the shell, both shipped remotes and the futures family', () => {
    const projectsWithEndpoints = new Set(all.map((e) => e.project));
    expect([...projectsWithEndpoints].sort()).toEqual(expect.arrayContaining(['dca', 'futures', 'shell', 'spot-grid']));
    expect(all.length).toBeGreaterThan(20);
  });

  it('no two injectEndpoints calls, in any app or lib, inject the same name', () => {
    const byName = new Map<string, string[]>();
    for (const e of all) byName.set(e.name, [...(byName.get(e.name) ?? []), e.file]);
    const clashes = [...byName].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('each name starts with its area (kind) prefix', () => {
    const unprefixed = all.filter((e) => !e.name.startsWith(prefixOf(e.project)) || !/^[A-Z]/.test(e.name.slice(prefixOf(e.project).length))).map((e) => `${e.name} (${e.file})`);
    expect(unprefixed).toEqual([]);
  });

  it('catches a clash and a missing prefix the way a careless remote would write them', () => {
    const a = injectedEndpoints('apps/a/src/api.ts', 'api.injectEndpoints({ endpoints: (build) => ({ spotGridDetail: build.query({}) }) })');
    const b = injectedEndpoints('apps/b/src/api.ts', 'other.injectEndpoints({ endpoints: (b) => ({ spotGridDetail: b.query({}), detail: b.query({}) }) })');
    expect([...a, ...b].map((e) => e.name)).toEqual(['spotGridDetail', 'spotGridDetail', 'detail']);
    expect(() => injectedEndpoints('x.ts', 'api.injectEndpoints({ endpoints: makeEndpoints })')).toThrow(/object literal/);
  });
});
