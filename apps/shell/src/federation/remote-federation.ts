/**
 * What a remote's entry gets in place of its own copy of
 * @module-federation/webpack-bundler-runtime (provide-runtime.ts sets the
 * global; tools/webpack/create-config.js points each remote at it).
 *
 * A remote's `.federation` entry copies the keys of this object into its own
 * `__webpack_require__.federation`, then calls `bundlerRuntime.init`, which
 * calls `runtime.init` with the remote's options. Built on its own, each app
 * had private copies of everything here; shared, three things must stay
 * per app, so every remote gets a fresh object:
 *
 * - `runtime.init`. The library's `init` (a) looks its instance up by the
 *   build identifier compiled into the build it belongs to — the shell's, here
 *   — and (b) makes the instance it creates the page's *default* one, which
 *   `loadRemote`/`registerRemotes` use. Run for a remote, it would hand the
 *   remote the shell's instance or make the remote's instance the default. This
 *   `init` finds the remote's instance by name and version only and creates it
 *   without touching the default (the library's own `createInstance`).
 * - The mutable objects (`bundlerRuntime.S`, `bundlerRuntimeOptions`), copied
 *   shallowly by the entry: one per app, as before.
 * - `bundlerRuntime.initContainerEntry`: the shell exposes nothing, so its
 *   build leaves the container-entry code out of its own bundler runtime; the
 *   shell imports it for remotes separately.
 */
export type RemoteInitOptions = { name: string; version?: string; id?: string } & Record<string, unknown>;

export type FederationInstanceLike = {
  options: { name: string; version?: string };
  initOptions(options: RemoteInitOptions): unknown;
};

export type ShellFederation = {
  runtime: Record<string, unknown>;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
};

export type RemoteFederationDeps = {
  /** Every federation instance on the page (runtime-core's global list). */
  instances: () => readonly FederationInstanceLike[];
  /** Creates and registers an instance without making it the page's default. */
  createInstance: (options: RemoteInitOptions) => unknown;
  initContainerEntry: unknown;
};

export function federationForRemote<Shell extends ShellFederation>(shell: Shell, deps: RemoteFederationDeps) {
  const init = (options: RemoteInitOptions) => {
    const normalized: RemoteInitOptions = { ...options, id: options.id || '' };
    const existing = deps
      .instances()
      .find((instance) => instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version));
    if (existing) {
      existing.initOptions(normalized);
      return existing;
    }
    return deps.createInstance(normalized);
  };
  return {
    runtime: { ...(shell.runtime as Shell['runtime']), init },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...(shell.bundlerRuntime as Shell['bundlerRuntime']), initContainerEntry: deps.initContainerEntry, S: {} },
    attachShareScopeMap: shell.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
