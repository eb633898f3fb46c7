/**
 * The combo kind's composition root: what the simulator loads of it
 * (bots/kinds/index.ts) — its list type, its driver, service and route
 * table wired here (`composeKind`: neither driver nor service imports the
 * other), its recipes (a sample bot, the seeded
 * leaders' bots) and its own tables (schema.ts).
 */
import { type KindModule, composeKind } from '../../kit';
import { COMBO_KIND } from './book';
import { comboDriver } from './driver';
import { comboRoutes } from './routes';
import { ComboService } from './service';
import { comboRecipes } from './recipes';
import { COMBO_MIGRATIONS } from './schema';

export const comboKind: KindModule = { kind: COMBO_KIND, create: (kit) => composeKind((parts) => comboDriver(kit, parts), (driver) => new ComboService(kit, driver), comboRoutes), recipes: comboRecipes, migrations: COMBO_MIGRATIONS };
