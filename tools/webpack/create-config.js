// @ts-check
/**
 * One webpack configuration for every browser app of the workspace.
 *
 *   createConfig({ project: 'shell', kind: 'host' })
 *   createConfig({ project: 'spot-grid', kind: 'remote' })
 *
 * - TypeScript/TSX through swc-loader, workspace libs through tsconfig paths.
 * - Module Federation (@module-federation/enhanced): each remote exposes
 *   `./Routes` (ModuleFederationPlugin). The host is built WITHOUT the plugin:
 *   its first screens (the home) are its own code, so the federation runtime
 *   is a lazy chunk it starts when a remote is first needed, handing it the
 *   shared singletons then (apps/shell/src/federation/federation-runtime.ts,
 *   `hostFederationDefines` below); it reads the remote manifest at run time.
 * - Output: dist/apps/<project>, with mf-manifest.json for remotes.
 * - Production builds also write a brotli (`.br`) and a gzip (`.gz`) copy of
 *   every text asset, which the simulator and the static server send to
 *   browsers that accept them (pre-compressed: no compression per request).
 */

/** Text assets worth compressing (not source maps: only dev tools fetch them, and brotli at its best quality on them doubles the build time). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Files a deploy rewrites in place (publish-remote repoints the manifest): a copy made at build time would go stale. */
const MUTABLE = /(^|\/)remotes\.json$/;

/** The brotli and gzip copies of a production build's assets (maximum quality: done once, at build time). */
function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      exclude: MUTABLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      exclude: MUTABLE,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const zlib = require('node:zlib');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { TsconfigPathsPlugin } = require('tsconfig-paths-webpack-plugin');
const webpack = require('webpack');
const { sharedConfig, sharedManifest } = require('./shared');
const { StartChunksPlugin, chunkGroupFiles, START_CHUNK } = require('./start-chunks');
const { CssMinifyPlugin } = require('./css-minify');
const { CompileHintsPlugin } = require('./compile-hints');
const { FirstRenderPlugin, sharedChunkFiles } = require('./first-render');
const registry = require('../registry.cjs');

const registryFile = path.join(__dirname, '../../libs/shared/util-bot-kinds/src/lib/registry.ts');

/**
 * The profile call's path, for index.html's early request: the one table of API paths
 * (libs/shared/contracts/src/lib/paths.ts, read with jiti as tools/registry.cjs reads the
 * registry), not a second spelling. The session compares it with its own before using the answer.
 */
// Read when the shell's HTML is configured, not when this file loads: the kind-seam and generator
// tests load this file from a small copy of the workspace that has no contracts lib.
const contractPaths = () => require('jiti').createJiti(__filename)(path.join(__dirname, '../../libs/shared/contracts/src/lib/paths.ts'));
const apiPaths = () => contractPaths().API_PATHS;

const root = path.resolve(__dirname, '../..');

/** Federation names must be JS identifiers: `spot-grid` -> `spot_grid` (the registry's rule). */
const federationName = registry.remoteNameOf;

/** Where the simulator (or any static host) serves each app's files. */
const staticBase = (project) => `/tb-static/${project}/`;

/**
 * The shell's default remote manifest: one entry per area of the bot-kind
 * registry, each remote served by the simulator next to the shell. A deploy
 * replaces the file (tools/scripts/publish-remote.mjs), never the shell build.
 */
function defaultRemoteManifest() {
  const remotes = registry.AREAS.map((row) => ({ name: row.remote, area: row.area, entry: `${staticBase(row.area)}remoteEntry.js` }));
  return `${JSON.stringify({ remotes }, null, 2)}\n`;
}

/** Emits one generated file into the output (the shell's default remote manifest). */
class EmitFilePlugin {
  constructor(name, content, dependency) {
    this.name = name;
    this.content = content;
    this.dependency = dependency;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.fileDependencies.add(this.dependency);
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.name, new webpack.sources.RawSource(this.content())),
      );
    });
  }
}

