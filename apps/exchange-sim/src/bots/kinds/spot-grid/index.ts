/**
 * The spot-grid kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import type { KindModule } from '../../kit';
import { spotGridDriver } from './driver';
import { spotGridRecipes } from './recipes';

export const spotGridKind: KindModule = { kind: 'GRID_SPOT', create: spotGridDriver, recipes: spotGridRecipes };
