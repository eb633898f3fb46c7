import { screen, within } from '@testing-library/react';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { fakeExchange, fail, ready, renderWithStore } from '../testing/render';
import HomePage from './HomePage';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

describe('Home: the bot kinds', () => {
  it('offers Create for every shipped kind and says "Coming soon" for the others, one card per registry row', async () => {
    // Nothing answers: the page's own sections (my bots, announcements) just show their states.
    restore = fakeExchange(() => fail(10007)).restore;
    renderWithStore(<HomePage locale="en" />);
    const list = screen.getByRole('list', { name: 'Bot types' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(BOT_KINDS.length);
    BOT_KINDS.forEach((kind, index) => {
      const card = cards[index];
      const create = within(card).queryByRole('link', { name: /^Create: / });
      if (kind.released) {
        expect(create).toHaveAttribute('href', `/tradingbot/en/${kind.area}/create/`);
        expect(within(card).queryByText('Coming soon')).toBeNull();
      } else {
        expect(create).toBeNull();
        expect(within(card).getByText('Coming soon')).toBeInTheDocument();
      }
    });
    expect(screen.getByRole('link', { name: 'Create: Spot grid' })).toBeInTheDocument();
  });
});

describe('Home: explore', () => {
  it('links each tool area of the registry, the AI pick to its page', async () => {
    restore = fakeExchange(() => fail(10007)).restore;
    renderWithStore(<HomePage locale="en" />);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'Today’s AI pick' })).toHaveAttribute('href', '/tradingbot/en/ai-pick/');
    expect(within(explore).getByRole('link', { name: 'See the best bots' })).toHaveAttribute('href', '/tradingbot/en/ranking/');
  });

  it('leads to the strategy pages: all of them from Explore, each kind’s from its card', async () => {
    restore = fakeExchange(() => fail(10007)).restore;
    renderWithStore(<HomePage locale="en" />);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'How each bot type works' })).toHaveAttribute('href', '/tradingbot/en/ranking/strategy/');
    expect(screen.getByRole('link', { name: 'How it works: Spot grid' })).toHaveAttribute('href', '/tradingbot/en/ranking/strategy/spot-grid/');
  });
});
