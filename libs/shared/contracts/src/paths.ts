/**
 * `@tb/contracts/paths`: the API paths alone, for browser code. Importing it
 * pulls in no schema code (TypeBox stays out of every bundle); a test checks
 * that this entry's module graph imports nothing.
 */
export { API_PREFIX, API_PATHS, announcementsPath, BOTS_PATHS, SPOT_GRID_PATHS, DCA_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, FCOMBO_PATHS, TOOLS_PATHS, NOTICE_PATHS, NOTICE_KINDS, URGENT_NOTICE_KINDS, RISK_DISTANCE_BOUNDS, type NoticeKind } from './lib/paths';
