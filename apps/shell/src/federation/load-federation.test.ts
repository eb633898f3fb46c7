import { startFederation } from './federation-runtime';
import { loadFederation, prefetchFederationOnIntent } from './load-federation';

jest.mock('./federation-runtime', () => ({ startFederation: jest.fn() }));
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
