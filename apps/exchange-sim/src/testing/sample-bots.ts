/**
 * One running bot of every kind the simulator runs, created through the
 * kind's own create call as a user would: the proof suite's fuzz runs with
 * them in the database (so "nothing changed" covers bots, orders and
 * positions), and its authorization matrix aims another user's calls at them.
 *
 * The body is the kind's own sample recipe (`recipes.sample` of its module,
 * bots/kinds/<kind>/recipes.ts) and the call its route table's create row
 * (the row marked `exposure: { op: 'create', id }`), so a new kind is
 * covered the day its module is listed in bots/kinds/index.ts; a module
 * without a recipe does not type-check.
 */
import type { Kit } from './bots';
import { KIND_MODULES } from '../bots/kinds';
import { createCallOf, recipeMarket } from '../bots/recipes';

type SampleCreate = (kit: Kit) => { path: string; body: Record<string, unknown>; idField: string };

/** Each listed kind's sample create: its path, body and the answer's id field. */
export const SAMPLE_CREATES: Readonly<Record<string, SampleCreate>> = Object.fromEntries(
  KIND_MODULES.map((module): [string, SampleCreate] => [
    module.kind,
    (kit) => {
      const driver = kit.bots.drivers.get(module.kind);
      if (!driver) throw new Error(`bot kind ${module.kind}: no driver registered`);
      const call = createCallOf(driver);
      return { path: call.path, body: module.recipes.sample(recipeMarket(kit.server.ctx, kit.bots.pairs)), idField: call.idField };
    },
  ]),
);

/** Creates one bot of every registered kind for the user of `cookie`; kind → bot id. */
export async function sampleBots(kit: Kit, cookie: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const driver of kit.bots.drivers.all()) {
    const create = SAMPLE_CREATES[driver.kind];
    if (!create) throw new Error(`no sample create for bot kind ${driver.kind}: its module (bots/kinds/<kind>/index.ts) is not listed in bots/kinds/index.ts`);
    const { path, body, idField } = create(kit);
    const reply = await kit.post<Record<string, string>>(path, body, cookie);
    const id = reply.result?.[idField];
    if (reply.ret_code !== 0 || !id) throw new Error(`sample ${driver.kind} not created: ${JSON.stringify(reply).slice(0, 300)}`);
    ids[driver.kind] = String(id);
  }
  return ids;
}
