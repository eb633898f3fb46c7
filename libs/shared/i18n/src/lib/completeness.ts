import type { Translations } from './types';

function leaves(tree: Translations, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  );
}

/** Keys of `source` missing (or empty) in `target`: used by tests that keep complete locales complete. */
export function missingKeys(source: Translations, target: Translations | undefined): string[] {
  const present = new Set(target ? leaves(target).filter((key) => lookup(target, key) !== '') : []);
  return leaves(source).filter((key) => !present.has(key));
}

function lookup(tree: Translations, key: string): string | undefined {
  let node: string | Translations | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
