import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { RetCode } from '@tb/contracts';
import { AREAS } from '@tb/util-bot-kinds';
import { staticPathSegments } from '@tb/util-env';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../lib/api-error';

/**
 * Serves the built browser apps from one port, next to the API:
 * - `/tb-static/<app>/...`  files of dist/apps/<app> (shell and every remote);
 * - `/tb-static/shell/remotes.json`  the remote manifest (a configured file
 *   when SIM_REMOTES points at one, else the one built with the shell);
 * - `/tradingbot` and everything under it  the shell's index.html (the shell routes).
 *
 * Delivery: the production build writes a brotli and a gzip copy of every
 * text asset; @fastify/static's pre-compressed mode sends the best one the
 * browser accepts (`Content-Encoding`, with `Vary: Accept-Encoding` on every
 * file). Hashed files (`name.0123abcd.js|css`) are immutable for a year;
 * everything else (index.html, remotes.json, remoteEntry.js, manifests) is
 * revalidated on every load (`no-cache` + ETag), so a re-published remote is
 * picked up on the next load. The manifest is never pre-compressed (a deploy
 * rewrites it in place); @fastify/compress compresses it, and every API
 * response above 1 KB, per request (see server.ts). Missing files are 404
 * envelopes (ret_code 10404), like every unknown path.
 *
 * Paths are hostile: only the browser apps are served (the shell and one
 * remote per registry area — never the simulator's own bundle, also built into
 * dist/apps), the file part is taken from the raw URL, decoded exactly once
 * and refused when it holds a dot segment, a backslash or NUL
 * (`staticPathSegments`), and the resolved file (symlinks followed) must lie
 * inside that app's folder.
 */
export const SERVED_APPS: ReadonlySet<string> = new Set(['shell', ...AREAS.map((row) => row.area)]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** True when `file` is below `folder` (both absolute, resolved). */
export function isInside(folder: string, file: string): boolean {
  const rel = relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

export type ServeAppsOptions = { distDir: string; remotesFile?: string };

export async function registerAppServing(app: FastifyInstance, { distDir, remotesFile }: ServeAppsOptions): Promise<void> {
  const root = resolve(distDir);
  const shellIndex = join(root, 'shell/index.html');
  // serve: false — no routes of its own; our handlers validate the path, then call reply.sendFile.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, etag: true, lastModified: true, dotfiles: 'deny' });

  const send = (reply: FastifyReply, folder: string, file: string, cache: string) =>
    reply.header('Cache-Control', cache).header('Vary', 'Accept-Encoding').header('Access-Control-Allow-Origin', '*').sendFile(file, folder);

  const hidden = { schema: { hide: true } };
  app.get('/tb-static/shell/remotes.json', hidden, async (_request, reply) => {
    const file = remotesFile && existsSync(remotesFile) ? resolve(remotesFile) : join(root, 'shell/remotes.json');
    if (!existsSync(file)) throw new ApiError(RetCode.NOT_FOUND, 'remote manifest not built', 404);
    return send(reply, dirname(file), basename(file), REVALIDATE);
  });

  app.get('/tb-static/:app/*', hidden, async (request, reply) => {
    // The raw path, not the router's decoded params: decoding happens once, here.
    const rawPath = request.url.split('?')[0];
    const notFound = () => new ApiError(RetCode.NOT_FOUND, `not found: ${rawPath}`.slice(0, 200), 404);
    const match = /^\/tb-static\/([^/]*)\/(.*)$/.exec(rawPath);
    const appName = match ? match[1] : '';
    const segments = match ? staticPathSegments(match[2]) : null;
    if (!SERVED_APPS.has(appName) || !segments) throw notFound();
    const folder = join(root, appName);
    const file = join(folder, ...segments);
    let isFile = false;
    try {
      isFile = isInside(folder, file) && isInside(await realpath(folder), await realpath(file)) && (await stat(file)).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) throw notFound();
    return send(reply, folder, segments.join('/'), HASHED.test(file) ? IMMUTABLE : REVALIDATE);
  });

  const servePage = async (_request: unknown, reply: FastifyReply) => {
    if (!existsSync(shellIndex)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The shell is not built yet: run `npm start` (or `npx nx run-many -t build`).');
    }
    return send(reply, dirname(shellIndex), 'index.html', REVALIDATE);
  };
  app.get('/tradingbot', hidden, servePage);
  app.get('/tradingbot/*', hidden, servePage);
  app.get('/', hidden, async (_request, reply) => reply.redirect('/tradingbot/en/'));
}
