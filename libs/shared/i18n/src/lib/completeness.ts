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

/** Each leaf's `{{placeholder}}` names, sorted (a name used twice counts twice), by key path. */
function placeholdersByKey(tree: Translations): Map<string, string> {
  return new Map(leaves(tree).map((key) => [key, [...(lookup(tree, key) ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',')]));
}

/**
 * Keys whose `{{placeholder}}` names differ between `source` and `target` (in any order; a key that
 * only one of them has counts too), sorted: a locale that drops, adds or misspells a value the code
 * fills in shows the raw `{{name}}` or loses the value. Compared by key path, so trees assembled from
 * parts in another order compare equal.
 */
export function placeholderMismatches(source: Translations, target: Translations): string[] {
  const a = placeholdersByKey(source);
  const b = placeholdersByKey(target);
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key)).sort();
}

/**
 * One namespace's whole source tree from the parts its English ships in (a
 * page's first-screen words and the words that come with its lazy parts,
 * `addEnglish`), merged deep as i18next merges them: what tests compare the
 * complete locales against.
 */
export function mergeTrees(...parts: Translations[]): Translations {
  const out: Record<string, string | Translations> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const have = out[key];
      out[key] = typeof value === 'object' && typeof have === 'object' ? mergeTrees(have, value) : value;
    }
  }
  return out;
}
