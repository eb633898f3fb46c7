import { api, standardHeaders } from '@tb/data-access-api';
import { selectComplianceWall } from './compliance';
import { selectUserFlags } from './flags';
import { selectLoginStatus } from './profile';
import { startSession } from './start';
import { createStore, fail, fakeExchange, ok, PROFILE } from './test-support';
import { selectToasts } from './toasts';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessionTestCreate: build.mutation<unknown, void>({ query: () => ({ url: '/s1/bot/grid/v1/create-grid', method: 'POST', body: {} }) }),
    sessionTestValidate: build.mutation<unknown, void>({ query: () => ({ url: '/s1/bot/grid/v1/validate-input', method: 'POST', body: {} }), extraOptions: { silent: true } }),
  }),
});

let restore = () => undefined as void;
afterEach(() => restore());

const exchange = (create: ReturnType<typeof ok>) =>
  fakeExchange((url) => {
    if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
    if (url === '/x-api/v3/config/web') return ok({ euBot: { gray: true } });
    if (url.startsWith('/x-api/user/private/user-tag')) return ok({ user_tags: { tax_identity: '' } });
    if (url.startsWith('/x-api/s1/bot/')) return create;
    return undefined;
  });

describe('startSession', () => {
  it('loads the profile, then the tags and flags of a logged-in user', async () => {
    const fake = exchange(ok({}));
    restore = fake.restore;
    const store = createStore();
    await startSession(store, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(selectLoginStatus(store.getState())).toBe('logged-in');
    expect(selectUserFlags(store.getState())).toMatchObject({ featuresState: 'resolved', tagsState: 'resolved', features: { euBot: true } });
    // The flags are asked alongside the profile (either may go first); the tags only once the profile says who it is.
    const urls = fake.calls.map((c) => c.url.split('?')[0]);
    expect(urls.slice(0, 2).sort()).toEqual(['/x-api/v2/private/user/profile', '/x-api/v3/config/web']);
    expect(urls.slice(2)).toEqual(['/x-api/user/private/user-tag']);
    expect(standardHeaders(false).platform).toBe('pc');
  });

  it('sends platform h5 on a phone browser', async () => {
    restore = exchange(ok({})).restore;
    await startSession(createStore(), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(standardHeaders(false).platform).toBe('h5');
  });

  it('turns an unhandled API error into a fail toast, but not a silent one', async () => {
    restore = exchange(fail(10001, 'max_price must be above min_price')).restore;
    const store = createStore();
    await startSession(store, 'jsdom');
    await store.dispatch(testApi.endpoints.sessionTestValidate.initiate());
    expect(selectToasts(store.getState())).toHaveLength(0);
    await store.dispatch(testApi.endpoints.sessionTestCreate.initiate());
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ type: 'fail', message: 'max_price must be above min_price' })]);
  });

  it('opens the compliance wall for a compliance block on a bot call, without a toast', async () => {
    restore = exchange(fail(10024, 'compliance')).restore;
    const store = createStore();
    await startSession(store, 'jsdom');
    await store.dispatch(testApi.endpoints.sessionTestCreate.initiate());
    expect(selectComplianceWall(store.getState())).toMatchObject({ open: true, retCode: 10024 });
    expect(selectToasts(store.getState())).toHaveLength(0);
  });
});
