import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../testing';

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
    writeFileSync(join(dist, 'ranking/mf-manifest.json'), '{}');
    writeFileSync(join(dist, 'secret.txt'), 'outside every app');
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
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
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
});
