/**
 * The dca kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver (which builds its
 * service, book and route table) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import type { KindModule } from '../../kit';
import { dcaDriver } from './driver';
import { dcaRecipes } from './recipes';

export const dcaKind: KindModule = { kind: 'DCA_SPOT', create: dcaDriver, recipes: dcaRecipes };
