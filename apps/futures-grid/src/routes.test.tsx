import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingKeys } from '@tb/i18n';
import { en } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';
import { fgExchange, renderArea } from './create/test-harness';

jest.mock('@tb/data-access-quotes', () => ({
  ...jest.requireActual('@tb/data-access-quotes'),
  useQuotes: () => ({}),
  useQuote: () => undefined,
}));
jest.setTimeout(30_000);

let exchange: ReturnType<typeof fgExchange>;
afterEach(() => exchange?.restore());

describe('futures grid routes', () => {
  it('opens the create page at the area’s home and for an unknown path', async () => {
    exchange = fgExchange();
    await renderArea('');
    expect(await screen.findByRole('heading', { level: 1, name: /futures grid/i })).toBeInTheDocument();
    exchange.restore();
    exchange = fgExchange();
    await renderArea('no-such-page/');
    expect(await screen.findAllByRole('heading', { level: 1, name: /futures grid/i })).not.toHaveLength(0);
  });

  it('symbols: the contract list full-page; choosing one opens the create page on it', async () => {
    exchange = fgExchange();
    await renderArea('symbols/?symbol=BTCUSDT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a contract' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
    expect(within(list).getByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(list).getByRole('button', { name: /ETHUSDT/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/create/?symbol=ETHUSDT');
  });

  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ] as const)('%s translates every key of the area', (_locale, strings) => {
    expect(missingKeys(en, strings)).toEqual([]);
    expect(missingKeys(strings, en)).toEqual([]);
  });
});
