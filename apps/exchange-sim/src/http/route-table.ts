/**
 * Routes declared as tables: one row per endpoint, one function that
 * registers a table. A row says what the OpenAPI document and the validator
 * need (method, path from `@tb/contracts`, body / query / params schema, the
 * result schema inside the envelope, error envelopes, summary, tags), who may
 * call it (auth mode, see http/auth.ts), an optional `preValidation` hook
 * (e.g. `emptyBodyAsObject`) and the handler. The handler returns the
 * envelope's `result`; `registerRouteTable` wraps it in the envelope with the
 * simulated time of the answer.
 *
 * ```ts
 * export const gridRoutes: RouteTable = {
 *   tags: ['grid'],
 *   errors: BODY_ERRORS,
 *   rows: [
 *     endpoint({ method: 'POST', path: GRID_PATHS.create, auth: 'user-allow-banned', summary: '…',
 *       body: CreateGridBody, result: CreateGridResult, handler: ({ user, body }) => grids.create(user, body) }),
 *   ],
 * };
 * ```
 *
 * `endpoint` keeps each row typed (the handler's `body` / `query` / `params`
 * are the schemas' static types and its return must match the result
 * schema); the table itself holds untyped rows, so rows of any shape sit in
 * one list.
 */
import { Envelope, ErrorEnvelope } from '@tb/contracts';
import type { ExposureOp, KindMarket } from '@tb/util-bot-kinds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { User } from '../accounts/users';
import type { RouteArea, SimApp, SimContext } from '../context';
import { type AuthMode, userOf } from './auth';
import { envelope } from './envelope';

/** What a handler gets: the validated inputs, the caller, and the raw request/reply (cookies, headers, session). */
export type RouteCall<B = unknown, Q = unknown, P = unknown> = {
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  /** The logged-in caller; only on routes whose auth is `user` or `user-allow-banned` (10007 otherwise). */
  readonly user: User;
  /** The caller when logged in, else null (for `optional` routes, which answer visitors too). */
  readonly viewer: User | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
};

/**
 * What a row does to the caller's exposure in its kind's market: it starts a bot (`create`: own
 * parameters, a copy, the AI pick alike) or puts more money into one (`margin-in`). The compliance
 * guard (bots/compliance.ts) runs before every such row of a kind's table, so a futures kind's creates
 * and margin increases are guarded by construction; the registry row lists the operations each kind
 * has (`exposureOps`) and a test holds every table to it (bots/exposure.test.ts).
 */
export type Exposure = {
  readonly op: ExposureOp;
  /** Only some bodies add exposure (martingale's update with `add_margin` above zero, combo's transfer `type` 1 = in); default every call. */
  readonly when?: ExposureCondition;
  /** A create's answer field that holds the new bot's id (`grid_id`, `bot_id`): what recipes and tests read back (required on a `create` row: the kind seam test checks it). */
  readonly id?: string;
};

/**
 * The body field that makes a call add exposure: `positive`, a decimal string above zero (the schema has
 * made it a decimal string by then), or an exact value. Declarative, so tests can build a body that meets it.
 */
export type ExposureCondition = { readonly field: string; readonly is: 'positive' | number | string };

/** Whether a (schema-valid) body adds exposure under the row's condition. */
export function addsExposure(exposure: Exposure, body: unknown): boolean {
  if (!exposure.when) return true;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[exposure.when.field] : undefined;
  return exposure.when.is === 'positive' ? typeof value === 'string' && /^[0-9]*\.?[0-9]*$/.test(value) && /[1-9]/.test(value) : value === exposure.when.is;
}

/** A row's exposure as registered: with the kind and market of its table (the guard's `request.routeOptions.config.exposure`). */
export type RegisteredExposure = Exposure & { readonly kind: string; readonly market: KindMarket };

declare module 'fastify' {
  interface FastifyContextConfig {
    exposure?: RegisteredExposure;
  }
}

/** Error envelopes a route documents beside its 200, by HTTP status. */
export type RouteErrors = Readonly<Record<number, TSchema>>;

/** The error envelopes of routes with a JSON body: schema failures (400) and oversize bodies (413). */
export const BODY_ERRORS: RouteErrors = { 400: ErrorEnvelope, 413: ErrorEnvelope };

export type RouteRow = {
  readonly method: 'GET' | 'POST';
  /** From `@tb/contracts` (`*_PATHS`, `API_PATHS`). */
  readonly path: string;
  readonly summary: string;
  /** OpenAPI tags; default the table's. */
  readonly tags?: readonly string[];
  /** Default `public`. */
  readonly auth?: AuthMode;
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly params?: TSchema;
  /** The envelope's `result` schema (the 200 response is `Envelope(result)`). */
  readonly result: TSchema;
  /** Default the table's errors (`{}` documents none). */
  readonly errors?: RouteErrors;
  readonly preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The row starts a bot or adds money to one (see `Exposure`); only in a kind's table. */
  readonly exposure?: Exposure;
  readonly handler: (call: RouteCall<never, never, never>) => unknown;
};

