import { useSyncExternalStore } from 'react';
import { i18n } from './instance';

/** A namespace's `t` in one language: `t(key)`, `t(key, { count, name })`; `t.language` is that language. */
export type Translate<K extends string = string> = ((key: K, options?: Record<string, unknown>) => string) & { readonly language: string };

/**
 * Why this module exists (issue 30, traces of the create pages under a 4×
 * slower CPU): react-i18next's `useTranslation` costs every component that
 * calls it, on mount, a fixed `t` of its own (`getFixedT`), a copy of the
 * i18next instance's property descriptors (its language wrapper), a
 * loaded-namespace check and one more listener on the instance; and each
 * `t(key)` runs i18next's whole translate (key parsing, the fallback chain,
 * interpolation, nesting, post-processing) even for a plain label, again on
 * every render. A create page renders some hundred labels, so 30–90 ms of
 * each render went there.
 *
 * Here, instead:
 * - one subscriber list for the page's language (`languageChanged` is the only
 *   event react-i18next re-rendered on with our options), read with
 *   `useSyncExternalStore`: a language change still re-renders every user;
 * - one `t` per (language, namespace), the same function on every render, so
 *   a memoised child given `t` does not re-render until the language changes;
 * - each string resolved once: a key is looked up directly in the store along
 *   i18next's own fallback chain (`toResolveHierarchy`: the language, its
 *   base language, then English) and its plain `{{name}}` placeholders filled
 *   from the options; i18next's translate does the rest — plurals (`count`),
 *   context, nesting (`$t(…)`), formats, a key naming a namespace
 *   (`ns:key`), a missing key or value. Results are cached per (key,
 *   primitive options); an object in the options skips the cache.
 * - the caches empty whenever the store gains or loses strings (an area's
 *   part registering its English on first render, a locale's chunk arriving),
 *   so a cached "missing key" never outlives the string's arrival.
 */

let generation = 0;
i18n.store.on('added', () => (generation += 1));
i18n.store.on('removed', () => (generation += 1));

const languageListeners = new Set<() => void>();
i18n.on('languageChanged', () => languageListeners.forEach((listener) => listener()));
function subscribeLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}
const pageLanguage = (): string => i18n.language;

/** The page's language (i18next's), re-rendering the caller when it changes. */
export function usePageLanguage(): string {
  return useSyncExternalStore(subscribeLanguage, pageLanguage, pageLanguage);
}

/** A cache grows by the values interpolated (a count, a pair); past this it starts again. */
const MAX_CACHED = 2000;

/** The cache id of a call: the key alone, or with its options when all are strings, numbers or booleans (else undefined: not cached). */
function cacheId(key: string, options: Record<string, unknown> | undefined): string | undefined {
  if (!options) return key;
  let id = key;
  for (const name in options) {
    const value = options[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') {
      if (value === undefined) continue;
      return undefined;
    }
    id += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return id;
}

/** Options that change what i18next looks up or how (plurals, context, defaults, another language…): such calls go through i18next. */
const RESERVED = new Set(['count', 'context', 'ordinal', 'defaultValue', 'lng', 'lngs', 'ns', 'keyPrefix', 'fallbackLng', 'returnObjects', 'returnDetails', 'joinArrays', 'replace', 'interpolation', 'postProcess', 'skipInterpolation', 'nsSeparator', 'keySeparator']);
const PLACEHOLDER = /{{\s*([A-Za-z_$][\w$]*)\s*}}/g;

/**
 * `{{name}}` placeholders filled from `values`, as i18next does with our
 * options (no escaping; numbers and booleans as `String` writes them; a
 * value is not interpolated again). Undefined when i18next must do it: a
 * placeholder with a format (`{{n, number}}`), a path (`{{a.b}}`), an
 * unescaped one (`{{- x}}`) or a value not given.
 */
function fill(template: string, values: Record<string, unknown>): string | undefined {
  let complete = true;
  let placeholders = 0;
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    placeholders += 1;
    const value = values[name];
    if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function') {
      complete = false;
      return whole;
    }
    return String(value);
  });
  return complete && placeholders === template.split('{{').length - 1 ? text : undefined;
}

const translators = new Map<string, Translate>();

/**
 * The one `t` of `namespace` in `language` (see the module comment). Before
 * i18next has a language (its init runs after a tick), a fresh uncached `t`.
 */
export function translatorFor(language: string | undefined, namespace: string): Translate {
  const id = `${language}\u0000${namespace}`;
  const known = translators.get(id);
  if (known) return known;
  const fixed = i18n.getFixedT(language ?? null, namespace);
  const full = (key: string, options?: Record<string, unknown>) => fixed(key, options ?? {}) as string;
  if (!language) return Object.assign(full, { language: '' });

  const returnEmpty = i18n.options.returnEmptyString !== false;
  let chain: readonly string[] | undefined;
  /** The key's string in the store along the fallback chain, unless i18next must handle it (nesting, a namespace in the key, not a string). */
  const lookup = (key: string): string | undefined => {
    if (key.includes(':')) return undefined;
    chain ??= i18n.services.languageUtils.toResolveHierarchy(language) as string[];
    for (const code of chain) {
      const value: unknown = i18n.getResource(code, namespace, key);
      if (value === undefined || value === null || (value === '' && !returnEmpty)) continue;
      return typeof value === 'string' && !value.includes('$t(') ? value : undefined;
    }
    return undefined;
  };
  /** The string for a call i18next would only look up and fill in; undefined for anything else (plurals, context, formats, missing values…). */
  const simple = (key: string, options: Record<string, unknown> | undefined): string | undefined => {
    if (options) for (const name in options) if (RESERVED.has(name)) return undefined;
    const template = lookup(key);
    if (template === undefined || !template.includes('{{')) return template;
    if (!options) return undefined;
    return fill(template, options);
  };

  let strings = new Map<string, string>();
  let seen = generation;
  const translate = (key: string, options?: Record<string, unknown>): string => {
    if (seen !== generation) {
      strings = new Map();
      seen = generation;
    }
    const cacheKey = cacheId(key, options);
    if (cacheKey === undefined) return full(key, options);
    let text = strings.get(cacheKey);
    if (text === undefined) {
      text = simple(key, options) ?? full(key, options);
      if (strings.size >= MAX_CACHED) strings.clear();
      strings.set(cacheKey, text);
    }
    return text;
  };
  const t = Object.assign(translate, { language });
  translators.set(id, t);
  return t;
}

/** `t` of `namespace` in the page's language: the same function until the language changes. */
export function useTranslator(namespace: string): Translate {
  return translatorFor(usePageLanguage(), namespace);
}
