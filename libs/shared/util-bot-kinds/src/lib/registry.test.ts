import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botProductTag, businessType } from '@tb/util-enums';
import { botKind, botKindOfBusinessType, businessTypeOfBotKind } from './bot-kind';
import { AREAS, BOT_KINDS, BOT_LIST_TYPES, RUNNING_LIMITS, TOOL_AREAS, botKindSpec, isBotListType, productTagsOf, remoteNameOf } from './registry';

const root = join(__dirname, '../../../../..');

describe('bot-kind registry', () => {
  it('has one row per kind and names each once; the bot-kind enumeration is derived from the rows', () => {
    const enumerated = botKind.values.filter((v) => v !== 'invalid').map((v) => botKind.toServer(v).replace(/^BOT_TYPE_/, ''));
    expect(enumerated).toEqual([...BOT_LIST_TYPES]);
    expect(new Set(BOT_KINDS.map((k) => k.botTypeCode)).size).toBe(BOT_KINDS.length);
    expect(BOT_KINDS.every((k) => k.botTypeCode > 0)).toBe(true);
    // the spec's codes and names, as util-enums had them: unspecified maps to invalid, the others one to one (spec §3)
    expect(Object.fromEntries(botKind.values.map((v) => [v, [botKind.toServer(v), botKind.toCode(v)]]))).toEqual({
      invalid: ['BOT_TYPE_UNSPECIFIED', 0],
      gridSpot: ['BOT_TYPE_GRID_SPOT', 1],
      dcaSpot: ['BOT_TYPE_DCA_SPOT', 2],
      gridFutures: ['BOT_TYPE_GRID_FUTURES', 3],
      martFutures: ['BOT_TYPE_MART_FUTURES', 4],
      comboFutures: ['BOT_TYPE_COMBO_FUTURES', 5],
    });
    expect(botKind.fromServer('BOT_TYPE_UNSPECIFIED')).toBe('invalid');
    expect(botKind.fromServer('INVALID')).toBe('invalid');
    expect(botKind.fromServer(0)).toBe('invalid');
    expect(botKind.fromServer('GRID_FUTURES')).toBe('gridFutures');
    expect(botKind.fromServer('BOT_TYPE_MART_FUTURES')).toBe('martFutures');
    for (const kind of botKind.values) expect(botKindOfBusinessType(businessTypeOfBotKind(kind))).toBe(kind);
    expect(botKindOfBusinessType('dualAsset')).toBe('invalid');
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
