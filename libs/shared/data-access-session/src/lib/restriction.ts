import { restrictionOf, type Restriction, type RestrictionReason } from '@tb/util-env';
import { selectIsIslamic } from './flags';
import { selectProfile } from './profile';

/**
 * The futures restriction as the screens see it: the one rule
 * (`restrictionOf`, @tb/util-env; design in @tb/contracts compliance.ts),
 * fed the same facts the simulator's compliance guard reads — the account's
 * member tag (user-tag call) and profile locale (the profile's `lang`, the
 * account's locale of record), and the page's locale and host, which may
 * only tighten. So a screen says "not available" exactly when the exchange
 * would refuse the create (ret code 10024).
 */
export type { Restriction, RestrictionReason };

/** The page's facts: its path locale (sent as the `lang` header) and, when the caller wants the site's reason too, its host. */
export type PageFacts = { readonly locale: string; readonly host?: string };

type State = Parameters<typeof selectProfile>[0] & Parameters<typeof selectIsIslamic>[0];

/** The strongest reason the futures kinds are withheld from this page's user (null: offered). Without `host` the site is not considered. */
export function selectFuturesRestriction(state: State, page: PageFacts): Restriction | null {
  return restrictionOf({ islamic: selectIsIslamic(state), accountLocale: selectProfile(state)?.lang ?? '', requestLocale: page.locale, host: page.host }, 'futures');
}
