import { useEffect, useState } from 'react';
import { i18n, loadWithLanguage, translationLanguage } from './instance';
import { usePageLanguage, useTranslator, type Translate } from './translator';
import type { PluralKey, Shape, TranslationKey, Translations } from './types';

/** Fetches one locale's complete tree of a namespace (a dynamic import: its own chunk). */
export type LocaleLoader<T> = () => Promise<Shape<T>>;

export interface AreaStringsOptions<T extends Translations> {
  /** The i18next namespace (`spotGrid`, `dca`, `botPages`, …). */
  namespace: string;
  /**
   * The English strings that ship with the area's first route. An area whose
   * later pages carry more English adds them with {@link AreaStrings.addEnglish}
   * when those pages load; `T` types every key of the whole tree.
   */
  en: Translations;
  /** The other complete locales, each fetched on demand when a page is in that language. */
  locales: Readonly<Record<string, LocaleLoader<T>>>;
  /**
   * Fetched by `initI18n` before the page switches language (`loadWithLanguage`):
   * for strings of components that cannot show a loading state (the design
   * system's). Default false: the area waits with `useReady`.
   */
  withLanguage?: boolean;
}

/**
 * One namespace's strings on the page's shared i18n instance, with the
 * loading rules every area follows:
 *
 * - English (the source and fallback) is registered with the area's code,
 *   by `register()` (idempotent, deep merge: parts added first are kept);
 * - zh-TW / ar-SA are separate chunks, fetched once when a page is in that
 *   language; until then `useReady()` is false and the area shows its
 *   loading state rather than flash English;
 * - a chunk that fails to arrive (offline, a deploy removed it) is logged and
 *   the area renders in English: `useReady()` turns true, i18next falls back
 *   to the source language key by key. It is not fetched again on this page.
 */
export interface AreaStrings<T extends Translations> {
  readonly namespace: string;
  /** Adds the first route's English strings (call at module level of the area's routes). Once: later calls cost nothing. */
  register(): void;
  /** Adds a later part's English strings (a lazily loaded page's own). Once per part object. */
  addEnglish(part: Translations): void;
  /** True when `language` can render now: English, loaded, without a translation, or failed (English shown). */
  isReady(language: string): boolean;
  /** Fetches `language` once; resolves (never rejects) when it is in or has failed. */
  load(language: string): Promise<void>;
  /**
   * Whether the strings for `locale` (a URL locale; default: the page's
   * language) are there; starts loading them if not.
   */
  useReady(locale?: string): boolean;
  /**
   * `t` of this namespace with typed keys. Registers the English on first use
   * (so importing a lib costs nothing), and `part` — the English of the
   * component calling it, beyond the first route's — once, when that component
   * first renders: the words travel with the code that shows them.
   */
  useT(part?: Translations): Translate<TranslationKey<T> | PluralKey<T>>;
}

function addBundle(language: string, namespace: string, tree: object): void {
  i18n.addResourceBundle(language, namespace, tree, true, false);
}

/** Creates the strings of one area (or shared feature lib). See {@link AreaStrings}. */
export function defineAreaStrings<T extends Translations>(options: AreaStringsOptions<T>): AreaStrings<T> {
  const { namespace, en, locales } = options;
  const pending = new Map<string, Promise<void>>();
  const failed = new Set<string>();

  const needs = (language: string) => language in locales && !failed.has(language) && !i18n.hasResourceBundle(language, namespace);

  const load = (language: string): Promise<void> => {
    const loader = locales[language];
    if (!loader || !needs(language)) return Promise.resolve();
    let job = pending.get(language);
    if (!job) {
      job = loader().then(
        (tree) => addBundle(language, namespace, tree),
        (error: unknown) => {
          failed.add(language);
          console.warn(`[i18n] ${namespace}: the ${language} strings could not be loaded; showing English`, error);
        },
      );
      pending.set(language, job);
    }
    return job;
  };

  const added = new WeakSet<object>();
  const addEnglish = (part: Translations) => {
    if (added.has(part)) return;
    added.add(part);
    addBundle('en', namespace, part);
  };

  const strings: AreaStrings<T> = {
    namespace,
    register: () => addEnglish(en),
    addEnglish,
    isReady: (language) => !needs(translationLanguage(language)),
    load: (language) => load(translationLanguage(language)),
    useReady(locale) {
      return useStringsReady([strings], locale);
    },
    useT(part) {
      addEnglish(en);
      if (part) addEnglish(part);
      return useTranslator(namespace);
    },
  };
  if (options.withLanguage) loadWithLanguage(strings);
  return strings;
}

/**
 * Whether every set of strings in `sets` can render in `locale` (default:
 * the page's language); starts the missing ones. An area waits for its own
 * strings and the shared libs' it shows (`[areaStrings, botPageStrings]`).
 */
export function useStringsReady(sets: ReadonlyArray<Pick<AreaStrings<Translations>, 'isReady' | 'load'>>, locale?: string): boolean {
  const pageLanguage = usePageLanguage();
  const language = translationLanguage(locale ?? pageLanguage);
  const waiting = sets.filter((set) => !set.isReady(language));
  const [, setTick] = useState(0);
  const key = waiting.length;
  useEffect(() => {
    if (key === 0) return;
    let live = true;
    void Promise.all(sets.map((set) => set.load(language))).then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
    // `sets` is a fixed list per call site; the language and what is missing decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, key]);
  return key === 0;
}
