import { act, screen } from '@testing-library/react';
import { contractConfig, fallbackSymbols, allSymbols } from '@tb/data-access-symbols';
import { estimateLiquidation, priceToTicks } from '@tb/engine';
import { LeveragePicker } from '@tb/futures-ui';
import { compiledContract, contractRulesFrom, futuresContractOf, useFuturesContract, useFuturesContracts, useLastPrices } from './contract';
import { cacheWith, itemOf, renderPage, simBtcSymbol } from './test-support';
import { btcPerpRules } from '@tb/engine/testing';

describe('contractRulesFrom / futuresContractOf', () => {
  it('maps the served configuration onto the engine’s rules field by field, with the futures fees', () => {
    expect(contractRulesFrom(contractConfig(simBtcSymbol()))).toEqual(btcPerpRules(5));
  });

  it('compiles for the engine: the worked example (long 1 BTC at 20,000, 50x, MMR 0.5 %) liquidates at 19,700', () => {
    const state = futuresContractOf(contractConfig(simBtcSymbol()));
    if (state.status !== 'ready') throw new Error(state.status);
    const { contract } = state;
    const estimate = estimateLiquidation(contract, 5000, [{ side: 'buy', ticks: priceToTicks(contract.market, '20000'), lots: 1000, liquidity: 'maker' }]);
    expect(estimate.liqTicks).toBe(priceToTicks(contract.market, '19700'));
    expect(contract.market.maker).toEqual({ num: 2, den: 10_000 });
  });

  it('gives no contract rather than a guessed one: the fallback list has no risk tiers; a tier the engine refuses is named', () => {
    const fallback = contractConfig(allSymbols(fallbackSymbols()).find((s) => s.name === 'BTCUSDT')!);
    expect(futuresContractOf(fallback)).toMatchObject({ status: 'unavailable', reason: 'no-risk-limits' });
    const broken = simBtcSymbol();
    broken.risk_limits[1] = { ...broken.risk_limits[1], maintenance_margin_rate_e4: 999 };
    expect(futuresContractOf(contractConfig(broken))).toMatchObject({ status: 'unavailable', reason: 'invalid', field: 'riskTiers[1].mmrE4' });
  });
});

describe('compiledContract', () => {
  it('compiles a configuration once per content: the same figures from a new list (stored copy, then network) keep the same state; changed figures are compiled again', () => {
    const first = compiledContract({ ...contractConfig(simBtcSymbol()), source: 'stored' } as never);
    const again = compiledContract({ ...contractConfig(simBtcSymbol()), source: 'network' } as never);
    expect(again).toBe(first);
    const changed = compiledContract(contractConfig({ ...simBtcSymbol(), max_leverage_e2: 5000 }));
    expect(changed).not.toBe(first);
    expect(changed.status === 'ready' && changed.contract.maxLeverageE2).toBe(5000);
  });
});

describe('useFuturesContract', () => {
  function Leverage({ cache }: { cache: ReturnType<typeof cacheWith>['cache'] }) {
    const futures = useFuturesContract('BTCUSDT', cache);
    if (futures.status !== 'ready') return <p>{futures.status}</p>;
    return <LeveragePicker contract={futures.contract} sections={futures.config.leverageSections} value="20" onChange={() => undefined} coin={futures.config.coin} exposure={{ value: '3000000' }} />;
  }

  it('loads the symbol’s configuration from the shared cache and gives the pieces the compiled contract', async () => {
    const { cache } = cacheWith([simBtcSymbol()]);
    await renderPage(<Leverage cache={cache} />);
    expect(await screen.findByRole('textbox', { name: 'Leverage' })).toHaveAccessibleDescription(/From 1x to 66\.66x/);
    expect(screen.getByRole('button', { name: '75x' })).toBeDisabled();
  });

  it('renders the page again only when the contract’s figures change: the network’s copy with the same figures, or the item’s arrival, renders nothing', async () => {
    const { cache } = cacheWith([simBtcSymbol()]);
    const renders: string[] = [];
    function Counted() {
      const futures = useFuturesContract('BTCUSDT', cache);
      const shown = futures.status === 'ready' ? `BTCUSDT up to ${futures.config.maxLeverage}x` : futures.status;
      renders.push(shown);
      return <p>{shown}</p>;
    }
    await renderPage(<Counted />);
    expect(await screen.findByText('BTCUSDT up to 100x')).toBeInTheDocument();
    const settled = renders.length;
    await act(async () => {
      await cache.loadList({ strategy: 'network-first' });
      await cache.loadItem('BTCUSDT', { strategy: 'network-first' });
    });
    expect(renders).toHaveLength(settled);
    expect(screen.getByText('BTCUSDT up to 100x')).toBeInTheDocument();
  });

  it('compiles the contract again when its figures change, and says loading while no symbol is asked for', async () => {
    const served = [simBtcSymbol()];
    const { cache } = cacheWith(served);
    function Shown({ symbol }: { symbol?: string }) {
      const futures = useFuturesContract(symbol, cache);
      return <p>{`${symbol ?? 'none'}: ${futures.status === 'ready' ? `up to ${futures.config.maxLeverage}x` : futures.status}`}</p>;
    }
    await renderPage(
      <>
        <Shown symbol="BTCUSDT" />
        <Shown />
      </>,
    );
    expect(await screen.findByText('BTCUSDT: up to 100x')).toBeInTheDocument();
    expect(screen.getByText('none: loading')).toBeInTheDocument();
    // the exchange raises nothing but lowers the contract's leverage: the next list has other figures
    served[0] = { ...simBtcSymbol(), max_leverage_e2: 5000 };
    await act(async () => {
      await cache.loadList({ strategy: 'network-first' });
    });
    expect(await screen.findByText('BTCUSDT: up to 50x')).toBeInTheDocument();
  });
});

