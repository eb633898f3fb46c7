import { interpretResponse, type RawResponse } from './interpret';

const ok = (body: unknown): RawResponse => ({ ok: true, status: 200, statusText: 'OK', body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('interpretResponse: success (spec §5)', () => {
  it('is a success when HTTP ok, ret_code 0 and no status_code', () => {
    expect(interpretResponse(ok({ ret_code: 0, ret_msg: 'OK', result: { id: '1' } }))).toEqual({ data: { id: '1' } });
  });
  it.each([0, 200, '200'])('accepts status_code %p as success', (statusCode) => {
    const result = { status_code: statusCode, bots: [] };
    expect(interpretResponse(ok({ ret_code: 0, result }))).toEqual({ data: result });
  });
  it('reads the camelCase envelope too', () => {
    expect(interpretResponse(ok({ retCode: 0, retMsg: '', result: { a: 1 } }))).toEqual({ data: { a: 1 } });
  });
  it('reports the server time from time_now (seconds with decimals)', () => {
    const outcome = interpretResponse(ok({ ret_code: 0, result: {}, time_now: '1700000000.123456' }));
    expect(outcome.serverTime).toBe(1_700_000_000_123);
  });
});

describe('interpretResponse: the error catalogue (spec §8)', () => {
  it.each([10007, 100007])('ret code %i is "not logged in"; the profile client says "user no permission"', (code) => {
    const raw = ok({ ret_code: code, ret_msg: 'login required', result: {} });
    expect(interpretResponse(raw, 'profile')).toMatchObject({ error: { kind: 'not-logged-in', retCode: code, message: 'user no permission' } });
    expect(interpretResponse(raw, 'generic')).toMatchObject({ error: { kind: 'not-logged-in', retCode: code, message: 'login required' } });
  });

  it.each([33003, 10009])('ret code %i is "user no permission" for both clients', (code) => {
    for (const flavour of ['generic', 'profile'] as const) {
      expect(interpretResponse(ok({ ret_code: code, ret_msg: 'denied', result: null }), flavour)).toMatchObject({
        error: { kind: 'no-permission', retCode: code, message: 'user no permission' },
      });
    }
  });

  it('any other ret code: "bad business ret_code" for the profile client', () => {
    expect(interpretResponse(ok({ ret_code: 10001, ret_msg: 'bad', result: {} }), 'profile')).toMatchObject({
      error: { kind: 'business', retCode: 10001, message: 'bad business ret_code' },
    });
  });

  it('any other ret code: the generic client carries ret_msg, ret code and result', () => {
    const result = { check_code: 'SPOT_CHECK_CODE_PRICE_TOO_LOW', debug_msg: '' };
    expect(interpretResponse(ok({ ret_code: 10001, ret_msg: 'min_price too low', result }))).toEqual({
      error: { kind: 'business', retCode: 10001, message: 'min_price too low', result, checkCode: 'SPOT_CHECK_CODE_PRICE_TOO_LOW' },
    });
  });

  it('ret code 0 with another status_code is a "gateway error" with that status code', () => {
    const result = { status_code: 405, debug_msg: 'cancelling' };
    expect(interpretResponse(ok({ ret_code: 0, result }))).toEqual({
      error: { kind: 'gateway', retCode: 0, statusCode: 405, message: 'gateway error', result },
    });
  });

  it('status_code 421 is a banned user, with the localized reason as message', () => {
    const result = { status_code: 421, ban_reason_text: 'Your account is restricted' };
    expect(interpretResponse(ok({ ret_code: 0, result }))).toMatchObject({
      error: { kind: 'banned', statusCode: 421, message: 'Your account is restricted' },
    });
    expect(interpretResponse(ok({ ret_code: 0, result: { status_code: 421 } }))).toMatchObject({ error: { kind: 'banned', message: 'gateway error' } });
  });

  it('an empty body is "Non Response!"', () => {
    expect(interpretResponse(ok(''))).toEqual({ error: { kind: 'empty', message: 'Non Response!' } });
    expect(interpretResponse(ok('   '))).toEqual({ error: { kind: 'empty', message: 'Non Response!' } });
  });

  it('a body that is not JSON is a parse error', () => {
    expect(interpretResponse(ok('<html>'))).toMatchObject({ error: { kind: 'parse' } });
  });

  it('a non-2xx status is rejected with status and status text', () => {
    expect(interpretResponse({ ok: false, status: 502, statusText: 'Bad Gateway', body: '' })).toEqual({
      error: { kind: 'http', status: 502, statusText: 'Bad Gateway', message: '502 Bad Gateway' },
    });
  });

  it('a non-2xx answer keeps the envelope (400 names the bad field)', () => {
    const raw: RawResponse = { ok: false, status: 400, statusText: 'Bad Request', body: JSON.stringify({ ret_code: 10001, ret_msg: 'body/limit must be <= 100', result: {} }) };
    expect(interpretResponse(raw)).toEqual({
      error: { kind: 'http', status: 400, statusText: 'Bad Request', retCode: 10001, message: 'body/limit must be <= 100', result: {} },
    });
  });
});
