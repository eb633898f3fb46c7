/**
 * What every bot kind's route table (bots/kinds/<kind>/routes.ts) has the same way, said once: the
 * table's frame and its create row. A kind's routes.ts lists its own calls; what a create is for the
 * door (banned users, exposure) is decided here, so a new kind cannot get it differently.
 */
import type { Static, TSchema } from 'typebox';
import { BODY_ERRORS, type RouteCall, type RouteRow, type RouteTable, post } from '../../http/route-table';

/** A kind's route table: its OpenAPI tag is its area, and every row documents the body errors (400, 413). */
export function kindRouteTable(area: string, rows: readonly RouteRow[]): RouteTable {
  return { tags: [area], errors: BODY_ERRORS, rows };
}

/**
 * A kind's create row (a POST with the create body): logged-in callers, banned ones too — a create
 * answers a banned user status_code 421 with the ban reason rather than the door's 10009 (spec) — and
 * an exposure `create` whose answer names the new bot's id in `idField` (`bot_id`, `grid_id`): the
 * compliance guard runs before it for a futures kind, and recipes read the id back (bots/recipes.ts).
 */
export function createRow<B extends TSchema, R extends TSchema>(
  path: string,
  body: B,
  result: R,
  summary: string,
  handler: (call: RouteCall<Static<B>, Static<TSchema>, Static<TSchema>>) => Static<R> | Promise<Static<R>>,
  idField: string,
): RouteRow {
  return post(path, body, result, summary, handler, { auth: 'user-allow-banned', exposure: { op: 'create', id: idField } });
}
