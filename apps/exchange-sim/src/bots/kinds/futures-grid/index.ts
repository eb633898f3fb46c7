/**
 * The futures-grid kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver, service and route
 * table wired here (`composeKind`: neither driver nor service imports the
 * other) and its recipes (a sample bot, the seeded
 * leaders' bots).
 */
import { type KindModule, composeKind } from '../../kit';
import { futuresGridDriver } from './driver';
import { futuresGridRoutes } from './routes';
import { FuturesGridService } from './service';
import { futuresGridRecipes } from './recipes';

export const futuresGridKind: KindModule = { kind: 'GRID_FUTURES', create: (kit) => composeKind((parts) => futuresGridDriver(kit, parts), (driver) => new FuturesGridService(kit, driver), futuresGridRoutes), recipes: futuresGridRecipes };
