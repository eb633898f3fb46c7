import { appInstallBanner } from './app-install-banner';
import { loadStaticScript, resetStaticScripts, staticScriptUrl } from './load-static-script';
import { serveStaticScript } from './testing';

beforeEach(() => resetStaticScripts());
afterEach(() => resetStaticScripts());

describe('loading the static scripts', () => {
  it('adds one script tag on the static path and resolves with the API the script registers', async () => {
    const first = loadStaticScript('app-install-banner');
    const second = loadStaticScript('app-install-banner');
    const tag = await serveStaticScript('app-install-banner', appInstallBanner);
    await expect(first).resolves.toBe(appInstallBanner);
    await expect(second).resolves.toBe(appInstallBanner);
    expect(tag.getAttribute('src')).toBe('/tb-static/shell/static/app-install-banner.js');
    expect(staticScriptUrl('app-jump')).toBe('/tb-static/shell/static/app-jump.js');
    expect(document.querySelectorAll('script[data-tb-static]')).toHaveLength(1);
    // already there: no second tag
    await expect(loadStaticScript('app-install-banner')).resolves.toBe(appInstallBanner);
    expect(document.querySelectorAll('script[data-tb-static]')).toHaveLength(1);
  });

  it('a failed load removes its tag and is tried again next time', async () => {
    const failed = loadStaticScript('app-jump');
    const tag = document.querySelector<HTMLScriptElement>('script[data-tb-static="app-jump"]')!;
    tag.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(document.querySelector('script[data-tb-static]')).toBeNull();
    const retry = loadStaticScript('app-jump');
    const jump = { open: jest.fn() };
    await serveStaticScript('app-jump', jump);
    await expect(retry).resolves.toBe(jump);
  });

  it('is not in the page until something asks for it', () => {
    expect(document.querySelector('script[data-tb-static]')).toBeNull();
  });
});
