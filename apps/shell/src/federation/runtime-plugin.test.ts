import shellRuntimePlugin from './runtime-plugin';

describe("the shell's runtime plugin: a remote's load in steps", () => {
  it('each step hook resolves in a later task to the arguments it was given (a waterfall hook sees them unchanged)', async () => {
    const plugin = shellRuntimePlugin() as unknown as Record<string, (args: unknown) => Promise<unknown>>;
    for (const hook of ['beforeRequest', 'beforeInitContainer', 'initContainer', 'beforeLoadShare', 'beforeGetExpose', 'beforeExecuteFactory']) {
      const args = { id: `ai_pick/${hook}` };
      const order: string[] = [];
      const step = plugin[hook](args).then((result) => {
        order.push('hook');
        return result;
      });
      void Promise.resolve()
        .then(() => order.push('microtask 1'))
        .then(() => order.push('microtask 2'));
      await expect(step).resolves.toBe(args);
      expect(order).toEqual(['microtask 1', 'microtask 2', 'hook']);
    }
  });
});
