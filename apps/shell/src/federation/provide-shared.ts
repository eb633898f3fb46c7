// The singletons the shell's first screen already runs: handed to the federation runtime as they are.
import React from 'react';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as router from '@tb/router';
import * as i18n from '@tb/i18n';
import * as api from '@tb/data-access-api';
import * as session from '@tb/data-access-session';

/**
 * What the shell provides to remotes: every shared singleton of
 * tools/webpack/shared.js, as the runtime's `shared` option
 * (`{ version, shareConfig, lib | get }`).
 *
 * The shell is built without the Module Federation plugin (its runtime is a
 * lazy chunk: federation-runtime.ts), so nothing of the shell is consumed
 * through the share scope: the shell's own modules import these packages
 * directly, and when a remote is first needed they are handed to the runtime
 * here — the very module instances the shell runs (webpack's module cache),
 * so a page still has one React, one store, one i18n instance, one router:
 * - `lib`: the modules the shell's first screen has loaded already (React,
 *   the router, i18n, the API slice, the session);
 * - `get`: the ones only remotes use (the quote feed, the symbol cache,
 *   bignumber.js), downloaded when the first remote asks, once.
 *
 * CommonJS packages (React) are handed as their `module.exports` (default
 * import), what webpack's own provider hands out; the workspace libs and
 * bignumber.js (ES modules) as their module object.
 *
 * Versions and required versions come from the same list the remotes are
 * built with (tools/webpack/shared.js, injected by the shell's build as
 * `__TB_SHARED__`): a remote accepts only a version its range satisfies.
 */
export type SharedProvider = { lib: () => unknown } | { get: () => Promise<() => unknown> };

const lazily = (load: () => Promise<unknown>): SharedProvider => ({ get: () => load().then((module) => () => module) });

export const SHARED_PROVIDERS: Record<string, SharedProvider> = {
  react: { lib: () => React },
  'react/jsx-runtime': { lib: () => ReactJsxRuntime },
  'react-dom': { lib: () => ReactDOM },
  'react-dom/client': { lib: () => ReactDOMClient },
  'bignumber.js': lazily(() => import('bignumber.js')),
  '@tb/router': { lib: () => router },
  '@tb/i18n': { lib: () => i18n },
  '@tb/data-access-api': { lib: () => api },
  '@tb/data-access-session': { lib: () => session },
  '@tb/data-access-symbols': lazily(() => import('@tb/data-access-symbols')),
  '@tb/data-access-quotes': lazily(() => import('@tb/data-access-quotes')),
};

/** One shared singleton as the build describes it (tools/webpack/shared.js `sharedManifest`). */
export type SharedSpec = { version: string; requiredVersion: string | false };
declare const __TB_SHARED__: Record<string, SharedSpec>;

/** The build's list (injected by webpack's DefinePlugin; tests set the global). */
export function sharedSpecs(): Record<string, SharedSpec> {
  return typeof __TB_SHARED__ === 'undefined' ? ((globalThis as { __TB_SHARED__?: Record<string, SharedSpec> }).__TB_SHARED__ ?? {}) : __TB_SHARED__;
}

/**
 * The runtime's `shared` option for the shell: one entry per singleton of the
 * build's list. A singleton without a provider here is a build mistake (a
 * package added to shared.js only): it throws, so the first remote fails
 * loudly instead of running a second copy.
 */
export function sharedOption(specs: Record<string, SharedSpec> = sharedSpecs(), providers: Record<string, SharedProvider> = SHARED_PROVIDERS) {
  const shared: Record<string, SharedProvider & { version: string; shareConfig: { singleton: true; requiredVersion: string | false; eager: false } }> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const provider = providers[name];
    if (!provider) throw new Error(`shell: no provider for the shared singleton ${name} (tools/webpack/shared.js lists it)`);
    shared[name] = { ...provider, version: spec.version, shareConfig: { singleton: true, requiredVersion: spec.requiredVersion, eager: false } };
  }
  return shared;
}
