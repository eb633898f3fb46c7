/**
 * The proof suite's view of the API: every operation of the simulator's own
 * OpenAPI document (`/x-api/docs/openapi.json`, generated from the route
 * tables), with what a valid request looks like and a supply of requests
 * that are **not** valid for it.
 *
 * The generated checks (fuzz, authorization matrix) read the document, not a
 * hand-kept list, so an endpoint is covered the day its route-table row is
 * added. Validity is decided the way the server decides it: TypeBox compiled
 * from the same schema, bodies checked as sent, query strings converted to
 * the schema's types first (`@fastify/type-provider-typebox`).
 */
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  format?: string;
  default?: unknown;
  examples?: unknown[];
  [key: string]: unknown;
};

export type AuthMode = 'public' | 'optional' | 'user' | 'user-allow-banned';

export type Operation = {
  readonly method: 'GET' | 'POST';
  /** The documented path, `{name}` placeholders included. */
  readonly path: string;
  readonly summary: string;
  readonly auth: AuthMode;
  readonly body?: JsonSchema;
  /** The query string as one object schema (the document lists it as parameters). */
  readonly query?: JsonSchema;
  readonly pathParams?: JsonSchema;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  summary?: string;
  'x-tb-auth'?: AuthMode;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function parametersIn(list: OpenApiParameter[] | undefined, where: string): JsonSchema | undefined {
  const own = (list ?? []).filter((p) => p.in === where);
  if (own.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
    required: own.filter((p) => p.required).map((p) => p.name),
  };
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') throw new Error(`unexpected method ${method} ${path}`);
      const auth = op['x-tb-auth'];
      if (!auth) throw new Error(`${method} ${path} does not say who may call it (x-tb-auth)`);
      out.push({
        method: upper,
        path,
        summary: op.summary ?? '',
        auth,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: parametersIn(op.parameters, 'query'),
        pathParams: parametersIn(op.parameters, 'path'),
      });
    }
  }
  return out;
}

export const isPrivate = (op: Operation): boolean => op.auth === 'user' || op.auth === 'user-allow-banned';

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces from its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server's check for one part of a request. */
export function checker(schema: JsonSchema, part: 'body' | 'query'): (value: unknown) => boolean {
  const compiled = Compile(schema as unknown as TSchema);
  return (value) => {
    try {
      const converted = part === 'body' ? value : Value.Convert(schema as unknown as TSchema, value);
      return compiled.Check(converted);
    } catch {
      return false;
    }
  };
}

/** Strings tried, in order, when a string schema names no enum, const or example. */
const STRING_CANDIDATES = ['1', '100000000000000001', 'BTCUSDT', 'USDT', '0.5', '10', 'en', 'announcements-en', 'trading_bots', 'ongoing', 'spot', 'a'];

/**
 * A value the schema accepts, best effort (enum, const, examples, defaults,
 * minimums; strings from a short list of the shapes the API uses); `undefined`
 * when none was found. Optional properties are left out.
 */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches) {
      const value = sampleOf(branch);
      if (value !== undefined && checker(branch, 'body')(value)) return value;
    }
    return undefined;
  }
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name]);
      return out;
    }
    case 'array': {
      const item = sampleOf(schema.items);
      return Array.from({ length: schema.minItems ?? 0 }, () => item);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return type === 'integer' ? Math.ceil(low) : low;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      const check = checker(schema, 'body');
      return STRING_CANDIDATES.find((s) => check(s)) ?? undefined;
    }
    default:
      return undefined;
  }
}

/** Values that break most fields: wrong types, edge numbers, hostile strings, odd containers. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  2.5,
  1e300,
  2 ** 63,
  '',
  ' ',
  '-5',
  'NaN',
  'Infinity',
  '0x10',
  '１２',
  '12,5',
  '1e999',
  '.1',
  '1.12345678901234567890123',
  '123456789012345678901234567890',
  '<script>x</script>',
  "'; DROP TABLE bots; --",
  '\u0000',
  '../../etc/passwd',
  'é'.repeat(300),
  'x'.repeat(5000),
  [],
  [null],
  ['1', '2'],
  {},
  { a: 1 },
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
];

/** Query-string values: what a hostile URL can put after `=`. */
export const ODD_QUERY_VALUES: readonly string[] = ['', ' ', '-1', 'NaN', '1e999', '0x10', '%00', '%', '%E0%A4%A', '[]', '{}', 'null', 'true', '<x>', '../..', 'x'.repeat(3000), '１２', '1.5', '99999999999999999999'];

/** JSON texts the body parser must refuse (or that are not objects). */
export const BROKEN_JSON: readonly string[] = ['{', '{"a":}', '[', 'null', '"x"', '1', 'true', '[]', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, '\uFEFF{"a":', '{"__proto__":{"x":1}}'];

export type FuzzRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
  /** What makes it malformed, for the failure message. */
  readonly why: string;
};

const fill = (path: string, params: Record<string, unknown>) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'x')));

