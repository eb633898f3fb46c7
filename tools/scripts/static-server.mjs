#!/usr/bin/env node
/**
 * A minimal static file server for built apps, with CORS, used to host one
 * remote on its own origin (as an independent deploy would) in the
 * isolation end-to-end test and in `tools/scripts/publish-remote.mjs` demos.
 *
 *   node tools/scripts/static-server.mjs --dir dist/apps/ranking --prefix /ranking/ --port 4301
 */
import { createServer } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

// The one implementation of "decode once, refuse dot segments and backslashes" (@tb/util-env), as the simulator uses it.
const { staticPathSegments } = await createJiti(import.meta.url).import('../../libs/shared/util-env/src/lib/url-safety.ts');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file) {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/** True when `file` lies below `folder` (both absolute). */
function isInside(folder, file) {
  const rel = relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

export function startStaticServer({ dir, prefix = '/', port = 0, host = '127.0.0.1' }) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // The raw request path (still encoded): decoded once by staticPathSegments, never by URL normalisation first.
    const rawPath = (req.url ?? '/').split('?')[0];
    const segments = rawPath.startsWith(prefix) ? staticPathSegments(rawPath.slice(prefix.length)) : null;
    const file = segments ? join(root, ...segments) : root;
    if (!segments || !isInside(root, file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    try {
      if (!isInside(await realpath(root), await realpath(file))) throw new Error('outside the folder');
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const body = await readFile(file);
      const cache = /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'Content-Type': contentType(file), 'Cache-Control': cache });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolveListen) => {
    server.listen(port, host, () => resolveListen(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, prefix: { type: 'string', default: '/' }, port: { type: 'string', default: '4300' } },
  });
  if (!values.dir) {
    console.error('usage: static-server.mjs --dir <folder> [--prefix /path/] [--port 4300]');
    process.exit(2);
  }
  const server = await startStaticServer({ dir: values.dir, prefix: values.prefix, port: Number(values.port) });
  console.log(`serving ${values.dir} at http://127.0.0.1:${server.address().port}${values.prefix}`);
}
