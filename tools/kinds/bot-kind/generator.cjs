// @ts-check
/**
 * `npx nx g @tb/kinds:bot-kind --name=<kind> --market=spot|futures`: adds a bot kind end to end, the
 * checklist of docs/ARCHITECTURE.md "Adding a bot kind" (each step writes the files named there):
 *  1. registry row — libs/shared/util-bot-kinds/src/lib/registry.ts (BOT_KINDS; unreleased, unranked);
 *     its name — libs/shared/i18n/src/lib/kinds/{en,zh-TW,ar-SA}.ts (the shared `kinds` namespace);
 *  2. engine — libs/engine/src/<kind>/{validate.ts,validate.test.ts,index.ts}, exported from libs/engine/src/index.ts;
 *  3. contracts — libs/shared/contracts/src/lib/<kind>.ts, exported from libs/shared/contracts/src/index.ts;
 *  4. simulator — apps/exchange-sim/src/bots/kinds/<kind>/{index.ts,driver.ts,routes.ts,recipes.ts,kind.test.ts},
 *     one line in apps/exchange-sim/src/bots/kinds/index.ts (KIND_MODULES);
 *  5. remote — apps/<kind>/{project.json,webpack.config.js,jest.config.js,tsconfig.json,src/routes.tsx,src/routes.test.tsx}.
 * The lint scope, the default remote manifest, the shell's area and home card, the e2e area list and
 * the simulator's compliance guard (for a futures kind) derive from the row; the kind seam tests
 * (tools/kinds/seam.test.ts, apps/exchange-sim/src/bots/kinds/seam.test.ts) walk every consumer.
 * Plain CommonJS: Nx runs it without a TypeScript transpiler (none is installed).
 */
const t = require('./templates.cjs');

/** @typedef {{ name: string; market: 'spot' | 'futures'; title?: string; titleZhTW?: string; titleArSA?: string }} Options */

/** The names a kind goes by, from its area (kebab-case). */
function namesOf(/** @type {Options} */ options) {
  const area = options.name;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(area)) throw new Error(`--name=${area}: a kebab-case area name (letters, digits, dashes)`);
  if (options.market !== 'spot' && options.market !== 'futures') throw new Error(`--market=${options.market}: spot or futures`);
  const words = area.split('-');
  const camel = words[0] + words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const upper = words.join('_').toUpperCase();
  const market = options.market;
  const title = options.title ?? `${market === 'futures' ? 'Futures' : 'Spot'} ${words.join(' ')}`;
  return { area, navKey: camel, camel, pascal, upper, listType: `${upper}_${market === 'futures' ? 'FUTURES' : 'SPOT'}`, remote: area.replace(/-/g, '_'), market, title };
}

/** Inserts `text` before the one occurrence of `marker` in `path`; fails naming the file when the marker moved. */
function insertBefore(tree, /** @type {string} */ path, /** @type {string} */ marker, /** @type {string} */ text) {
  const source = tree.read(path, 'utf-8');
  if (source === null) throw new Error(`${path}: missing`);
  const at = source.indexOf(marker);
  if (at < 0 || source.indexOf(marker, at + 1) >= 0) throw new Error(`${path}: expected exactly one "${marker.trim()}" to insert before`);
  tree.write(path, source.slice(0, at) + text + source.slice(at));
}

/** A TypeScript string literal in the workspace's quotes. */
const quoted = (/** @type {string} */ text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function appendLine(tree, /** @type {string} */ path, /** @type {string} */ line) {
  const source = tree.read(path, 'utf-8');
  if (source === null) throw new Error(`${path}: missing`);
  tree.write(path, `${source.replace(/\n*$/, '\n')}${line}\n`);
}

/** @param {import('@nx/devkit').Tree} tree @param {Options} options */
async function botKindGenerator(tree, options) {
  await Promise.resolve();
  const k = namesOf(options);
  const registry = 'libs/shared/util-bot-kinds/src/lib/registry.ts';
  const source = tree.read(registry, 'utf-8') ?? '';
  if (source.includes(`area: '${k.area}'`) || source.includes(`listType: '${k.listType}'`)) throw new Error(`${registry}: a kind ${k.listType} (${k.area}) is there already`);
  if (tree.exists(`apps/${k.area}`)) throw new Error(`apps/${k.area} exists already`);
  const codes = [...source.matchAll(/botTypeCode: (\d+)/g)].map((m) => Number(m[1]));
  // 1. the registry row and the kind's name in the three complete locales
  insertBefore(tree, registry, '] as const satisfies readonly BotKindRow[];', t.registryRow(k, Math.max(0, ...codes) + 1));
  const names = { en: k.title, 'zh-TW': options.titleZhTW ?? k.title, 'ar-SA': options.titleArSA ?? k.title };
  for (const [locale, name] of Object.entries(names)) {
    const file = `libs/shared/i18n/src/lib/kinds/${locale}.ts`;
    insertBefore(tree, file, locale === 'en' ? '} as const;' : '\n};', locale === 'en' ? `  ${k.navKey}: ${quoted(name)},\n` : `\n  ${k.navKey}: ${quoted(name)},`);
  }
  // 2. the engine's validate
  tree.write(`libs/engine/src/${k.area}/validate.ts`, t.engineValidate(k));
  tree.write(`libs/engine/src/${k.area}/validate.test.ts`, t.engineTest(k));
  tree.write(`libs/engine/src/${k.area}/index.ts`, t.engineIndex(k));
  appendLine(tree, 'libs/engine/src/index.ts', `export * from './${k.area}';`);
  // 3. the contracts
  tree.write(`libs/shared/contracts/src/lib/${k.area}.ts`, t.contracts(k));
  appendLine(tree, 'libs/shared/contracts/src/index.ts', `export * from './lib/${k.area}';`);
  // 4. the simulator's kind folder and its line in KIND_MODULES
  const sim = `apps/exchange-sim/src/bots/kinds/${k.area}`;
  tree.write(`${sim}/index.ts`, t.simIndex(k));
  tree.write(`${sim}/driver.ts`, t.simDriver(k));
  tree.write(`${sim}/routes.ts`, t.simRoutes(k));
  tree.write(`${sim}/recipes.ts`, t.simRecipes(k));
  tree.write(`${sim}/kind.test.ts`, t.simTest(k));
  const modules = 'apps/exchange-sim/src/bots/kinds/index.ts';
  insertBefore(tree, modules, '\nexport const KIND_MODULES', `import { ${k.camel}Kind } from './${k.area}';\n`);
  const list = tree.read(modules, 'utf-8') ?? '';
  tree.write(modules, list.replace(/(export const KIND_MODULES: readonly KindModule\[\] = \[[^\]]*)\]/, `$1, ${k.camel}Kind]`));
  // 5. the remote app
  tree.write(`apps/${k.area}/project.json`, t.appProject(k));
  tree.write(`apps/${k.area}/webpack.config.js`, t.appWebpack(k));
  tree.write(`apps/${k.area}/jest.config.js`, t.appJest(k));
  tree.write(`apps/${k.area}/tsconfig.json`, t.appTsconfig());
  tree.write(`apps/${k.area}/src/routes.tsx`, t.appRoutes(k));
  tree.write(`apps/${k.area}/src/routes.test.tsx`, t.appRoutesTest(k));
  // the templates are written in the workspace's style already (the workspace has no formatter config)
}

module.exports = botKindGenerator;
module.exports.default = botKindGenerator;
module.exports.namesOf = namesOf;
