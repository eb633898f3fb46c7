// @ts-check
/**
 * The host's start: what a first visit always downloads after main.js, in as
 * few files as possible, requested by index.html itself.
 *
 * The host's entry only opens an async boundary (`import('./bootstrap')`).
 * (It was there so Module Federation could negotiate the shared singletons
 * first; the host now starts the federation runtime only when a remote is
 * needed, but the boundary still lets the bootstrap's code download in
 * parallel with main.js.) Two costs follow, which a single bundle does not
 * pay (tools/bench/federation.mjs measures them):
 * - the bootstrap and the libraries it uses come as separate chunks: many
 *   small requests, which queue on an HTTP/1.1 server's 6 connections;
 * - the browser learns about them only once main.js has downloaded and run.
 * So, for the host only:
 * - `cacheGroup()`: one `start` chunk for the third-party and workspace-lib
 *   JavaScript modules (stylesheets keep their order in the bootstrap's CSS) of the chunks every first visit loads (found from the chunk graph,
 *   not from a list of packages: whatever the bootstrap uses). Route chunks,
 *   and shared modules the shell only provides for remotes (the quote feed,
 *   the symbol cache, bignumber.js), stay where they were.
 * - the plugin: `<link rel="preload">` in index.html for main.js and those
 *   chunks, at low priority for scripts (what a deferred script and webpack's
 *   chunk scripts have anyway: earlier, not ahead of what the first paint
 *   waits for), so they download in parallel with main.js.
 * The start chunks are: the chunks of each `import()` made by the entry's own
 * modules (not node_modules: the federation runtime's lazy paths stay lazy),
 * and, for every shared module those consume, the chunks of its fallback (the
 * host's own copy: what a first visit uses, the share strategy being
 * `loaded-first` and no remote being loaded yet), recursively.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartChunksPlugin';
const START_CHUNK = 'start';

/** @param {import('webpack').Compilation} compilation @param {string} entryName @returns {Set<import('webpack').Chunk>} */
function startChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  const seen = new Set();
  if (!entry) return seen;
  const entryChunks = new Set(entry.chunks);
  /** @param {any} block */
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) for (const chunk of group.chunks) visitChunk(chunk);
  };
  /** @param {import('webpack').Chunk} chunk */
  const visitChunk = (chunk) => {
    if (seen.has(chunk) || entryChunks.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') for (const block of module.blocks) visitBlock(block);
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = /** @type {any} */ (module).resource;
      if (typeof resource !== 'string' || resource.includes('node_modules')) continue;
      for (const block of module.blocks) visitBlock(block);
    }
  }
  return seen;
}

class StartChunksPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
    /** @type {WeakMap<import('webpack').ChunkGraph, Set<import('webpack').Chunk>>} */
    this.startByGraph = new WeakMap();
    /** @type {import('webpack').Compilation | undefined} */
    this.compilation = undefined;
  }

  /** The splitChunks cache group that gathers the start chunks' library code into one chunk. */
  cacheGroup() {
    return {
      name: START_CHUNK,
      chunks: /** @type {'async'} */ ('async'),
      enforce: true,
      priority: 20,
      reuseExistingChunk: true,
      /** @param {any} module @param {{ chunkGraph: import('webpack').ChunkGraph }} context */
      test: (module, { chunkGraph }) => {
        // JavaScript only: stylesheets stay in the bootstrap's one CSS file, in their import order.
        if (!String(module.type).startsWith('javascript')) return false;
        const resource = module.nameForCondition && module.nameForCondition();
        if (!resource || !/[\\/](node_modules|libs)[\\/]/.test(resource) || !this.compilation) return false;
        let start = this.startByGraph.get(chunkGraph);
        if (!start) {
          start = startChunks(this.compilation, this.entry);
          this.startByGraph.set(chunkGraph, start);
        }
        for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (start.has(chunk)) return true;
        return false;
      },
    };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      this.compilation = compilation;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const entry = compilation.entrypoints.get(this.entry);
        if (!entry) return data;
        const publicPath = data.publicPath ?? '';
        // The entry's own script first: deferred, it would otherwise be requested after the preloads.
        const files = entry.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        for (const chunk of startChunks(compilation, this.entry)) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
        for (const file of files) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'link',
              file.endsWith('.css')
                ? { rel: 'preload', as: 'style', href: publicPath + file }
                : { rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' },
            ),
          );
        }
        return data;
      });
    });
  }
}

/**
 * The JavaScript and CSS files of a named chunk group (an `import()` with
 * `webpackChunkName`), for index.html to preload on the addresses that will
 * need it (the host's federation runtime on an area's address). Empty when
 * the group does not exist.
 * @param {import('webpack').Compilation} compilation @param {string} name @returns {string[]}
 */
function chunkGroupFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
}

module.exports = { StartChunksPlugin, startChunks, chunkGroupFiles, START_CHUNK };
