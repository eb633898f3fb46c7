import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileStaticPath } from '@tb/util-env/testing';
import { startTestServer, type TestServer } from '../testing/server';

describe('serving the built apps', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tb-dist-'));
    mkdirSync(join(dist, 'shell'), { recursive: true });
    mkdirSync(join(dist, 'ranking'), { recursive: true });
    writeFileSync(join(dist, 'shell/index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'shell/remotes.json'), '{"remotes":[]}');
    writeFileSync(join(dist, 'shell/main.0123abcd.js'), 'console.log(1)');
    // The build's pre-compressed copies (contents that tell them apart).
    writeFileSync(join(dist, 'shell/main.0123abcd.js.br'), 'BROTLI BYTES');
    writeFileSync(join(dist, 'shell/main.0123abcd.js.gz'), 'GZIP BYTES');
    writeFileSync(join(dist, 'shell/index.html.br'), 'BROTLI INDEX');
    writeFileSync(join(dist, 'ranking/mf-manifest.json'), '{}');
    writeFileSync(join(dist, 'secret.txt'), 'outside every app');
    // The simulator's own bundle is built into dist/apps too; it is not a browser app.
    mkdirSync(join(dist, 'exchange-sim'), { recursive: true });
    writeFileSync(join(dist, 'exchange-sim/main.mjs'), 'simulator bundle');
    writeFileSync(join(dist, 'exchange-sim/main.mjs.map'), 'simulator source map');
    // A folder whose name starts with an app's name, and a link out of an app folder.
    mkdirSync(join(dist, 'shell-old'), { recursive: true });
    writeFileSync(join(dist, 'shell-old/secret.txt'), 'next to the shell');
    symlinkSync(join(dist, 'secret.txt'), join(dist, 'ranking/link.txt'));
    server = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('serves the shell for every /tradingbot page, never cached', async () => {
    for (const url of ['/tradingbot', '/tradingbot/en/', '/tradingbot/zh-TW/spot-grid/detail/123/']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 200, body: '<!doctype html><title>shell</title>' });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).headers.location).toBe('/tradingbot/en/');
  });

  it('serves app files with long caching for hashed names, and the remote manifest uncached', async () => {
    const hashed = await get('/tb-static/shell/main.0123abcd.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    const manifest = await get('/tb-static/shell/remotes.json');
    expect(manifest.json()).toEqual({ remotes: [] });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/tb-static/ranking/mf-manifest.json')).statusCode).toBe(200);
  });

  it('answers missing files and escapes from an app folder with a 404 envelope', async () => {
    for (const url of ['/tb-static/shell/missing.js', '/tb-static/shell/../secret.txt', '/tb-static/shell/%2e%2e/secret.txt', '/tb-static/Shell/index.html', '/tb-static/ranking/']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ ret_code: 10404, result: {} });
    }
  });

  it('never serves the simulator bundle, a sibling folder with the same prefix, or a link out of the folder', async () => {
    for (const url of [
      '/tb-static/exchange-sim/main.mjs',
      '/tb-static/exchange-sim/main.mjs.map',
      '/tb-static/shell/..%2fexchange-sim%2fmain.mjs',
      '/tb-static/shell/%2e%2e%2fexchange-sim/main.mjs',
      '/tb-static/shell%2f..%2fexchange-sim/main.mjs',
      '/tb-static/shell/..%2fshell-old/secret.txt',
      '/tb-static/shell-old/secret.txt',
      '/tb-static/ranking/link.txt',
      '/tb-static/shell/..%5csecret.txt',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('serves nothing outside the app folder for the whole class of hostile paths (generated)', async () => {
    const inside = new Set(['<!doctype html><title>shell</title>', '{"remotes":[]}', 'console.log(1)', '{}']);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('shell', 'ranking', 'exchange-sim', 'shell-old', '%2e%2e', 'shell%2f..'), hostileStaticPath(), async (appName, path) => {
        const response = await get(`/tb-static/${appName}/${path}`);
        if (response.statusCode === 200) expect(inside.has(response.body)).toBe(true);
        // A path whose dot segments climb to "/" (the test client resolves them, as browsers do) is the home redirect.
        else if (response.statusCode === 302) expect(response.headers.location).toBe('/tradingbot/en/');
        else {
          // 404 for what is not there; 400 when the router cannot even decode the URL (malformed %-encoding). Both in the envelope.
          expect([400, 404]).toContain(response.statusCode);
          expect(response.json()).toMatchObject({ result: {} });
        }
      }),
      { numRuns: 2_000, seed: 20261123 },
    );
  });

  it('sends the pre-compressed copy the browser accepts, with Content-Encoding and Vary', async () => {
    const asked = (encoding: string | undefined, url = '/tb-static/shell/main.0123abcd.js') =>
      server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await asked('gzip, deflate, br');
    expect({ body: br.body, encoding: br.headers['content-encoding'], vary: br.headers.vary }).toEqual({ body: 'BROTLI BYTES', encoding: 'br', vary: 'Accept-Encoding' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await asked('gzip');
    expect({ body: gz.body, encoding: gz.headers['content-encoding'] }).toEqual({ body: 'GZIP BYTES', encoding: 'gzip' });
    const plain = await asked(undefined);
    expect({ body: plain.body, encoding: plain.headers['content-encoding'] }).toEqual({ body: 'console.log(1)', encoding: undefined });
    // Pages too, revalidated every time.
    const page = await asked('br', '/tradingbot/en/dca/');
    expect({ body: page.body, encoding: page.headers['content-encoding'], cache: page.headers['cache-control'] }).toEqual({ body: 'BROTLI INDEX', encoding: 'br', cache: 'no-cache' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses API answers above 1 KB per request, and leaves small ones alone', async () => {
    const big = await server.app.inject({ method: 'GET', url: '/x-api/docs/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const small = await server.app.inject({ method: 'GET', url: '/x-api/nope', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ret_code: 10404 });
  });
});
