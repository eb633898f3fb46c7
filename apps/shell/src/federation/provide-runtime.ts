import { createInstance } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as runtimeCore from '@module-federation/runtime-core';
import { federationForRemote, type FederationInstanceLike, type RemoteFederationDeps, type ShellFederation } from './remote-federation';

/**
 * One federation runtime per page, shell-provided. A remote's `remoteEntry.js`
 * carries neither the federation runtime nor its webpack glue: it reads both
 * from globals the shell sets here, before any remote entry loads (runtime
 * plugins are evaluated when the shell's federation runtime starts).
 *
 * - `_FEDERATION_RUNTIME_CORE`: @module-federation/runtime-core, what
 *   `experiments.externalRuntime` expects (the instances, the share scopes,
 *   script loading).
 * - `_FEDERATION_BUNDLER_RUNTIME`: the webpack glue
 *   (@module-federation/webpack-bundler-runtime: init, consumes, sharing,
 *   container entry) that each remote's build maps its `.federation` entry
 *   import to (tools/webpack/create-config.js, `bundlerRuntimeExternal`). A
 *   getter: each remote that reads it gets its own object (see
 *   remote-federation.ts for why, and what differs from the shell's).
 *
 * So a remote's entry is the remote's own data (its shared and exposed module
 * tables) and webpack's chunk loading, ~3 KB gzipped instead of ~8. The price:
 * a remote has to be built with the same @module-federation version family as
 * the shell it runs in (the workspace pins one, and the globals name their
 * provider for diagnosis). The package's own `provideExternalRuntime` was not
 * used: it makes the shell download a second, CommonJS copy of runtime-core
 * (+21 KB gz).
 */
type RuntimeGlobals = {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  _FEDERATION_BUNDLER_RUNTIME?: unknown;
};
const runtimeGlobals = globalThis as typeof globalThis & RuntimeGlobals;

if (!runtimeGlobals._FEDERATION_RUNTIME_CORE) {
  runtimeGlobals._FEDERATION_RUNTIME_CORE = runtimeCore;
  runtimeGlobals._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: 'workspace' };
}

if (!Object.prototype.hasOwnProperty.call(globalThis, '_FEDERATION_BUNDLER_RUNTIME')) {
  const deps: RemoteFederationDeps = {
    instances: () => (runtimeCore.CurrentGlobal.__FEDERATION__?.__INSTANCES__ ?? []) as unknown as FederationInstanceLike[],
    createInstance: (options) => createInstance(options as Parameters<typeof createInstance>[0]),
    initContainerEntry,
  };
  const shell = federation as unknown as ShellFederation;
  Object.defineProperty(globalThis, '_FEDERATION_BUNDLER_RUNTIME', { configurable: true, enumerable: false, get: () => federationForRemote(shell, deps) });
}
