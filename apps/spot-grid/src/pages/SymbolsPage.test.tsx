import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExchange, ok, renderInArea, spotSymbol } from '../create/test-harness';
import SymbolsPage from './SymbolsPage';

const item = (base: string, amplitude: string) => spotSymbol(base, { amplitude });

/** The page's headings as `h<level> text`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe('the pair list as a page (phones)', () => {
  let fake: ReturnType<typeof fakeExchange>;
  afterEach(() => fake.restore());

  it('puts its own headings one level under the page title (no h1 → h3 jump: axe heading-order)', async () => {
    fake = fakeExchange({
      '/x-api/s1/bot/grid/v1/list-symbol-info-v2': () => ok({ list: [item('BTC', '0.02'), item('SOL', '0.08')] }),
      '/x-api/s1/bot/grid/v1/recommend-symbol': () =>
        ok({ status_code: 200, debug_msg: '', list: [{ symbol: 'SOLUSDT', base_coin: 'SOL', quote_coin: 'USDT', price: '1', change_24h: '0', amplitude: '0.08', turnover_24h: '1' }] }),
    });
    const user = userEvent.setup();
    await renderInArea(<SymbolsPage />, { path: 'symbols/' });
    await screen.findByRole('heading', { name: 'Suited to a grid now', level: 2 });
    expect(outline()).toEqual(['h1 Choose a trading pair', 'h2 Suited to a grid now']);
    // nothing matches: the empty state's title is an h2 as well
    await user.type(screen.getByRole('searchbox', { name: 'Search pairs' }), 'ZZZ');
    expect(await screen.findByRole('heading', { name: 'No pair matches “ZZZ”.', level: 2 })).toBeInTheDocument();
    expect(outline()).toEqual(['h1 Choose a trading pair', 'h2 No pair matches “ZZZ”.']);
  });
});
