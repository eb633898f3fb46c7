/**
 * The kind seam, walked from the registry: every row of `BOT_KINDS` must be
 * picked up by every consumer that serves a kind, and each failure names the
 * kind and the missing place. Consumers checked here: the simulator's
 * drivers and route tables, and the compliance guard's exposure rows (a
 * futures kind's creates and margin increases are guarded because its
 * table marks them; the registry row says which operations the kind has),
 * and seeding (each kind's module in bots/kinds/index.ts carries its sample
 * and leader recipes, and its table's create row names the answer's id, so
 * the population and the proof's sample bots reach it). The workspace side
 * (names in every locale, remote app, remote manifest, lint scopes, e2e
 * areas, contracts and engine folders) is tools/kinds/seam.test.ts.
 */
import { BOT_KINDS, type BotKindRow } from '@tb/util-bot-kinds';
import { RetCode } from '@tb/contracts';
import type { RouteTable } from '../../http/route-table';
import { type Kit, useKit } from '../../testing/bots';
import { exposureCalls } from '../../testing/exposure';
import { createCallOf } from '../recipes';
import { KIND_MODULES } from '.';

/** What is wrong with a kind's table against its registry row's exposure operations (empty: nothing). */
export function exposureProblems(row: Pick<BotKindRow, 'listType' | 'exposureOps'>, table: RouteTable): string[] {
  const problems: string[] = [];
  const ops = new Set(table.rows.flatMap((r) => (r.exposure ? [r.exposure.op] : [])));
  if (!row.exposureOps.includes('create')) problems.push(`${row.listType}: the registry row's exposureOps lacks 'create' (every kind starts bots)`);
  for (const op of row.exposureOps) {
    if (!ops.has(op)) problems.push(`${row.listType}: no row of its route table (bots/kinds/<kind>/routes.ts) is marked exposure '${op}', so the compliance guard does not run before it`);
  }
  for (const op of ops) {
    if (!row.exposureOps.includes(op)) problems.push(`${row.listType}: its route table marks exposure '${op}', which the registry row's exposureOps does not list`);
  }
  return problems;
}

describe('the kind seam: every registry row reaches every consumer', () => {
  const kit: Kit = useKit();

  it('a table that forgets to mark its create is named, with the place to fix', () => {
    const table: RouteTable = { tags: [], rows: [{ method: 'POST', path: '/x', summary: '', result: {} as never, handler: () => ({}) }] };
    expect(exposureProblems({ listType: 'NEW_FUTURES', exposureOps: ['create', 'margin-in'] }, table)).toEqual([
      "NEW_FUTURES: no row of its route table (bots/kinds/<kind>/routes.ts) is marked exposure 'create', so the compliance guard does not run before it",
      "NEW_FUTURES: no row of its route table (bots/kinds/<kind>/routes.ts) is marked exposure 'margin-in', so the compliance guard does not run before it",
    ]);
  });

  it('simulator: a driver per kind, whose route table marks exactly the registry row’s exposure operations', () => {
    const problems = BOT_KINDS.flatMap((row) => {
      const driver = kit.bots.drivers.get(row.listType);
      if (!driver) return [`${row.listType}: no simulator driver (bots/kinds/<kind>/driver.ts, listed in bots/kinds/index.ts)`];
      return exposureProblems(row, driver.routes());
    });
    expect(problems).toEqual([]);
  });

  it('seeding: a module per kind whose recipes give it leaders, and a create row that names the new bot’s id', () => {
    const problems = BOT_KINDS.flatMap((row) => {
      const module = KIND_MODULES.find((m) => m.kind === row.listType);
      if (!module) return [`${row.listType}: no module in bots/kinds/index.ts (KIND_MODULES)`];
      const found: string[] = [];
      if (!(module.recipes.leader.weight > 0)) found.push(`${row.listType}: its leader recipe's weight is ${module.recipes.leader.weight}, so the population never seeds it (bots/kinds/<kind>/recipes.ts)`);
      const driver = kit.bots.drivers.get(row.listType);
      if (driver) {
        try {
          createCallOf(driver);
        } catch (error) {
          found.push((error as Error).message);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('ranking: the kinds the simulator ranks are the registry’s ranked rows (what the ranking page lists)', () => {
    const served = BOT_KINDS.filter((row) => kit.bots.drivers.get(row.listType));
    const ranked = new Set(kit.bots.ranking.kinds());
    const problems = served.flatMap((row) =>
      row.ranked === ranked.has(row.listType)
        ? []
        : [`${row.listType}: the registry row says ranked: ${row.ranked}, but its driver ${row.ranked ? 'offers neither ranking figures nor a copy detail' : 'offers ranking figures or a copy detail'}`],
    );
    expect(problems).toEqual([]);
  });

  it('guard: every exposure call of a futures kind is refused from a spot-only site before its handler runs', async () => {
    const user = await kit.user('seam-guard', { USDT: '1000' }, 'derivatives');
    const token = user.cookie.split(';')[0].split('=')[1];
    const calls = exposureCalls(kit.bots).filter((c) => c.market === 'futures');
    const missed: string[] = [];
    for (const call of calls) {
      const response = await kit.server.app.inject({ method: 'POST', url: call.path, payload: call.body, headers: { usertoken: token, host: 'www.exchange.com.hk' } });
      const code = response.json().ret_code;
      if (code !== RetCode.COMPLIANCE) missed.push(`${call.kind} ${call.variant} ${call.path}: answered HTTP ${response.statusCode}, ret_code ${code}`);
    }
    expect(missed).toEqual([]);
    // every futures kind: its registry row's exposure operations, and the copy of a ranked kind (copied from the ranking); the AI pick's copy of the combo
    const expected = BOT_KINDS.filter((k) => k.market === 'futures').flatMap((k) => [...k.exposureOps.map((op) => `${k.listType} ${op}`), ...(k.ranked ? [`${k.listType} copy`] : [])]);
    expect(expected).toEqual(expect.arrayContaining(['GRID_FUTURES create', 'GRID_FUTURES copy', 'GRID_FUTURES margin-in', 'MART_FUTURES margin-in', 'COMBO_FUTURES copy']));
    expect(calls.map((c) => `${c.kind} ${c.variant}`)).toEqual(expect.arrayContaining(expected));
    expect(calls.map((c) => c.variant)).toContain('ai-pick copy');
  });
});
