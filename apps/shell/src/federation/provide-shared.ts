/**
 * The shell provides every state-holding workspace singleton, including the
 * ones its own screens do not use (the symbol cache), so that
 * the one instance on a page is always the shell's build rather than whichever
 * remote happened to load first. Module Federation registers a provider for
 * each shared module present in a build; these references put them in the
 * shell's build without downloading them until a remote asks. The quote feed
 * needs no reference here: the shell's own lazy chunks import it (the notice
 * listener, chrome/notices/live.ts, and My bots → Risk), which puts it in the
 * build the same way (and a lazy reference beside static imports is refused
 * by the module-boundary lint).
 */
export const sharedProviders = {
  symbols: () => import('@tb/data-access-symbols'),
} as const;
