import { missingKeys } from '@tb/i18n/testing';

type Tree = Parameters<typeof missingKeys>[0];

/** Every leaf of a strings tree as [dotted path, text]. */
const leaves = (node: unknown, path = ''): Array<[string, string]> => (typeof node === 'string' ? [[path, node]] : Object.entries(node as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`)));

/**
 * Test support: a locale's strings tree has every key of the English one
 * and no other; with `translated`, no text is left in English (a leaf equal
 * to the English one with a word of three letters or more once its
 * `{{placeholders}}` are gone). One check for every kind's locale tests.
 */
export function expectLocaleTree(english: Tree, tree: Tree, { translated = false }: { translated?: boolean } = {}): void {
  expect(missingKeys(english, tree)).toEqual([]);
  expect(missingKeys(tree, english)).toEqual([]);
  if (!translated) return;
  const source = new Map(leaves(english));
  expect(leaves(tree).filter(([path, text]) => text === source.get(path) && /[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')))).toEqual([]);
}
