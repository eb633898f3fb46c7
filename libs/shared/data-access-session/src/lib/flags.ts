import { createAsyncThunk, createSlice, requestApi, rootReducer, toApiError, type WithSlice } from '@tb/data-access-api';
import type { FeatureFlag, UserTagResult, WebConfigResult } from '@tb/contracts';
import { RESTRICTED_LOCALES, defaultQuoteCoin as siteQuoteCoin, detectSite, hasIndGstTaxTag } from '@tb/util-env';
import { SESSION_PATHS } from './paths';

/**
 * Roles and flags (spec §6).
 * - Feature flags per user from the web-config call; each is off by default
 *   and on when its returned value has a gray flag.
 * - Restriction (restriction.ts): the member tag read here, the profile's
 *   locale and the page's locale and host, by the one rule (`restrictionOf`).
 * - Tax identity `IND-GST` marks the spec's "Indonesian-type" user.
 * - Default quote coin: USDC on the EU regulated site, otherwise USDT.
 */
export const FEATURE_FLAG_KEYS = ['symbolGray', 'futuresTrailingStop', 'spotTrailingStop', 'tpslEquity', 'longShortTrailing', 'euBot'] as const satisfies readonly FeatureFlag[];
export type { FeatureFlag };
/** The web-config project the trading-bot pages read. */
export const WEB_CONFIG_PROJECT = 'tradingbot';
export { RESTRICTED_LOCALES };
export const IND_GST_TAX_IDENTITY = 'IND-GST';

export type LoadState = 'idle' | 'pending' | 'resolved' | 'rejected';

export interface UserFlagsState {
  features: Record<FeatureFlag, boolean>;
  featuresState: LoadState;
  taxIdentity: string;
  islamic: boolean;
  tagsState: LoadState;
}

const allOff = () => Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, false])) as Record<FeatureFlag, boolean>;

const initialState: UserFlagsState = { features: allOff(), featuresState: 'idle', taxIdentity: '', islamic: false, tagsState: 'idle' };

/** Flags from a web-config result: on only when the value has `gray: true`. */
export function featureFlagsFrom(result: unknown): Record<FeatureFlag, boolean> {
  const flags = allOff();
  if (typeof result !== 'object' || result === null) return flags;
  for (const key of FEATURE_FLAG_KEYS) {
    const value = (result as Record<string, unknown>)[key];
    flags[key] = typeof value === 'object' && value !== null && (value as { gray?: unknown }).gray === true;
  }
  return flags;
}

/** The member tag JSON (`{"islamic":1}`) → tagged Islamic. Malformed JSON counts as not tagged. */
export function isIslamicMemberTag(memberTag: string | undefined): boolean {
  if (!memberTag) return false;
  try {
    const parsed: unknown = JSON.parse(memberTag);
    return typeof parsed === 'object' && parsed !== null && Number((parsed as { islamic?: unknown }).islamic) === 1;
  } catch {
    return false;
  }
}

/** The EU regulated site (host rules in @tb/util-env detectSite). */
export function isEuRegulatedSite(hostname: string): boolean {
  return detectSite(hostname).euRegulated;
}

/** USDC on the EU regulated site, otherwise USDT. */
export function defaultQuoteCoin(hostname: string): 'USDC' | 'USDT' {
  return siteQuoteCoin(detectSite(hostname));
}

export const loadFeatureFlags = createAsyncThunk('userFlags/loadFeatures', async () => {
  const result = await requestApi<WebConfigResult>(SESSION_PATHS.webConfig, {
    method: 'POST',
    body: { project: WEB_CONFIG_PROJECT, keys: [...FEATURE_FLAG_KEYS] },
    loginRedirect: false,
    silent: true,
  }).catch((error: unknown) => {
    console.error('[session] feature flags could not be read; all off', toApiError(error).message);
    throw error;
  });
  return featureFlagsFrom(result);
});

export const loadUserTags = createAsyncThunk('userFlags/loadTags', async () => {
  const result = await requestApi<UserTagResult>(SESSION_PATHS.userTag, {
    query: { req_tags: 'tax_identity,member_tag' },
    loginRedirect: false,
    silent: true,
  });
  return { taxIdentity: result.user_tags.tax_identity ?? '', islamic: isIslamicMemberTag(result.user_tags.member_tag) };
});

export const userFlagsSlice = createSlice({
  name: 'userFlags',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadFeatureFlags.pending, (state) => {
        state.featuresState = 'pending';
      })
      .addCase(loadFeatureFlags.fulfilled, (state, action) => {
        state.features = action.payload;
        state.featuresState = 'resolved';
      })
      .addCase(loadFeatureFlags.rejected, (state) => {
        state.features = allOff();
        state.featuresState = 'rejected';
      })
      .addCase(loadUserTags.pending, (state) => {
        state.tagsState = 'pending';
      })
      .addCase(loadUserTags.fulfilled, (state, action) => {
        state.taxIdentity = action.payload.taxIdentity;
        state.islamic = action.payload.islamic;
        state.tagsState = 'resolved';
      })
      .addCase(loadUserTags.rejected, (state) => {
        state.tagsState = 'rejected';
      });
  },
  selectors: {
    selectUserFlags: (state) => state,
    selectFeatureFlag: (state, name: FeatureFlag) => state.features[name] ?? false,
    selectIsIndGstUser: (state) => hasIndGstTaxTag(state.taxIdentity),
    selectIsIslamic: (state) => state.islamic,
  },
});

declare module '@tb/data-access-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof userFlagsSlice> {}
}

export const injectedUserFlagsSlice = userFlagsSlice.injectInto(rootReducer);
export const { selectUserFlags, selectFeatureFlag, selectIsIndGstUser, selectIsIslamic } = injectedUserFlagsSlice.selectors;
