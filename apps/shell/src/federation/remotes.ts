import type { ComponentType } from 'react';
import { loadFederation } from './load-federation';
import type { ShellFederation } from './federation-runtime';

/**
 * The remote manifest: which URL each remote's entry script (`remoteEntry.js`) lives at.
 * It is read at run time from `remotes.json` next to the shell's own files,
 * so moving or re-deploying one remote is an edit of that file, not a shell
 * build. `area` is the first path segment the remote owns under /tradingbot/{lang}/.
 */
export type RemoteDescriptor = { name: string; area: string; entry: string };
export type RemoteManifest = { remotes: RemoteDescriptor[] };

/** Every remote exposes exactly one module, its routes. */
export const ROUTES_MODULE = 'Routes';
export type RemoteRoutesModule = { default: ComponentType };

let manifest: RemoteManifest | undefined;
/** The manifest whose remotes the runtime knows (registered once, on the runtime's first use). */
let registered: RemoteManifest | undefined;

export function parseManifest(value: unknown): RemoteManifest {
  const remotes = (value as RemoteManifest | undefined)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remote manifest: "remotes" must be an array');
  for (const remote of remotes) {
    if (!/^[A-Za-z_$][\w$]*$/.test(remote?.name ?? '')) throw new Error(`remote manifest: bad name ${JSON.stringify(remote?.name)}`);
    if (typeof remote.entry !== 'string' || !remote.entry) throw new Error(`remote manifest: ${remote.name} has no entry`);
    if (!/\.js(\?.*)?$/.test(remote.entry)) throw new Error(`remote manifest: ${remote.name}'s entry must be its remoteEntry.js URL`);
    if (typeof remote.area !== 'string' || !/^[a-z0-9-]+$/.test(remote.area)) throw new Error(`remote manifest: ${remote.name} has a bad area`);
  }
  return { remotes };
}

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remote manifest ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * index.html starts fetching the manifest (same URL, same `no-store`) before
 * any of the shell's scripts has downloaded, and leaves the promise here; it is
 * taken once, and only for the URL it was made for. See src/index.html.
 */
type EarlyManifest = { url: string; manifest: Promise<unknown> };
function takeEarlyManifest(url: string): Promise<unknown> | undefined {
  const holder = globalThis as typeof globalThis & { __TB_REMOTES__?: EarlyManifest };
  const early = holder.__TB_REMOTES__;
  delete holder.__TB_REMOTES__;
  if (!early || !early.manifest || typeof early.url !== 'string') return undefined;
  return early.url === url ? early.manifest : undefined;
}

/**
 * Fetch the manifest served next to the shell (or take the fetch index.html
 * already started; if that one failed, fetch again). Nothing is downloaded
 * yet: the remotes are registered with the federation runtime when it starts
 * (`federation()`), which is when the first remote is needed.
 */
export async function loadManifest(url: string): Promise<RemoteManifest> {
  const early = takeEarlyManifest(url);
  manifest = parseManifest(early ? await early.catch(() => fetchManifest(url)) : await fetchManifest(url));
  return manifest;
}

/** The federation runtime (started on first use: load-federation.ts) with the manifest's remotes registered. */
async function federation(): Promise<ShellFederation> {
  const runtime = await loadFederation();
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

export function remotes(): RemoteDescriptor[] {
  return manifest?.remotes ?? [];
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