/**
 * Writes bundle-report.json next to the build: for every emitted JS file, the
 * npm packages and workspace libs whose code it contains. The bundle benchmark
 * uses it to count how many copies of each shared package a page downloaded.
 */
class BundleReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const owners = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const owner = ownerOf(module.nameForCondition && module.nameForCondition());
              if (owner) owners.add(owner);
              for (const inner of module.modules ?? []) {
                const innerOwner = ownerOf(inner.nameForCondition && inner.nameForCondition());
                if (innerOwner) owners.add(innerOwner);
              }
            }
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = [...owners].sort();
          }
          compilation.emitAsset('bundle-report.json', new webpack.sources.RawSource(JSON.stringify({ files }, null, 1)));
        },
      );
    });
  }
}

function ownerOf(resource) {
  if (!resource) return undefined;
  const normalized = resource.split(path.sep).join('/');
  const nm = normalized.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = normalized.slice(nm + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  // A family of libs (libs/futures/ui) is named as its alias (@tb/futures-ui); libs/shared/<name> and libs/engine as theirs.
  const family = /\/libs\/(?!shared\/)([^/]+)\/([^/]+)\/src\//.exec(normalized);
  if (family) return `@tb/${family[1]}-${family[2]}`;
  const lib = /\/libs\/(?:shared\/)?([^/]+)\//.exec(normalized);
  if (lib) return `@tb/${lib[1]}`;
  return undefined;
}

function reactRouterProductionAliases() {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

/**
 * A remote's `.federation` entry imports @module-federation/webpack-bundler-runtime
 * (by its absolute path); remotes take it from the global the shell sets
 * instead of carrying a copy (apps/shell/src/federation/provide-runtime.ts).
 * With `externalRuntime` (runtime-core from the shell) this leaves a remote's
 * entry its own tables and webpack's chunk loading only.
 */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
function bundlerRuntimeExternal() {
  return new webpack.ExternalsPlugin('global', ({ request }, callback) =>
    request && BUNDLER_RUNTIME.test(request) ? callback(undefined, '_FEDERATION_BUNDLER_RUNTIME') : callback(),
  );
}

/**
 * The host's federation runtime is the library's (@module-federation/enhanced/runtime)
 * used from the shell's own code, not the plugin's generated start-up: the
 * compile-time switches the plugin would define, with the options the host
 * had (`disableSnapshot`, web target), and the shared singletons' versions
 * (`__TB_SHARED__`, from tools/webpack/shared.js) the shell hands to it.
 */
function hostFederationDefines() {
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    FEDERATION_OPTIMIZE_NO_REMOTE: false,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
    ENV_TARGET: JSON.stringify('web'),
    __TB_SHARED__: JSON.stringify(sharedManifest()),
  };
}

/** The chunk the host's federation runtime comes in (`webpackChunkName` in apps/shell/src/federation/load-federation.ts). */
const FEDERATION_CHUNK = 'federation';

/** The chunk of the shell's area route (`webpackChunkName` in apps/shell/src/app/areas.ts). */
const AREA_ROUTE_CHUNK = 'area-route';

/** The shell module that hands the shared singletons to the runtime (its `import()`s: the lazily provided ones). */
const SHARED_PROVIDER = 'src/federation/provide-shared.ts';

/**
 * Which chunks webpack's split chunks may split (`optimization.splitChunks.chunks`): the async ones
 * (webpack's 'async'), except the chunks named in `wholeChunks`, which keep every module they use.
 * For a page a deep link opens first: split, spot grid's detail came in 7 files (6 pieces it shares
 * with the area's other pages, ~3–5 KB gz each), and on an HTTP/1.1 server a phone has six connections
 * for the shell's files, the manifest, the calls and these, so each piece is one more round trip on
 * the first screen's path (Lighthouse's simulation: 150 ms each; issue 30). Whole, the page is one
 * file; the price is the shared pieces copied into it (bytes a trader downloads again only when the
 * page that shares them opens later).
 * @param {string[]} wholeChunks
 */
function splitChunksOf(wholeChunks) {
  if (wholeChunks.length === 0) return 'async';
  const whole = new Set(wholeChunks);
  return (/** @type {import('webpack').Chunk} */ chunk) => !chunk.canBeInitial() && !(chunk.name && whole.has(chunk.name));
}

/**
 * @param {{ project: string, kind: 'host' | 'remote', exposes?: Record<string,string>, firstRender?: Array<{ paths: string[], module: string, call?: { path: string, body: Record<string, string> } }>, wholeChunks?: string[] }} options
 * `firstRender` (remotes): the pages its router lazy-loads, by path under the area, whose chunks
 * preload.json lists for index.html to preload on a deep link (tools/webpack/first-render.js).
 * `wholeChunks`: names of async chunks split chunks leave whole (see `splitChunksOf`).
 */
function createConfig({ project, kind, exposes, firstRender = [], wholeChunks = [] }) {
  const projectRoot = path.join(root, 'apps', project);
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development' && process.env.NODE_ENV !== 'development';
    const isHost = kind === 'host';
    /** @type {import('webpack').Configuration} */
    const config = {
      name: project,
      mode: production ? 'production' : 'development',
      context: projectRoot,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      entry: isHost ? { main: './src/main.ts' } : {},
      output: {
        path: path.join(root, 'dist/apps', project),
        publicPath: isHost ? staticBase(project) : 'auto',
        uniqueName: federationName(project),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The host keeps static/ (its standalone scripts' own compilation writes it; in watch mode the host rebuilds alone).
        clean: isHost ? { keep: (asset) => asset.startsWith('static/') } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        plugins: [new TsconfigPathsPlugin({ configFile: path.join(root, 'tsconfig.base.json') })],
        // react-router's package exports only point at its development build
        // (warnings and invariants kept); production builds use the production
        // build it ships next to it.
        alias: production ? reactRouterProductionAliases() : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            // Production: CSS in .css files (shell and remotes), loaded with the chunk that needs it, in
            // parallel with its JavaScript; not strings in JavaScript injected by style-loader at run time.
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(svg|png|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      optimization: {
        // A separate runtime chunk leaves remoteEntry.js empty (stack notes, pitfall 1).
        runtimeChunk: false,
        // Federated builds are made of many small async chunks (each shared singleton is one);
        // split modules they have in common into their own chunk instead of copying them into
        // each (webpack's default only splits above 20 KB) — but not for less than 10 KB of
        // source: at 1 KB a futures create page came in 13 files, each with its own wrapper and
        // gzip dictionary; at 10 KB the shared pieces under that size are copied into the pages
        // that use them, and a first route, a bot page opened by a link, and the create page
        // followed by the detail page all download less (bench:bundles; futures grid's first
        // route 41.3 -> 39.6 KB gz in 7 files, its detail by link 39.8 -> 36.8). The price is
        // bytes in the build (copies a visitor downloads only on rarer paths).
        splitChunks: { chunks: splitChunksOf(wholeChunks), minSize: 10_000, minRemainingSize: 0 },
        minimize: production,
        minimizer: [
          new TerserPlugin({
            // swc's module mode deletes the container variable (pitfall 3): script mode.
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true, module: false },
          }),
          new CssMinifyPlugin(),
        ],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...(isHost ? hostFederationDefines() : {}),
        }),
        new BundleReportPlugin(),
      ],
      stats: 'errors-warnings',
    };
    if (!isHost) {
      config.plugins.push(
        new ModuleFederationPlugin({
          name: federationName(project),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig({ provide: false }),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: [],
          dts: false,
          // Remotes never load other remotes: their runtime can drop the snapshot (manifest) and remote-loading code.
          // One federation runtime per page: each remote's entry takes @module-federation/runtime-core
          // from the global the shell sets (`externalRuntime`) instead of carrying its own copy (and the
          // bundler runtime too: bundlerRuntimeExternal). (The package's own `provideExternalRuntime` would
          // make the shell download a second, CommonJS copy of runtime-core: +21 KB gz. See
          // apps/shell/src/federation/provide-runtime.ts.)
          experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
        }),
        bundlerRuntimeExternal(),
        new FirstRenderPlugin({ context: projectRoot, routes: firstRender }),
      );
      // A remote's first render runs an exposed module (the route table, the AI pick's pop-up) and the page it opens:
      // V8 compiles those chunks while they download, off the main thread (compile-hints.js). The first pages' chunks
      // are the ones routes.tsx names after the page (`webpackChunkName: "create"`); a page split into numbered
      // pieces keeps lazy compilation.
      const exposed = Object.keys(exposes ?? {}).map((name) => `__federation_expose_${name.replace(/^\.\//, '')}`);
      if (production) config.plugins.push(new CompileHintsPlugin({ chunks: [...exposed, ...Object.keys(KIND_FIRST_PAGES)] }));
    }
    if (production) config.plugins.push(new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }));
    if (isHost) {
      config.plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(projectRoot, 'src/index.html'),
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
          // html-webpack-plugin's own production options, plus its inline scripts minified (their comments and
          // whitespace were most of index.html's bytes: the first file of every visit).
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyJS: true,
          },
          // index.html preloads the entry of the remote that owns the URL as soon as the manifest says where it is,
          // and, on an area's URL, the federation runtime's chunk at once (chunkGroupFiles: its files, known at build time).
          preloadRemoteEntry: true,
          profilePath: apiPaths().profile,
          areas: registry.AREAS.map((row) => row.area),
          federationFiles: (compilation) => chunkGroupFiles(compilation, FEDERATION_CHUNK),
          // On an area's address: the area route's files at once (they wait for nothing but the shell), and, once a
          // remote's preload.json names the singletons its first render consumes, the shell's files of those.
          areaRouteFiles: (compilation) => chunkGroupFiles(compilation, AREA_ROUTE_CHUNK),
          sharedFiles: (compilation) => sharedChunkFiles(compilation, path.join(projectRoot, SHARED_PROVIDER)),
        }),
      );
      // What every first visit loads after main.js: one chunk, preloaded by index.html (start-chunks.js).
      const start = new StartChunksPlugin();
      config.plugins.push(start);
      // V8 compiles the start chunk's functions while it downloads, off the main thread (compile-hints.js).
      // So does the federation runtime's chunk, which every area's address runs before the remote's first render
      // (not part of the home's first visit).
      if (production) config.plugins.push(new CompileHintsPlugin({ chunks: [START_CHUNK, FEDERATION_CHUNK] }));
      config.optimization.splitChunks = {
        ...config.optimization.splitChunks,
        cacheGroups: {
          start: start.cacheGroup(),
          // webpack's vendor group, except the federation runtime's packages: they stay in the `federation`
          // chunk itself, not a vendor chunk beside it, so a deep link preloads one file less in its first
          // round (an HTTP/1.1 server's six connections are already taken by the shell's files and the manifest).
          defaultVendors: { test: /[\\/]node_modules[\\/](?!@module-federation[\\/])/, priority: -10, reuseExistingChunk: true },
        },
      };
      config.plugins.push(new EmitFilePlugin('remotes.json', defaultRemoteManifest, registryFile));
    }
    // Last, so the files the plugins above emit (index.html, remotes.json, manifests) are compressed too.
    if (production) config.plugins.push(...precompressPlugins());
    return config;
  };
}

