// @ts-check
/**
 * V8's explicit compile hint on the host's start chunk (issue 30, main-thread budget on a phone).
 *
 * V8 compiles a script's functions lazily: the first call of each one compiles it, on the main
 * thread, inside whatever task called it. The shell's start chunk (React, React DOM, Redux,
 * i18next, the router, the design system: start-chunks.js) is almost all run during the start's
 * steps and the first render, so those tasks were mostly compiling — traced under 4× CPU slowdown,
 * `V8.CompileCode` was ~300–470 ms of the home's ~1.1–1.8 s of main-thread work, and split over
 * every start step and the first render's slices.
 *
 * The magic comment `//# allFunctionsCalledOnLoad` at the top of a script tells V8 to compile all of
 * its functions eagerly, and for a script streamed from the network (every chunk webpack or a
 * preload requests) that happens on a background thread while it downloads: the main thread only
 * runs the code. Only the start chunk carries it: its code is what every first visit runs; route and
 * remote chunks are compiled lazily as before.
 *
 * Bytes: the comment replaces the line Terser's license extraction writes at the top of the chunk
 * (`/*! For license information please see X.LICENSE.txt *\/`) with one line that carries both the
 * hint and the pointer to the licence file, so the first visit does not grow (bench:bundles). V8 reads
 * the hint's name up to a space or `=`: the pointer follows after a space (`allFunctionsCalledOnLoad;`
 * would not be the hint).
 * A chunk without that line gets the hint on a line of its own. Runs after the minifier and before
 * the source maps are written (same line count when replacing; webpack's sources shift the maps
 * when prepending) and before the real content hash renames the files (it rewrites the hash in the
 * pointer too).
 */
const webpack = require('webpack');

const PLUGIN = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad';
/** The banner terser-webpack-plugin writes when it extracts licence comments (its default `banner`). */
const LICENSE_BANNER = /^\/\*! For license information please see (\S+) \*\/(?=\r?\n)/;

/**
 * The first line of `code` as it should be: the licence banner replaced by the hint and the same pointer,
 * else null (the hint goes on a line of its own, before the code).
 * @param {string} code
 * @returns {{ replace: string, length: number } | null}
 */
function hintLine(code) {
  const banner = LICENSE_BANNER.exec(code);
  return banner ? { replace: `${HINT} see ${banner[1]}`, length: banner[0].length } : null;
}

/** @param {string} code @returns {string} the same script with the hint at its top (hintLine's rule; once) */
function withCompileHint(code) {
  if (code.startsWith(HINT)) return code;
  const line = hintLine(code);
  return line ? line.replace + code.slice(line.length) : `${HINT}\n${code}`;
}

class CompileHintsPlugin {
  /** @param {{ chunks: string[] }} options the names of the chunks whose JavaScript gets the hint */
  constructor({ chunks }) {
    this.chunks = new Set(chunks);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // after TerserPlugin (OPTIMIZE_SIZE) has minified and written the banner, before DEV_TOOLING writes the maps
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunks.has(chunk.name)) continue;
          for (const file of chunk.files) {
            if (!/\.m?js$/.test(file)) continue;
            compilation.updateAsset(file, (source) => {
              const code = source.source().toString();
              if (code.startsWith(HINT)) return source;
              const line = hintLine(code);
              if (!line) return new webpack.sources.ConcatSource(`${HINT}\n`, source);
              const replaced = new webpack.sources.ReplaceSource(source);
              replaced.replace(0, line.length - 1, line.replace);
              return replaced;
            });
          }
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, withCompileHint, HINT };
