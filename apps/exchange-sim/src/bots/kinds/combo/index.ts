/**
 * The combo kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import type { KindModule } from '../../kit';
import { COMBO_KIND } from './book';
import { comboDriver } from './driver';
import { comboRecipes } from './recipes';

export const comboKind: KindModule = { kind: COMBO_KIND, create: comboDriver, recipes: comboRecipes };
