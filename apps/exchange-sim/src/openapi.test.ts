/**
 * The OpenAPI document stays complete: it lists exactly the endpoints the
 * simulator serves (this list is the document as it stood before the routes
 * became tables, plus the mark-kline endpoint of the derivatives side and the
 * futures martingale's calls), each with its tags, summary, request schema
 * and envelope; a route table cannot drop or add an endpoint unnoticed.
 */
import { API_PATHS } from '@tb/contracts';
import { startTestServer, type TestServer } from './testing/server';

const DOCUMENTED = [
    'POST /x-api/user/public/register',
    'POST /x-api/user/public/login',
    'POST /x-api/user/private/logout',
    'GET /x-api/v2/private/user/profile',
    'GET /x-api/user/private/user-tag',
    'GET /x-api/user/private/restriction',
    'POST /x-api/user/private/settings',
    'POST /x-api/v3/config/web',
    'POST /x-api/v3/private/cht/asset-common/get-all-coin',
    'POST /x-api/v3/private/cht/asset-common/transfer',
    'GET /x-api/contract/v5/product/brief-symbol-list',
    'GET /x-api/contract/v5/product/dynamic-symbol-item',
    'GET /x-api/s1/bot/grid/v1/list-symbol-info-v2',
    'GET /x-api/s1/market/v1/kline',
    'GET /x-api/s1/market/v1/mark-kline',
    'GET /x-api/s1/market/v1/depth',
    'POST /x-api/announcements/api/search/v1/index/{locale_index}',
    // the risk desk (issue 31): a user's bot notices and preferences, per-bot alert and guard, the exposure view
    'POST /x-api/s1/bot/notice/v1/list',
    'POST /x-api/s1/bot/notice/v1/prefs',
    'POST /x-api/s1/bot/notice/v1/read',
    'POST /x-api/s1/bot/notice/v1/unread',
    'POST /x-api/s1/bot/notice/v1/update-prefs',
    'POST /x-api/s1/bot/risk/v1/get',
    'POST /x-api/s1/bot/risk/v1/update',
    'POST /x-api/s1/bot/risk/v1/view',
    'POST /x-api/s1/bot/grid/v1/validate-input',
    'POST /x-api/s1/bot/grid/v1/create-grid',
    'POST /x-api/s1/bot/grid/v1/query-grid-detail',
    'POST /x-api/s1/bot/grid/v1/get-pnl-curve',
    'POST /x-api/s1/bot/grid/v1/get-initial-buy-amount',
    'POST /x-api/s1/bot/grid/v1/get-withdraw-detail',
    'POST /x-api/s1/bot/grid/v1/withdraw-profit',
    'POST /x-api/s1/bot/grid/v1/query-balance-list',
    'POST /x-api/s1/bot/grid/v1/query-available-balance',
    'POST /x-api/s1/bot/grid/v1/validate-update-sgrid',
    'POST /x-api/s1/bot/grid/v1/update-sgrid',
    'POST /x-api/s1/bot/grid/v1/recommend-symbol',
    'POST /x-api/s1/bot/grid/v1/get-close-modes',
    'POST /x-api/s1/bot/grid/v1/close-grid',
    'POST /x-api/s1/bot/grid/v1/get-open-orders',
    'POST /x-api/s1/bot/grid/v1/get-history-orders',
    'POST /x-api/s1/bot/grid/v1/query-follow-grid-detail',
    'POST /x-api/s1/bot/grid/v1/ranking-filter',
    'POST /x-api/operation/tools/v1/mixed-ranking',
    'POST /x-api/operation/tools/aurora/home',
    'POST /x-api/operation/tools/aurora/info',
    'POST /x-api/operation/tools/aurora/creation',
    'POST /x-api/operation/tools/aurora/fcombo',
    'POST /x-api/operation/tools/chat/strategy/info',
    'GET /x-api/discovery/v5/private/discovery/strategy-info',
    'POST /x-api/s1/bot/grid/v1/list-user-reward',
    'GET /x-api/s1/bot/grid/v1/ai-params-detail',
    'POST /x-api/s1/bot/dca/v1/create-bot-configuration',
    'POST /x-api/s1/bot/dca/v1/create-bot',
    'POST /x-api/s1/bot/dca/v1/close-bot',
    'POST /x-api/s1/bot/dca/v1/close-bot-detail',
    'POST /x-api/s1/bot/dca/v1/status',
    'POST /x-api/s1/bot/dca/v1/order-history',
    'POST /x-api/s1/bot/dca/v1/order-details',
    'POST /x-api/s1/bot/dca/v1/parameters',
    'POST /x-api/s1/bot/dca/v1/update-parameters',
    'POST /x-api/s1/bot/tradingbot/v1/list-all-bots',
    'POST /x-api/s1/bot/tradingbot/v1/bots-summary',
    'POST /x-api/contract/v5/fgridbot/validate-fgrid-input',
    'POST /x-api/contract/v5/fgridbot/fgrid-bot-create',
    'POST /x-api/contract/v5/fgridbot/fgrid-bot-close',
    'POST /x-api/contract/v5/fgridbot/get-fgrid-detail',
    'POST /x-api/contract/v5/fgridbot/add-margin',
    'POST /x-api/contract/v5/fgridbot/withdraw-profit',
    'POST /x-api/contract/v5/fgridbot/query-fgrid-tpsl-range',
    'POST /x-api/contract/v5/fgridbot/update-fgrid-bot-tpsl',
    'POST /x-api/contract/v5/fgridbot/update-trailing-stop',
    'POST /x-api/contract/v5/fgridbot/get-user-balance',
    'POST /x-api/contract/v5/fgridbot/get-fgrid-history-orders',
    'POST /x-api/contract/v5/fgridbot/query-fgrid-move-scope',
    'POST /x-api/contract/v5/fgridbot/update-fgrid-move-scope',
    'POST /x-api/contract/v5/fgridbot/recommend-symbol',
    'POST /x-api/fgrid/v1/get-fgrid-open-orders',
    'POST /x-api/fgrid/v1/get-futures-close-mode',
    'POST /x-api/fgrid/v1/get-user-balance',
    'POST /x-api/fgrid/v1/get-follow-fgrid-detail',
    'GET /x-api/contract/v5/fgridbot/get-symbol-ai-params',
    'POST /x-api/contract/v5/private/fmartingalebot/create-fmart-bot',
    'POST /x-api/contract/v5/private/fmartingalebot/close-fmart-bot',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-limit',
    'POST /x-api/contract/v5/private/fmartingalebot/update-fmart-bot',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-detail',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-follow-detail',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-open-orders',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-history-orders',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-round-list',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-round-detail',
    'POST /x-api/contract/v5/private/fmartingalebot/get-fmart-close-detail',
    'GET /x-api/contract/v5/public/fmartingalebot/get-symbol-ai-params',
    'POST /x-api/contract/v5/private/fcombobot/create-bot',
    'POST /x-api/contract/v5/private/fcombobot/close-bot',
    'POST /x-api/contract/v5/private/fcombobot/get-limit',
    'POST /x-api/contract/v5/private/fcombobot/get-detail',
    'POST /x-api/contract/v5/private/fcombobot/get-close-detail',
    'POST /x-api/contract/v5/private/fcombobot/get-history-orders-v2',
    'POST /x-api/contract/v5/private/fcombobot/get-positions',
    'POST /x-api/contract/v5/private/fcombobot/get-part-list',
    'POST /x-api/contract/v5/private/fcombobot/get-daily-pick',
    'POST /x-api/contract/v5/private/fcombobot/get-symbol-list',
    'POST /x-api/contract/v5/private/fcombobot/set-daily-pick-no-pop',
    'POST /x-api/contract/v5/private/fcombobot/get-follow-detail',
    'POST /x-api/contract/v5/private/fcombobot/transfer',
    'POST /x-api/contract/v5/private/fcombobot/adjust-position',
    'POST /x-api/contract/v5/private/fcombobot/modify-setting',
    'POST /x-api/contract/v5/private/fcombobot/get-transfer-detail',
    'POST /x-api/contract/v5/fgridbot/get-fgrid-pnl-curve',
];

type Operation = { tags?: string[]; summary?: string; requestBody?: unknown; parameters?: unknown[]; responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };

describe('the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('lists every endpoint, and only those, each with tags, a summary, its inputs and the envelope', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: API_PATHS.openapi })).json() as { paths: Record<string, Record<string, Operation>> };
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual([...DOCUMENTED].sort());
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect([where, op.tags?.length, typeof op.summary]).toEqual([where, 1, 'string']);
        const envelope = op.responses['200']?.content?.['application/json']?.schema?.properties;
        expect([where, Object.keys(envelope ?? {}).sort()]).toEqual([where, ['ext_info', 'result', 'ret_code', 'ret_msg', 'time_now']]);
        // Every POST but logout takes a JSON body; GETs with inputs take them in the query.
        if (method === 'post' && path !== API_PATHS.logout) expect([where, op.requestBody !== undefined]).toEqual([where, true]);
      }
    }
  });
});
