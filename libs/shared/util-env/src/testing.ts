/**
 * Test generators for hostile URLs and paths (`@tb/util-env/testing`, tests
 * only). Each produces a whole class of attacker input, so a check that
 * passes them holds for the class, not for the three examples someone
 * thought of. Used by util-env's own tests, the client's redirect test, the
 * simulator's login-page and static-file tests and the tools' static server.
 */
import fc from 'fast-check';

/** Another host an attacker wants to send users to. */
export const EVIL_HOST = 'evil.example';

/**
 * Pieces that URL parsers treat specially: separators in every spelling,
 * dot segments plain and encoded, tabs/newlines the parser drops, userinfo,
 * scheme-ish prefixes.
 */
const REDIRECT_PIECES = [
  '/', '//', '\\', '\\\\', '/\\', '\\/', '.', '..', './', '../', '/./', '/../', '/.//', '%2e', '%2e%2e', '%2E%2E', '%2f', '%2F', '%5c', '%5C',
  '\t', '\n', ' ', '@', ':', '?', '#', 'a', 'tradingbot', 'en', EVIL_HOST, `${EVIL_HOST}/x`, `@${EVIL_HOST}`, 'http:', 'https:', 'javascript:', 'HTTP://', '%09', '%0a',
];

/** Redirect targets built from those pieces (and the classic ones around them). */
export function hostileRedirectUrl(): fc.Arbitrary<string> {
  const built = fc.array(fc.constantFrom(...REDIRECT_PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
  const classic = fc.constantFrom(
    `//${EVIL_HOST}`, `/.//${EVIL_HOST}`, `/\\${EVIL_HOST}`, `\\\\${EVIL_HOST}`, `/a/..//${EVIL_HOST}`, `/%2e//${EVIL_HOST}`, `/./\\${EVIL_HOST}/`,
    `https://${EVIL_HOST}/`, `http:${EVIL_HOST}`, `javascript:alert(1)`, `/\t/${EVIL_HOST}`, `https://user@${EVIL_HOST}`, `///${EVIL_HOST}`,
  );
  return fc.oneof(classic, built, fc.tuple(classic, built).map(([a, b]) => a + b));
}

/** Segments that try to leave a static folder: dot segments plain, encoded, double-encoded, behind encoded separators. */
const PATH_PIECES = [
  '..', '.', '%2e%2e', '%2E%2E', '%2e', '.%2e', '%2e.', '%252e%252e', '..%2f', '..%2F', '%2f', '%5c', '..%5c', '\\', '//', '%00', 'secret.txt', 'main.mjs', 'main.mjs.map',
  'exchange-sim', 'shell', 'index.html', 'x', '%',
];

/** A file path as it would follow `/tb-static/<app>/` (still URL-encoded). */
export function hostileStaticPath(): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...PATH_PIECES), { minLength: 1, maxLength: 7 }).chain((parts) =>
    fc.array(fc.constantFrom('/', '//', '%2f', '\\'), { minLength: parts.length - 1, maxLength: parts.length - 1 }).map((seps) =>
      parts.reduce((path, part, i) => (i === 0 ? part : `${path}${seps[i - 1]}${part}`), ''),
    ),
  );
}
