#!/usr/bin/env node
/**
 * A small static file server for built apps, with CORS, used to host one
 * remote on its own origin (as an independent deploy would) in the
 * isolation end-to-end test and in `tools/scripts/publish-remote.mjs` demos.
 *
 *   node tools/scripts/static-server.mjs --dir dist/apps/ranking --prefix /ranking/ --port 4301
 *
 * It delivers like the simulator (apps/exchange-sim/src/web/serve-apps.ts):
 * the build's brotli/gzip copies through @fastify/static's pre-compressed
 * mode, hashed files immutable for a year, everything else revalidated; and
 * it treats paths the same way: the raw path decoded once, dot segments,
 * backslashes and NUL refused (`staticPathSegments` of @tb/util-env), the
 * resolved file (links followed) inside the folder.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

const { staticPathSegments } = await createJiti(import.meta.url).import('../../libs/shared/util-env/src/lib/url-safety.ts');

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** True when `file` lies below `folder` (both absolute). */
function isInside(folder, file) {
  const rel = relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

export async function startStaticServer({ dir, prefix = '/', port = 0, host = '127.0.0.1' }) {
  const root = resolve(dir);
  const app = Fastify({ logger: false, frameworkErrors: (_error, _request, reply) => reply.code(404).type('text/plain').send('not found') });
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, etag: true, dotfiles: 'deny' });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('not found'));
  app.get('/*', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // The raw request path (still encoded): decoded once by staticPathSegments, never normalised first.
    const rawPath = request.url.split('?')[0];
    const segments = rawPath.startsWith(prefix) ? staticPathSegments(rawPath.slice(prefix.length)) : null;
    const file = segments ? join(root, ...segments) : root;
    let ok = false;
    try {
      ok = !!segments && isInside(root, file) && isInside(await realpath(root), await realpath(file)) && (await stat(file)).isFile();
    } catch {
      ok = false;
    }
    if (!ok) return reply.code(404).type('text/plain').send('not found');
    return reply
      .header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .sendFile(segments.join('/'));
  });
  await app.listen({ port, host });
  return app.server;
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
