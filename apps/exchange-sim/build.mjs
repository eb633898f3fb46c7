#!/usr/bin/env node
/**
 * Builds the simulator with esbuild: one ESM bundle per entry under
 * dist/apps/exchange-sim, workspace libs inlined (tsconfig paths), npm packages
 * left as imports (node_modules is present wherever the simulator runs).
 *
 *   node apps/exchange-sim/build.mjs [--watch]
 */
import { build, context } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const watch = process.argv.includes('--watch');

const options = {
  absWorkingDir: root,
  entryPoints: {
    main: join(here, 'src/main.ts'),
    admin: join(here, 'src/admin.ts'),
  },
  outdir: join(root, 'dist/apps/exchange-sim'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: join(here, 'tsconfig.json'),
  outExtension: { '.js': '.mjs' },
  logLevel: 'info',
};

if (watch) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
