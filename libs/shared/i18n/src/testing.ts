/**
 * `@tb/i18n/testing` — test support, never imported by app code: the
 * completeness check every locale test runs, and the merge of a tree's parts. The i18n lib's index is a shared
 * singleton, and a shared lib is not tree-shaken (every export of its index
 * ships on every page), so what only tests use lives here.
 */
export { mergeTrees, missingKeys } from './lib/completeness';
