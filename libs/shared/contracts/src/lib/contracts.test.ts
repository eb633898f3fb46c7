import { Compile } from 'typebox/compile';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  AnnouncementSearchBody,
  GUID_COOKIE_MAX_AGE_SECONDS,
  KlineQuery,
  LoginBody,
  PASSWORD_RULE,
  RegisterBody,
  TransferBody,
  authCookieName,
  loginPagePath,
  toQuoteTicker,
  Envelope,
  Profile,
} from '../index';

describe('contracts', () => {
  it('names the session cookies and their lifetimes', () => {
    expect(authCookieName('local')).toBe('tb_secure_token_local');
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(GUID_COOKIE_MAX_AGE_SECONDS).toBe(10_368_000);
    expect(loginPagePath('en', 'http://x/tradingbot/en/?a=1')).toBe('/en/login?redirect_url=http%3A%2F%2Fx%2Ftradingbot%2Fen%2F%3Fa%3D1');
  });

  it('accepts well-formed bodies and rejects unknown fields and wrong types', () => {
    const login = Compile(LoginBody);
    expect(login.Check({ email: 'a@b.co', password: 'x' })).toBe(true);
    expect(login.Check({ email: 'a@b.co', password: 'x', admin: true })).toBe(false);
    expect(login.Check({ email: 'not-an-email', password: 'x' })).toBe(false);
    const register = Compile(RegisterBody);
    expect(register.Check({ mobile: '91234567', country_code: '+852', password: 'abcdefg1' })).toBe(true);
    expect(register.Check({ mobile: '9123-4567', country_code: '+852', password: 'abcdefg1' })).toBe(false);
    const transfer = Compile(TransferBody);
    expect(transfer.Check({ coin: 'USDT', amount: '10.5', from_account_type: 'spot', to_account_type: 'fund' })).toBe(true);
    expect(transfer.Check({ coin: 'USDT', amount: 10.5, from_account_type: 'spot', to_account_type: 'fund' })).toBe(false);
    expect(transfer.Check({ coin: 'USDT', amount: '1e3', from_account_type: 'spot', to_account_type: 'fund' })).toBe(false);
    expect(transfer.Check({ coin: 'USDT', amount: '-1', from_account_type: 'spot', to_account_type: 'fund' })).toBe(false);
    expect(transfer.Check({ coin: 'USDT', amount: '1', from_account_type: 'margin', to_account_type: 'fund' })).toBe(false);
    const kline = Compile(KlineQuery);
    expect(kline.Check({ symbol: 'BTCUSDT', interval: '1M', limit: 10 })).toBe(true);
    expect(kline.Check({ symbol: 'BTCUSDT', interval: '2d' })).toBe(false);
    expect(kline.Check({ symbol: 'BTCUSDT', interval: '1h', limit: 1001 })).toBe(false);
    const search = Compile(AnnouncementSearchBody);
    expect(search.Check({ page: 0, hits_per_page: 10, filters: { topics: ['trading_bots'], exclude_categories: ['new_crypto'] } })).toBe(true);
    expect(search.Check({ filters: { topic: ['trading_bots'] } })).toBe(false);
  });

  it('states the password rule', () => {
    expect(PASSWORD_RULE.test('abcdefg1')).toBe(true);
    expect(PASSWORD_RULE.test('abcdefgh')).toBe(false);
    expect(PASSWORD_RULE.test('12345678')).toBe(false);
    expect(PASSWORD_RULE.test('a1')).toBe(false);
  });

  it('wraps results in the envelope and maps quote rows to tickers', () => {
    const envelope = Compile(Envelope(Profile));
    expect(envelope.Check({ ret_code: 0, ret_msg: 'OK', result: {}, ext_info: {}, time_now: '1' })).toBe(false);
    expect(
      toQuoteTicker({ t: 1_700_000_000_000, s: 'BTCUSDT', c: '2', h: '3', l: '1', o: '1.5', v: '10', qv: '20', m: '0.3333' }),
    ).toEqual({
      startTime: 1_700_000_000_000 - 86_399_000,
      currentTime: 1_700_000_000_000,
      symbol: 'BTCUSDT',
      close: '2',
      high: '3',
      low: '1',
      open: '1.5',
      volume: '10',
      quoteVolume: '20',
      range: '0.3333',
    });
  });
});
