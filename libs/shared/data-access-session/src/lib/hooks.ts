import { useCallback } from 'react';
import { shallowEqual, useAppSelector } from '@tb/data-access-api';
import { currentApp, type AppEnvironment } from './app-bridge';
import { openLoginPrompt, requireLogin } from './auth';
import { selectComplianceWall } from './compliance';
import { defaultQuoteCoin, selectFeatureFlag, selectIsIndGstUser, selectUserFlags, type FeatureFlag } from './flags';
import { selectIsBanned, selectIsLoggedIn, selectLoginStatus, selectProfile, selectProfileState } from './profile';
import { selectLoginPrompt, type PromptOptions } from './prompt';
import { selectFuturesRestriction, type Restriction } from './restriction';
import { selectToasts } from './toasts';

/** The profile, or null while unknown or anonymous. */
export const useProfile = () => useAppSelector(selectProfile);
export const useProfileState = () => useAppSelector(selectProfileState);
export const useIsLoggedIn = () => useAppSelector(selectIsLoggedIn);
/** 'unknown' until the profile fetch finishes. */
export const useLoginStatus = () => useAppSelector(selectLoginStatus);
export const useIsBanned = () => useAppSelector(selectIsBanned);
export const useLoginPrompt = () => useAppSelector(selectLoginPrompt);
export const useToasts = () => useAppSelector(selectToasts);
export const useComplianceWall = () => useAppSelector(selectComplianceWall);
export const useUserFlags = () => useAppSelector(selectUserFlags);
export const useFeatureFlag = (name: FeatureFlag) => useAppSelector((state) => selectFeatureFlag(state, name));
export const useIsIndGstUser = () => useAppSelector(selectIsIndGstUser);
/**
 * Why the futures kinds are withheld from the page's user (restriction.ts: Islamic member tag, the
 * profile's locale, or the page's locale nl-NL / en-NL / en-GB), or null. The site's reason too when
 * `host` is given (the shell checks the site on its own: `siteOffersArea`).
 */
export const useFuturesRestriction = (locale: string, host?: string): Restriction | null =>
  useAppSelector((state) => selectFuturesRestriction(state, { locale, host }), shallowEqual);
/** Restricted for the page's locale (see `useFuturesRestriction`). */
export const useIsRestricted = (locale: string) => useAppSelector((state) => selectFuturesRestriction(state, { locale }) !== null);
/** Why the user is restricted for the page's locale ('islamic' | 'locale'), or null. */
export const useRestrictionReason = (locale: string) => useAppSelector((state) => selectFuturesRestriction(state, { locale })?.reason ?? null);

/**
 * The quote coin the create forms start on: USDC on the EU regulated site
 * (spec §6), and USDC for a user whose web-config `euBot` flag is on — a
 * trader served by the EU bot entity wherever they open the page, so the
 * forms offer what that entity settles in. Otherwise USDT.
 */
export function useDefaultQuoteCoin(): 'USDC' | 'USDT' {
  const euBot = useAppSelector((state) => selectFeatureFlag(state, 'euBot'));
  return euBot ? 'USDC' : defaultQuoteCoin(typeof location === 'undefined' ? '' : location.hostname);
}

export function useAppEnvironment(): AppEnvironment {
  return currentApp();
}

/**
 * `const ensureLogin = useRequireLogin(); if (!ensureLogin()) return;`
 * returns true for a logged-in user, otherwise opens the login prompt.
 */
export function useRequireLogin(options?: PromptOptions): () => boolean {
  const loggedIn = useIsLoggedIn();
  return useCallback(() => (loggedIn ? true : requireLogin(options)), [loggedIn, options]);
}

/** A callback opening the login prompt with fixed options. */
export function useOpenLoginPrompt(options?: PromptOptions): () => void {
  return useCallback(() => void openLoginPrompt(options), [options]);
}