export type RouteTable = {
  readonly tags: readonly string[];
  readonly errors?: RouteErrors;
  readonly rows: readonly RouteRow[];
};

type Typed<B extends TSchema, Q extends TSchema, P extends TSchema, R extends TSchema> = Omit<RouteRow, 'body' | 'query' | 'params' | 'result' | 'handler'> & {
  readonly body?: B;
  readonly query?: Q;
  readonly params?: P;
  readonly result: R;
  readonly handler: (call: RouteCall<Static<B>, Static<Q>, Static<P>>) => Static<R> | Promise<Static<R>>;
};

/** One typed row of a route table. */
export function endpoint<B extends TSchema = TSchema, Q extends TSchema = TSchema, P extends TSchema = TSchema, R extends TSchema = TSchema>(
  row: Typed<B, Q, P, R>,
): RouteRow {
  return row as unknown as RouteRow;
}

/**
 * A POST row with a JSON body, on one line of a table: logged-in callers
 * (auth `user`) unless `options` says otherwise.
 */
export function post<B extends TSchema, R extends TSchema>(
  path: string,
  body: B,
  result: R,
  summary: string,
  handler: Typed<B, TSchema, TSchema, R>['handler'],
  options: Pick<RouteRow, 'auth' | 'tags' | 'errors' | 'preValidation' | 'exposure'> = {},
): RouteRow {
  return endpoint<B, TSchema, TSchema, R>({ method: 'POST', path, auth: 'user', body, result, summary, handler, ...options });
}

function callOf(request: FastifyRequest, reply: FastifyReply): RouteCall<never, never, never> {
  return {
    body: request.body as never,
    query: request.query as never,
    params: request.params as never,
    get user() {
      return userOf(request);
    },
    get viewer() {
      return request.session?.user ?? null;
    },
    request,
    reply,
  };
}

/**
 * The document's security schemes (`components.securitySchemes`): a session is the auth cookie
 * (`tb_secure_token_<env>`, the env's name varies) or, in the app, the `UserToken` header.
 */
export const SECURITY_SCHEMES = {
  sessionHeader: { type: 'apiKey', in: 'header', name: 'UserToken', description: 'session token (in-app); the web sends the auth cookie tb_secure_token_<env> instead' },
} as const;
const SESSION_SECURITY = [{ sessionHeader: [] }];

/**
 * Registers every row of a table (the OpenAPI document is generated from the rows' schemas). A kind's
 * table is registered with its kind and market (`owner`), which its rows' `exposure` carry to the guard;
 * a row with an exposure in a table without one is a mistake, refused at start.
 */
export function registerRouteTable(app: SimApp, ctx: SimContext, table: RouteTable, owner?: { readonly kind: string; readonly market: KindMarket }): void {
  for (const row of table.rows) {
    const auth = row.auth ?? 'public';
    if (row.exposure && !owner) throw new Error(`${row.path}: an exposure row belongs to a kind's table (registered with its kind and market)`);
    const exposure: RegisteredExposure | undefined = row.exposure && owner ? { ...row.exposure, ...owner } : undefined;
    const schema = {
      tags: [...(row.tags ?? table.tags)],
      summary: row.summary,
      // Who may call it, in the document: private calls name the session scheme, and `x-tb-auth` carries
      // the exact mode, so generated checks (the proof suite's authorization matrix) read it from here.
      ...(auth === 'public' ? {} : { security: SESSION_SECURITY }),
      'x-tb-auth': auth,
      ...(row.params ? { params: row.params } : {}),
      ...(row.query ? { querystring: row.query } : {}),
      ...(row.body ? { body: row.body } : {}),
      response: { 200: Envelope(row.result), ...(row.errors ?? table.errors ?? {}) },
    };
    app.route({
      method: row.method,
      url: row.path,
      schema,
      config: { auth, ...(exposure ? { exposure } : {}) },
      ...(row.preValidation ? { preValidation: row.preValidation } : {}),
      handler: async (request, reply) => {
        const result = await row.handler(callOf(request, reply));
        return envelope(ctx.clock, result);
      },
    });
  }
}

/** A route area made of one table, built when the area is registered. */
export const tableArea =
  (build: (app: SimApp, ctx: SimContext) => RouteTable): RouteArea =>
  (app, ctx) =>
    registerRouteTable(app, ctx, build(app, ctx));
