import { federationForRemote, type FederationInstanceLike, type RemoteInitOptions } from './remote-federation';

function setup() {
  const instances: FederationInstanceLike[] = [];
  const shellInit = jest.fn();
  const created: RemoteInitOptions[] = [];
  const shell = {
    runtime: { init: shellInit, loadRemote: jest.fn() },
    bundlerRuntime: { init: jest.fn(), consumes: jest.fn(), I: jest.fn(), S: { shared: true }, initContainerEntry: undefined },
    attachShareScopeMap: jest.fn(),
  };
  const deps = {
    instances: () => instances,
    createInstance: (options: RemoteInitOptions) => {
      created.push(options);
      const instance: FederationInstanceLike = { options: { name: options.name, version: options.version }, initOptions: jest.fn() };
      instances.push(instance);
      return instance;
    },
    initContainerEntry: jest.fn(),
  };
  return { instances, shell, deps, created, shellInit };
}

describe('federationForRemote (the bundler runtime a remote takes from the shell)', () => {
  it("creates the remote's instance without the library's init, so the page's default instance stays the shell's", () => {
    const { shell, deps, created, shellInit } = setup();
    const federation = federationForRemote(shell, deps);
    const instance = federation.runtime.init({ name: 'spot_grid', shared: {} });
    expect(shellInit).not.toHaveBeenCalled();
    expect(created).toEqual([{ name: 'spot_grid', shared: {}, id: '' }]);
    expect(instance).toMatchObject({ options: { name: 'spot_grid' } });
  });

  it("finds the remote's own instance by name and version, never the shell's", () => {
    const { shell, deps, instances, created } = setup();
    const shellInstance: FederationInstanceLike = { options: { name: 'shell' }, initOptions: jest.fn() };
    const older: FederationInstanceLike = { options: { name: 'dca', version: '1.0.0' }, initOptions: jest.fn() };
    const current: FederationInstanceLike = { options: { name: 'dca' }, initOptions: jest.fn() };
    instances.push(shellInstance, older, current);
    const federation = federationForRemote(shell, deps);

    expect(federation.runtime.init({ name: 'dca' })).toBe(current);
    expect(current.initOptions).toHaveBeenCalledWith({ name: 'dca', id: '' });
    expect(federation.runtime.init({ name: 'dca', version: '1.0.0' })).toBe(older);
    expect(shellInstance.initOptions).not.toHaveBeenCalled();
    expect(created).toEqual([]);
  });

  it('gives every remote its own mutable objects and the container-entry code the shell build leaves out', () => {
    const { shell, deps } = setup();
    const a = federationForRemote(shell, deps);
    const b = federationForRemote(shell, deps);
    expect(a.bundlerRuntime.S).not.toBe(b.bundlerRuntime.S);
    expect(a.bundlerRuntime.S).not.toBe(shell.bundlerRuntime.S);
    expect(a.bundlerRuntimeOptions).not.toBe(b.bundlerRuntimeOptions);
    expect(a.bundlerRuntime.initContainerEntry).toBe(deps.initContainerEntry);
    // The code itself is the shell's: one copy per page.
    expect(a.bundlerRuntime['consumes']).toBe(shell.bundlerRuntime.consumes);
    expect(a.runtime['loadRemote']).toBe(shell.runtime.loadRemote);
    expect(a.instance).toBeUndefined();
  });
});
