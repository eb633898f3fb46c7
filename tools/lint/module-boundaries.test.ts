import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { AREAS, BOT_KINDS } from '@tb/util-bot-kinds';

/**
 * The architecture's import rules are enforced by lint. These tests feed the
 * real lint configuration with imports a developer might write and check
 * which ones fail. A remote importing another remote, or the shell importing
 * remote code, must fail; the allowed directions must pass.
 */
const root = join(__dirname, '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

/** The workspace's ESLint, loaded once for the file (tools/lint/lint-server.mjs): the same config and rules as `eslint` on the command line. */
let server: ChildProcessWithoutNullStreams;
const waiting = new Map<number, (answer: { messages?: Array<{ ruleId: string | null; message: string }>; error?: string }) => void>();
let nextId = 0;

beforeAll(() => {
  // The Nx rule reads the cached project graph; make sure it exists (offline, no daemon).
  const nxPackage = require.resolve('nx/package.json');
  const nxBin = join(dirname(nxPackage), (JSON.parse(readFileSync(nxPackage, 'utf8')) as { bin: { nx: string } }).bin.nx);
  execFileSync(process.execPath, [nxBin, 'show', 'projects'], { cwd: root, env, stdio: 'ignore' });
  server = spawn(process.execPath, [join(root, 'tools/lint/lint-server.mjs')], { cwd: root, env });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  server.on('exit', (code) => {
    for (const resolve of waiting.values()) resolve({ error: `lint server exited with ${code}: ${stderr}` });
    waiting.clear();
  });
  createInterface({ input: server.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { id: number; messages?: Array<{ ruleId: string | null; message: string }>; error?: string };
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
});

afterAll(() => {
  server?.stdin.end();
});

/** Lint `code` as if it were the file at `filePath`, with the workspace's real config. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const id = nextId++;
  const answer = await new Promise<{ messages?: Array<{ ruleId: string | null; message: string }>; error?: string }>((resolve) => {
    waiting.set(id, resolve);
    server.stdin.write(`${JSON.stringify({ id, filePath: join(root, filePath), code })}\n`);
  });
  if (!answer.messages) throw new Error(`eslint did not report: ${answer.error}`);
  return answer.messages
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it('a remote may not import another remote (relative path)', async () => {
    const errors = await boundaryErrors(
      'apps/spot-grid/src/probe.ts',
      "import DcaRoutes from '../../dca/src/routes';\nexport const x = DcaRoutes;\n",
    );
    expect(errors.join('\n')).toMatch(/relative or absolute path|Projects cannot be imported|dca/i);
  });

  it('the shell may not import remote code', async () => {
    const errors = await boundaryErrors(
      'apps/shell/src/probe.ts',
      "import Routes from '../../ranking/src/routes';\nexport const x = Routes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a shared lib may not import the engine, and util libs may not import data-access', async () => {
    expect(await boundaryErrors('libs/shared/util-format/src/probe.ts', "import { api } from '@tb/data-access-api';\nexport const x = api;\n")).not.toEqual([]);
    expect(await boundaryErrors('libs/shared/ui/src/probe.ts', "import * as engine from '@tb/engine';\nexport const x = engine;\n")).not.toEqual([]);
  });

  it('the engine may not import shared browser libs', async () => {
    expect(await boundaryErrors('libs/engine/src/probe.ts', "import { i18n } from '@tb/i18n';\nexport const x = i18n;\n")).not.toEqual([]);
  });

  it('allowed directions pass: remote → shared and engine, simulator → contracts and engine', async () => {
    expect(await boundaryErrors('apps/spot-grid/src/probe.ts', "import { useT } from '@tb/i18n';\nimport * as engine from '@tb/engine';\nexport const x = [useT, engine];\n")).toEqual([]);
    expect(await boundaryErrors('apps/exchange-sim/src/probe.ts', "import * as engine from '@tb/engine';\nimport * as c from '@tb/contracts';\nexport const x = [engine, c];\n")).toEqual([]);
  });

  it('packages shared through a facade cannot be imported directly by an app', async () => {
    const errors = await boundaryErrors('apps/dca/src/probe.ts', "import { useNavigate } from 'react-router-dom';\nexport const x = useNavigate;\n");
    expect(errors.join('\n')).toMatch(/@tb\/router/);
  });
});

/**
 * The futures family (libs/futures/*, `scope:futures`): only the remotes of
 * the registry's futures kinds (`market: 'futures'`) may import it, so none
 * of it can land in a spot remote, a tool area, the shell or a shared lib;
 * it stands on shared libs and the engine only. The allowed remotes are
 * derived from the registry in eslint.config.mjs, never listed.
 */
describe('module boundaries: the futures family', () => {
  const futuresAreas = BOT_KINDS.filter((row) => row.market === 'futures').map((row) => row.area);
  const otherAreas = AREAS.map((row) => row.area).filter((area) => !(futuresAreas as readonly string[]).includes(area));
  const probe = "import { useFuturesT } from '@tb/futures-ui';\nimport { useFuturesContract } from '@tb/futures-feature';\nexport const x = [useFuturesT, useFuturesContract];\n";
  const refusal = /can only depend on libs tagged with/;

  it('the rule is derived from the registry: scope:futures for exactly the futures kinds’ remotes, shared and engine for the family', () => {
    const script = "const m = await import('./eslint.config.mjs'); console.log(JSON.stringify({ constraints: m.depConstraints, futures: m.futuresScopes }));";
    const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: root, env, encoding: 'utf8' });
    const { constraints, futures } = JSON.parse(out.trim().split('\n').pop() as string) as { constraints: Array<{ sourceTag: string; onlyDependOnLibsWithTags: string[] }>; futures: string[] };
    expect(futures).toEqual(futuresAreas);
    expect(futuresAreas).toEqual(['futures-grid', 'martingale', 'combo']);
    const allowed = (tag: string) => constraints.find((c) => c.sourceTag === tag)?.onlyDependOnLibsWithTags;
    expect(allowed('scope:futures')).toEqual(['scope:futures', 'scope:shared', 'scope:engine']);
    for (const { area } of AREAS) expect([area, allowed(`scope:${area}`)?.includes('scope:futures')]).toEqual([area, futuresAreas.includes(area as never)]);
    for (const tag of ['scope:shared', 'scope:engine', 'scope:shell', 'scope:sim', 'scope:tools']) expect(allowed(tag)).not.toContain('scope:futures');
    expect(constraints.flatMap((c) => c.onlyDependOnLibsWithTags)).not.toContain('*');
  });

  it.each(futuresAreas)('the futures remote %s may import the futures libs', async (area) => {
    expect(await boundaryErrors(`apps/${area}/src/probe.ts`, probe)).toEqual([]);
  });

  it.each([...otherAreas, 'shell'])('%s may not import the futures libs', async (area) => {
    const errors = await boundaryErrors(`apps/${area}/src/probe.ts`, probe);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(refusal);
  });

  it('shared libs and the simulator may not import the futures libs', async () => {
    // (a shared lib the family itself uses would be refused as a cycle first: these are not used by it)
    expect(await boundaryErrors('libs/shared/ui-charts/src/probe.ts', "import { LeveragePicker } from '@tb/futures-ui';\nexport const x = LeveragePicker;\n")).toEqual([
      expect.stringMatching(/"scope:shared" can only depend on libs tagged with "scope:shared"/),
    ]);
    expect((await boundaryErrors('libs/shared/data-access-quotes/src/probe.ts', probe)).join('\n')).toMatch(/"scope:shared" can only depend on libs tagged with "scope:shared"/);
    const errors = await boundaryErrors('apps/exchange-sim/src/probe.ts', probe);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/"scope:sim" can only depend on libs tagged with/);
  });

  it('a futures lib may import shared libs and the engine (and, from its feature lib, its ui lib), never a remote', async () => {
    expect(
      await boundaryErrors('libs/futures/ui/src/probe.ts', "import { Field } from '@tb/ui';\nimport { formatPrice } from '@tb/util-format';\nimport * as engine from '@tb/engine';\nexport const x = [Field, formatPrice, engine];\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'libs/futures/feature/src/probe.ts',
        "import { useContractConfig } from '@tb/data-access-symbols';\nimport { ServerClock } from '@tb/feature-bot-pages';\nimport { LeveragePicker } from '@tb/futures-ui';\nexport const x = [useContractConfig, ServerClock, LeveragePicker];\n",
      ),
    ).toEqual([]);
    const intoRemote = await boundaryErrors('libs/futures/ui/src/probe.ts', "import Routes from '../../../../apps/futures-grid/src/routes';\nexport const x = Routes;\n");
    expect(intoRemote.join('\n')).toMatch(/relative or absolute path|Projects cannot be imported|can only depend/i);
  });

  it('follows the type layering: the ui lib may not use the store or a feature lib', async () => {
    const errors = await boundaryErrors('libs/futures/ui/src/probe.ts', "import { api } from '@tb/data-access-api';\nimport { ServerClock } from '@tb/feature-bot-pages';\nexport const x = [api, ServerClock];\n");
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/type:ui/);
  });
});

/**
 * Node-only test kits (`platform:node`: libs/shared/util-node-testing, on the file system) serve the
 * simulator's tests, tools and e2e; nothing a page may load can import them (tools/lint/dep-constraints.cjs).
 */
describe('module boundaries: node-only test kits', () => {
  const probe = "import { templateKey } from '@tb/util-node-testing';\nexport const x = templateKey;\n";

  it('the simulator and e2e may import them', async () => {
    expect(await boundaryErrors('apps/exchange-sim/src/testing/probe.ts', probe)).toEqual([]);
    expect(await boundaryErrors('e2e/support/probe.ts', probe)).toEqual([]);
  });

  it.each(['apps/shell/src/probe.ts', 'apps/spot-grid/src/probe.ts', 'libs/futures/feature/src/probe.ts', 'libs/shared/ui/src/probe.ts', 'libs/shared/util-format/src/probe.ts'])('%s may not', async (file) => {
    expect((await boundaryErrors(file, probe)).join('\n')).toMatch(/platform:node/);
  });
});
