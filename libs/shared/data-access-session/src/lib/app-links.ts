import { APP_SCHEME, type NativeBridge } from './app-bridge';

/**
 * Link handling inside the app (spec §4): clicks on links are intercepted.
 * - `mailto:` and `tel:` open through the app's URL launcher;
 * - links starting with the app scheme are pushed to the app router;
 * - `by:` and `by-mini:` links are routed through the app's route target;
 * - web paths the deep-link map knows become app navigations, some of them
 *   returning to the app home afterwards (`topPage`).
 * Anything else follows the link in the webview as usual.
 */
export type AppNavigation = { appUrl: string; topPage?: boolean };
/** Maps a web URL (same site) to an app navigation, or null when the app has no screen for it. */
export type WebPathMapper = (url: URL) => AppNavigation | null;

export type AppLinkAction =
  | { kind: 'launch'; url: string }
  | { kind: 'router'; url: string; topPage: boolean }
  | { kind: 'route-target'; url: string };

/** Decide what a link does inside the app; null = let the webview follow it. */
export function resolveAppLink(href: string, base: string, mapWebPath: WebPathMapper): AppLinkAction | null {
  const trimmed = href.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith('mailto:') || lower.startsWith('tel:')) return { kind: 'launch', url: trimmed };
  if (lower.startsWith(APP_SCHEME)) return { kind: 'router', url: trimmed, topPage: false };
  if (lower.startsWith('by:') || lower.startsWith('by-mini:')) return { kind: 'route-target', url: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const mapped = mapWebPath(url);
  return mapped ? { kind: 'router', url: mapped.appUrl, topPage: Boolean(mapped.topPage) } : null;
}

/** Carry out a resolved action through the bridge. */
export function performAppLink(action: AppLinkAction, bridge: NativeBridge): void {
  if (action.kind === 'launch') bridge.launchUrl(action.url);
  else if (action.kind === 'route-target') bridge.routeTarget(action.url);
  else {
    bridge.routerPush(action.url, action.topPage ? { topPage: true } : undefined).catch((error: unknown) => {
      console.warn('[session] app router refused', action.url, error);
    });
  }
}

/**
 * Intercept link clicks under `root` (capture phase, so it runs before the
 * router's own handler). Returns the function that removes the listener.
 */
export function interceptAppLinks(root: Document | HTMLElement, bridge: NativeBridge, mapWebPath: WebPathMapper): () => void {
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const action = resolveAppLink(anchor.getAttribute('href') ?? '', anchor.baseURI || document.baseURI, mapWebPath);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    performAppLink(action, bridge);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
