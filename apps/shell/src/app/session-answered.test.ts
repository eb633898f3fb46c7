import { createStore } from '@tb/data-access-api';
import { loadProfile, profileReceived } from '@tb/data-access-session';
import { TEST_PROFILE } from '@tb/data-access-session/testing';
import { firstScreenReady, sessionAnswered } from './session-answered';

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('sessionAnswered (the first render waits for the session, issue 30 layout shift)', () => {
  afterEach(() => jest.useRealTimers());

  it('waits while the profile call is out and resolves when it answers', async () => {
    jest.useFakeTimers();
    const store = createStore();
    store.dispatch(loadProfile.pending('req', undefined));
    const answered = sessionAnswered(store, 10_000);
    expect(await settled(answered)).toBe(false);
    store.dispatch(profileReceived({ profile: TEST_PROFILE, source: 'web' }));
    expect(await settled(answered)).toBe(true);
  });

  it('resolves when the profile call fails (anonymous is an answer too)', async () => {
    jest.useFakeTimers();
    const store = createStore();
    store.dispatch(loadProfile.pending('req', undefined));
    const answered = sessionAnswered(store, 10_000);
    store.dispatch(loadProfile.rejected(new Error('offline'), 'req', undefined));
    expect(await settled(answered)).toBe(true);
  });

  it('does not hold the page longer than its bound when no answer comes', async () => {
    jest.useFakeTimers();
    const store = createStore();
    store.dispatch(loadProfile.pending('req', undefined));
    const answered = sessionAnswered(store, 1_500);
    jest.advanceTimersByTime(1_499);
    expect(await settled(answered)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(answered)).toBe(true);
  });

  it('resolves at once when the session is already known', async () => {
    const store = createStore();
    store.dispatch(profileReceived({ profile: TEST_PROFILE, source: 'web' }));
    expect(await settled(sessionAnswered(store))).toBe(true);
  });

  it('with a page’s first screen, waits for both under the one bound', async () => {
    jest.useFakeTimers();
    const store = createStore();
    store.dispatch(profileReceived({ profile: TEST_PROFILE, source: 'web' }));
    let pageIn = () => undefined as void;
    const page = new Promise<void>((resolve) => (pageIn = resolve));
    const ready = firstScreenReady(store, page, 10_000);
    expect(await settled(ready)).toBe(false);
    pageIn();
    await Promise.resolve();
    expect(await settled(ready)).toBe(true);
    const stuck = firstScreenReady(store, new Promise(() => undefined), 1_500);
    jest.advanceTimersByTime(1_500);
    expect(await settled(stuck)).toBe(true);
  });
});

