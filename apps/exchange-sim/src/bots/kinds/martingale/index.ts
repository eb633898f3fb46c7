/**
 * The martingale kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import type { KindModule } from '../../kit';
import { MARTINGALE_KIND, martingaleDriver } from './driver';
import { martingaleRecipes } from './recipes';

export const martingaleKind: KindModule = { kind: MARTINGALE_KIND, create: martingaleDriver, recipes: martingaleRecipes };
