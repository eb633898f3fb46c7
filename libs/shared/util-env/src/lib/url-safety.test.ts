import fc from 'fast-check';
import { EVIL_HOST, hostileRedirectUrl, hostileStaticPath } from '../testing';
import { sameOriginPath, staticPathSegments } from './url-safety';

const origin = 'http://localhost:4200';

/** What a browser does with a Location header or location.assign(target) on `origin`. */
const landsOn = (target: string) => new URL(target, `${origin}/somewhere/page`);

describe('sameOriginPath', () => {
  it('keeps same-origin addresses as paths', () => {
    expect(sameOriginPath('http://localhost:4200/tradingbot/en/spot-grid/?a=1#x', origin)).toBe('/tradingbot/en/spot-grid/?a=1#x');
    expect(sameOriginPath('/tradingbot/zh-TW/dca/', origin)).toBe('/tradingbot/zh-TW/dca/');
    expect(sameOriginPath('tradingbot/en/', origin)).toBe('/tradingbot/en/');
  });

  it('refuses other origins, other schemes and credentials', () => {
    for (const evil of [`https://${EVIL_HOST}/`, `//${EVIL_HOST}/x`, 'javascript:alert(1)', 'data:text/html,x', `http://user:pw@localhost:4200/`, '', 'x'.repeat(3000), 42, null]) {
      expect(sameOriginPath(evil, origin)).toBeNull();
    }
  });

  it('never returns a path a browser reads as another host, whatever normalises to "//"', () => {
    // The parser reads these as another host already: refused.
    for (const other of [`/\\${EVIL_HOST}`, `///${EVIL_HOST}`, `/\t/${EVIL_HOST}`]) expect(sameOriginPath(other, origin)).toBeNull();
    // These stay on the origin for the parser but normalise to "//evil.example": collapsed to one slash.
    for (const sneaky of [`/.//${EVIL_HOST}`, `/a/..//${EVIL_HOST}`, `/%2e//${EVIL_HOST}`, `/tradingbot/../..//${EVIL_HOST}/x?y#z`]) {
      const path = sameOriginPath(sneaky, origin);
      expect(path).toMatch(new RegExp(`^/${EVIL_HOST}`));
      expect(landsOn(path!).origin).toBe(origin);
    }
  });

  it('holds for the whole class of hostile redirect targets (generated)', () => {
    fc.assert(
      fc.property(hostileRedirectUrl(), (candidate) => {
        const path = sameOriginPath(candidate, origin);
        if (path === null) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(landsOn(path).origin).toBe(origin);
        expect(landsOn(path).host).not.toContain(EVIL_HOST);
      }),
      { numRuns: 5_000, seed: 20261123 },
    );
  });
});

describe('staticPathSegments', () => {
  it('splits a plain path and collapses doubled slashes', () => {
    expect(staticPathSegments('main.0123abcd.js')).toEqual(['main.0123abcd.js']);
    expect(staticPathSegments('i18n//zh-TW.js')).toEqual(['i18n', 'zh-TW.js']);
    expect(staticPathSegments('a%20b.js')).toEqual(['a b.js']);
  });

  it('refuses dot segments, encoded or behind encoded separators, backslashes, NUL and bad encoding', () => {
    for (const evil of ['../secret.txt', '%2e%2e/secret.txt', '..%2f..%2fexchange-sim%2fmain.mjs', 'a/%2E%2E/b', '.', '%5c..%5csecret', 'a\\..\\b', 'x%00.js', '%E0%A4%A', '', '/']) {
      expect(staticPathSegments(evil)).toBeNull();
    }
  });

  it('never yields a segment that leaves the folder (generated)', () => {
    fc.assert(
      fc.property(hostileStaticPath(), (path) => {
        const segments = staticPathSegments(path);
        if (segments === null) return;
        for (const segment of segments) {
          expect(['.', '..', '']).not.toContain(segment);
          expect(segment).not.toMatch(/[/\\\0]/);
        }
      }),
      { numRuns: 5_000, seed: 20261123 },
    );
  });
});
