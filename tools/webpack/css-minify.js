// @ts-check
/**
 * Production CSS minification (issue 30): mini-css-extract-plugin writes each stylesheet as its
 * sources are — comments, indentation, a rule per line — and nothing minified them: the shell's
 * design-system sheet, on every page's first visit, was 43 KB (8.9 KB gzip) of which a fifth was
 * whitespace and comments, downloaded, decompressed and tokenised before the first render.
 *
 * esbuild (already the workspace's, see package.json) minifies each .css asset in webpack's
 * optimize-size stage, like TerserPlugin the JavaScript, before the real content hash renames it:
 * - only whitespace, comments and equivalent shorter spellings (0.5rem → .5rem, #ffffff → #fff,
 *   identical adjacent rules merged); no lowering (no target): logical properties, `inset`,
 *   `:where()`, `min()` and custom properties stay as written;
 * - colours keep their functional form (`hex-rgba` off): rgba(0, 0, 0, 0.45) is not rounded to
 *   an 8-digit hex alpha, so every colour is the one the source asks for;
 * - the source map is chained: the .css.map still points at the lib or app file of each rule.
 */
const esbuild = require('esbuild');
const webpack = require('webpack');

const PLUGIN = 'CssMinifyPlugin';

/**
 * @param {string} css
 * @param {string} file the asset's name (the source map's `file`)
 * @returns {{ code: string, map: string }}
 */
function minifyCss(css, file) {
  const result = esbuild.transformSync(css, {
    loader: 'css',
    minify: true,
    sourcemap: 'external',
    sourcefile: file,
    supported: { 'hex-rgba': false },
    logLevel: 'silent',
  });
  if (result.warnings.length) throw new Error(`${file}: ${result.warnings.map((w) => w.text).join('; ')}`);
  return { code: result.code, map: result.map };
}

class CssMinifyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.css')) continue;
          const asset = compilation.getAsset(name);
          if (!asset || asset.info.minimized) continue;
          const { source, map } = asset.source.sourceAndMap();
          const input = typeof source === 'string' ? source : source.toString('utf8');
          const { code, map: outMap } = minifyCss(input, name);
          const output = map
            ? new webpack.sources.SourceMapSource(code, name, outMap, input, /** @type {any} */ (map), true)
            : new webpack.sources.RawSource(code);
          compilation.updateAsset(name, output, { ...asset.info, minimized: true });
        }
      });
    });
  }
}

module.exports = { CssMinifyPlugin, minifyCss };
