import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT } from './sim';

/**
 * A remote deployed on its own origin, as an independent team's deploy would
 * be: a separate static-server process (tools/scripts/static-server.mjs)
 * serving a copy of the remote's built folder under `/<area>/`. `stop()`
 * really kills the process (SIGKILL), `start()` brings it back on the same port.
 */
export type RemoteOrigin = { area: string; port: number; dir: string; entry: string; start(): Promise<void>; stop(): Promise<void> };

export async function remoteOrigin(area: string, work: string): Promise<RemoteOrigin> {
  const dir = join(work, area);
  cpSync(join(ROOT, 'dist/apps', area), dir, { recursive: true });
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    area,
    port,
    dir,
    entry: `http://127.0.0.1:${port}/${area}/remoteEntry.js`,
    async start() {
      child = spawn(process.execPath, [join(ROOT, 'tools/scripts/static-server.mjs'), '--dir', dir, '--prefix', `/${area}/`, '--port', String(port)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child!.stdout!.once('data', () => resolve());
        child!.once('exit', (code) => reject(new Error(`static server for ${area} exited ${code}`)));
      });
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The built remote manifest with the given remotes pointed at their own origins, written to `work/remotes.json`. */
export function manifestWith(origins: readonly RemoteOrigin[], work: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/apps/shell/remotes.json'), 'utf8')) as { remotes: { name: string; area?: string; entry: string }[] };
  for (const entry of manifest.remotes) {
    const origin = origins.find((o) => o.area === entry.area || o.area.replace(/-/g, '_') === entry.name);
    if (origin) entry.entry = origin.entry;
  }
  const file = join(work, 'remotes.json');
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  return file;
}
