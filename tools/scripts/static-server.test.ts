import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type * as UtilEnvTesting from '@tb/util-env/testing';

/**
 * The static server that hosts one remote on its own origin, over real HTTP
 * with raw (un-normalised) request paths, as an attacker would send them.
 */
describe('static-server', () => {
  let dir: string;
  let child: ChildProcess;
  let port = 0;
  // Imported as static-server.mjs imports url-safety (dynamically), which is how Nx sees tools → util-env.
  let hostileStaticPath: typeof UtilEnvTesting.hostileStaticPath;

  beforeAll(async () => {
    ({ hostileStaticPath } = await import('@tb/util-env/testing'));
    dir = mkdtempSync(join(tmpdir(), 'tb-static-'));
    mkdirSync(join(dir, 'ranking'));
    writeFileSync(join(dir, 'ranking/remoteEntry.js'), 'remote entry');
    writeFileSync(join(dir, 'ranking/remoteEntry.js.br'), 'BROTLI ENTRY');
    writeFileSync(join(dir, 'secret.txt'), 'outside the served folder');
    mkdirSync(join(dir, 'ranking-old'));
    writeFileSync(join(dir, 'ranking-old/secret.txt'), 'sibling with the same prefix');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'ranking/link.txt'));
    child = spawn(process.execPath, [join(__dirname, 'static-server.mjs'), '--dir', join(dir, 'ranking'), '--prefix', '/ranking/', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const match = /:(\d+)\//.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`static server exited ${code}`)));
    });
  });
  afterAll(() => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** GET with the path sent exactly as given (no client-side normalisation). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  it('serves the folder and nothing next to it', async () => {
    expect(await get('/ranking/remoteEntry.js')).toMatchObject({ status: 200, body: 'remote entry' });
    const br = await get('/ranking/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(br).toMatchObject({ status: 200, body: 'BROTLI ENTRY', headers: { 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' } });
    for (const path of ['/ranking/../secret.txt', '/ranking/%2e%2e/secret.txt', '/ranking/..%2fsecret.txt', '/ranking/..%2franking-old%2fsecret.txt', '/ranking/%5c..%5csecret.txt', '/ranking/link.txt', '/ranking-old/secret.txt', '/secret.txt']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('serves nothing outside the folder for the whole class of hostile paths (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(hostileStaticPath(), async (path) => {
        const response = await get(`/ranking/${path}`);
        if (response.status === 200) expect(response.body).toBe('remote entry');
        else expect(response.status).toBe(404);
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});
