import { MAX_TOASTS, TOAST_DURATION_MS, selectToasts, toast } from './toasts';
import { createStore } from './test-support';

describe('toasts (spec §2: 2 seconds, warn/fail/success, message and description)', () => {
  afterEach(() => jest.useRealTimers());

  it('adds a toast and removes it after 2 seconds', () => {
    jest.useFakeTimers();
    const store = createStore();
    toast.success('Bot created', 'Spot grid BTCUSDT');
    toast.warn('Price moved');
    toast.fail('Could not close');
    expect(selectToasts(store.getState()).map(({ type, message, description }) => ({ type, message, description }))).toEqual([
      { type: 'success', message: 'Bot created', description: 'Spot grid BTCUSDT' },
      { type: 'warn', message: 'Price moved', description: undefined },
      { type: 'fail', message: 'Could not close', description: undefined },
    ]);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(selectToasts(store.getState())).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('keeps only the newest few', () => {
    jest.useFakeTimers();
    const store = createStore();
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) toast.warn(`w${i}`);
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['w2', 'w3', 'w4', 'w5']);
  });

  it('can be dismissed early', () => {
    const store = createStore();
    const id = toast.fail('x');
    toast.dismiss(id);
    expect(selectToasts(store.getState())).toHaveLength(0);
  });
});
