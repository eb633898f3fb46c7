/** A translation tree: nested objects whose leaves are strings. */
export type Translations = { readonly [key: string]: string | Translations };

/** Dot-separated paths to every leaf of a translation tree: `home.title`, `errors.retry.button`. */
export type TranslationKey<T> = T extends string
  ? never
  : {
      [K in keyof T & string]: T[K] extends string ? K : `${K}.${TranslationKey<T[K]>}`;
    }[keyof T & string];

/** Deep string-leaf shape of a source tree, so every locale must carry the same keys. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** One namespace's translations for the complete locales, checked against the source (en) shape. */
export type LocaleResources<T extends Translations> = { en: T; 'zh-TW': Shape<T>; 'ar-SA': Shape<T> } & Partial<
  Record<string, Shape<T>>
>;

/**
 * The CLDR plural forms a plural family spells out in every complete locale
 * (`total_zero` … `total_other`), so each locale carries the same keys: a
 * language uses the forms it has (en: one, other; ar-SA: all six) and
 * ignores the rest.
 */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A plural family's key without its form (`home.total_one`, `home.total_other` → `home.total`): `t(key, { count })` picks the form. */
export type PluralKey<T> = TranslationKey<T> extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
