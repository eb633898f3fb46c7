import { existsSync, readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
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
 * Hashed files are cached for a year; manifests and HTML are never cached, so a
 * re-published remote is picked up on the next load. Missing files are 404
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

/** True when `file` is `folder` itself or below it (both absolute, resolved). */
export function isInside(folder: string, file: string): boolean {
  const rel = relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type ServeAppsOptions = { distDir: string; remotesFile?: string };

export function registerAppServing(app: FastifyInstance, { distDir, remotesFile }: ServeAppsOptions) {
  const root = resolve(distDir);
  const shellIndex = join(root, 'shell/index.html');

  const sendFile = async (reply: FastifyReply, file: string, cache: string) => {
    const body = await readFile(file);
    return reply
      .header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
      .header('Cache-Control', cache)
      .header('Access-Control-Allow-Origin', '*')
      .send(body);
  };

  const hidden = { schema: { hide: true } };
  app.get('/tb-static/shell/remotes.json', hidden, async (_request, reply) => {
    const file = remotesFile && existsSync(remotesFile) ? remotesFile : join(root, 'shell/remotes.json');
    if (!existsSync(file)) throw new ApiError(RetCode.NOT_FOUND, 'remote manifest not built', 404);
    return sendFile(reply, file, 'no-cache');
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
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    return sendFile(reply, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });

  const servePage = async (_request: unknown, reply: FastifyReply) => {
    if (!existsSync(shellIndex)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The shell is not built yet: run `npm start` (or `npx nx run-many -t build`).');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(shellIndex));
  };
  app.get('/tradingbot', hidden, servePage);
  app.get('/tradingbot/*', hidden, servePage);
  app.get('/', hidden, async (_request, reply) => reply.redirect('/tradingbot/en/'));
}
