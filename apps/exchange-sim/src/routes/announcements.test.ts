import { TRADING_BOT_ANNOUNCEMENT_FILTERS } from '@tb/contracts';
import { ANNOUNCEMENTS } from '../announcements/data';
import { startTestServer, type TestServer } from '../testing/server';

describe('announcement search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const search = (index: string, payload?: unknown) =>
    server.app.inject({ method: 'POST', url: `/x-api/announcements/api/search/v1/index/${index}`, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('pages trading-bot announcements 10 at a time, newest first, without new-crypto listings', async () => {
    const expected = ANNOUNCEMENTS.filter((a) => a.topics.includes('trading_bots') && a.category !== 'new_crypto');
    expect(ANNOUNCEMENTS.some((a) => a.topics.includes('trading_bots') && a.category === 'new_crypto')).toBe(true);
    const first = (await search('announcements-en', { page: 0, hits_per_page: 10, filters: TRADING_BOT_ANNOUNCEMENT_FILTERS })).json();
    expect(first.ret_code).toBe(0);
    expect(first.result).toMatchObject({ page: 0, hits_per_page: 10, nb_hits: expected.length, nb_pages: Math.ceil(expected.length / 10) });
    expect(first.result.hits).toHaveLength(10);
    const second = (await search('announcements-en', { page: 1, filters: TRADING_BOT_ANNOUNCEMENT_FILTERS })).json().result;
    expect(second.hits).toHaveLength(expected.length - 10);
    const hits = [...first.result.hits, ...second.hits] as { objectID: string; category: string; topics: string[]; publish_time: number; url: string; title: string }[];
    expect(hits.every((h) => h.category !== 'new_crypto' && h.topics.includes('trading_bots'))).toBe(true);
    expect(hits.map((h) => h.publish_time)).toEqual([...hits.map((h) => h.publish_time)].sort((a, b) => b - a));
    expect(hits[0]).toEqual({
      objectID: '9001-en',
      title: 'Futures Combo Bot is live: trade up to 10 contracts in one bot',
      description: expect.any(String),
      url: '/en/announcements/futures-combo-bot-launch',
      topics: ['trading_bots', 'product_updates'],
      category: 'product_updates',
      publish_time: Date.parse('2026-11-18T08:00:00Z'),
    });
    const beyond = (await search('announcements-en', { page: 5, filters: TRADING_BOT_ANNOUNCEMENT_FILTERS })).json().result;
    expect(beyond.hits).toEqual([]);
  });

  it('serves Traditional Chinese and Arabic, maps zh-MY to zh-TW and other locales to English', async () => {
    const zh = (await search('announcements-zh-TW', { filters: TRADING_BOT_ANNOUNCEMENT_FILTERS })).json().result.hits[0];
    expect(zh).toMatchObject({ objectID: '9001-zh-TW', title: '合約組合機器人正式上線：一個機器人最多交易 10 個合約' });
    const ar = (await search('announcements-ar-SA', { filters: TRADING_BOT_ANNOUNCEMENT_FILTERS })).json().result.hits[0];
    expect(ar.title).toMatch(/^إطلاق روبوت العقود المركّب/);
    expect((await search('announcements-zh-MY', {})).json().result.hits[0].objectID).toMatch(/-zh-TW$/);
    expect((await search('announcements-ja-JP', {})).json().result.hits[0].objectID).toMatch(/-en$/);
    const missing = await search('announcements-xx-XX', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ ret_code: 10404, ret_msg: 'index announcements-xx-XX does not exist' });
  });

  it('filters by category and query words, and reads a missing body as no filters', async () => {
    const maintenance = (await search('announcements-en', { filters: { categories: ['maintenance_updates'] } })).json().result;
    expect(maintenance.nb_hits).toBe(ANNOUNCEMENTS.filter((a) => a.category === 'maintenance_updates').length);
    const query = (await search('announcements-en', { query: 'DCA coins' })).json().result;
    expect(query.hits.map((h: { objectID: string }) => h.objectID)).toEqual(['9007-en']);
    const all = (await search('announcements-en')).json().result;
    expect(all.nb_hits).toBe(ANNOUNCEMENTS.length);
    const bad = await search('announcements-en', { page: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ret_msg).toMatch(/^body\.page: /);
    const unknown = await search('announcements-en', { filters: { tags: ['x'] } });
    expect(unknown.json().ret_msg).toBe('body.filters.tags: unknown field');
  });
});
