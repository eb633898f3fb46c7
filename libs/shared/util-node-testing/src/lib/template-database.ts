/**
 * A database made once per test run and copied for every test that asks for the same one.
 *
 * The simulator's jest suites (apps/exchange-sim/src/testing/server.ts) and e2e (e2e/support/sim.ts)
 * both start simulators whose first start back-fills days of market history (and, for e2e, seeds
 * leaders): the same work for the same settings, which took most of each suite's start-up. Each makes
 * that database once, as a template named by the settings that decide its content, and copies it;
 * how they make it differs (an in-process server, a prepared child process), the sharing does not.
 */
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type TemplateOptions = {
  /** The folder of this run's templates (`runFolder`): every worker of one run shares it. */
  dir: string;
  /** Names the template: equal for settings that make the same database (`templateKey`). */
  key: string;
  /**
   * Makes the database at `dbPath` (a file that does not exist yet, in a new folder of its own). When
   * the promise settles the file must be whole: the process that wrote it closed it (WAL checkpointed).
   */
  build(dbPath: string): Promise<void>;
  /** A lock file older than this was left by a killed worker, and another takes it over. */
  staleLockMs: number;
  /** How long a worker waits between looks while another builds. */
  pollMs: number;
};

/** The first 16 hex digits of the SHA-256 of `parts` as JSON: a template's name for the settings that decide its content. */
export function templateKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

const ownFolders = new Map<string, string>();

/**
 * Where this run's templates live: `shared` (a folder made and removed by the run's global setup, so
 * that all its workers share the templates and no run sees another's) when set; else a temporary folder
 * of this process, made on first use and removed when the process exits (a file run on its own).
 */
export function runFolder(shared: string | undefined, prefix: string): string {
  if (shared) return shared;
  let dir = ownFolders.get(prefix);
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), prefix));
    ownFolders.set(prefix, made);
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    dir = made;
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lock's age in ms, or null when it is gone (its builder finished between two looks). */
function lockAge(lock: string): number | null {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Makes `dbPath` (which does not exist yet) a copy of the template `key` in `dir`, building the template
 * first if no worker has. Two workers asking at once: one builds (it holds an exclusive lock file), the
 * other polls until the template is there; a lock left by a killed worker is taken over after
 * `staleLockMs`. The template appears by a rename, whole or not at all.
 */
export async function copyOfTemplate(dbPath: string, { dir, key, build, staleLockMs, pollMs }: TemplateOptions): Promise<void> {
  const template = join(dir, `${key}.db`);
  const lock = `${template}.lock`;
  while (!existsSync(template)) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      // Only "another worker holds the lock" means wait; anything else (no folder, no permission) would loop for ever.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = lockAge(lock);
      if (age !== null && age > staleLockMs) rmSync(lock, { force: true });
      await sleep(pollMs);
      continue;
    }
    try {
      const building = mkdtempSync(join(dir, `${key}-`));
      try {
        await build(join(building, 'sim.db'));
        renameSync(join(building, 'sim.db'), template);
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
  mkdirSync(dirname(dbPath), { recursive: true });
  copyFileSync(template, dbPath);
}
