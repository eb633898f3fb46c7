/**
 * @tb/data-access-session: who the user is and what the page may do for them.
 * A shared singleton: the shell starts it, remotes read it.
 */
export { SESSION_PATHS } from './lib/paths';
export {
  profileSlice,
  loadProfile,
  profileReceived,
  isPositiveId,
  selectProfile,
  selectProfileState,
  selectIsLoggedIn,
  selectLoginStatus,
  selectIsBanned,
  type UserProfile,
  type ProfileState,
} from './lib/profile';
export {
  loginPromptSlice,
  loginOpened,
  loginClosed,
  loginSucceeded,
  registrationOpened,
  registrationClosed,
  registrationSucceeded,
  selectLoginPrompt,
  selectPromptOpen,
  type PromptOptions,
  type PromptFlags,
  type LoginPromptState,
} from './lib/prompt';
export { toast, toastsSlice, toastAdded, toastDismissed, selectToasts, TOAST_DURATION_MS, MAX_TOASTS, type ToastItem, type ToastType } from './lib/toasts';
export { complianceWallSlice, complianceWallShown, complianceWallClosed, selectComplianceWall, isComplianceBlock, type ComplianceWallState } from './lib/compliance';
export {
  FEATURE_FLAG_KEYS,
  WEB_CONFIG_PROJECT,
  RESTRICTED_LOCALES,
  IND_GST_TAX_IDENTITY,
  featureFlagsFrom,
  isIslamicMemberTag,
  isEuRegulatedSite,
  defaultQuoteCoin,
  loadFeatureFlags,
  loadUserTags,
  userFlagsSlice,
  selectUserFlags,
  selectFeatureFlag,
  selectIsIndGstUser,
  selectIsIslamic,
  type FeatureFlag,
  type LoadState,
  type UserFlagsState,
} from './lib/flags';
export {
  APP_UA_TOKEN,
  BRIDGE_GLOBAL,
  APP_SCHEME,
  MIN_NATIVE_LOGIN_VERSION,
  NATIVE_LOGIN_ROUTE,
  NATIVE_REGISTER_ROUTE,
  detectApp,
  currentApp,
  setAppEnvironment,
  supportsNativeLogin,
  appProfileToUserProfile,
  type NativeBridge,
  type AppUserInfo,
  type AppEnvironment,
} from './lib/app-bridge';
export {
  openLoginPrompt,
  openRegisterPrompt,
  closeLoginPrompt,
  closeRegisterPrompt,
  requireLogin,
  completeLogin,
  nativeLogin,
  loginWithPassword,
  registerAccount,
  logout,
  setReloadPage,
  type PromptKind,
  type NativeOutcome,
  type Credentials,
} from './lib/auth';
export { setUserToken, currentUserToken } from './lib/token';
export {
  analytics,
  reportError,
  setAnalyticsSink,
  resetAnalytics,
  ANALYTICS_QUEUE_LIMIT,
  type PageLabel,
  type AnalyticsEvent,
  type AnalyticsSink,
  type AnalyticsProperties,
  type ErrorReport,
} from './lib/analytics';
export { selectFuturesRestriction, type PageFacts, type Restriction, type RestrictionReason } from './lib/restriction';
export { describeApiError, registerSessionTranslations, SESSION_NAMESPACE, type SessionTranslations } from './lib/translations';
export { startSession, openWallOnCompliance } from './lib/start';
export {
  useProfile,
  useProfileState,
  useIsLoggedIn,
  useLoginStatus,
  useIsBanned,
  useLoginPrompt,
  useToasts,
  useComplianceWall,
  useUserFlags,
  useFeatureFlag,
  useIsIndGstUser,
  useIsRestricted,
  useRestrictionReason,
  useFuturesRestriction,
  useDefaultQuoteCoin,
  useAppEnvironment,
  useRequireLogin,
  useOpenLoginPrompt,
} from './lib/hooks';
