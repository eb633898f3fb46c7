import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The architecture's import rules are enforced by lint. These tests feed the
 * real lint configuration with imports a developer might write and check
 * which ones fail. A remote importing another remote, or the shell importing
 * remote code, must fail; the allowed directions must pass.
 */
const root = join(__dirname, '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

beforeAll(() => {
  // The Nx rule reads the cached project graph; make sure it exists (offline, no daemon).
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env, stdio: 'ignore' });
});

/** Lint `code` as if it were the file at `filePath`, with the workspace's real config (the ESLint CLI, as CI runs it). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const run = spawnSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', join(root, filePath)], {
    cwd: root,
    env,
    input: code,
    encoding: 'utf8',
  });
  if (!run.stdout.trim().startsWith('[')) throw new Error(`eslint did not report: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result.messages
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
