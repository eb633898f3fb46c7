import { startFederation } from './federation-runtime';
import { loadFederation, prefetchFederationOnIntent, releaseFirstRenderPreloads } from './load-federation';

jest.mock('./federation-runtime', () => ({ startFederation: jest.fn() }));
jest.mock('./federation-core', () => ({ init: jest.fn() }));
const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };

describe('the federation runtime on demand', () => {
  beforeEach(() => jest.mocked(startFederation).mockReset());

  it('starts once however many callers ask, and again after a failed start (the Retry)', async () => {
    jest.mocked(startFederation).mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    await expect(loadFederation()).rejects.toThrow('chunk failed');
    jest.mocked(startFederation).mockReturnValue(runtime);
    const [a, b] = await Promise.all([loadFederation(), loadFederation()]);
    expect(a).toBe(runtime);
    expect(b).toBe(runtime);
    expect(startFederation).toHaveBeenCalledTimes(2);
  });
});

describe("index.html's held first-render preloads", () => {
  it('are released by the first start of the runtime, once; a failing or missing hold changes nothing', async () => {
    const release = jest.fn();
    const holder = globalThis as { __TB_FIRST_RENDER__?: () => void };
    holder.__TB_FIRST_RENDER__ = release;
    jest.mocked(startFederation).mockReturnValue(runtime);
    await jest.isolateModulesAsync(async () => {
      // a fresh module: the runtime not started yet
      const fresh = await import('./load-federation');
      await fresh.loadFederation();
      await fresh.loadFederation();
    });
    expect(release).toHaveBeenCalledTimes(1);
    expect(holder.__TB_FIRST_RENDER__).toBeUndefined();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      __TB_FIRST_RENDER__: () => {
        throw new Error('no head');
      },
    };
    expect(() => releaseFirstRenderPreloads(failing)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(() => releaseFirstRenderPreloads({})).not.toThrow();
  });
});

describe('intent on the home', () => {
  it('starts the runtime at the first pointer over a link into an area, not for other links', async () => {
    document.body.innerHTML = '<a href="/tradingbot/en/about/">About</a><a href="/tradingbot/en/spot-grid/">Spot grid</a>';
    const isAreaPath = jest.fn((path: string) => path.split('/')[3] === 'spot-grid');
    const stop = prefetchFederationOnIntent(isAreaPath);
    const [about, spot] = Array.from(document.querySelectorAll('a'));
    about.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(isAreaPath).toHaveBeenCalledWith('/tradingbot/en/about/');
    isAreaPath.mockClear();
    spot.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(isAreaPath).toHaveBeenCalledWith('/tradingbot/en/spot-grid/');
    // once: later events are not even looked at
    isAreaPath.mockClear();
    spot.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(isAreaPath).not.toHaveBeenCalled();
    stop();
  });
});
