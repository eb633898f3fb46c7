/**
 * Treating URLs and paths from outside as hostile: decode and normalise
 * first, then check. One implementation for the browser (after-login
 * redirects), the simulator (login page, static files) and the tools' static
 * server, so a fix reaches every place at once. Pure string work: no
 * `node:path`, so it runs in the browser too.
 */

/** Longest redirect target considered; longer ones fall back. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * The same-origin path to go to after login, or `null` when `redirectUrl`
 * leaves `origin` or is not a web address.
 *
 * The WHATWG URL parser resolves `redirectUrl` against the origin first
 * (dot segments, backslashes → slashes, tabs and newlines dropped), and only
 * then is the result checked: same origin, http(s), no credentials. A path
 * that *normalises* to one starting with `//` (`/.//evil.example`,
 * `/\evil.example`, `/a/..//evil.example`) is still on the origin for the
 * parser, but a browser reads such a Location header or `location.assign`
 * argument as another host; so the leading run of slashes is collapsed to one.
 * The answer is always a path (never an absolute URL), so it cannot switch
 * origin later.
 */
export function sameOriginPath(redirectUrl: unknown, origin: string): string | null {
  if (typeof redirectUrl !== 'string' || redirectUrl === '' || redirectUrl.length > MAX_REDIRECT_LENGTH) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(`${origin}/`);
    target = new URL(redirectUrl, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || (target.protocol !== 'http:' && target.protocol !== 'https:')) return null;
  if (target.username !== '' || target.password !== '') return null;
  const path = target.pathname.replace(/^[/\\]+/, '/');
  return `${path}${target.search}${target.hash}`;
}

/**
 * The file segments of a static-file URL path (the part after the app's
 * folder prefix, still percent-encoded, as it arrived), or `null` when the
 * path must not be served: malformed encoding, a `.` or `..` segment (also
 * when encoded: `%2e%2e`, or hidden behind an encoded separator `..%2f..`),
 * a backslash or NUL anywhere, or nothing left. It is decoded exactly once;
 * doubled slashes collapse. The caller joins the segments under the folder
 * and still checks that the result is inside it.
 */
export function staticPathSegments(encodedPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment === '.' || segment === '..')) return null;
  return segments;
}
