import { waitFor } from '@testing-library/react';
import { whenIdle } from './when-idle';

type IdleGlobal = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

describe('whenIdle (work the first screen does not need)', () => {
  afterEach(() => {
    delete (globalThis as IdleGlobal).requestIdleCallback;
    delete (globalThis as IdleGlobal).cancelIdleCallback;
  });

  it('runs the task after a frame, in the idle callback, with the timeout given', async () => {
    const idle: Array<{ cb: () => void; options?: { timeout: number } }> = [];
    (globalThis as IdleGlobal).requestIdleCallback = (cb: () => void, options?: { timeout: number }) => idle.push({ cb, options });
    const task = jest.fn();
    whenIdle(task, { timeout: 5000 });
    expect(idle).toHaveLength(0); // not before the frame
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    expect(idle).toHaveLength(1);
    expect(idle[0].options).toEqual({ timeout: 5000 });
    expect(task).not.toHaveBeenCalled();
    idle[0].cb();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without requestIdleCallback, and a cancelled task never runs', async () => {
    // the cancelled one is scheduled first: by the time the second runs, the first would have
    const cancelled = jest.fn();
    const cancel = whenIdle(cancelled, { fallbackMs: 1 });
    cancel();
    const ran = jest.fn();
    whenIdle(ran, { fallbackMs: 1 });
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
