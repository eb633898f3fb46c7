import { createAsyncThunk, createSlice, rootReducer, requestApi, toApiError, type PayloadAction, type WithSlice } from '@tb/data-access-api';
import type { Profile } from '@tb/contracts';
import { appProfileToUserProfile, currentApp, type AppUserInfo } from './app-bridge';
import { profileFromEarlyAnswer, takeEarlyProfile } from './early-profile';
import { SESSION_PATHS } from './paths';
import { setUserToken } from './token';

/** The user profile (spec §3), exactly the exchange's fields. `id` is a digit string. */
export type UserProfile = Profile;

/**
 * Login state (spec §4): unknown until the profile fetch finishes.
 * - `fetched`: a profile came back (false after a failed fetch);
 * - `finished`: the attempt is over, whatever happened;
 * - logged in when the profile's id is above 0.
 */
export interface ProfileState {
  profile: UserProfile | null;
  fetched: boolean;
  finished: boolean;
  /** Where the profile came from: the web API, or the native app's own profile. */
  source: 'web' | 'app' | null;
}

const initialState: ProfileState = { profile: null, fetched: false, finished: false, source: null };

/** True for an id above 0 (ids are digit strings that may exceed 2^53). */
export function isPositiveId(id: string | number | null | undefined): boolean {
  if (id === null || id === undefined) return false;
  return /^0*[1-9][0-9]*$/.test(String(id));
}

export type LoadedProfile = { profile: UserProfile | null; source: 'web' | 'app'; fetched: boolean };

async function fetchWebProfile(): Promise<LoadedProfile> {
  try {
    // The answer to the request index.html's head already made, when it asked what we would ask (early-profile.ts).
    const early = await takeEarlyProfile();
    const profile = early ? profileFromEarlyAnswer<UserProfile>(early) : await requestApi<UserProfile>(SESSION_PATHS.profile, { flavour: 'profile' });
    return { profile, source: 'web', fetched: true };
  } catch (error) {
    // Spec §8: a failed profile fetch is logged to the console only; the user is anonymous.
    const apiError = toApiError(error);
    if (apiError.kind === 'not-logged-in') console.info('[session] no web session: anonymous visitor');
    else console.error('[session] profile fetch failed:', apiError.message, apiError);
    return { profile: null, source: 'web', fetched: false };
  }
}

/**
 * Load the profile. Inside the native app the profile is rebuilt from the
 * app's own user info (and its token goes out as `UserToken`); when the app
 * has no signed-in user, the web session (cookie) is asked instead.
 */
export const loadProfile = createAsyncThunk('profile/load', async (): Promise<LoadedProfile> => {
  const app = currentApp();
  if (app.bridge) {
    let info: AppUserInfo | null = null;
    try {
      info = await app.bridge.getUserInfo();
    } catch (error) {
      console.error('[session] app profile could not be read', error);
    }
    if (info?.userToken) {
      setUserToken(info.userToken);
      return { profile: appProfileToUserProfile(info), source: 'app', fetched: true };
    }
  }
  return fetchWebProfile();
});

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    /** Set after a login/registration success, before the page reloads. */
    profileReceived(state, action: PayloadAction<{ profile: UserProfile; source: 'web' | 'app' }>) {
      state.profile = action.payload.profile;
      state.source = action.payload.source;
      state.fetched = true;
      state.finished = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProfile.pending, (state) => {
        state.finished = false;
      })
      .addCase(loadProfile.fulfilled, (state, action) => {
        state.profile = action.payload.profile;
        state.source = action.payload.source;
        state.fetched = action.payload.fetched;
        state.finished = true;
      })
      .addCase(loadProfile.rejected, (state) => {
        state.profile = null;
        state.fetched = false;
        state.finished = true;
      });
  },
  selectors: {
    selectProfileState: (state) => state,
    selectProfile: (state) => state.profile,
    selectIsLoggedIn: (state) => state.finished && isPositiveId(state.profile?.id),
    selectLoginStatus: (state): 'unknown' | 'logged-in' | 'anonymous' =>
      !state.finished ? 'unknown' : isPositiveId(state.profile?.id) ? 'logged-in' : 'anonymous',
    /** Profile `status` 2 = banned (contracts USER_STATUS). */
    selectIsBanned: (state) => state.profile?.status === 2,
  },
});

declare module '@tb/data-access-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

export const injectedProfileSlice = profileSlice.injectInto(rootReducer);
export const { selectProfileState, selectProfile, selectIsLoggedIn, selectLoginStatus, selectIsBanned } = injectedProfileSlice.selectors;
export const { profileReceived } = profileSlice.actions;
