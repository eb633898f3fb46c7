import { useMemo } from 'react';
import { skipToken } from '@tb/data-access-api';
import { useSpotGridAvailableQuery, useSpotGridBalanceListQuery, useSpotGridInitialBuyQuery } from '../api/create-endpoints';
import type { SpotGridInitialBuyBody, SpotSymbolItem } from '../api/types';
import { toValidateBody, type FundingAccount, type GridFormValues } from './form';
import { useDebounced } from '@tb/ui';

export type FundingBalances = Record<FundingAccount, { base: string; quote: string }>;

/** The pair's base and quote available in each account (a coin missing from the list holds nothing). */
export function fundingBalances(list: ReadonlyArray<{ coin: string; spot_available: string; fund_available: string }>, item: Pick<SpotSymbolItem, 'base_coin' | 'quote_coin'>): FundingBalances {
  const of = (coin: string) => list.find((row) => row.coin === coin);
  const base = of(item.base_coin);
  const quote = of(item.quote_coin);
  return {
    spot: { base: base?.spot_available ?? '0', quote: quote?.spot_available ?? '0' },
    fund: { base: base?.fund_available ?? '0', quote: quote?.fund_available ?? '0' },
  };
}

/**
 * What the create page shows besides validation: the available balance, the
 * initial market buy for the typed parameters (debounced, once they are
 * valid). A followed bot's parameters (`?copy=<grid_id>`) are read by
 * ./CopyFollowed, loaded only on such an address.
 */
export function useCreateExtras({
  values,
  item,
  loggedIn,
  validationOk,
}: {
  values: GridFormValues;
  item: SpotSymbolItem | undefined;
  loggedIn: boolean;
  validationOk: boolean;
}) {
  const available = useSpotGridAvailableQuery(item && loggedIn ? { symbol: item.symbol, account: values.account } : skipToken);
  const coins = useMemo(() => (item ? [item.base_coin, item.quote_coin] : []), [item]);
  const balances = useSpotGridBalanceListQuery(item && loggedIn ? coins : skipToken);
  const initialBody = useMemo<SpotGridInitialBuyBody | undefined>(() => {
    if (!validationOk || !loggedIn) return undefined;
    // the grid fields only (TP/SL prices are validate-input's names, not this call's)
    const { stop_loss: _sl, take_profit: _tp, ...grid } = toValidateBody(values, false);
    return grid;
  }, [validationOk, loggedIn, values]);
  const settled = useDebounced(initialBody, 250);
  const initial = useSpotGridInitialBuyQuery(settled ?? skipToken);

  const initialData = settled && initial.currentData ? initial.currentData : undefined;
  // one object per answer: the page's client checks are memoised on it (issue 30)
  const availableData = available.data;
  const availableAmounts = useMemo(() => (availableData ? { quote: availableData.quote_available, base: availableData.base_available } : undefined), [availableData]);
  // one object per answer, like `available`: the form is memoised on them
  const balanceData = balances.data;
  const fundingOf = useMemo(() => (item && balanceData ? fundingBalances(balanceData.list, item) : undefined), [item, balanceData]);
  const initialBuy = useMemo(() => (initialData && initialData.side !== '' ? { base: initialData.base_amount, quote: initialData.quote_amount, side: initialData.side } : undefined), [initialData]);
  return {
    available: availableAmounts,
    /** The pair's coins in the spot and the funding account (query-balance-list), for "Pay from". */
    balances: fundingOf,
    initialBuy,
  };
}
