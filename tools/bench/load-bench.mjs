// Shared by the engine benchmark runners: bundles tools/bench/src/<name>.bench.ts
// (and @tb/engine from source) with esbuild's JS API into tmp/bench/ and imports it.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundled module of tools/bench/src/`name`.bench.ts. */
export async function loadBench(name) {
  const outfile = path.join(root, `tmp/bench/${name}.bench.mjs`);
  await build({
    entryPoints: [path.join(root, `tools/bench/src/${name}.bench.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    alias: { '@tb/engine/testing': path.join(root, 'libs/engine/src/testing/fixtures.ts'), '@tb/engine': path.join(root, 'libs/engine/src/index.ts') },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
