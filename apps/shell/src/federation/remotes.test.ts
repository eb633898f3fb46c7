import { startFederation } from './federation-runtime';
import { areaOf, loadManifest, loadRemoteModule, loadRemoteRoutes, parseManifest } from './remotes';

// The shell's federation runtime (a lazy chunk in the build): its instance's two methods.
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('./federation-runtime', () => ({ startFederation: jest.fn() }));
jest.mocked(startFederation).mockImplementation(() => ({ registerRemotes, loadRemote }) as unknown as ReturnType<typeof startFederation>);

const manifest = {
  remotes: [
    { name: 'spot_grid', area: 'spot-grid', entry: '/tb-static/spot-grid/remoteEntry.js' },
    { name: 'ranking', area: 'ranking', entry: 'https://cdn.example.com/ranking/abc/remoteEntry.js' },
  ],
};

function mockFetch(response: Partial<Response> & { json?: () => Promise<unknown> }) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, ...response }) as unknown as typeof fetch;
}

describe('remote manifest', () => {
  it('accepts a well-formed manifest', () => {
    expect(parseManifest(manifest)).toEqual(manifest);
  });

  it.each([
    [{}, /remotes/],
    [{ remotes: [{ name: 'spot-grid', area: 'spot-grid', entry: '/x' }] }, /bad name/],
    [{ remotes: [{ name: 'dca', area: 'dca', entry: '' }] }, /no entry/],
    [{ remotes: [{ name: 'dca', area: '../dca', entry: '/x.js' }] }, /bad area/],
    [{ remotes: [{ name: 'dca', area: 'dca', entry: '/tb-static/dca/mf-manifest.json' }] }, /remoteEntry\.js/],
  ])('rejects %j', (value, message) => {
    expect(() => parseManifest(value)).toThrow(message);
  });

  it('loads the manifest without caching and without starting the federation runtime (the home needs none)', async () => {
    mockFetch({ json: async () => manifest });
    await loadManifest('/tb-static/shell/remotes.json');
    expect(global.fetch).toHaveBeenCalledWith('/tb-static/shell/remotes.json', { cache: 'no-store' });
    expect(startFederation).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(areaOf('ranking')).toBe('ranking');
  });

  it("takes the manifest fetch index.html started (once, for its URL) instead of fetching again", async () => {
    mockFetch({ json: async () => ({ remotes: [] }) });
    const holder = globalThis as { __TB_REMOTES__?: unknown };
    holder.__TB_REMOTES__ = { url: '/tb-static/shell/remotes.json', manifest: Promise.resolve(manifest) };
    await loadManifest('/tb-static/shell/remotes.json');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(areaOf('spot_grid')).toBe('spot-grid');
    expect(holder.__TB_REMOTES__).toBeUndefined();
    await loadManifest('/tb-static/shell/remotes.json');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the early fetch failed or was for another URL', async () => {
    mockFetch({ json: async () => manifest });
    const holder = globalThis as { __TB_REMOTES__?: unknown };
    holder.__TB_REMOTES__ = { url: '/tb-static/shell/remotes.json', manifest: Promise.reject(new Error('offline')) };
    await loadManifest('/tb-static/shell/remotes.json');
    expect(global.fetch).toHaveBeenCalledWith('/tb-static/shell/remotes.json', { cache: 'no-store' });
    holder.__TB_REMOTES__ = { url: '/elsewhere/remotes.json', manifest: Promise.resolve({ remotes: [] }) };
    await loadManifest('/tb-static/shell/remotes.json');
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(areaOf('ranking')).toBe('ranking');
  });

  it('fails clearly when the manifest is not served', async () => {
    mockFetch({ ok: false, status: 404 });
    await expect(loadManifest('/tb-static/shell/remotes.json')).rejects.toThrow(/HTTP 404/);
  });
});

describe('loading a remote', () => {
  beforeEach(async () => {
    mockFetch({ json: async () => manifest });
    await loadManifest('/tb-static/shell/remotes.json');
    registerRemotes.mockClear();
    loadRemote.mockReset();
  });

  it('starts the runtime once on the first remote, registers the manifest\'s remotes then, and loads the routes module', async () => {
    const Routes = () => null;
    loadRemote.mockResolvedValue({ default: Routes });
    await expect(loadRemoteRoutes('ranking')).resolves.toBe(Routes);
    expect(loadRemote).toHaveBeenCalledWith('ranking/Routes');
    expect(startFederation).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'spot_grid', entry: '/tb-static/spot-grid/remoteEntry.js' },
      { name: 'ranking', entry: 'https://cdn.example.com/ranking/abc/remoteEntry.js' },
    ]);
    registerRemotes.mockClear();
    await loadRemoteModule('spot_grid/Routes');
    expect(startFederation).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalled();
    // the remote's entry was asked for at once (in parallel with the runtime), not after the runtime started
    expect(document.querySelector('link[rel=preload][href="https://cdn.example.com/ranking/abc/remoteEntry.js"]')).not.toBeNull();
  });

  it('a retry re-registers the remote first, dropping the cached failure', async () => {
    loadRemote.mockResolvedValue({ default: () => null });
    await loadRemoteRoutes('ranking', true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'ranking', entry: 'https://cdn.example.com/ranking/abc/remoteEntry.js' }], {
      force: true,
    });
  });

  it('rejects a module without a component and an unknown remote', async () => {
    loadRemote.mockResolvedValue({ default: 'nope' });
    await expect(loadRemoteRoutes('ranking')).rejects.toThrow(/did not export a component/);
    await expect(loadRemoteRoutes('nope')).rejects.toThrow(/No remote named nope/);
  });
});
