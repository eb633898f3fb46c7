import { detectClientType, directionOf, viewportContent, type ClientGlobals, type ClientType } from '@tb/util-env';

/**
 * Page-level settings that depend on the client (spec §2): the viewport (0.85
 * without zoom on phones, 1 elsewhere), the language and the direction
 * (ar-SA / ar-ARE right to left). index.html sets the same before first paint
 * with an inline copy of these rules; this keeps them right after start and
 * on every locale change.
 */
export function clientType(): ClientType {
  return detectClientType(globalThis as ClientGlobals);
}

export function applyViewport(client: ClientType = clientType()): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.appendChild(meta);
  }
  const content = viewportContent(client);
  if (meta.content !== content) meta.content = content;
  document.documentElement.dataset.client = client;
}

export function applyLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
