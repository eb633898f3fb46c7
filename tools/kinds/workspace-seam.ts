import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import type { BotKindRow } from '@tb/util-bot-kinds';

type KindRow = BotKindRow & { readonly area: string; readonly navKey: string };
type Constraint = { sourceTag: string; onlyDependOnLibsWithTags: string[] };

/** The complete locales of the shared `kinds` names (libs/shared/i18n/src/lib/kinds/<locale>.ts). */
export const NAME_LOCALES = [
  ['en', 'en', 'en'],
  ['zh-TW', 'zh-TW', 'zhTW'],
  ['ar-SA', 'ar-SA', 'arSA'],
] as const;

/**
 * The kind seam, workspace side: every row of `BOT_KINDS` (read from `root`, so the generator's proof
 * can walk a temporary copy) must reach every consumer outside the simulator, and each problem names
 * the kind and the place to fix. The simulator side (drivers, exposure rows, guard, seeding,
 * ranking) is apps/exchange-sim/src/bots/kinds/seam.test.ts. Checked here:
 * - names: the kind's name key in the shared `kinds` namespace, in every complete locale;
 * - remote: `apps/<area>/` with project.json (tags `scope:<area>`, `type:app`, a build target),
 *   webpack.config.js (the kind remote factory, createKindConfig), jest config, tsconfig and `src/routes.tsx`;
 * - remote manifest: the build's default manifest (tools/webpack/create-config.js) lists the remote;
 * - lint scopes: a depConstraints rule for `scope:<area>` (tools/lint/dep-constraints.cjs), with the
 *   futures family for a futures kind only;
 * - e2e areas: a released kind has its e2e folder (`e2e/<area>/*.spec.ts`); every area is in the
 *   federation spec's list, which is the registry's with these names;
 * - its own code: the contracts file, the engine folder and the simulator kind folder.
 */
export function workspaceSeamProblems(root: string): string[] {
  const jiti = createJiti(join(root, 'package.json'), { moduleCache: false });
  const registry = jiti(join(root, 'libs/shared/util-bot-kinds/src/lib/registry.ts')) as { BOT_KINDS: readonly KindRow[] };
  const names = NAME_LOCALES.map(([locale, file, name]) => [locale, file, (jiti(join(root, `libs/shared/i18n/src/lib/kinds/${file}.ts`)) as Record<string, Record<string, string>>)[name]] as const);
  const lint = jiti(join(root, 'tools/lint/dep-constraints.cjs')) as { depConstraints: Constraint[] };
  const webpackConfig = jiti(join(root, 'tools/webpack/create-config.js')) as { defaultRemoteManifest: () => string };
  const manifest = (JSON.parse(webpackConfig.defaultRemoteManifest()) as { remotes: Array<{ name: string; area: string }> }).remotes;
  const problems: string[] = [];
  for (const row of registry.BOT_KINDS) {
    const where = `${row.listType} (${row.area})`;
    for (const [locale, file, table] of names) {
      if (!table?.[row.navKey]?.trim()) problems.push(`${where}: no name '${row.navKey}' in libs/shared/i18n/src/lib/kinds/${file}.ts (${locale})`);
    }
    const app = join(root, 'apps', row.area);
    const projectFile = join(app, 'project.json');
    if (!existsSync(projectFile)) {
      problems.push(`${where}: no remote app apps/${row.area}/project.json`);
    } else {
      const project = JSON.parse(readFileSync(projectFile, 'utf8')) as { name?: string; tags?: string[]; targets?: Record<string, unknown> };
      for (const tag of [`scope:${row.area}`, 'type:app']) if (!project.tags?.includes(tag)) problems.push(`${where}: apps/${row.area}/project.json lacks the tag ${tag}`);
      if (project.name !== row.area) problems.push(`${where}: apps/${row.area}/project.json is named ${project.name}, not ${row.area}`);
      if (!project.targets?.build) problems.push(`${where}: apps/${row.area}/project.json has no build target`);
    }
    for (const file of ['webpack.config.js', 'jest.config.js', 'tsconfig.json', 'src/routes.tsx']) {
      if (!existsSync(join(app, file))) problems.push(`${where}: no apps/${row.area}/${file}`);
    }
    const webpackFile = join(app, 'webpack.config.js');
    if (existsSync(webpackFile)) {
      const text = readFileSync(webpackFile, 'utf8');
      if (!text.includes(`createKindConfig('${row.area}',`)) problems.push(`${where}: apps/${row.area}/webpack.config.js is not createKindConfig('${row.area}', …) (tools/webpack/create-config.js)`);
    }
    if (!manifest.some((remote) => remote.area === row.area)) problems.push(`${where}: not in the default remote manifest (tools/webpack/create-config.js defaultRemoteManifest)`);
    const rule = lint.depConstraints.find((c) => c.sourceTag === `scope:${row.area}`);
    if (!rule) problems.push(`${where}: no lint scope rule for scope:${row.area} (tools/lint/dep-constraints.cjs)`);
    else if (rule.onlyDependOnLibsWithTags.includes('scope:futures') !== (row.market === 'futures')) problems.push(`${where}: its lint scope ${row.market === 'futures' ? 'lacks' : 'allows'} the futures family (tools/lint/dep-constraints.cjs)`);
    if (row.released) {
      const e2e = join(root, 'e2e', row.area);
      if (!existsSync(e2e) || !readdirSync(e2e).some((f) => f.endsWith('.spec.ts'))) problems.push(`${where}: released without an e2e area (e2e/${row.area}/*.spec.ts)`);
    }
    for (const [path, what] of [
      [`libs/shared/contracts/src/lib/${row.area}.ts`, 'contracts file'],
      [`libs/engine/src/${row.area}`, 'engine folder'],
      [`apps/exchange-sim/src/bots/kinds/${row.area}/index.ts`, 'simulator kind module'],
    ] as const) {
      if (!existsSync(join(root, path))) problems.push(`${where}: no ${what} ${path}`);
    }
  }
  return problems;
}