/**
 * The pages of a bot kind's area a deep link may open first, by name: the router paths its
 * routes.tsx gives them (the create page is the area's home, `create/` and its fallback; the detail
 * page at @tb/feature-bot-pages `KIND_PAGE_PATHS.detail`) and the module it lazy-loads for them.
 */
const KIND_FIRST_PAGES = {
  create: { paths: ['', 'create', '*'], module: './src/create/CreatePage' },
  detail: { paths: ['detail/:botId'], module: './src/detail/DetailPage' },
};

/**
 * A bot kind's remote (apps/<area>): its route table exposed as `./Routes` (src/routes.tsx), and
 * preload.json listing the chunks of `lazyPages`, the kind's first pages (KIND_FIRST_PAGES) its
 * router lazy-loads. A page in the exposed module itself (a create page imported by routes.tsx)
 * is left out: its files are already the exposed module's.
 *
 *   module.exports = createKindConfig('martingale', { lazyPages: ['create', 'detail'] });
 *
 * `firstCalls` names, per page, the one API call its first screen waits for (a POST of the route's
 * params: first-render.js, index.html), so a deep link starts it beside the profile call.
 * `wholePages`: lazy pages whose chunk is left whole (one file on a deep link, `splitChunksOf`); the
 * kind's routes.tsx names their `import()` after the page (`webpackChunkName: "detail"`).
 * `wholeChunks`: other named async chunks left whole — a piece a page asks for while it loads, which
 * split came in several files (one script tag and one evaluation task each on a phone's main thread).
 *
 * @param {string} project the kind's area (its app folder)
 * @param {{ lazyPages: Array<keyof typeof KIND_FIRST_PAGES>, firstCalls?: Partial<Record<keyof typeof KIND_FIRST_PAGES, { path: string, body: Record<string, string> }>>, wholePages?: Array<keyof typeof KIND_FIRST_PAGES>, wholeChunks?: string[] }} options
 */
