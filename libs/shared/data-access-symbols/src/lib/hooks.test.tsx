import { render, screen, waitFor } from '@testing-library/react';
import { SymbolConfigCache } from './cache';
import { fallbackSymbols } from './fallback';
import { useSymbol, useSymbols } from './hooks';
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
