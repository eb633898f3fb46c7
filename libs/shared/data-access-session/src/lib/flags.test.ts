import {
  FEATURE_FLAG_KEYS,
  RESTRICTED_LOCALES,
  defaultQuoteCoin,
  featureFlagsFrom,
  isEuRegulatedSite,
  isIslamicMemberTag,
  loadFeatureFlags,
  loadUserTags,
  selectFeatureFlag,
  selectIsIndGstUser,
  selectUserFlags,
} from './flags';
import { profileReceived } from './profile';
import { selectFuturesRestriction } from './restriction';
import { PROFILE, createStore, fakeExchange, ok } from './test-support';

let restore = () => undefined as void;
afterEach(() => restore());

describe('feature flags (spec §6)', () => {
  it('each flag is off by default and on only when its value has gray: true', () => {
    expect(featureFlagsFrom({ symbolGray: { gray: true }, euBot: { gray: false }, spotTrailingStop: { gray: 'yes' }, unknownFlag: { gray: true } })).toEqual({
      symbolGray: true,
      futuresTrailingStop: false,
      spotTrailingStop: false,
      tpslEquity: false,
      longShortTrailing: false,
      euBot: false,
    });
    expect(Object.values(featureFlagsFrom(null)).every((value) => value === false)).toBe(true);
  });

  it('loads from the web-config call with the project and keys', async () => {
    const exchange = fakeExchange((url) => (url === '/x-api/v3/config/web' ? ok({ tpslEquity: { gray: true } }) : undefined));
    restore = exchange.restore;
    const store = createStore();
    await store.dispatch(loadFeatureFlags());
    expect(exchange.calls[0]).toMatchObject({ method: 'POST', body: { project: 'tradingbot', keys: [...FEATURE_FLAG_KEYS] } });
    expect(selectFeatureFlag(store.getState(), 'tpslEquity')).toBe(true);
    expect(selectFeatureFlag(store.getState(), 'euBot')).toBe(false);
    expect(selectUserFlags(store.getState()).featuresState).toBe('resolved');
  });

  it('a failed web-config call leaves every flag off', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeExchange(() => ({ status: 500, body: {} })).restore;
    const store = createStore();
    await store.dispatch(loadFeatureFlags());
    expect(selectUserFlags(store.getState()).featuresState).toBe('rejected');
    expect(selectFeatureFlag(store.getState(), 'symbolGray')).toBe(false);
  });
});

describe('user tags, restriction and quote coin (spec §6)', () => {
  it('restricts Islamic-tagged users, restricted profile locales and pages in nl-NL, en-NL, en-GB; the page only tightens', () => {
    expect(RESTRICTED_LOCALES).toEqual(['nl-NL', 'en-NL', 'en-GB']);
    const store = createStore();
    const reason = (locale: string, host?: string) => selectFuturesRestriction(store.getState(), { locale, host });
    expect(reason('en')).toBeNull();
    for (const locale of ['nl-NL', 'en-NL', 'en-GB']) expect(reason(locale)).toEqual({ reason: 'locale', source: 'request', locale });
    expect(reason('en', 'www.exchange.com.hk')).toMatchObject({ reason: 'region', site: 'hk' });
    store.dispatch(profileReceived({ profile: { ...PROFILE, lang: 'en-GB' }, source: 'web' }));
    for (const locale of ['en', 'de-DE', 'ar-SA']) expect(reason(locale)).toEqual({ reason: 'locale', source: 'account', locale: 'en-GB' });
    store.dispatch(loadUserTags.fulfilled({ taxIdentity: '', islamic: true }, 'test'));
    expect(reason('en')).toEqual({ reason: 'islamic', source: 'account' });
  });

  it('reads the member tag JSON', () => {
    expect(isIslamicMemberTag('{"islamic":1}')).toBe(true);
    expect(isIslamicMemberTag('{"islamic":"1"}')).toBe(true);
    expect(isIslamicMemberTag('{"islamic":0}')).toBe(false);
    expect(isIslamicMemberTag('not json')).toBe(false);
    expect(isIslamicMemberTag(undefined)).toBe(false);
  });

  it('loads tax identity and member tag from the user-tag call', async () => {
    const exchange = fakeExchange(() => ok({ user_tags: { tax_identity: 'IND-GST', member_tag: '{"islamic":1}' } }));
    restore = exchange.restore;
    const store = createStore();
    await store.dispatch(loadUserTags());
    expect(exchange.calls[0].url).toBe('/x-api/user/private/user-tag?req_tags=tax_identity%2Cmember_tag');
    expect(selectIsIndGstUser(store.getState())).toBe(true);
    expect(selectFuturesRestriction(store.getState(), { locale: 'en' })).toMatchObject({ reason: 'islamic' });
  });

  it('another tax identity is not IND-GST', async () => {
    restore = fakeExchange(() => ok({ user_tags: { tax_identity: '' } })).restore;
    const store = createStore();
    await store.dispatch(loadUserTags());
    expect(selectIsIndGstUser(store.getState())).toBe(false);
    expect(selectFuturesRestriction(store.getState(), { locale: 'en' })).toBeNull();
  });

  it('the default quote coin is USDC on the EU regulated site, else USDT', () => {
    expect(isEuRegulatedSite('www.example.eu')).toBe(true);
    expect(isEuRegulatedSite('www.eu.example.com')).toBe(true);
    expect(isEuRegulatedSite('www.example.com')).toBe(false);
    expect(isEuRegulatedSite('europe.example.com')).toBe(false);
    expect(defaultQuoteCoin('www.example.eu')).toBe('USDC');
    expect(defaultQuoteCoin('127.0.0.1')).toBe('USDT');
  });
});
