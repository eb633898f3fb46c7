/**
 * What the restriction rule (`restrictionOf`, `@tb/util-env`; design in
 * `@tb/contracts` compliance.ts) reads of a call: the stored account's member
 * tag and profile locale, and the request's `lang` header and host, which
 * may only tighten. One place, so the compliance guard and the
 * `restriction` call read the same facts.
 */
import type { FastifyRequest } from 'fastify';
import { accountLocaleOf, isRestrictedLocale, type RestrictionFacts } from '@tb/util-env';
import type { User } from './users';

/** A request's facts the restriction rule reads beside the account's: its `lang` header and its host (both may only tighten). */
export function requestFacts(request: FastifyRequest): { requestLocale?: string; host: string } {
  const lang = request.headers.lang;
  return { requestLocale: typeof lang === 'string' ? lang : undefined, host: request.host ?? request.headers.host ?? '' };
}

/** The restriction facts of a call: what the stored account says (member tag, profile locale) and what the request adds. */
export function restrictionFacts(user: User, request: FastifyRequest): RestrictionFacts {
  return { islamic: user.islamic, accountLocale: user.lang, ...requestFacts(request) };
}

/**
 * The profile locale a sign-up records: the one the user chose (body `lang`), else the most restrictive
 * reading of the request (its `lang` header when that is a restricted locale, else `en`): the page a form
 * was opened on can tighten an account, never loosen it.
 */
export function signupLocale(chosen: string | undefined, request: FastifyRequest): string {
  if (chosen !== undefined) return chosen;
  const header = requestFacts(request).requestLocale;
  return isRestrictedLocale(header) ? (accountLocaleOf(header) ?? 'en') : 'en';
}
