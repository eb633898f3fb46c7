import { screen } from '@testing-library/react';
import { fakeExchange, ok, ready, renderWithStore } from '../testing/render';
import { announcementIndexFor, Announcements } from './Announcements';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

describe('Announcements', () => {
  it('reads the locale index (zh-MY → zh-TW, pt-PT → pt-BR)', () => {
    expect(announcementIndexFor('en')).toBe('announcements-en');
    expect(announcementIndexFor('zh-MY')).toBe('announcements-zh-TW');
    expect(announcementIndexFor('pt-PT')).toBe('announcements-pt-BR');
    expect(announcementIndexFor('ar-SA')).toBe('announcements-ar-SA');
  });

  it('asks for 10 trading-bot announcements without new-crypto ones and lists them', async () => {
    const fake = fakeExchange(() =>
      ok({ hits: [{ objectID: 'a1', title: 'Grid bots are live', description: '', url: '/en/announcements/a1', topics: ['trading_bots'], category: 'product_updates', publish_time: 1_763_000_000_000 }], page: 0, hits_per_page: 10, nb_hits: 1, nb_pages: 1 }),
    );
    restore = fake.restore;
    renderWithStore(<Announcements locale="zh-MY" />);
    expect(await screen.findByRole('link', { name: 'Grid bots are live' })).toHaveAttribute('href', '/en/announcements/a1');
    expect({ url: fake.calls[0].url, body: fake.calls[0].body }).toEqual({
      url: '/x-api/announcements/api/search/v1/index/announcements-zh-TW',
      body: { page: 0, hits_per_page: 10, filters: { topics: ['trading_bots'], exclude_categories: ['new_crypto'] } },
    });
  });

  it('says when there is nothing', async () => {
    restore = fakeExchange(() => ok({ hits: [], page: 0, hits_per_page: 10, nb_hits: 0, nb_pages: 0 })).restore;
    renderWithStore(<Announcements locale="en" />);
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
  });
});
