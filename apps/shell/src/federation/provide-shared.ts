/**
 * The shell provides every state-holding workspace singleton, including the
 * ones its own screens do not use (the quote feed, the symbol cache), so that
 * the one instance on a page is always the shell's build rather than whichever
 * remote happened to load first. Module Federation registers a provider for
 * each shared module present in a build; these references put them in the
 * shell's build without downloading them until a remote asks.
 */
export const sharedProviders = {
  quotes: () => import('@tb/data-access-quotes'),
  symbols: () => import('@tb/data-access-symbols'),
} as const;