function setAt(target: unknown, path: readonly string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy: Record<string, unknown> = Array.isArray(target) ? ({ ...target } as Record<string, unknown>) : { ...(target as Record<string, unknown>) };
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = setAt(copy[head], rest, value, remove);
  return Array.isArray(target) ? Object.values(copy) : copy;
}

/** Paths of every property of a body schema (objects inside objects, first item of arrays), depth ≤ 3. */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 3) return [];
  const out: string[][] = [];
  if (schema.properties) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      out.push([...prefix, name]);
      out.push(...fieldPaths(sub, [...prefix, name], depth + 1));
    }
  }
  if (schema.items) out.push(...fieldPaths(schema.items, [...prefix, '0'], depth + 1));
  return out;
}

/**
 * `count` requests the operation must refuse: each one checked against the
 * server's own validation (bodies invalid for the schema; broken JSON; wrong
 * content types; oversize; query strings that do not convert), in a fixed
 * order first (every field broken alone, every required field left out, an
 * unknown field) and seeded random mixtures after.
 */
export function malformedRequests(op: Operation, count: number, seed: number, headers: Record<string, string>): FuzzRequest[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const url = fill(op.path, (sampleOf(op.pathParams) as Record<string, unknown>) ?? {});
  const out: FuzzRequest[] = [];
  const json = { ...headers, 'content-type': 'application/json' };

  if (op.body) {
    const valid = checker(op.body, 'body');
    const base = sampleOf(op.body) ?? {};
    const paths = fieldPaths(op.body);
    const tryBody = (body: unknown, why: string) => {
      if (valid(body)) return;
      out.push({ method: op.method, url, headers: json, payload: JSON.stringify(body), why });
    };
    for (const text of BROKEN_JSON) out.push({ method: op.method, url, headers: json, payload: text, why: `broken JSON ${text.slice(0, 20)}` });
    out.push({ method: op.method, url, headers: { ...headers, 'content-type': 'text/plain' }, payload: JSON.stringify(base), why: 'text/plain' });
    out.push({ method: op.method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2', why: 'form body' });
    out.push({ method: op.method, url, headers: json, payload: JSON.stringify({ ...(base as object), pad: 'x'.repeat(200 * 1024) }), why: 'oversize body' });
    out.push({ method: op.method, url, headers: json, why: 'no body' });
    tryBody({ ...(base as object), unknown_field_x: 1 }, 'unknown field');
    for (const name of op.body.required ?? []) tryBody(setAt(base, [name], undefined, true), `without ${name}`);
    for (const path of paths) for (const value of ODD_VALUES) tryBody(setAt(base, path, value), `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 30)}`);
    for (let guard = 0; out.length < count && guard < count * 20; guard += 1) {
      let body: unknown = base;
      const n = 1 + Math.floor(random() * 3);
      for (let i = 0; i < n && paths.length > 0; i += 1) body = setAt(body, pick(paths), pick(ODD_VALUES));
      if (random() < 0.2) body = setAt(body, [`extra_${Math.floor(random() * 1000)}`], pick(ODD_VALUES));
      tryBody(body, `mixture #${guard}`);
    }
  } else if (op.query) {
    const valid = checker(op.query, 'query');
    const base = (sampleOf(op.query) as Record<string, unknown> | undefined) ?? {};
    const names = Object.keys(op.query.properties ?? {});
    const toQuery = (q: Record<string, unknown>) =>
      Object.entries(q)
        .filter(([, v]) => v !== undefined)
        // Raw `%` sequences are kept (broken escapes are part of the test); everything a request line cannot carry is escaped.
        .map(([k, v]) => `${encodeURIComponent(k)}=${String(v).replace(/[^\x21-\x7e]|["<>\\^`{|}#&+]/g, (c) => encodeURIComponent(c))}`)
        .join('&');
    const tryQuery = (q: Record<string, unknown>, why: string) => {
      const decoded = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, safeDecode(String(v))]));
      if (valid(decoded)) return;
      out.push({ method: op.method, url: `${url}?${toQuery(q)}`, headers, why });
    };
    for (const name of op.query.required ?? []) {
      const rest = { ...base };
      delete rest[name];
      tryQuery(rest, `without ${name}`);
    }
    for (const name of names) for (const value of ODD_QUERY_VALUES) tryQuery({ ...base, [name]: value }, `${name}=${value.slice(0, 20)}`);
    for (let guard = 0; out.length < count && guard < count * 20; guard += 1) {
      const q: Record<string, unknown> = { ...base };
      const n = 1 + Math.floor(random() * 3);
      for (let i = 0; i < n; i += 1) q[random() < 0.8 ? pick(names) : `x${Math.floor(random() * 100)}`] = pick(ODD_QUERY_VALUES);
      tryQuery(q, `mixture #${guard}`);
    }
  }
  // (An operation without inputs has only its path and method to get wrong.)
  // The wrong method on the right path.
  out.push({ method: op.method === 'GET' ? 'POST' : 'GET', url, headers: json, payload: op.method === 'GET' ? '{}' : undefined, why: 'wrong method' });
  out.push({ method: 'DELETE', url, headers, why: 'DELETE' });
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
