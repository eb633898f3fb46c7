// @ts-check
/**
 * The module-boundary constraints (`@nx/enforce-module-boundaries` depConstraints), derived from the
 * bot-kind registry: one scope per area, the futures family for the futures kinds' remotes only.
 * Plain CommonJS that loads nothing but the registry, so the kind seam test (tools/kinds) reads the
 * same rules as lint without loading ESLint; eslint.config.mjs uses them.
 */
const { AREAS, BOT_KINDS } = require('../registry.cjs');

/** One scope per remote: every area of the bot-kind registry (libs/shared/util-bot-kinds). */
const remoteScopes = AREAS.map((row) => row.area);

/**
 * The remotes of the kinds that trade perpetual contracts: the registry rows
 * with `market: 'futures'`. Only they may import the futures family of libs
 * (`scope:futures`: leverage, margin, liquidation, positions, funding), so
 * none of that code can land in a spot remote, a tool area or the shell.
 */
const futuresScopes = BOT_KINDS.filter((row) => row.market === 'futures').map((row) => row.area);

/** Which scopes a scope may depend on. */
const scopeRules = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:engine', onlyDependOnLibsWithTags: ['scope:engine'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:sim', onlyDependOnLibsWithTags: ['scope:sim', 'scope:shared', 'scope:engine'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:engine'] },
  // The futures family (libs/futures/*) stands on shared libs and the engine, and on itself.
  { sourceTag: 'scope:futures', onlyDependOnLibsWithTags: ['scope:futures', 'scope:shared', 'scope:engine'] },
  ...remoteScopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    // A bot kind may use shared libs, the pure engine (grid math for previews) and its own libs;
    // a futures kind also the futures family.
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', 'scope:engine', ...(futuresScopes.includes(scope) ? ['scope:futures'] : [])],
  })),
];

/** Which library types a type may depend on (Nx's layering). */
const typeRules = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

/**
 * Libs tagged `platform:node` (test kits on the file system: libs/shared/util-node-testing) serve the
 * simulator, tools and e2e only. Everything a page may load — the shell, the remotes, the futures family,
 * the shared libs and every feature, ui and data-access lib — may not depend on them.
 */
const platformRules = ['scope:shell', ...remoteScopes.map((scope) => `scope:${scope}`), 'scope:futures', 'scope:shared', 'type:feature', 'type:ui', 'type:data-access'].map((sourceTag) => ({
  sourceTag,
  notDependOnLibsWithTags: ['platform:node'],
}));

// The platform rules come last: a lookup of a scope's rule by tag (tools/kinds/workspace-seam.ts) finds its scope rule.
const depConstraints = [...scopeRules, ...typeRules, ...platformRules];

module.exports = { depConstraints, futuresScopes, remoteScopes };
