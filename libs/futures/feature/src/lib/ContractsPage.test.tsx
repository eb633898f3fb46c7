import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@tb/contracts/paths';
import { Provider } from '@tb/data-access-api';
import { scriptedExchange, envelope } from '@tb/data-access-api/testing';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { emptySymbolStructure } from '@tb/data-access-symbols';
import { futuresStrings } from '@tb/futures-ui';
import { initI18n } from '@tb/i18n';
import { renderArea, LocationProbe } from '@tb/ui/testing';
import { ContractsPage } from './ContractsPage';
import { symbolsParam } from './symbols-param';
import { chooseManyOnContractsPage, chooseOnContractsPage, itemOf, simBtcSymbol } from '../testing';

jest.mock('@tb/data-access-quotes', () => ({ ...jest.requireActual('@tb/data-access-quotes'), useQuotes: () => ({}), useQuote: () => undefined }));

const contracts = () => [simBtcSymbol(), { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH' }, { ...simBtcSymbol(), name: 'SOLUSDT', alias: 'SOLUSDT', base_currency: 'SOL' }];

async function open(path: string, multiple: boolean) {
  const structure = emptySymbolStructure();
  structure.LinearPerpetual = contracts();
  const exchange = scriptedExchange((request) =>
    request.path === API_PATHS.briefSymbolList ? envelope({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }) : request.path === API_PATHS.dynamicSymbolItem ? envelope(itemOf(simBtcSymbol())) : undefined,
  );
  futuresStrings.register();
  await initI18n('en');
  renderArea(
    <Provider store={storeWithLogin('logged-in')}>
      <ContractsPage multiple={multiple} />
      <LocationProbe />
    </Provider>,
    { area: 'combo', path, locale: 'en' },
  );
  return exchange;
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('ContractsPage', () => {
  it('one contract: choosing it opens the create page on it', async () => {
    ({ restore } = await open('symbols/?symbol=BTCUSDT', false));
    await chooseOnContractsPage('combo', 'BTCUSDT', 'ETHUSDT');
  });

  it('several contracts: rows add and remove legs, Done opens the create page with them in the order chosen', async () => {
    ({ restore } = await open('symbols/?symbols=BTCUSDT,ETHUSDT', true));
    await chooseManyOnContractsPage('combo', ['BTCUSDT', 'ETHUSDT'], ['BTCUSDT', 'SOLUSDT'], ['ETHUSDT', 'SOLUSDT']);
  });

  it('puts the picker’s own headings one level under the page title (axe heading-order: no h1 → h3)', async () => {
    ({ restore } = await open('symbols/', false));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search contracts' }), 'ZZZ');
    expect(await screen.findByRole('heading', { name: 'No contract matches “ZZZ”.', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2']);
  });

  it('reads ?symbols= as a list', () => {
    expect(symbolsParam('BTCUSDT,,ETHUSDT')).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(symbolsParam(null)).toEqual([]);
  });
});
