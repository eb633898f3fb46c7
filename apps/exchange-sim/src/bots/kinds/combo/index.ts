/**
 * The combo kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table), its recipes (a sample bot, the seeded
 * leaders' bots) and its own tables (schema.ts).
 */
import type { KindModule } from '../../kit';
import { COMBO_KIND } from './book';
import { comboDriver } from './driver';
import { comboRecipes } from './recipes';
import { COMBO_MIGRATIONS } from './schema';

export const comboKind: KindModule = { kind: COMBO_KIND, create: comboDriver, recipes: comboRecipes, migrations: COMBO_MIGRATIONS };
