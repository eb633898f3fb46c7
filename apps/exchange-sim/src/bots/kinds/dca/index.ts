/**
 * The dca kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver, service and route
 * table wired here (`composeKind`: neither driver nor service imports the
 * other) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import { type KindModule, composeKind } from '../../kit';
import { dcaDriver } from './driver';
import { dcaRoutes } from './routes';
import { DcaService } from './service';
import { dcaRecipes } from './recipes';

export const dcaKind: KindModule = { kind: 'DCA_SPOT', create: (kit) => composeKind((parts) => dcaDriver(kit, parts), (driver) => new DcaService(kit, driver), dcaRoutes), recipes: dcaRecipes };
