import { useCallback } from 'react';
import { registerTranslations } from '../instance';
import { useTranslator } from '../translator';
import type { LocaleResources } from '../types';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

/** The i18next namespace of the bot kinds' names. */
export const KINDS_NAMESPACE = 'kinds';

export type KindNames = typeof en;
/** A key of the `kinds` namespace: a registry row's `navKey`. */
export type KindNameKey = keyof KindNames;

/**
 * Every complete locale's table of kind names. They are a few words each, so all three ship with
 * this lib and are registered when it loads: a kind's name never waits for a chunk, and no page
 * shows one locale's page with another's kind names.
 */
export const KIND_NAMES: LocaleResources<KindNames> = { en, 'zh-TW': zhTW, 'ar-SA': arSA };

registerTranslations(KINDS_NAMESPACE, KIND_NAMES);

/**
 * The name of a bot kind in the page's language, by its name key (the registry row's `navKey`;
 * `nameKeyOf(listType)` of `@tb/util-bot-kinds` turns a list type into it). This lib does not read
 * the registry (it is a page singleton and stays small). A key without a name (null: a kind the
 * registry does not know, from an old list row or a newer server) reads `fallback`.
 */
export function useKindName(): (key: string | null, fallback: string) => string {
  registerTranslations(KINDS_NAMESPACE, KIND_NAMES);
  const t = useTranslator(KINDS_NAMESPACE);
  return useCallback((key, fallback) => (key !== null && Object.prototype.hasOwnProperty.call(en, key) ? t(key) : fallback), [t]);
}
