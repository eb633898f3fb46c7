/**
 * The futures-grid kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import type { KindModule } from '../../kit';
import { futuresGridDriver } from './driver';
import { futuresGridRecipes } from './recipes';

export const futuresGridKind: KindModule = { kind: 'GRID_FUTURES', create: futuresGridDriver, recipes: futuresGridRecipes };
