/**
 * Test support for this lib (not exported): a scripted exchange behind the
 * transport, and a fresh page store.
 */
import { createStore } from '@tb/data-access-api';
import { envelope, failure, scriptedExchange, type ScriptedAnswer } from '@tb/data-access-api/testing';

export type Route = (url: string, init: RequestInit) => ScriptedAnswer | undefined;

/** The scripted exchange answering by URL (as the transport passes it). */
export const fakeExchange = (route: Route) => scriptedExchange((request) => route(request.url, request.init));

export const ok = (result: unknown) => envelope(result);
export const fail = (retCode: number, retMsg = 'error') => failure(retCode, retMsg);

export const PROFILE = {
  id: '100000000000000123',
  username: 'alice',
  vague_email: 'al***@example.com',
  vague_mobile: '',
  mobile_verified: false,
  email_verified: true,
  has_google2fa: false,
  country_code: 'HK',
  lang: 'en',
  parent_member_id: '0',
  status: 1,
  loyalty_vip_info: { is_vip: false, label_level: 0 },
};

export { createStore };
