// @ts-check
/**
 * What an area's first render needs, written by each build so index.html can
 * request it all in one round instead of level by level (issue 30).
 *
 * Without it, a deep link into an area waits on a chain: the shell's start,
 * then its area route, then (the federation runtime having read the remote's
 * entry) the remote's exposed module, then the page chunk that module
 * lazy-loads and the shell's shared modules that chunk consumes — each level
 * a round trip on a phone network, each found only once the previous one ran.
 *
 * Remote builds (`FirstRenderPlugin`): `preload.json` next to remoteEntry.js,
 * published with the remote (a remote deploys on its own: nothing of it is in
 * the shell's build):
 *
 *   { "version": 1,
 *     "expose": { "js": [...], "css": [...], "shared": [...] },        // ./Routes and what it loads with it
 *     "routes": [{ "paths": ["detail/:botId"], "js": [...], "css": [...], "shared": [...],
 *                  "call": { "path": "/x-api/…/query-grid-detail", "body": { "grid_id": ":botId" } } }, ...] }
 *
 * `js`/`css` are file names relative to remoteEntry.js (remotes are built with
 * `publicPath: 'auto'`); `shared` the share keys the chunks consume (the
 * shell's singletons: it alone knows which of its files hold them). A route's
 * `paths` are the page's paths under the area, in the router's syntax (`:name` a
 * segment, `*` any address no other entry matches, `` the area's index); its
 * files are the chunks of the `import()` of the page module the app's webpack
 * config names for it (`firstRender`). The page's data, pictures and the
 * chunks a page lazy-loads itself are not listed: only the code the first
 * render cannot do without. A route's `call` (optional) is the one API call its
 * first screen waits for: a POST of `path` (the API path table's) with a JSON
 * body whose `:name` values are the address's segments; index.html sends it
 * as soon as the list arrives, and the transport takes the answer when it
 * sends exactly that request (libs/shared/data-access-api early-calls.ts).
 *
 * Host build (`sharedChunkFiles`): for each singleton the shell provides
 * lazily (apps/shell/src/federation/provide-shared.ts: `import('bignumber.js')`),
 * the files of that import, which index.html preloads when a remote's list
 * names the share key.
 */
const path = require('node:path');
const webpack = require('webpack');

const PLUGIN = 'FirstRenderPlugin';
const EXPOSE_PREFIX = '__federation_expose_';

/** @param {Iterable<import('webpack').Chunk>} chunks */
function filesOf(chunks) {
  const js = [];
  const css = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.push(file);
      else if (file.endsWith('.css')) css.push(file);
    }
  }
  return { js, css };
}

/** Share keys the chunks consume (their consume-shared modules). @param {import('webpack').Compilation} compilation @param {Iterable<import('webpack').Chunk>} chunks */
function sharedOf(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = /** @type {any} */ (module).options?.shareKey;
      if (typeof key === 'string') keys.add(key);
    }
  }
  return [...keys].sort();
}

/** A resource path without its extension, for matching `./src/create/CreatePage` against `…/CreatePage.tsx`. */
const stem = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** The chunk group of the `import()` of `resource` (the first block found that imports it). @param {import('webpack').Compilation} compilation @param {string} resource */
function importGroup(compilation, resource) {
  const wanted = stem(resource);
  // Concatenated modules (production) keep their inner modules' blocks with the inner modules; a target's
  // name (nameForCondition) is its root module's resource.
  const all = [...compilation.modules].flatMap((module) => [module, .../** @type {any} */ (module).modules ?? []]);
  for (const module of all) {
    for (const block of module.blocks) {
      const target = block.dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)).find(Boolean);
      const targetResource = target && target.nameForCondition();
      if (typeof targetResource === 'string' && stem(targetResource) === wanted) {
        const group = compilation.chunkGraph.getBlockChunkGroup(/** @type {any} */ (block));
        if (group) return group;
      }
    }
  }
  return undefined;
}

class FirstRenderPlugin {
  /**
   * @param {{ context: string, expose?: string, routes?: Array<{ paths: string[], module: string, call?: { path: string, body: Record<string, string> } }> }} options
   * `routes`: the pages the area's router lazy-loads, by path (modules relative to the app's folder).
   */
  constructor({ context, expose = 'Routes', routes = [] }) {
    this.context = context;
    this.expose = expose;
    this.routes = routes;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const exposeGroup = compilation.namedChunkGroups.get(`${EXPOSE_PREFIX}${this.expose}`);
        if (!exposeGroup) {
          compilation.warnings.push(new webpack.WebpackError(`${PLUGIN}: no exposed module ${this.expose}; preload.json not written`));
          return;
        }
        const exposeChunks = new Set(exposeGroup.chunks);
        const routes = [];
        for (const route of this.routes) {
          const group = importGroup(compilation, path.resolve(this.context, route.module));
          if (!group) {
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: no import() of ${route.module} (${route.paths.join(', ')}) in the build`));
            continue;
          }
          // The route's own chunks: what the exposed module has not loaded already.
          const chunks = group.chunks.filter((chunk) => !exposeChunks.has(chunk));
          routes.push({ paths: route.paths, ...filesOf(chunks), shared: sharedOf(compilation, chunks), ...(route.call ? { call: route.call } : {}) });
        }
        const list = { version: 1, expose: { ...filesOf(exposeGroup.chunks), shared: sharedOf(compilation, exposeGroup.chunks) }, routes };
        compilation.emitAsset('preload.json', new webpack.sources.RawSource(`${JSON.stringify(list)}\n`));
      });
    });
  }
}

/**
 * The host's lazily provided singletons: share key → the files of its `import()` in
 * provide-shared.ts (empty when the module is not in the build, e.g. a test build).
 * @param {import('webpack').Compilation} compilation @param {string} providerResource
 * @returns {Record<string, string[]>}
 */
function sharedChunkFiles(compilation, providerResource) {
  /** @type {Record<string, string[]>} */
  const files = {};
  const wanted = stem(providerResource);
  for (const module of [...compilation.modules].flatMap((outer) => [outer, .../** @type {any} */ (outer).modules ?? []])) {
    const resource = /** @type {any} */ (module).resource;
    if (typeof resource !== 'string' || stem(resource) !== wanted) continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(/** @type {any} */ (block));
      const request = /** @type {any} */ (block.dependencies[0])?.request;
      if (!group || typeof request !== 'string') continue;
      const { js, css } = filesOf(group.chunks);
      files[request] = [...js, ...css];
    }
  }
  return files;
}

module.exports = { FirstRenderPlugin, sharedChunkFiles };
