import { nextTask } from './next-task';

describe('nextTask (the start runs in steps, each its own task)', () => {
  it('resolves in a later task, after every microtask queued now', async () => {
    const order: string[] = [];
    const step = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'))
      .then(() => order.push('microtask 3'));
    await step;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await nextTask();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
