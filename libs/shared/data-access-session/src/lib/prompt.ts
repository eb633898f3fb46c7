import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@tb/data-access-api';
import type { UserProfile } from './profile';

/**
 * Options of the login/registration prompt (spec §3). Interpretation:
 * - `showReg`: open on the registration form (the login form links to it either way);
 * - `regEmail`: email prefilled in the registration form;
 * - `regPhone` + `regCountryCode`: mobile number prefilled (registration by phone);
 * - `readOnlyEmail`: the prefilled email cannot be edited (an invitation to a known address);
 * - `readOnlyCode`: the referral code cannot be edited (it came with an invite link);
 * - `referralCode`: referral code prefilled and sent as `referral_code`;
 * - `userCode`: the inviter's user code from an invite link; used as the referral
 *   code when `referralCode` is absent;
 * - `extraProps`: context of where the prompt was opened (page, block); it is
 *   attached to the prompt's analytics events, never sent to the account API.
 */
export interface PromptOptions {
  showReg?: boolean;
  regEmail?: string;
  regPhone?: string;
  regCountryCode?: string;
  readOnlyCode?: boolean;
  readOnlyEmail?: boolean;
  userCode?: string;
  referralCode?: string;
  extraProps?: Record<string, string | number | boolean>;
}

export interface PromptFlags {
  open: boolean;
  /** Set when the user closes the prompt; cleared when it opens again. */
  closed: boolean;
  success: boolean;
}

export interface LoginPromptState {
  login: PromptFlags;
  register: PromptFlags;
  options: PromptOptions;
  /** The user info of the last success (set before the page reloads). */
  userInfo: UserProfile | null;
}

const flags = (): PromptFlags => ({ open: false, closed: false, success: false });
const initialState: LoginPromptState = { login: flags(), register: flags(), options: {}, userInfo: null };

/** Spec §4 "Login state": each prompt opens and closes; opening clears its closed flag; a success sets its success flag and the user info. */
export const loginPromptSlice = createSlice({
  name: 'loginPrompt',
  initialState,
  reducers: {
    loginOpened(state, action: PayloadAction<PromptOptions | undefined>) {
      state.login.open = true;
      state.login.closed = false;
      state.register.open = false;
      state.options = action.payload ?? {};
    },
    loginClosed(state) {
      state.login.open = false;
      state.login.closed = true;
    },
    loginSucceeded(state, action: PayloadAction<UserProfile>) {
      state.login.open = false;
      state.login.success = true;
      state.userInfo = action.payload;
    },
    registrationOpened(state, action: PayloadAction<PromptOptions | undefined>) {
      state.register.open = true;
      state.register.closed = false;
      state.login.open = false;
      state.options = action.payload ?? state.options;
    },
    registrationClosed(state) {
      state.register.open = false;
      state.register.closed = true;
    },
    registrationSucceeded(state, action: PayloadAction<UserProfile>) {
      state.register.open = false;
      state.register.success = true;
      state.userInfo = action.payload;
    },
  },
  selectors: {
    selectLoginPrompt: (state) => state,
    selectPromptOpen: (state): 'login' | 'register' | null => (state.login.open ? 'login' : state.register.open ? 'register' : null),
  },
});

declare module '@tb/data-access-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof loginPromptSlice> {}
}

export const injectedLoginPromptSlice = loginPromptSlice.injectInto(rootReducer);
export const { selectLoginPrompt, selectPromptOpen } = injectedLoginPromptSlice.selectors;
export const { loginOpened, loginClosed, loginSucceeded, registrationOpened, registrationClosed, registrationSucceeded } = loginPromptSlice.actions;
