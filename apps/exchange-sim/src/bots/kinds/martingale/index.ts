/**
 * The martingale kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver, service and route
 * table wired here (`composeKind`: neither driver nor service imports the
 * other) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import { type KindModule, composeKind } from '../../kit';
import { MARTINGALE_KIND, martingaleDriver } from './driver';
import { martingaleRoutes } from './routes';
import { MartingaleService } from './service';
import { martingaleRecipes } from './recipes';

export const martingaleKind: KindModule = { kind: MARTINGALE_KIND, create: (kit) => composeKind((parts) => martingaleDriver(kit, parts), (driver) => new MartingaleService(kit, driver), martingaleRoutes), recipes: martingaleRecipes };
