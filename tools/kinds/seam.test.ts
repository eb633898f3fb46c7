import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceSeamProblems } from './workspace-seam';

/**
 * The kind seam, workspace side (the simulator side is apps/exchange-sim/src/bots/kinds/seam.test.ts):
 * every registry row reaches its names in every locale, its remote app, the default remote manifest,
 * the lint scopes, the e2e areas and its own code's folders.
 */
const root = join(__dirname, '../..');

describe('the kind seam: every registry row reaches the workspace’s consumers', () => {
  it('names, remote, manifest, lint scope, e2e area, contracts, engine and simulator folder for every kind', () => {
    expect(workspaceSeamProblems(root)).toEqual([]);
  });

  it('a kind missing its places is named with each one', () => {
    // a copy of the few files the check reads, with one registry row more and nothing else
    const copy = mkdtempSync(join(tmpdir(), 'seam-'));
    try {
      for (const path of ['package.json', 'libs/shared/util-bot-kinds/src/lib/registry.ts', 'libs/shared/i18n/src/lib/kinds', 'tools/lint/dep-constraints.cjs', 'tools/registry.cjs', 'tools/webpack']) {
        cpSync(join(root, path), join(copy, path), { recursive: true });
      }
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
      const registry = join(copy, 'libs/shared/util-bot-kinds/src/lib/registry.ts');
      const row = "  { listType: 'NEW_FUTURES', businessType: 'futureGrid', area: 'new-kind', navKey: 'newKind', runningLimit: 1, productTag: null, copyTradeTags: null, ranked: false, holdsLegs: false, createPageLabel: null, botTypeCode: 99, vouchers: false, market: 'futures', exposureOps: ['create'], released: true },\n";
      writeFileSync(registry, readFileSync(registry, 'utf8').replace('] as const satisfies readonly BotKindRow[];', `${row}] as const satisfies readonly BotKindRow[];`));
      const problems = workspaceSeamProblems(copy).filter((p) => p.startsWith('NEW_FUTURES'));
      expect(problems).toEqual(
        expect.arrayContaining([
          "NEW_FUTURES (new-kind): no name 'newKind' in libs/shared/i18n/src/lib/kinds/en.ts (en)",
          "NEW_FUTURES (new-kind): no name 'newKind' in libs/shared/i18n/src/lib/kinds/ar-SA.ts (ar-SA)",
          'NEW_FUTURES (new-kind): no remote app apps/new-kind/project.json',
          'NEW_FUTURES (new-kind): released without an e2e area (e2e/new-kind/*.spec.ts)',
          'NEW_FUTURES (new-kind): no simulator kind module apps/exchange-sim/src/bots/kinds/new-kind/index.ts',
        ]),
      );
      // the manifest and the lint scopes derive from the registry: the new row is in both
      expect(problems.filter((p) => /manifest|lint scope/.test(p))).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
