import { useEffect, useMemo, useRef } from 'react';
import { skipToken } from '@tb/data-access-api';
import { useT } from '@tb/i18n';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { useSpotGridAvailableQuery, useSpotGridBalanceListQuery, useSpotGridFollowDetailQuery, useSpotGridInitialBuyQuery } from '../api/create-endpoints';
import type { FollowGridDetail, SpotGridInitialBuyBody, SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { EMPTY_FORM, fractionToPercent, toValidateBody, type FundingAccount, type GridFormValues } from './form';
import { useDebounced } from '@tb/ui';

/**
 * Headroom over a copied bot's minimum investment: the minimum is computed at
 * the price of the moment (the sell side's base is bought at market), so the
 * bare minimum turns invalid as soon as the price ticks up.
 */
const COPY_INVESTMENT_HEADROOM = 1.1;

/**
 * The investment a copy starts with: 10 % above the followed bot's minimum,
 * rounded up to a whole quote unit (to 8 decimals below 1). Empty when the
 * minimum is unknown.
 */
export function suggestedCopyInvestment(minInvestment: string): string {
  const min = toBigNumber(minInvestment);
  if (!min || !min.isGreaterThan(0)) return '';
  const padded = min.times(COPY_INVESTMENT_HEADROOM);
  return padded.isGreaterThanOrEqualTo(1) ? padded.integerValue(BigNumber.ROUND_CEIL).toFixed() : padded.decimalPlaces(8, BigNumber.ROUND_CEIL).toFixed();
}

/** A followed bot's parameters as the create form; the investment starts just above its minimum and stays the copier's choice. */
export function valuesFromFollow(detail: FollowGridDetail): GridFormValues {
  const p = detail.parameters;
  const tpPercent = p.tp_sl_type === 1 || p.tp_sl_type === 4;
  const slPercent = p.tp_sl_type === 1 || p.tp_sl_type === 3;
  return {
    ...EMPTY_FORM,
    symbol: p.symbol,
    minPrice: p.min_price,
    maxPrice: p.max_price,
    cellNumber: String(p.cell_number),
    gridType: p.grid_type === 2 ? 'geometric' : 'arithmetic',
    quoteInvestment: suggestedCopyInvestment(p.min_investment),
    entryPrice: p.entry_price,
    tpMode: tpPercent ? 'percent' : 'price',
    takeProfit: tpPercent ? fractionToPercent(p.take_profit_per) : p.take_profit_price,
    slMode: slPercent ? 'percent' : 'price',
    stopLoss: slPercent ? fractionToPercent(p.stop_loss_per) : p.stop_loss_price,
    enableTrailing: p.enable_trailing,
    limitUpPrice: p.enable_trailing ? p.limit_up_price : '',
    tsPercent: fractionToPercent(p.ts_percent === '0' ? '' : p.ts_percent),
    followedGridId: detail.grid_id,
  };
}

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
 * valid) and, with `?copy=<grid_id>`, the followed bot's parameters.
 */
export function useCreateExtras({
  values,
  item,
  loggedIn,
  copyId,
  validationOk,
  onCopied,
}: {
  values: GridFormValues;
  item: SpotSymbolItem | undefined;
  loggedIn: boolean;
  copyId: string;
  validationOk: boolean;
  onCopied: (values: GridFormValues) => void;
}) {
  const t = useT<Translations>(NAMESPACE);
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

  const follow = useSpotGridFollowDetailQuery(copyId && loggedIn ? copyId : skipToken);
  const applied = useRef('');
  useEffect(() => {
    const detail = follow.data?.detail;
    if (!detail || applied.current === detail.grid_id) return;
    applied.current = detail.grid_id;
    onCopied(valuesFromFollow(detail));
  }, [follow.data, onCopied]);

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
    copyNotice: copyId ? (follow.isError ? t('create.copyLoadFailed') : t('create.copyFrom', { id: copyId })) : undefined,
  };
}
