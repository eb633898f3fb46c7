import { classifyLink } from '@tb/util-env';
import type { NativeBridge } from '@tb/data-access-session';

/**
 * The shell's own module, loaded only inside the native app (AppLinks.tsx):
 * the deep-link map it reads (@tb/util-env `classifyLink`) is not part of a
 * web visitor's download.
 *
 * Link handling inside the app (spec §4): clicks on links are intercepted.
 * - `mailto:` and `tel:` open through the app's URL launcher;
 * - links starting with the app scheme are pushed to the app router;
 * - `by:` and `by-mini:` links are routed through the app's route target;
 * - web paths the deep-link map knows (@tb/util-env) become app navigations,
 *   some of them returning to the app home afterwards (`topPage`).
 * Anything else follows the link in the webview as usual.
 */
export type AppLinkAction =
  | { kind: 'launch'; url: string }
  | { kind: 'router'; url: string; topPage: boolean }
  | { kind: 'route-target'; url: string };

export interface AppLinkContext {
  /** The page's origin: links to other hosts stay web links. */
  origin: string;
  /** The page's locale. */
  locale: string;
}

/** Decide what a link does inside the app; null = let the webview follow it. */
export function resolveAppLink(href: string, context: AppLinkContext): AppLinkAction | null {
  const link = classifyLink(href, { origin: context.origin, locale: context.locale });
  switch (link.action) {
    case 'launch':
      return { kind: 'launch', url: link.target };
    case 'router':
      return { kind: 'router', url: link.target, topPage: link.topPage };
    case 'route-target':
      return { kind: 'route-target', url: link.target };
    default:
      return null;
  }
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
 * router's own handler). `context` is read at each click (the locale changes
 * with the page). Returns the function that removes the listener.
 */
export function interceptAppLinks(root: Document | HTMLElement, bridge: NativeBridge, context: () => AppLinkContext): () => void {
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const action = resolveAppLink(anchor.getAttribute('href') ?? '', context());
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    performAppLink(action, bridge);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
