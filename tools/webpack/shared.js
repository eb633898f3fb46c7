// @ts-check
/**
 * The run-time singletons every federated app agrees on.
 *
 * One list for the shell and all remotes, so that a page downloads each of
 * these exactly once however many remotes it opens (the bundle benchmark
 * checks this). Everything not listed here is bundled by each app for itself.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const pkg = require(path.join(root, 'package.json'));

/**
 * npm packages shared as such. They cannot be tree-shaken when shared, so only
 * packages that are used whole (or nearly) are listed.
 */
const npmSingletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'bignumber.js'];

/**
 * Workspace libraries shared as singletons. Two reasons to be here:
 * - they hold run-time state (the Redux store's API slice, the session, the
 *   symbol cache, the quote feed, the i18n instance), so a remote must read the
 *   shell's instance instead of making its own;
 * - they are the only door to a third-party package that must be one copy per
 *   page but is too big to share whole: react-router-dom (through @tb/router),
 *   i18next + react-i18next (through @tb/i18n), @reduxjs/toolkit + react-redux
 *   (through @tb/data-access-api). Shared through these facades, each package
 *   is downloaded once per page and only the part the apps use. Lint forbids
 *   importing those packages anywhere else.
 */
const workspaceSingletons = [
  '@tb/router',
  '@tb/i18n',
  '@tb/data-access-api',
  '@tb/data-access-session',
  '@tb/data-access-symbols',
  '@tb/data-access-quotes',
];

/** The third-party packages reached only through a shared facade (checked by lint and the bundle benchmark). */
const facadePackages = {
  'react-router-dom': '@tb/router',
  'react-router': '@tb/router',
  i18next: '@tb/i18n',
  'react-i18next': '@tb/i18n',
  '@reduxjs/toolkit': '@tb/data-access-api',
  'react-redux': '@tb/data-access-api',
};

function packageVersion(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const range = pkg.dependencies[base] ?? pkg.devDependencies[base];
  if (!range) throw new Error(`shared package ${base} is not in package.json`);
  return range;
}

/**
 * The remotes' `shared` option (the shell is built without the federation
 * plugin: it hands its singletons to the runtime itself, `sharedManifest`).
 * @param {{ provide?: boolean }} [options] `provide: false` (remotes): consume
 * the shell's copy only. The shell provides every singleton on every page
 * (apps/shell/src/federation/provide-shared.ts), so a remote's own copies
 * were fallbacks that never load: without them its entry has no provider
 * table, no fallback getters and none of those chunks in its chunk map.
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedConfig({ provide = true } = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  const own = provide ? {} : { import: false };
  for (const name of npmSingletons) {
    shared[name] = { singleton: true, requiredVersion: packageVersion(name), eager: false, ...own };
  }
  for (const name of workspaceSingletons) {
    shared[name] = { singleton: true, requiredVersion: false, version: '0.0.0', eager: false, ...own };
  }
  return shared;
}

/** The version of an installed npm package (its package.json), what webpack's own provider would register. */
function installedVersion(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return require(require.resolve(`${base}/package.json`, { paths: [root] })).version;
}

/**
 * What the shell hands to the federation runtime for each singleton
 * (apps/shell/src/federation/provide-shared.ts; the shell's build injects it
 * as `__TB_SHARED__`): the installed version of each npm package with the
 * range the remotes require, and the workspace libs' fixed `0.0.0` with no
 * range — the same figures `sharedConfig` builds the remotes with.
 * @returns {Record<string, { version: string, requiredVersion: string | false }>}
 */
function sharedManifest() {
  /** @type {Record<string, { version: string, requiredVersion: string | false }>} */
  const manifest = {};
  for (const name of npmSingletons) manifest[name] = { version: installedVersion(name), requiredVersion: packageVersion(name) };
  for (const name of workspaceSingletons) manifest[name] = { version: '0.0.0', requiredVersion: false };
  return manifest;
}

module.exports = { sharedConfig, sharedManifest, npmSingletons, workspaceSingletons, facadePackages };