function createKindConfig(project, { lazyPages, firstCalls = {}, wholePages = [], wholeChunks = [] }) {
  return createConfig({
    project,
    kind: 'remote',
    exposes: { './Routes': './src/routes.tsx' },
    firstRender: lazyPages.map((page) => (firstCalls[page] ? { ...KIND_FIRST_PAGES[page], call: firstCalls[page] } : KIND_FIRST_PAGES[page])),
    wholeChunks: [...wholePages, ...wholeChunks],
  });
}

/**
 * Standalone scripts an app serves from fixed static paths (the shell's
 * native-app scripts, spec §7: app-jump and app-install-banner). One small
 * compilation of their own, after the app's (`dependencies`, so the app's
 * `clean` runs first), into `dist/apps/<project>/static/<name>.js`: no
 * federation runtime, no shared singletons, no content hash (the path is the
 * contract; the simulator serves them `no-cache` with an ETag), minified and
 * pre-compressed like the rest. The app loads them with a `<script>` tag only
 * when it needs them, so their code is in none of its chunks.
 *
 * @param {{ project: string, entries: Record<string, string> }} options
 */
function createStaticScriptsConfig({ project, entries }) {
  const projectRoot = path.join(root, 'apps', project);
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development' && process.env.NODE_ENV !== 'development';
    /** @type {import('webpack').Configuration} */
    const config = {
      name: `${project}-static`,
      dependencies: [project],
      mode: production ? 'production' : 'development',
      context: projectRoot,
      devtool: production ? 'source-map' : false,
      target: ['web', 'es2020'],
      entry: entries,
      output: {
        path: path.join(root, 'dist/apps', project, 'static'),
        publicPath: `${staticBase(project)}static/`,
        filename: '[name].js',
        iife: true,
        clean: false,
      },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]s$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
          },
        ],
      },
      optimization: {
        splitChunks: false,
        runtimeChunk: false,
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true, module: false } })],
      },
      performance: { hints: false },
      plugins: production ? precompressPlugins() : [],
      stats: 'errors-warnings',
    };
    return config;
  };
}

module.exports = { contractPaths, createConfig, createKindConfig, createStaticScriptsConfig, defaultRemoteManifest, federationName, staticBase };
