/**
 * The remote manifest, apart from the remotes' loading (remotes.ts): the
 * shell's start needs the manifest before its first render; the remotes'
 * loading comes with the federation runtime's chunk when an area is first needed.
 *
 * The remote manifest: which URL each remote's entry script (`remoteEntry.js`) lives at.
 * It is read at run time from `remotes.json` next to the shell's own files,
 * so moving or re-deploying one remote is an edit of that file, not a shell
 * build. `area` is the first path segment the remote owns under /tradingbot/{lang}/.
 */
export type RemoteDescriptor = { name: string; area: string; entry: string };
export type RemoteManifest = { remotes: RemoteDescriptor[] };

let manifest: RemoteManifest | undefined;

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
 * (`federation()` in remotes.ts), which is when the first remote is needed.
 */
export async function loadManifest(url: string): Promise<RemoteManifest> {
  const early = takeEarlyManifest(url);
  manifest = parseManifest(early ? await early.catch(() => fetchManifest(url)) : await fetchManifest(url));
  return manifest;
}

export function remotes(): RemoteDescriptor[] {
  return manifest?.remotes ?? [];
}

/** The manifest loaded last (undefined before `loadManifest`). */
export function currentManifest(): RemoteManifest | undefined {
  return manifest;
}
