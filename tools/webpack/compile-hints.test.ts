import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TerserPlugin = require('terser-webpack-plugin');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SourceMapConsumer } = require('source-map');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin, withCompileHint, HINT } = require('./compile-hints.js') as {
  CompileHintsPlugin: new (options: { chunks: string[] }) => webpack.WebpackPluginInstance;
  withCompileHint(code: string): string;
  HINT: string;
};

describe('withCompileHint', () => {
  it('puts the hint and the licence pointer on the line Terser wrote, else on a line of its own, once', () => {
    const banner = '/*! For license information please see start.1a2b3c4d.js.LICENSE.txt */\n"use strict";f();';
    // V8 takes the hint's name up to a space or '=': the pointer comes after a space
    expect(withCompileHint(banner)).toBe(`${HINT} see start.1a2b3c4d.js.LICENSE.txt\n"use strict";f();`);
    expect(withCompileHint(withCompileHint(banner))).toBe(withCompileHint(banner));
    expect(withCompileHint('"use strict";f();')).toBe(`${HINT}\n"use strict";f();`);
    // a comment that only looks like the banner, not on the first line, is left alone
    expect(withCompileHint('f();\n/*! For license information please see x.txt */\n')).toBe(`${HINT}\nf();\n/*! For license information please see x.txt */\n`);
  });
});

describe('CompileHintsPlugin', () => {
  async function build(): Promise<{ dir: string; files: string[] }> {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'entry.js'), "import('./start-code').then((m) => m.run()); import('./later').then((m) => m.later());\n");
    writeFileSync(join(dir, 'start-code.js'), '/*! @license MIT, a library */\nexport function run() { return [1, 2, 3].map((x) => x * 2).join(","); }\n');
    writeFileSync(join(dir, 'later.js'), 'export function later() { return "later"; }\n');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      devtool: 'source-map',
      output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true, module: false } })],
        splitChunks: { cacheGroups: { start: { test: /start-code/, name: 'start', chunks: 'async', enforce: true } } },
      },
      plugins: [new CompileHintsPlugin({ chunks: ['start'] })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
    );
    return { dir, files: readdirSync(join(dir, 'dist')) };
  }

  it('gives the named chunk the hint on its licence line, keeps its source map, and leaves the other chunks lazy', async () => {
    const { dir, files } = await build();
    const start = files.find((file) => /^start\.[0-9a-f]{8}\.js$/.test(file));
    expect(start).toBeDefined();
    const code = readFileSync(join(dir, 'dist', start as string), 'utf8');
    const [first, second] = code.split('\n');
    // the pointer names the licence file as it is finally called (after the real content hash)
    expect(first).toBe(`${HINT} see ${start}.LICENSE.txt`);
    expect(files).toContain(`${start}.LICENSE.txt`);
    // the map still points the code at its source
    const map = await new SourceMapConsumer(JSON.parse(readFileSync(join(dir, 'dist', `${start}.map`), 'utf8')));
    const position = map.originalPositionFor({ line: 2, column: second.indexOf('.map(') + 1 });
    expect(position.source).toMatch(/start-code\.js$/);
    expect(position.line).toBe(2);
    map.destroy?.();
    for (const file of files.filter((name) => /\.js$/.test(name) && name !== start)) {
      expect(readFileSync(join(dir, 'dist', file), 'utf8')).not.toContain(HINT);
    }
  }, 60_000);
});