describe('useFuturesContracts', () => {
  function Legs({ cache, symbols }: { cache: ReturnType<typeof cacheWith>['cache']; symbols: string[] }) {
    const states = useFuturesContracts(symbols, cache);
    return (
      <ul aria-label="legs">
        {symbols.map((name) => {
          const state = states[name];
          return <li key={name}>{`${name} ${state.status}${state.status === 'ready' ? ` ${state.config.maxLeverage}` : ''}`}</li>;
        })}
      </ul>
    );
  }

  it('compiles every requested contract from the one cached list; an unknown one stays loading', async () => {
    const eth = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', max_leverage_e2: 5000 };
    const { cache } = cacheWith([simBtcSymbol(), eth]);
    await renderPage(<Legs cache={cache} symbols={['BTCUSDT', 'ETHUSDT', 'NOPEUSDT']} />);
    expect(await screen.findByText('BTCUSDT ready 100')).toBeInTheDocument();
    expect(screen.getByText('ETHUSDT ready 50')).toBeInTheDocument();
    expect(screen.getByText('NOPEUSDT loading')).toBeInTheDocument();
  });

  it('renders the page again only when a leg’s figures change: a new list with the same figures, or an item’s arrival, renders nothing', async () => {
    const eth = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', max_leverage_e2: 5000 };
    const { cache } = cacheWith([simBtcSymbol(), eth]);
    const renders: string[] = [];
    function Counted() {
      const states = useFuturesContracts(['BTCUSDT', 'ETHUSDT'], cache);
      const shown = Object.entries(states).map(([name, state]) => `${name} ${state.status === 'ready' ? state.config.maxLeverage : state.status}`).join(', ');
      renders.push(shown);
      return <p>{shown}</p>;
    }
    await renderPage(<Counted />);
    expect(await screen.findByText('BTCUSDT 100, ETHUSDT 50')).toBeInTheDocument();
    const settled = renders.length;
    // the network's copy again (new snapshot objects, the same figures) and a symbol's dynamic item: nothing for the legs
    await act(async () => {
      await cache.loadList({ strategy: 'network-first' });
      await cache.loadItem('BTCUSDT', { strategy: 'network-first' });
    });
    expect(renders).toHaveLength(settled);
    expect(screen.getByText('BTCUSDT 100, ETHUSDT 50')).toBeInTheDocument();
  });
});

describe('useLastPrices', () => {
  function Prices({ cache }: { cache: ReturnType<typeof cacheWith>['cache'] }) {
    const prices = useLastPrices(['BTCUSDT', 'ETHUSDT'], cache, { subscribe: () => () => undefined, listen: () => () => undefined, getTicker: () => undefined } as never);
    return <p>{`BTC ${prices.BTCUSDT ?? '-'} ETH ${prices.ETHUSDT ?? '-'}`}</p>;
  }

  it('gives each contract’s last price from its dynamic item when the feed has none', async () => {
    const eth = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH' };
    const { cache } = cacheWith([simBtcSymbol(), eth], async (name) => itemOf(name === 'ETHUSDT' ? eth : simBtcSymbol(), { last_price: name === 'ETHUSDT' ? '1500.5' : '20000' }));
    await renderPage(<Prices cache={cache} />);
    expect(await screen.findByText('BTC 20000 ETH 1500.5')).toBeInTheDocument();
  });
});
