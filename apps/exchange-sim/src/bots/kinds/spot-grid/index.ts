/**
 * The spot-grid kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver, service and route
 * table wired here (`composeKind`: neither driver nor service imports the
 * other) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import { type KindModule, composeKind } from '../../kit';
import { spotGridDriver } from './driver';
import { spotGridRoutes } from './routes';
import { SpotGridService } from './service';
import { spotGridRecipes } from './recipes';

export const spotGridKind: KindModule = { kind: 'GRID_SPOT', create: (kit) => composeKind((parts) => spotGridDriver(kit, parts), (driver) => new SpotGridService(kit, driver), spotGridRoutes), recipes: spotGridRecipes };
