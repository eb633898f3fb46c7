import type { RouteArea } from '../context';
import { announcementRoutes } from './announcements';
import { assetRoutes } from './asset';
import { botListRoutes } from './bots';
import { dcaRoutes } from './dca';
import { marketRoutes } from './market';
import { spotGridRoutes } from './spot-grid';
import { userRoutes } from './user';

/**
 * The API's route areas, registered in this order by createServer. A new area
 * (e.g. `grid`, `dca`) is a `RouteArea` in its own file, appended here.
 */
export const ROUTE_AREAS: RouteArea[] = [userRoutes, assetRoutes, marketRoutes, announcementRoutes, spotGridRoutes, dcaRoutes, botListRoutes];
