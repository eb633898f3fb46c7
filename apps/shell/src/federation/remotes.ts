import type { ComponentType } from 'react';
import { nextTask } from '../start/next-task';
import { loadFederation } from './load-federation';
import type { ShellFederation } from './federation-runtime';
import { currentManifest, remotes, type RemoteManifest } from './manifest';

/*
 * Loading the remotes through the federation runtime (the manifest itself: manifest.ts). Not part of
 * the home's first download: its users (the area route, the home's daily pick) import it with the runtime.
 */
export { loadManifest, parseManifest, remotes, type RemoteDescriptor, type RemoteManifest } from './manifest';

/** Every remote exposes exactly one module, its routes. */
export const ROUTES_MODULE = 'Routes';
export type RemoteRoutesModule = { default: ComponentType };

/** The manifest whose remotes the runtime knows (registered once, on the runtime's first use). */
let registered: RemoteManifest | undefined;

/** The federation runtime (started on first use: load-federation.ts) with the manifest's remotes registered. */
async function federation(): Promise<ShellFederation> {
  const runtime = await loadFederation();
  // The runtime's start was a task of its own (load-federation.ts); the remotes' registration and the request are the next.
  await nextTask();
  const manifest = currentManifest();
  if (manifest && registered !== manifest) {
    runtime.registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    registered = manifest;
  }
  return runtime;
}

/**
 * Starts downloading a remote's entry script now, in parallel with the
 * federation runtime, instead of after it has started (the runtime's own
 * script tag then finds it in the cache). index.html does the same for the
 * area of the address a page opens on.
 */
export function preloadRemoteEntry(name: string): void {
  const entry = remotes().find((remote) => remote.name === name)?.entry;
  if (!entry || typeof document === 'undefined') return;
  const href = new URL(entry, document.baseURI).href;
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]'))) if (link.href === href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry;
  document.head.appendChild(link);
}

/** The area (first path segment under /tradingbot/{lang}/) a remote owns. */
export function areaOf(name: string): string {
  const descriptor = remotes().find((remote) => remote.name === name);
  if (!descriptor) throw new Error(`No remote named ${name} in the manifest`);
  return descriptor.area;
}

/**
 * Load a remote's routes module. With `fresh`, the remote is registered again
 * first, which drops the runtime's cached (failed) entry so a retry really
 * goes back to the network.
 */
export async function loadRemoteRoutes(name: string, fresh = false): Promise<ComponentType> {
  const descriptor = remotes().find((remote) => remote.name === name);
  if (!descriptor) throw new Error(`No remote named ${name} in the manifest`);
  if (!fresh) preloadRemoteEntry(name);
  const runtime = await federation();
  if (fresh) runtime.registerRemotes([{ name: descriptor.name, entry: descriptor.entry }], { force: true });
  const module = await runtime.loadRemote<RemoteRoutesModule>(`${name}/${ROUTES_MODULE}`);
  if (!module || typeof module.default !== 'function') throw new Error(`${name}/${ROUTES_MODULE} did not export a component`);
  return module.default;
}

/** Load any module a remote exposes (`<remote>/<Module>`, e.g. the AI pick's pop-up), through the same runtime. */
export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  const runtime = await federation();
  return (await runtime.loadRemote<T>(id)) ?? null;
}
