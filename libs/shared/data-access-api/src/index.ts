/**
 * @tb/data-access-api: the page's one API client and store, and the only door
 * to Redux Toolkit, RTK Query and react-redux (a shared singleton: every
 * remote uses the shell's instance).
 */
export * from './lib/errors';
export { interpretResponse, type Envelope, type RawResponse, type ClientFlavour, type Interpretation } from './lib/interpret';
export {
  observeServerTime,
  serverNow,
  serverClockOffset,
  serverClockRate,
  subscribeServerClock,
  statedClockRate,
  resetServerClock,
  CLOCK_SKEW_TOLERANCE_MS,
  CLOCK_SKEW_WARNING_MS,
} from './lib/clock';
export { substitutePath, queryString, apiUrl, botPath, isBotCall, API_PREFIX, BOT_PREFIX, type QueryParams, type QueryValue } from './lib/url';
export { GUID_COOKIE, GUID_LENGTH, GUID_MAX_AGE_S, AUTH_COOKIE_PREFIX, AUTH_COOKIE_MAX_AGE_S, ensureGuid, isGuid, newGuid, readCookie } from './lib/identity';
export { loginUrl, redirectToLogin, safeRedirectTarget } from './lib/login-redirect';
export {
  callApi,
  requestApi,
  configureTransport,
  transportContext,
  standardHeaders,
  type TransportContext,
  type RequestOptions,
  type CallResult,
  type HttpMethod,
  type Platform,
} from './lib/transport';
export { restClient, type RestOptions } from './lib/rest-client';
export { sameHeaders, isEarlyAnswer, type EarlyCallAnswer } from './lib/early-calls';
export { api, envelopeBaseQuery, API_TAG_TYPES, type ApiRequest, type ApiExtraOptions } from './lib/api';
export { botQueries, botPagesApi, type BotPageArgs } from './lib/bot-queries';
export {
  rootReducer,
  observeActions,
  clearApiCache,
  CACHE_CLEAR_INTERVAL_MS,
  createStore,
  getAppStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type ActionObserver,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './lib/store';

// The parts of Redux Toolkit, RTK Query and react-redux the apps use (one copy per page).
export {
  createSlice,
  createSelector,
  createAsyncThunk,
  createAction,
  isAnyOf,
  isRejectedWithValue,
  nanoid,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
export type { UnknownAction } from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query/react';
export type { FetchBaseQueryError, QueryStatus } from '@reduxjs/toolkit/query/react';
export { Provider, shallowEqual } from 'react-redux';

/**
 * Slices injected after start (session, remotes), declared by module augmentation
 * so RootState knows them:
 *   declare module '@tb/data-access-api' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
