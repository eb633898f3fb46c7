import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import { workspaceSeamProblems } from './workspace-seam';

/**
 * The bot-kind generator (`npx nx g @tb/kinds:bot-kind`), run in-process into a small copy of the
 * workspace (the files it edits and the seam reads): the new kind reaches every workspace consumer the
 * seam test walks, its engine validate refuses bad input with its check codes, and a second run or a
 * bad name is refused naming why. The whole-workspace proof (lint, type check, the remote's build,
 * the simulator with the new kind, the compliance guard) is tools/kinds/proof.mjs in `npm run proof`.
 */
const root = join(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('./bot-kind/generator.cjs') as ((tree: FsTree, options: Record<string, string>) => Promise<void>) & { namesOf(o: Record<string, string>): { listType: string } };

const EDITED = [
  'package.json',
  'nx.json',
  'libs/shared/util-bot-kinds/src/lib/registry.ts',
  'libs/shared/i18n/src/lib/kinds',
  'libs/engine/src/index.ts',
  'libs/shared/contracts/src/index.ts',
  'apps/exchange-sim/src/bots/kinds/index.ts',
  'tools/registry.cjs',
  'tools/lint/dep-constraints.cjs',
  'tools/webpack',
];

describe('the bot-kind generator', () => {
  // a copy per kind: the tools' CommonJS files and the registry stay in Node's module cache by path once read
  const copies: string[] = [];
  const makeCopy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bot-kind-'));
    for (const path of EDITED) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      cpSync(join(root, path), join(dir, path), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    copies.push(dir);
    return dir;
  };
  let copy: string;
  beforeAll(() => {
    copy = makeCopy();
  });
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  const run = async (options: Record<string, string>, into = copy) => {
    const tree = new FsTree(into, false);
    await generator(tree, options);
    flushChanges(into, tree.listChanges());
  };

  it('adds a futures kind that reaches every workspace consumer of the seam, named in three locales', async () => {
    await run({ name: 'hold-lite', market: 'futures', titleZhTW: '合約持有', titleArSA: 'احتفاظ العقود' });
    const read = (path: string) => readFileSync(join(copy, path), 'utf8');
    expect(read('libs/shared/util-bot-kinds/src/lib/registry.ts')).toContain("{ listType: 'HOLD_LITE_FUTURES', businessType: 'unknown', area: 'hold-lite', navKey: 'holdLite', runningLimit: 10, productTag: null, copyTradeTags: null, ranked: false, holdsLegs: false, createPageLabel: null, botTypeCode: 6, vouchers: false, market: 'futures', exposureOps: ['create'], released: false }");
    expect(read('libs/shared/i18n/src/lib/kinds/en.ts')).toContain("holdLite: 'Futures hold lite'");
    expect(read('libs/shared/i18n/src/lib/kinds/zh-TW.ts')).toContain("holdLite: '合約持有'");
    expect(read('libs/shared/i18n/src/lib/kinds/ar-SA.ts')).toContain("holdLite: 'احتفاظ العقود'");
    expect(read('apps/exchange-sim/src/bots/kinds/index.ts')).toMatch(/import \{ holdLiteKind \} from '\.\/hold-lite';[\s\S]*KIND_MODULES[^\n]*comboKind, holdLiteKind\]/);
    expect(read('libs/engine/src/index.ts')).toContain("export * from './hold-lite';");
    expect(read('libs/shared/contracts/src/index.ts')).toContain("export * from './lib/hold-lite';");
    expect(JSON.parse(read('apps/hold-lite/project.json')).tags).toEqual(['scope:hold-lite', 'type:app']);
    // the shared pieces every kind stands on: the simulator's create row and table frame, the remote's webpack factory and route table
    expect(read('apps/exchange-sim/src/bots/kinds/hold-lite/routes.ts')).toMatch(/return kindRouteTable\('hold-lite', \[\n    createRow\(HOLD_LITE_PATHS\.create,[\s\S]*?\n    \}, 'bot_id'\),\n/);
    expect(read('apps/hold-lite/webpack.config.js')).toContain("createKindConfig('hold-lite', { lazyPages: [] })");
    expect(read('apps/hold-lite/src/routes.tsx')).toContain('<KindRoutes create={');
    // the seam (names, remote, manifest, lint scope, contracts, engine, simulator folder) finds nothing missing for it
    expect(workspaceSeamProblems(copy).filter((p) => p.startsWith('HOLD_LITE_FUTURES'))).toEqual([]);
  });

  it('adds a spot kind: its own code, spot funding, no compliance step in its test', async () => {
    const spot = makeCopy();
    await run({ name: 'hold-spot', market: 'spot' }, spot);
    const read = (path: string) => readFileSync(join(spot, path), 'utf8');
    expect(read('libs/shared/util-bot-kinds/src/lib/registry.ts')).toContain("{ listType: 'HOLD_SPOT_SPOT', businessType: 'unknown', area: 'hold-spot', navKey: 'holdSpot', runningLimit: 10, productTag: null, copyTradeTags: null, ranked: false, holdsLegs: false, createPageLabel: null, botTypeCode: 6, vouchers: false, market: 'spot', exposureOps: ['create'], released: false }");
    expect(read('apps/exchange-sim/src/bots/kinds/hold-spot/routes.ts')).toContain("account: 'spot'");
    expect(read('apps/exchange-sim/src/bots/kinds/hold-spot/kind.test.ts')).not.toMatch(/RetCode|COMPLIANCE/);
    expect(workspaceSeamProblems(spot).filter((p) => p.startsWith('HOLD_SPOT_SPOT'))).toEqual([]);
  });

  it('writes an engine validate that refuses bad input with its check codes, in integer units', () => {
    const jiti = createJiti(join(copy, 'package.json'), { moduleCache: false });
    const engine = jiti(join(copy, 'libs/engine/src/hold-lite/validate.ts')) as { validateHoldLite(p: { symbol: string; amount: string }): unknown };
    expect(engine.validateHoldLite({ symbol: 'BTCUSDT', amount: '100' })).toEqual({ ok: true, value: { symbol: 'BTCUSDT', amountUnits: 10_000_000_000n } });
    for (const [params, check] of [
      [{ symbol: 'BTC/USDT', amount: '100' }, 'HOLD_LITE_CHECK_CODE_SYMBOL_INVALID'],
      [{ symbol: 'BTCUSDT', amount: '-1' }, 'HOLD_LITE_CHECK_CODE_AMOUNT_INVALID'],
      [{ symbol: 'BTCUSDT', amount: 'NaN' }, 'HOLD_LITE_CHECK_CODE_AMOUNT_INVALID'],
      [{ symbol: 'BTCUSDT', amount: '0.99999999' }, 'HOLD_LITE_CHECK_CODE_AMOUNT_TOO_SMALL'],
    ] as const) {
      expect([params, engine.validateHoldLite(params)]).toEqual([params, expect.objectContaining({ ok: false, refusal: expect.objectContaining({ check }) })]);
    }
  });

  it('refuses a kind that exists, a bad name and a bad market, naming why', async () => {
    await expect(run({ name: 'hold-lite', market: 'spot' })).rejects.toThrow('libs/shared/util-bot-kinds/src/lib/registry.ts: a kind HOLD_LITE_SPOT (hold-lite) is there already');
    await expect(run({ name: 'combo', market: 'futures' })).rejects.toThrow("libs/shared/util-bot-kinds/src/lib/registry.ts: a kind COMBO_FUTURES (combo) is there already");
    await expect(run({ name: 'Bad_Name', market: 'spot' })).rejects.toThrow('--name=Bad_Name: a kebab-case area name');
    await expect(run({ name: 'ok-name', market: 'options' })).rejects.toThrow('--market=options: spot or futures');
    expect(generator.namesOf({ name: 'ok-name', market: 'spot' })).toMatchObject({ listType: 'OK_NAME_SPOT', navKey: 'okName', remote: 'ok_name', title: 'Spot ok name' });
  });
});
