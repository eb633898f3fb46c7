import { botRoutes } from '../bots/routes';
import type { RouteArea } from '../context';
import { announcementRoutes } from './announcements';
import { assetRoutes } from './asset';
import { marketRoutes } from './market';
import { userRoutes } from './user';

/**
 * The API's route areas, registered in this order by createServer. An area
 * is a route table (http/route-table.ts) in its own file, appended here; the
 * bot area registers every bot kind's table (bots/routes.ts).
 */
export const ROUTE_AREAS: RouteArea[] = [userRoutes, assetRoutes, marketRoutes, announcementRoutes, botRoutes];
