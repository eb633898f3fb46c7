import { detectApp, supportsNativeLogin } from './app-bridge';
import { createFakeBridge } from './fake-bridge';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 TBApp/3.6.1';

describe('app detection (spec §4 "App mode")', () => {
  it('needs both the user agent token and the bridge object', () => {
    const bridge = createFakeBridge();
    expect(detectApp(APP_UA, { TBNativeBridge: bridge })).toEqual({ inApp: true, version: '3.6.1', bridge });
    expect(detectApp(APP_UA, {})).toEqual({ inApp: false, version: '3.6.1', bridge: null });
    expect(detectApp('Mozilla/5.0 (iPhone) Mobile', { TBNativeBridge: bridge })).toEqual({ inApp: false, version: null, bridge: null });
  });

  it('ignores an object that does not implement the bridge interface', () => {
    expect(detectApp(APP_UA, { TBNativeBridge: { routerPush() {} } }).inApp).toBe(false);
  });

  it.each([
    ['3.6.1', true],
    ['3.6.10', true],
    ['3.7', true],
    ['4.0.0', true],
    ['3.6.0', false],
    ['3.5.99', false],
    ['2.9', false],
  ])('native login for app version %s: %s', (version, expected) => {
    expect(supportsNativeLogin({ inApp: true, version, bridge: createFakeBridge() })).toBe(expected);
  });

  it('never uses native login outside the app', () => {
    expect(supportsNativeLogin({ inApp: false, version: '9.9.9', bridge: null })).toBe(false);
  });
});
