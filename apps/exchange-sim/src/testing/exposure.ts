/**
 * Test support: the exposure rows of the registered kinds (the calls the
 * compliance guard runs before), each with a body its schema accepts and
 * that meets its exposure condition, so a test can reach the guard on every
 * one of them without knowing a kind. Bodies are sampled from the row's own
 * schema (`sampleOf`, the proof suite's): the guard runs after the schema and
 * before the handler, so a schema-valid body is all it takes; the handler
 * then refuses a sampled body (nothing changes).
 */
import { TOOL_AREAS, type BotKindRow } from '@tb/util-bot-kinds';
import { blockSource, createType } from '@tb/util-enums';
import { type JsonSchema, checker, sampleOf } from './openapi';
import type { RouteRow } from '../http/route-table';
import type { Bots } from '../bots/core';

export type ExposureCall = {
  readonly kind: string;
  readonly market: BotKindRow['market'];
  readonly op: 'create' | 'margin-in';
  /** What the call stands for: `create`, `copy`, `ai-pick copy`, `margin-in`. */
  readonly variant: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
};

/** A body the row's schema accepts, meeting its exposure condition; throws naming the row when none can be made. */
export function exposureBody(route: RouteRow, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const schema = route.body as JsonSchema | undefined;
  const sampled = sampleOf(schema);
  const when = route.exposure?.when;
  const body = { ...(typeof sampled === 'object' && sampled !== null ? sampled : {}), ...(when ? { [when.field]: when.is === 'positive' ? '1' : when.is } : {}), ...extra };
  if (schema && !checker(schema, 'body')(body)) throw new Error(`${route.path}: no body its schema accepts could be sampled (${JSON.stringify(body)})`);
  return body;
}

const has = (route: RouteRow, field: string) => Boolean((route.body as JsonSchema | undefined)?.properties?.[field]);

/** Kinds a tool area starts (the AI pick copies a combo): their creates are also that area's copy. */
const TOOL_STARTS = new Map<string, string>(TOOL_AREAS.flatMap((row) => (row.starts ? [[row.starts, row.area] as const] : [])));

/**
 * Every exposure call of every registered kind: a create, its copy (`create_type` copy, when the create
 * takes one) and a tool area's copy (`block_source` aiCreate, for the kind the AI pick starts), and each
 * margin-in row.
 */
export function exposureCalls(bots: Bots): ExposureCall[] {
  const calls: ExposureCall[] = [];
  for (const driver of bots.drivers.all()) {
    const market = bots.drivers.row(driver.kind).market;
    for (const route of driver.routes().rows) {
      const exposure = route.exposure;
      if (!exposure) continue;
      const call = (variant: string, extra: Record<string, unknown> = {}) =>
        calls.push({ kind: driver.kind, market, op: exposure.op, variant, path: route.path, body: exposureBody(route, extra) });
      if (exposure.op === 'margin-in') call('margin-in');
      else {
        call('create');
        const copy = createType.toCode('copy');
        if (has(route, 'create_type')) call('copy', { create_type: copy });
        const area = TOOL_STARTS.get(driver.kind);
        if (area && has(route, 'block_source')) call(`${area} copy`, { create_type: copy, block_source: blockSource.toCode('aiCreate') });
      }
    }
  }
  return calls;
}
