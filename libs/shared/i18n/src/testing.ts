/**
 * `@tb/i18n/testing` — test support, never imported by app code: the
 * completeness check every locale test runs, and the merge of a tree's parts. The i18n lib's index is a shared
 * singleton, and a shared lib is not tree-shaken (every export of its index
 * ships on every page), so what only tests use lives here.
 */
import { missingKeys, placeholderMismatches } from './lib/completeness';
import type { Translations } from './lib/types';

export { mergeTrees, missingKeys, placeholderMismatches } from './lib/completeness';

/**
 * A complete locale against its source (English): every key of `source` there and not empty, no key
 * `source` lacks, and each string with the same `{{placeholders}}`. Three assertions, each naming the
 * keys that fail it.
 */
export function expectLocaleMatches(source: Translations, target: Translations): void {
  expect(missingKeys(source, target)).toEqual([]);
  expect(missingKeys(target, source)).toEqual([]);
  expect(placeholderMismatches(source, target)).toEqual([]);
}
