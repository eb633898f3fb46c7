import type { SiteInfo } from './environment';

/**
 * Per-user rules of spec §6 that only need the profile, the locale and the
 * site. The restriction rule (Islamic tag, restricted locales, spot-only
 * sites) is `restrictionOf` in restriction.ts.
 */

/** Default quote coin (spec §6, §9): USDC on the EU regulated site, otherwise USDT. */
export function defaultQuoteCoin(site: Pick<SiteInfo, 'euRegulated'>): 'USDC' | 'USDT' {
  return site.euRegulated ? 'USDC' : 'USDT';
}

export const IND_GST_TAX_TAG = 'IND-GST';

/**
 * The tax-identity tag check (spec §6): `user_tags.tax_identity` equal to
 * `IND-GST` (compared case-insensitively, spaces trimmed). Takes the tag, the
 * `user_tags` object or the whole user-tag result.
 */
export function hasIndGstTaxTag(tags: unknown): boolean {
  let value: unknown = tags;
  if (typeof value === 'object' && value !== null && 'user_tags' in value) value = (value as { user_tags: unknown }).user_tags;
  if (typeof value === 'object' && value !== null && 'tax_identity' in value) value = (value as { tax_identity: unknown }).tax_identity;
  return typeof value === 'string' && value.trim().toUpperCase() === IND_GST_TAX_TAG;
}
