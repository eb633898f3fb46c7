import { SUPPORTED_LOCALES, canonicalLocale } from './locale';
import { offersMarket, siteProfileOfHost, type SiteKey, type SiteMarket } from './region';

/**
 * The restriction rule (spec §6; the design is written down in
 * `@tb/contracts` compliance.ts), one pure function that the simulator's
 * compliance guard, its `restriction` call and the shell's screens all run,
 * so they cannot disagree.
 *
 * **The account decides; the request may only tighten.** What the account
 * says about the user is stored on the server: the member tag (Islamic) and
 * the profile locale (the account's locale of record, its residence: chosen
 * at sign-up, changed only by the account's own settings call or the admin
 * CLI, every change in the account's audit trail). A request adds two facts
 * the client sets — its `lang` header (the page's locale) and its host (the
 * site) — and those can only add a reason to refuse: a restricted page
 * locale or a spot-only site restricts an account that is not, but nothing a
 * request says lifts the account's own restriction.
 *
 * Locales compare without regard to case or separator (`EN-GB`, `en-gb`,
 * `en_GB` and `en-GB` are one locale; `canonicalLocale`), and only their
 * language and region count (`en-GB-oxendict` is `en-GB`).
 */

/** Locales whose users get the restricted product set (spec §6), in canonical spelling. */
export const RESTRICTED_LOCALES = ['nl-NL', 'en-NL', 'en-GB'] as const;

/** Whether two locale texts name one locale (case- and separator-insensitive; '' never matches). */
export function sameLocale(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = canonicalLocale(a);
  return left !== '' && left === canonicalLocale(b);
}

const RESTRICTED = new Set<string>(RESTRICTED_LOCALES);

/** Whether a locale text names a restricted locale, in any case or separator. */
export function isRestrictedLocale(text: string | null | undefined): boolean {
  return RESTRICTED.has(canonicalLocale(text));
}

const SERVED = new Map<string, string>(SUPPORTED_LOCALES.map((locale) => [canonicalLocale(locale), locale]));

/**
 * A locale an account may hold as its locale of record: one the exchange
 * serves, in its served spelling (`EN_gb` → `en-GB`); null otherwise.
 */
export function accountLocaleOf(text: string | null | undefined): string | null {
  return SERVED.get(canonicalLocale(text)) ?? null;
}

/** Why futures are withheld: the site, the member tag, or a locale (the account's own, or the request's). */
export type RestrictionReason = 'region' | 'islamic' | 'locale';

/** Whose fact restricts: the stored account, or the request (which may only tighten). */
export type RestrictionSource = 'account' | 'request';

export type Restriction =
  | { readonly reason: 'region'; readonly source: 'request'; readonly site: SiteKey }
  | { readonly reason: 'islamic'; readonly source: 'account' }
  | { readonly reason: 'locale'; readonly source: RestrictionSource; readonly locale: string };

/** What the rule reads. */
export type RestrictionFacts = {
  /** The account's member tag `islamic` (1 / true = tagged). */
  readonly islamic: boolean | number;
  /** The account's profile locale (stored on the server; '' = none). */
  readonly accountLocale: string;
  /** The request's locale (its `lang` header, the page's locale); absent for none. May only tighten. */
  readonly requestLocale?: string | null;
  /** The request's host (the site); absent for the global site. May only tighten. */
  readonly host?: string | null;
};

/**
 * Every reason that withholds `market` from the caller, strongest first:
 * the site (it holds for everyone on it), the Islamic tag, the account's
 * locale, then the request's locale. Empty: allowed. Spot is never
 * withheld by a restriction, only by a site that does not offer it (none
 * today).
 */
export function restrictionsOf(facts: RestrictionFacts, market: SiteMarket = 'futures'): Restriction[] {
  const found: Restriction[] = [];
  const site = siteProfileOfHost(facts.host ?? '');
  if (!offersMarket(site, market)) found.push({ reason: 'region', source: 'request', site: site.key });
  if (market !== 'futures') return found;
  if (facts.islamic === 1 || facts.islamic === true) found.push({ reason: 'islamic', source: 'account' });
  if (isRestrictedLocale(facts.accountLocale)) found.push({ reason: 'locale', source: 'account', locale: canonicalLocale(facts.accountLocale) });
  else if (isRestrictedLocale(facts.requestLocale)) found.push({ reason: 'locale', source: 'request', locale: canonicalLocale(facts.requestLocale) });
  return found;
}

/** The strongest reason `market` is withheld from the caller (null: allowed). See `restrictionsOf`. */
export function restrictionOf(facts: RestrictionFacts, market: SiteMarket = 'futures'): Restriction | null {
  return restrictionsOf(facts, market)[0] ?? null;
}
