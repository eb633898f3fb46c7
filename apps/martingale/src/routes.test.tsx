import { API_PATHS } from '@tb/contracts/paths';
import { emptySymbolStructure } from '@tb/data-access-symbols';
import { chooseOnContractsPage, itemOf, simBtcSymbol } from '@tb/futures-feature/testing';
import { describeAreaTranslations } from '@tb/ui/testing';
import { en } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';
import { martExchange, renderMartingale } from './detail/testing';
import MartingaleRoutes from './routes';

jest.mock('@tb/data-access-quotes', () => ({
  ...jest.requireActual('@tb/data-access-quotes'),
  useQuotes: () => ({}),
  useQuote: () => undefined,
}));

const contracts = () => [simBtcSymbol(), { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', tick_size: '0.01' }];

let restore = () => undefined as void;
afterEach(() => restore());

describe('martingale routes', () => {
  it('symbols: the contract list full-page; choosing one opens the create page on it', async () => {
    const structure = emptySymbolStructure();
    structure.LinearPerpetual = contracts();
    ({ restore } = martExchange({
      [API_PATHS.briefSymbolList]: () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }),
      [API_PATHS.dynamicSymbolItem]: () => ({ ...itemOf(simBtcSymbol()) }),
    }));
    await renderMartingale(<MartingaleRoutes />, { path: 'symbols/?symbol=BTCUSDT' });
    await chooseOnContractsPage('martingale', 'BTCUSDT', 'ETHUSDT');
  });

  describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
});
