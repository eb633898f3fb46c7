/**
 * Proof (issue 14, item 7): at least 10,000 malformed requests (2,000 in `npm test`) spread over
 * **every operation the OpenAPI document lists**, sent over real HTTP to a
 * listening simulator with a bot of every kind running: no 5xx, no dropped
 * connection, every one answered with the error envelope, and not one row of
 * any table changed (digest of the whole database before and after).
 *
 * The operations and their schemas come from `/x-api/docs/openapi.json`, so
 * an endpoint is fuzzed the day its route-table row exists. Each request is
 * checked against the server's own validation before it is sent (see
 * testing/openapi.ts): a mutation that happens to be valid is not sent.
 */
import { Agent, request as httpRequest } from 'node:http';
import { API_PATHS } from '@tb/contracts';
import { startKit, type Kit } from '../testing/bots';
import { databaseDigest } from '../testing/server';
import { type FuzzRequest, type OpenApiDocument, isPrivate, malformedRequests, operationsOf } from '../testing/openapi';
import { sampleBots } from '../testing/sample-bots';
import { propertyRuns } from '@tb/engine/testing';

/** 10,000 in `npm run proof`; `npm test` sends a fifth of them over the same operations (propertyRuns). */
const FULL_TOTAL = 10_000;
const TOTAL = propertyRuns(FULL_TOTAL);
const IN_FLIGHT = 4;

type Answer = { status: number; body: string } | { error: string };

function send(port: number, agent: Agent, req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const r = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, ...(req.payload !== undefined ? { 'content-length': Buffer.byteLength(req.payload) } : {}) }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => resolve({ error: `response: ${e.message}` }));
      },
    );
    r.on('error', (e) => resolve({ error: `request: ${e.message}` }));
    if (req.payload !== undefined) r.write(req.payload);
    r.end();
  });
}

describe('proof: malformed requests over every documented operation', () => {
  let kit: Kit;
  let port: number;
  beforeAll(async () => {
    kit = await startKit();
    await sampleBots(kit, kit.demo);
    kit.run(60_000);
    await kit.server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = kit.server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => kit.dispose());

  it('refuses every one with a 4xx envelope and changes nothing', async () => {
    const doc = (await kit.server.app.inject({ method: 'GET', url: API_PATHS.openapi })).json() as OpenApiDocument;
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(70);

    const perOperation = Math.ceil(TOTAL / operations.length);
    const requests: FuzzRequest[] = [];
    const counts = operations.map((op, i) => {
      // Private operations are fuzzed as the logged-in demo user, so the request reaches validation.
      const headers: Record<string, string> = isPrivate(op) ? { cookie: kit.demo } : {};
      const own = malformedRequests(op, perOperation, 1_000 + i, headers);
      requests.push(...own);
      return { op: `${op.method} ${op.path}`, n: own.length };
    });

    const before = databaseDigest(kit.server.ctx.db);
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const req = requests[next++];
        const answer = await send(port, agent, req);
        if ('error' in answer) {
          failures.push(`${req.method} ${req.url.slice(0, 80)} (${req.why}): connection ${answer.error}`);
          continue;
        }
        let envelope: { ret_code?: number } | undefined;
        try {
          envelope = JSON.parse(answer.body) as { ret_code?: number };
        } catch {
          envelope = undefined;
        }
        if (answer.status >= 500 || answer.status < 400 || typeof envelope?.ret_code !== 'number' || envelope.ret_code === 0) {
          failures.push(`${req.method} ${req.url.slice(0, 80)} (${req.why}): HTTP ${answer.status} ${answer.body.slice(0, 160)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    agent.destroy();

    expect(failures.slice(0, 20)).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(TOTAL);
    // Every documented operation had its share; one without any input has only its method and path to get wrong.
    const inputless = counts.filter((c) => c.n < perOperation).map((c) => c.op);
    const withInput = operations.filter((op) => op.body || op.query).map((op) => `${op.method} ${op.path}`);
    expect(inputless.filter((op) => withInput.includes(op))).toEqual([]);
    console.log(`fuzz: ${requests.length} malformed requests over ${operations.length} operations (${withInput.length} with inputs; at least ${perOperation} each)`);
    expect(databaseDigest(kit.server.ctx.db)).toBe(before);
    // Still serving after all of it.
    const health = await send(port, new Agent(), { method: 'GET', url: API_PATHS.openapi, headers: {}, why: 'after' });
    expect('status' in health && health.status).toBe(200);
  });
});
