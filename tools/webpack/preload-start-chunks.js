// @ts-check
/**
 * Preloads, from the host's index.html, the chunks its start always needs.
 *
 * A federated host's entry only opens an async boundary (`import('./bootstrap')`)
 * so that the shared singletons are negotiated first: the browser learns about
 * the bootstrap chunk and the shared modules' chunks (react, react-dom, the
 * router, redux, i18n...) only once main.js has downloaded and run — a whole
 * extra round trip before anything renders, which a single bundle does not pay
 * (tools/bench/federation.mjs measures it). This plugin lists those chunks at
 * build time and adds `<link rel="preload">` for them to the HTML, so they
 * download in parallel with main.js; the federation runtime then finds them in
 * the cache. What is listed:
 * - the entry's own script, first (as a deferred script it would otherwise
 *   have a lower priority than the preloads and arrive after them);
 * - the chunks of each `import()` made by the entry's own modules (not
 *   node_modules: the federation runtime's lazy paths stay lazy);
 * - for every shared module those chunks consume, the chunks of its fallback
 *   (the host's own copy, which is what a first visit uses: the share strategy
 *   is `loaded-first` and no remote is loaded yet), recursively.
 * Route chunks (the home page, remotes) are not listed: they depend on the URL.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartChunksPlugin';

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  const seen = new Set();
  /** @type {string[]} */
  const files = [];
  /** @param {any} block */
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) for (const chunk of group.chunks) visitChunk(chunk);
  };
  /** @param {import('webpack').Chunk} chunk */
  const visitChunk = (chunk) => {
    if (seen.has(chunk) || entryChunks.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') for (const block of module.blocks) visitBlock(block);
    }
  };
  // The entry's own script first: it is a deferred (low-priority) script, which the preloads
  // below would otherwise push behind them, and it is the one that has to run first.
  for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = /** @type {any} */ (module).resource;
      if (typeof resource !== 'string' || resource.includes('node_modules')) continue;
      for (const block of module.blocks) visitBlock(block);
    }
  }
  return files;
}

class PreloadStartChunksPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '';
        const links = startFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: publicPath + file,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, startFiles };
