import { render, screen, waitFor } from '@testing-library/react';
import { SymbolConfigCache } from './cache';
import { fallbackSymbols } from './fallback';
import { contractConfig } from './contract-config';
import { useContractConfig, useDisplayableSymbols, useSymbol, useSymbols } from './hooks';
import { allSymbols, emptySymbolStructure } from './model';

function makeCache() {
  const base = allSymbols(fallbackSymbols())[0];
  const symbols = emptySymbolStructure();
  symbols.LinearPerpetual = [
    { ...base, name: 'BTCUSDT', display: 1 },
    { ...base, name: 'SECRETUSDT', display: 0 },
  ];
  symbols.InversePerpetual = [{ ...base, name: 'BTCUSD', contract_type: 'InversePerpetual', display: 1 }];
  const fetchList = jest.fn(async () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols }));
  const cache = new SymbolConfigCache({ storage: null, fetchList, fetchItem: jest.fn(), userToken: () => undefined, defaultQuoteCoin: () => 'USDT', now: () => 0 });
  return { cache, fetchList };
}

function Picker({ cache }: { cache: SymbolConfigCache }) {
  const { loadState, list } = useSymbols({ cache, contractType: 'LinearPerpetual' });
  const hidden = useSymbol('SECRETUSDT', cache);
  return (
    <div>
      <p>state {loadState}</p>
      <ul aria-label="symbols">
        {list.map((symbol) => (
          <li key={symbol.name}>{symbol.name}</li>
        ))}
      </ul>
      <p>lookup {hidden?.name ?? 'none'}</p>
    </div>
  );
}

describe('useSymbols / useSymbol', () => {
  it('loads once for every component, never lists hidden symbols, but can look them up', async () => {
    const { cache, fetchList } = makeCache();
    render(
      <>
        <Picker cache={cache} />
        <Picker cache={cache} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('state resolved')).toHaveLength(2));
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('list', { name: 'symbols' })[0]).toHaveTextContent('BTCUSDT');
    expect(screen.queryByText('SECRETUSDT')).toBeNull();
    expect(screen.getAllByText('lookup SECRETUSDT')).toHaveLength(2);
  });
});

function FuturesScreen({ cache }: { cache: SymbolConfigCache }) {
  const { list } = useDisplayableSymbols({ cache, contractType: 'LinearPerpetual', quoteCoin: 'USDT' });
  const config = useContractConfig('SECRETUSDT', cache);
  return (
    <div>
      <ul aria-label="offered">
        {list.map((symbol) => (
          <li key={symbol.name}>{symbol.name}</li>
        ))}
      </ul>
      <p>
        {config ? `${config.symbol} x${config.maxLeverage} im ${config.initialMarginPercent}% steps ${config.leverageSections.join(',')} depth ${config.depthMergeRatios.join(',')} from ${config.source}` : 'none'}
      </p>
    </div>
  );
}

describe('useDisplayableSymbols / useContractConfig (futures screens)', () => {
  it('offers only shown, trading symbols of the type and quote coin; reads any symbol’s config as decimal strings', async () => {
    const base = allSymbols(fallbackSymbols())[0];
    const symbols = emptySymbolStructure();
    symbols.LinearPerpetual = [
      { ...base, name: 'BTCUSDT', quote_currency: 'USDT', display: 1, status: 'Trading' },
      { ...base, name: 'OLDUSDT', quote_currency: 'USDT', display: 1, status: 'Closed' },
      { ...base, name: 'BTCPERP', quote_currency: 'USDC', display: 1, status: 'Trading' },
      { ...base, name: 'SECRETUSDT', display: 0, status: 'Trading', max_leverage_e2: 5000, initial_margin_rate_e4: 200, leverage_sections_e2: [100, 1050, 5000], depth_merge_ratios: [] },
    ];
    const fetchList = jest.fn(async () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols }));
    const cache = new SymbolConfigCache({ storage: null, fetchList, fetchItem: jest.fn(), userToken: () => undefined, defaultQuoteCoin: () => 'USDT', now: () => 0 });
    render(<FuturesScreen cache={cache} />);
    await waitFor(() => expect(screen.getByRole('list', { name: 'offered' })).toHaveTextContent('BTCUSDT'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['BTCUSDT']);
    expect(screen.getByText(/^SECRETUSDT/)).toHaveTextContent('SECRETUSDT x50 im 2% steps 1,10.5,50 depth 1,2,4,10 from network');
    expect(contractConfig({ ...symbols.LinearPerpetual[3], maintenance_margin_rate_e4: 50 }).maintenanceMarginRate).toBe('0.005');
  });
});
