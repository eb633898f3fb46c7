/**
 * The app-install (smart) banner, a standalone static script
 * (`/tb-static/shell/static/app-install-banner.js`, see ./api.ts).
 *
 * Plain DOM, no framework: it draws a labelled `<aside>` with the app's name,
 * one line of text, an "Open the app" link to the page's deep link and a close
 * button. A dismissal is remembered for a week in this browser. Whether the
 * banner shows at all (mobile browsers, never inside the app or a mini app,
 * spec §1) is the shell's decision: it only loads this script then.
 */
import { APP_LINK, BANNER_DISMISS_KEY, STATIC_SCRIPT_GLOBALS, dismissedRecently, type AppInstallBannerApi, type BannerOptions } from './api';

// the dismissal rule is shared with the shell (which keeps the banner's room only when it will show)
export { BANNER_DISMISS_KEY, BANNER_QUIET_MS, dismissedRecently } from './api';

/**
 * The banner's styles travel with it (the shell's stylesheet has none); colours come from the shell's theme variables.
 * Its height is fixed (`--tb-banner-height`, one line each for title and text) so that the shell can keep that room
 * free while the script loads: the page below does not jump when the banner appears (layout shift).
 */
const STYLES = `
.tb-banner { box-sizing: border-box; block-size: var(--tb-banner-height, 4.25rem); overflow: hidden; display: flex; align-items: center; gap: 0.75rem; padding-block: 0.6rem; padding-inline: 1rem; background: var(--tb-surface); border-block-end: 1px solid var(--tb-border); }
.tb-banner__logo { display: grid; place-items: center; inline-size: 2.5rem; block-size: 2.5rem; border-radius: 10px; background: var(--tb-accent); color: #111; font-weight: 800; flex: none; }
.tb-banner__text { flex: 1; min-inline-size: 0; }
.tb-banner__title, .tb-banner__sub { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tb-banner__title { margin: 0; font-weight: 600; }
.tb-banner__sub { margin: 0; color: var(--tb-muted); font-size: 0.85rem; }
.tb-banner__close { background: none; border: 0; color: var(--tb-muted); font-size: 1.4rem; cursor: pointer; padding: 0.25rem; }
`;
const STYLE_ID = 'tb-app-install-banner-style';

function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = STYLES;
  doc.head.append(style);
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mount(container: HTMLElement, options: BannerOptions): () => void {
  const now = options.now ?? Date.now;
  container.replaceChildren();
  if (dismissedRecently(now())) return () => undefined;
  const doc = container.ownerDocument;
  const { strings } = options;
  ensureStyles(doc);
  const aside = element(doc, 'aside', 'tb-banner');
  aside.setAttribute('aria-label', strings.label);
  const logo = element(doc, 'span', 'tb-banner__logo', 'TB');
  logo.setAttribute('aria-hidden', 'true');
  const text = element(doc, 'div', 'tb-banner__text');
  text.append(element(doc, 'p', 'tb-banner__title', strings.title), element(doc, 'p', 'tb-banner__sub', strings.text));
  const open = element(doc, 'a', 'tb-btn tb-btn--primary tb-btn--sm', strings.open);
  // Hostile input: only an app deep link becomes the link (never javascript: or another site).
  const href = options.href.trim();
  open.href = APP_LINK.test(href) ? href : '#';
  open.addEventListener('click', (event) => {
    if (!options.onOpen || !APP_LINK.test(href)) return;
    event.preventDefault();
    options.onOpen(href);
  });
  const close = element(doc, 'button', 'tb-banner__close');
  close.type = 'button';
  close.setAttribute('aria-label', strings.dismiss);
  const cross = element(doc, 'span', '', '×');
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  const remove = () => aside.remove();
  close.addEventListener('click', () => {
    try {
      localStorage.setItem(BANNER_DISMISS_KEY, String(now()));
    } catch {
      // private mode: the banner just comes back next time
    }
    remove();
    options.onDismiss?.();
  });
  aside.append(logo, text, open, close);
  container.append(aside);
  return remove;
}

export const appInstallBanner: AppInstallBannerApi = { mount, dismissedRecently };

if (typeof window !== 'undefined') {
  (window as unknown as Record<string, unknown>)[STATIC_SCRIPT_GLOBALS['app-install-banner']] = appInstallBanner;
}
