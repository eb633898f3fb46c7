import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Publish = (options: { remote: string; from?: string; to: string; url: string; manifest: string }) => {
  version: string;
  target: string;
  entry: string;
};

describe('publish-remote', () => {
  let publishRemote: Publish;
  beforeAll(async () => {
    ({ publishRemote } = (await import(join(__dirname, 'publish-remote.mjs'))) as { publishRemote: Publish });
  });

  function fixture() {
    const dir = mkdtempSync(join(tmpdir(), 'tb-publish-'));
    const built = join(dir, 'built');
    mkdirSync(built);
    writeFileSync(join(built, 'mf-manifest.json'), JSON.stringify({ id: 'ranking', v: 1 }));
    writeFileSync(join(built, 'remoteEntry.js'), 'var ranking;');
    const manifest = join(dir, 'remotes.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        remotes: [
          { name: 'spot_grid', area: 'spot-grid', entry: '/tb-static/spot-grid/mf-manifest.json' },
          { name: 'ranking', area: 'ranking', entry: '/tb-static/ranking/mf-manifest.json' },
        ],
      }),
    );
    return { dir, built, manifest };
  }

  it('copies the build to an immutable versioned folder and repoints only that remote', () => {
    const { dir, built, manifest } = fixture();
    const result = publishRemote({ remote: 'ranking', from: built, to: join(dir, 'cdn'), url: 'https://cdn.example.com/bots/', manifest });
    expect(readdirSync(result.target).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    const written = JSON.parse(readFileSync(manifest, 'utf8'));
    expect(written.remotes).toEqual([
      { name: 'spot_grid', area: 'spot-grid', entry: '/tb-static/spot-grid/mf-manifest.json' },
      { name: 'ranking', area: 'ranking', entry: `https://cdn.example.com/bots/ranking/${result.version}/remoteEntry.js` },
    ]);
  });

  it('a new build gets a new version; the old folder stays for rollback', () => {
    const { dir, built, manifest } = fixture();
    const first = publishRemote({ remote: 'ranking', from: built, to: join(dir, 'cdn'), url: 'http://x', manifest });
    writeFileSync(join(built, 'mf-manifest.json'), JSON.stringify({ id: 'ranking', v: 2 }));
    const second = publishRemote({ remote: 'ranking', from: built, to: join(dir, 'cdn'), url: 'http://x', manifest });
    expect(second.version).not.toBe(first.version);
    expect(readdirSync(join(dir, 'cdn', 'ranking')).sort()).toEqual([first.version, second.version].sort());
  });

  it('refuses unknown remotes and missing builds without touching the manifest', () => {
    const { dir, manifest } = fixture();
    const before = readFileSync(manifest, 'utf8');
    expect(() => publishRemote({ remote: 'shell', to: dir, url: 'http://x', manifest })).toThrow(/unknown remote/);
    expect(() => publishRemote({ remote: 'dca', from: join(dir, 'nope'), to: dir, url: 'http://x', manifest })).toThrow(/not found/);
    expect(readFileSync(manifest, 'utf8')).toBe(before);
  });
});
