import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botKind, botProductTag, businessType, businessTypeOfBotKind } from '@tb/util-enums';
import { AREAS, BOT_KINDS, BOT_LIST_TYPES, RUNNING_LIMITS, TOOL_AREAS, botKindSpec, isBotListType, productTagsOf, remoteNameOf } from './registry';

const root = join(__dirname, '../../../../..');

describe('bot-kind registry', () => {
  it('has one row per kind of the spec and names each once', () => {
    // The spec's bot kinds, "invalid" aside (util-enums botKind).
    const specKinds = botKind.values.filter((v) => v !== 'invalid').map((v) => botKind.toServer(v).replace(/^BOT_TYPE_/, ''));
    expect([...BOT_LIST_TYPES].sort()).toEqual([...specKinds].sort());
    for (const key of ['area', 'navKey'] as const) {
      const names = AREAS.map((a) => a[key]);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(new Set(AREAS.map((a) => a.remote)).size).toBe(AREAS.length);
  });

  it("each kind's business type and product tag are the enumerations' own", () => {
    for (const row of BOT_KINDS) {
      expect(businessTypeOfBotKind(botKind.fromServer(row.listType))).toBe(row.businessType);
      expect(businessType.values).toContain(row.businessType);
      if (row.productTag) expect(botProductTag.values).toContain(row.productTag);
      expect(RUNNING_LIMITS[row.listType]).toBe(row.runningLimit);
      expect(row.runningLimit).toBeGreaterThan(0);
      expect(botKindSpec(row.listType)).toBe(row);
      expect(isBotListType(row.listType)).toBe(true);
    }
    expect(isBotListType('GRID_SPOT_X')).toBe(false);
    expect(() => botKindSpec('NOPE' as never)).toThrow(/unknown bot kind/);
  });

  it('lists the kinds first, then the tool areas, with federation names that are identifiers', () => {
    expect(AREAS.map((a) => a.area)).toEqual([...BOT_KINDS.map((k) => k.area), ...TOOL_AREAS.map((t) => t.area)]);
    for (const a of AREAS) expect(a.remote).toMatch(/^[a-z_][a-z0-9_]*$/);
    expect(remoteNameOf('futures-grid')).toBe('futures_grid');
    expect(AREAS.filter((a) => a.kind === null).map((a) => a.area)).toEqual(TOOL_AREAS.map((t) => t.area));
  });

  it('every area is a remote app of the workspace with its own scope tag', () => {
    for (const { area } of AREAS) {
      const projectFile = join(root, 'apps', area, 'project.json');
      expect(existsSync(projectFile)).toBe(true);
      const project = JSON.parse(readFileSync(projectFile, 'utf8')) as { name: string; tags: string[] };
      expect(project.name).toBe(area);
      expect(project.tags).toEqual(expect.arrayContaining([`scope:${area}`, 'type:app']));
    }
  });

  it('tags a bot card with its kind, and a futures grid with its copy-trade role', () => {
    const alone = { follows: false, runningFollowers: 0 };
    expect(productTagsOf(botKindSpec('GRID_SPOT'), alone)).toEqual(['spotGrid']);
    expect(productTagsOf(botKindSpec('DCA_SPOT'), { follows: true, runningFollowers: 3 })).toEqual(['spotDca']);
    expect(productTagsOf(botKindSpec('GRID_FUTURES'), alone)).toEqual(['futureGrid']);
    expect(productTagsOf(botKindSpec('GRID_FUTURES'), { follows: true, runningFollowers: 0 })).toEqual(['futureGrid', 'futureGridCopyFollower']);
    expect(productTagsOf(botKindSpec('GRID_FUTURES'), { follows: false, runningFollowers: 2 })).toEqual(['futureGrid', 'futureGridCopyLeader']);
    expect(productTagsOf(botKindSpec('MART_FUTURES'), { follows: true, runningFollowers: 1 })).toEqual([]);
    expect(productTagsOf(botKindSpec('COMBO_FUTURES'), alone)).toEqual([]);
    for (const tag of productTagsOf(botKindSpec('GRID_FUTURES'), { follows: true, runningFollowers: 1 })) expect(botProductTag.toServer(tag)).toMatch(/^BOT_PRODUCT_TAG_/);
  });
});
