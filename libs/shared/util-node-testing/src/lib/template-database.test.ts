import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyOfTemplate, runFolder, templateKey } from './template-database';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tb-template-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build that writes `content` and counts its calls; `gate` holds it until the test lets go. */
function counting(content: string, gate: Promise<void> = Promise.resolve()) {
  const calls: string[] = [];
  return {
    calls,
    async build(path: string) {
      calls.push(path);
      await gate;
      writeFileSync(path, content);
    },
  };
}

const options = (key: string, build: (path: string) => Promise<void>) => ({ dir, key, build, staleLockMs: 60_000, pollMs: 5 });

describe('copyOfTemplate', () => {
  it('builds a template once and gives every caller asking at once its own copy', async () => {
    let release!: () => void;
    const maker = counting('market', new Promise<void>((resolve) => (release = resolve)));
    const copies = [join(dir, 'a/sim.db'), join(dir, 'b/sim.db'), join(dir, 'c/sim.db')];
    const done = Promise.all(copies.map((path) => copyOfTemplate(path, options('k1', maker.build))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await done;
    expect(maker.calls).toHaveLength(1);
    for (const path of copies) expect(readFileSync(path, 'utf8')).toBe('market');
    // only the template is left: no lock, no building folder
    expect(readdirSync(dir).filter((name) => name.startsWith('k1'))).toEqual(['k1.db']);
    await copyOfTemplate(join(dir, 'd/sim.db'), options('k1', maker.build));
    expect(maker.calls).toHaveLength(1);
  });

  it('builds a template per key', async () => {
    const one = counting('one');
    const two = counting('two');
    await copyOfTemplate(join(dir, 'x/one.db'), options('one', one.build));
    await copyOfTemplate(join(dir, 'x/two.db'), options('two', two.build));
    expect([readFileSync(join(dir, 'x/one.db'), 'utf8'), readFileSync(join(dir, 'x/two.db'), 'utf8')]).toEqual(['one', 'two']);
  });

  it('takes over a lock left by a killed worker once it is older than the limit, and waits on a fresh one', async () => {
    const lock = join(dir, 'k2.db.lock');
    writeFileSync(lock, '');
    const old = Date.now() / 1000 - 120;
    utimesSync(lock, old, old);
    const maker = counting('after a crash');
    await copyOfTemplate(join(dir, 'y/sim.db'), options('k2', maker.build));
    expect(maker.calls).toHaveLength(1);
    expect(existsSync(lock)).toBe(false);

    // a fresh lock: another worker is building; this one waits and copies what that one made
    writeFileSync(join(dir, 'k3.db.lock'), '');
    const waiter = counting('never');
    const copied = copyOfTemplate(join(dir, 'z/sim.db'), options('k3', waiter.build));
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(join(dir, 'k3.db'), 'built elsewhere');
    rmSync(join(dir, 'k3.db.lock'));
    await copied;
    expect(waiter.calls).toEqual([]);
    expect(readFileSync(join(dir, 'z/sim.db'), 'utf8')).toBe('built elsewhere');
  });

  it('a failed build frees the lock: the next caller builds, and the error reaches the caller', async () => {
    await expect(
      copyOfTemplate(
        join(dir, 'f/sim.db'),
        options('k4', async () => {
          throw new Error('simulator exited with 1');
        }),
      ),
    ).rejects.toThrow('simulator exited with 1');
    expect(readdirSync(dir).filter((name) => name.startsWith('k4'))).toEqual([]); // no lock, no half-made folder
    const maker = counting('second try');
    await copyOfTemplate(join(dir, 'f/sim.db'), options('k4', maker.build));
    expect(readFileSync(join(dir, 'f/sim.db'), 'utf8')).toBe('second try');
  });

  it('fails (does not wait for ever) when the templates folder is missing', async () => {
    await expect(copyOfTemplate(join(dir, 'g/sim.db'), { ...options('k5', counting('x').build), dir: join(dir, 'missing') })).rejects.toThrow(/ENOENT/);
  });
});

describe('runFolder and templateKey', () => {
  it('uses the run’s shared folder when set, else one folder of this process per prefix', () => {
    expect(runFolder(dir, 'tb-unused-')).toBe(dir);
    const own = runFolder(undefined, 'tb-template-own-');
    expect(runFolder(undefined, 'tb-template-own-')).toBe(own);
    expect(existsSync(own)).toBe(true);
    rmSync(own, { recursive: true, force: true });
    // removed under its feet (a clean-up between specs): made again
    expect(existsSync(runFolder(undefined, 'tb-template-own-'))).toBe(true);
    expect(runFolder(undefined, 'tb-template-other-')).not.toBe(own);
  });

  it('names equal settings equally and different settings differently', () => {
    expect(templateKey(['seed', 2, null])).toBe(templateKey(['seed', 2, null]));
    expect(templateKey(['seed', 2, null])).toMatch(/^[0-9a-f]{16}$/);
    expect(templateKey(['seed', 2, null])).not.toBe(templateKey(['seed', 3, null]));
  });
});
