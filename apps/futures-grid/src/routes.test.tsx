import { screen } from '@testing-library/react';
import { chooseOnContractsPage } from '@tb/futures-feature/testing';
import { describeAreaTranslations } from '@tb/ui/testing';
import { en } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';
import { fgExchange, renderArea } from './create/test-harness';

jest.mock('@tb/data-access-quotes', () => ({
  ...jest.requireActual('@tb/data-access-quotes'),
  useQuotes: () => ({}),
  useQuote: () => undefined,
}));

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
    await chooseOnContractsPage('futures-grid', 'BTCUSDT', 'ETHUSDT');
  });

  describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
});
