/**
 * Proof (issue 14, item 8): the authorization matrix, generated from the
 * OpenAPI document. Callers: anonymous, a banned user, and another user;
 * targets: every private operation, and every bot id of every kind owned by
 * someone else. 100 % refused, nothing changed.
 *
 * Decided exceptions, named here so a new one is a visible decision:
 * - profile and logout answer a banned user: they must be able to see why
 *   they are locked out and to log out;
 * - the create calls let a banned user through the session check so that
 *   the kind can answer as the spec says: `status_code` 421 with the
 *   localized `ban_reason_text` (still a refusal: nothing is created);
 * - follow/copy details (`…follow…`) show anyone a leader's bot: that is what
 *   they are for (they expose parameters and results, never balances), and
 *   they change nothing.
 */
import { API_PATHS, RetCode } from '@tb/contracts';
import { startKit, type Kit } from '../testing/bots';
import { adminOn, databaseDigest } from '../testing/server';
import { type OpenApiDocument, type Operation, isPrivate, operationsOf, sampleOf } from '../testing/openapi';
import { SAMPLE_CREATES, sampleBots } from '../testing/sample-bots';

/** Request fields that name a bot (the kinds call it grid_id or bot_id). */
const BOT_ID_FIELDS = ['bot_id', 'grid_id'];
const ALLOWED_FOR_BANNED = ['GET /x-api/v2/private/user/profile', 'POST /x-api/user/private/logout'];
const isFollowDetail = (op: Operation) => /follow/.test(op.path);

const label = (op: Operation) => `${op.method} ${op.path}`;

describe('proof: authorization matrix from the OpenAPI document', () => {
  let kit: Kit;
  let operations: Operation[];
  let owned: Record<string, string>;
  beforeAll(async () => {
    kit = await startKit();
    owned = await sampleBots(kit, kit.demo);
    kit.run(60_000);
    const doc = (await kit.server.app.inject({ method: 'GET', url: API_PATHS.openapi })).json() as OpenApiDocument;
    operations = operationsOf(doc);
  });
  afterAll(() => kit.dispose());

  async function call(op: Operation, body: unknown, cookie?: string) {
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => String((sampleOf(op.pathParams) as Record<string, unknown>)?.[name] ?? 'x'));
    const query = op.query ? new URLSearchParams(Object.entries((sampleOf(op.query) as Record<string, unknown>) ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
    const response = await kit.server.app.inject({
      method: op.method,
      url: query ? `${url}?${query}` : url,
      headers: cookie ? { cookie } : {},
      ...(op.method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    const envelope = response.json() as { ret_code: number; result?: { status_code?: number } };
    return { http: response.statusCode, ret: envelope.ret_code, status: envelope.result?.status_code };
  }

  it('documents who may call every operation, and most are private', () => {
    const privateOps = operations.filter(isPrivate);
    expect(privateOps.length).toBeGreaterThan(50);
    const allowBanned = operations.filter((op) => op.auth === 'user-allow-banned').map(label);
    expect(allowBanned.filter((op) => !ALLOWED_FOR_BANNED.includes(op) && !/create/.test(op))).toEqual([]);
    expect(allowBanned).toEqual(expect.arrayContaining(ALLOWED_FOR_BANNED));
  });

  it('refuses an anonymous caller on every private operation, changing nothing', async () => {
    const before = databaseDigest(kit.server.ctx.db);
    const answered: string[] = [];
    for (const op of operations.filter(isPrivate)) {
      const r = await call(op, sampleOf(op.body));
      if (r.ret !== RetCode.NOT_LOGGED_IN || r.http >= 500) answered.push(`${label(op)}: HTTP ${r.http} ret ${r.ret}`);
    }
    expect(answered).toEqual([]);
    expect(databaseDigest(kit.server.ctx.db)).toBe(before);
  });

  it('refuses a banned user on every private operation but profile and logout (creates answer 421), changing nothing', async () => {
    const banned = await kit.user('proof-banned', { USDT: '1000' });
    const admin = adminOn(kit.server.ctx.db);
    expect((await admin('ban', 'proof-banned@bots.test', '--reason', 'proof')).code).toBe(0);
    const before = databaseDigest(kit.server.ctx.db);
    const answered: string[] = [];
    let creates = 0;
    for (const op of operations.filter((o) => isPrivate(o) && !ALLOWED_FOR_BANNED.includes(label(o)))) {
      // A create gets a real body, so the answer is the ban and not a schema failure.
      const kind = Object.entries(SAMPLE_CREATES).find(([, make]) => make(kit).path === op.path);
      const body = kind ? kind[1](kit).body : sampleOf(op.body);
      const r = await call(op, body, banned.cookie);
      if (op.auth === 'user-allow-banned') creates += 1;
      const refused = op.auth === 'user' ? r.ret === RetCode.USER_BANNED : r.ret === 0 && r.status === 421;
      if (!refused || r.http >= 500) answered.push(`${label(op)}: HTTP ${r.http} ret ${r.ret} status ${r.status}`);
    }
    expect(creates).toBe(Object.keys(owned).length);
    expect(answered).toEqual([]);
    expect(databaseDigest(kit.server.ctx.db)).toBe(before);
  });

  it("refuses another user every operation on a bot they do not own, for every bot kind's id, changing nothing", async () => {
    const other = await kit.user('proof-other', { USDT: '100000' }, 'derivatives');
    const kinds = Object.keys(owned);
    expect(kinds.length).toBe(kit.bots.drivers.all().length);
    const before = databaseDigest(kit.server.ctx.db);
    const answered: string[] = [];
    const unchecked: string[] = [];
    let tried = 0;
    for (const op of operations.filter((o) => o.auth === 'user' && o.body)) {
      const field = BOT_ID_FIELDS.find((f) => op.body?.properties?.[f]);
      if (!field) continue;
      for (const kind of kinds) {
        const body = { ...((sampleOf(op.body) as Record<string, unknown>) ?? {}), [field]: owned[kind] };
        const r = await call(op, body, other.cookie);
        tried += 1;
        // The body must pass validation, or the refusal would prove nothing about ownership.
        if (r.http === 400) unchecked.push(`${label(op)} (${kind})`);
        const refused = r.http < 500 && (r.ret !== 0 || (r.status !== undefined && r.status !== 0 && r.status !== 200));
        if (!refused && !isFollowDetail(op)) answered.push(`${label(op)} with ${kind} ${field} ${owned[kind]}: HTTP ${r.http} ret ${r.ret} status ${r.status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(unchecked).toEqual([]);
    expect(tried).toBeGreaterThan(30 * kinds.length);
    expect(databaseDigest(kit.server.ctx.db)).toBe(before);
  });
});
