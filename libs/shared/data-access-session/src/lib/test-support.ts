/**
 * Test support for this lib (not exported): a scripted exchange behind the
 * transport, and a fresh page store.
 */
import { configureTransport, createStore } from '@tb/data-access-api';

export type Route = (url: string, init: RequestInit) => { status?: number; body: unknown } | undefined;

export function fakeExchange(route: Route) {
  const calls: Array<{ url: string; method: string; body: unknown; headers: Record<string, string> }> = [];
  const restore = configureTransport({
    fetch: async (url, init) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: String(init.method), body, headers: { ...(init.headers as Record<string, string>) } });
      const answer = route(url, init) ?? { status: 404, body: { ret_code: 10404, ret_msg: 'not found', result: {} } };
      const status = answer.status ?? 200;
      const text = JSON.stringify(answer.body);
      return { ok: status < 300, status, statusText: status < 300 ? 'OK' : 'Error', text: async () => text };
    },
    onLoginRequired: () => undefined,
  });
  return { calls, restore };
}

export const ok = (result: unknown) => ({ body: { ret_code: 0, ret_msg: 'OK', result, ext_info: {}, time_now: (Date.now() / 1000).toFixed(6) } });
export const fail = (retCode: number, retMsg = 'error') => ({ body: { ret_code: retCode, ret_msg: retMsg, result: {}, ext_info: {}, time_now: (Date.now() / 1000).toFixed(6) } });

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
