import { init } from '@module-federation/enhanced/runtime';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
// Sets the globals remotes take the federation runtime from (runtime-core, the bundler glue): before any remote entry loads.
import './provide-runtime';
import shellRuntimePlugin from './runtime-plugin';
import { sharedOption } from './provide-shared';

/**
 * The page's one Module Federation runtime, started when a remote is first
 * needed (a lazy chunk of the shell; load-federation.ts fetches it).
 *
 * The shell is a plain webpack build: its home (its own code) runs without
 * the runtime, which is ~25 KB gzipped of the first visit otherwise. This
 * module creates the shell's federation instance the way the plugin's
 * generated code did — name `shell`, the `loaded-first` share strategy, the
 * shell's runtime plugin (retries, failure reports) — and hands it every
 * shared singleton the shell provides (provide-shared.ts). Remotes are
 * registered by remotes.ts from the manifest.
 */
export type ShellFederation = Pick<ModuleFederation, 'loadRemote' | 'registerRemotes'>;

export function startFederation(): ShellFederation {
  const instance = init({
    name: 'shell',
    remotes: [],
    shared: sharedOption(),
    shareStrategy: 'loaded-first',
    plugins: [shellRuntimePlugin()],
  });
  return {
    loadRemote: instance.loadRemote.bind(instance),
    registerRemotes: instance.registerRemotes.bind(instance),
  };
}
