import { screen } from '@testing-library/react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { API_PATHS } from '@tb/contracts/paths';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { emptySymbolStructure } from '@tb/data-access-symbols';
import { chooseManyOnContractsPage, itemOf, simBtcSymbol } from '@tb/futures-feature/testing';
import { describeAreaTranslations, LocationProbe, renderArea } from '@tb/ui/testing';
import ComboRoutes from './routes';
import { en, detailEn } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';
import { detailArSA } from './i18n/detail-ar-SA';
import { detailZhTW } from './i18n/detail-zh-TW';

jest.mock('@tb/data-access-quotes', () => ({ ...jest.requireActual('@tb/data-access-quotes'), useQuotes: () => ({}), useQuote: () => undefined }));

// The area's pages have all shipped (create: combo-create; the bot pages: combo-detail): no frame page is left.
describe('combo area strings', () => {
  describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
});

describe('combo bot pages strings', () => {
  describeAreaTranslations(detailEn, { 'zh-TW': detailZhTW, 'ar-SA': detailArSA });
});

describe('combo routes', () => {
  const contracts = () => ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'].map((name) => ({ ...simBtcSymbol(), name, alias: name, base_currency: name.replace('USDT', '') }));
  let restore = () => undefined as void;
  beforeEach(() => {
    const structure = emptySymbolStructure();
    structure.LinearPerpetual = contracts();
    ({ restore } = scriptedExchange((r) =>
      r.path === API_PATHS.briefSymbolList ? envelope({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }) : r.path === API_PATHS.dynamicSymbolItem ? envelope(itemOf(simBtcSymbol(), { last_price: '100' })) : undefined,
    ));
  });
  afterEach(() => restore());

  const render = (path: string) =>
    renderArea(
      <Provider store={storeWithLogin('logged-in')}>
        <ComboRoutes />
        <LocationProbe />
      </Provider>,
      { area: 'combo', path },
    );

  it.each(['', 'create'])('/%s is the create page', async (path) => {
    render(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a futures combo' })).toBeInTheDocument();
  });

  it('symbols: the phone’s picker chooses several contracts and opens the create page with them', async () => {
    render('symbols/?symbols=BTCUSDT,ETHUSDT');
    await chooseManyOnContractsPage('combo', ['BTCUSDT', 'ETHUSDT'], ['SOLUSDT'], ['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(await screen.findByRole('textbox', { name: 'Weight of SOLUSDT (%)' })).toHaveValue('33.33');
  });
});
