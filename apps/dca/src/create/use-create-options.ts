import { useMemo } from 'react';
import type { DcaConfigurationResult, SpotSymbolListResult } from '@tb/contracts';
import { useLoginStatus } from '@tb/data-access-session';
import { skipToken } from '@tb/data-access-api';
import { useDcaConfigurationQuery, useDcaSpotSymbolsQuery } from '../api/create-endpoints';
import { DEFAULT_FREQUENCY_PRESETS, DEFAULT_MAX_FREQUENCY_SECONDS, MIN_FREQUENCY_SECONDS } from './frequency';
import type { BaseOption, DcaLimits } from './form';

/** Quote coins DCA-1's documentation names; what an anonymous visitor is offered. */
export const QUOTE_COINS: readonly string[] = ['USDT', 'USDC'];
export const MAX_PAIRS = 5;
/**
 * Take-profit bounds in percent. The API has none for DCA (TP is this
 * product's addition); a real exchange's recurring-buy TP ranges from a
 * fraction of a percent to a few multiples, so 0.1 % – 1 000 %.
 */
export const TAKE_PROFIT_BOUNDS = { min: '0.1', max: '1000' } as const;
/** Amount decimals before the configuration says (USDT and USDC trade to the cent here). */
export const DEFAULT_QUOTE_DECIMALS = 2;

export interface CreateOptions {
  status: 'loading' | 'ready' | 'failed';
  quoteCoins: readonly string[];
  presets: readonly number[];
  limits: DcaLimits;
  /** Last price per base (from the answer; the rows show the live one when it arrives). */
  prices: Readonly<Record<string, string>>;
  refetch: () => void;
}

/** Limits from the create-bot-configuration answer for one quote coin. */
export function limitsFromConfiguration(config: DcaConfigurationResult, quoteCoin: string): Pick<CreateOptions, 'quoteCoins' | 'presets' | 'limits' | 'prices'> {
  const quote = config.quotes.find((q) => q.quote_coin === quoteCoin) ?? config.quotes[0];
  const bases: BaseOption[] = (quote?.bases ?? []).map((b) => ({ base: b.base, symbol: b.symbol, minAmount: b.min_amount, maxAmount: b.max_amount }));
  const scales = (quote?.bases ?? []).map((b) => b.amount_scale);
  return {
    quoteCoins: config.quotes.map((q) => q.quote_coin),
    presets: config.frequencies.length ? config.frequencies.map((f) => f.frequency_in_second) : DEFAULT_FREQUENCY_PRESETS,
    prices: Object.fromEntries((quote?.bases ?? []).map((b) => [b.base, b.price])),
    limits: {
      minFrequency: config.min_frequency_in_second,
      maxFrequency: config.max_frequency_in_second,
      maxPairs: config.max_pairs,
      quoteDecimals: scales.length ? Math.min(...scales) : DEFAULT_QUOTE_DECIMALS,
      takeProfit: TAKE_PROFIT_BOUNDS,
      bases,
      available: quote ? quote.available_balance : null,
    },
  };
}

/** Limits from the public spot list (anonymous visitors): the pairs' order bounds, no balance. */
export function limitsFromSymbols(list: SpotSymbolListResult, quoteCoin: string): Pick<CreateOptions, 'quoteCoins' | 'presets' | 'limits' | 'prices'> {
  const shown = list.list.filter((item) => item.quote_coin === quoteCoin && item.display === 1 && item.status === 'Trading');
  return {
    quoteCoins: QUOTE_COINS,
    presets: DEFAULT_FREQUENCY_PRESETS,
    prices: Object.fromEntries(shown.map((item) => [item.base_coin, item.price])),
    limits: {
      minFrequency: MIN_FREQUENCY_SECONDS,
      maxFrequency: DEFAULT_MAX_FREQUENCY_SECONDS,
      maxPairs: MAX_PAIRS,
      quoteDecimals: DEFAULT_QUOTE_DECIMALS,
      takeProfit: TAKE_PROFIT_BOUNDS,
      bases: shown.map((item) => ({ base: item.base_coin, symbol: item.symbol, minAmount: item.min_trade_amount, maxAmount: item.max_trade_amount })),
      available: null,
    },
  };
}

const EMPTY_LIMITS: DcaLimits = {
  minFrequency: MIN_FREQUENCY_SECONDS,
  maxFrequency: DEFAULT_MAX_FREQUENCY_SECONDS,
  maxPairs: MAX_PAIRS,
  quoteDecimals: DEFAULT_QUOTE_DECIMALS,
  takeProfit: TAKE_PROFIT_BOUNDS,
  bases: [],
  available: null,
};

/**
 * What the form may offer: a logged-in trader gets the configuration call
 * (bases the quote can buy with bounds at the current price, the spot
 * balance, the frequency presets); an anonymous visitor gets the public spot
 * list (same coins, the pairs' order bounds, no balance) and is asked to log
 * in on submit. While the login state is unknown nothing is fetched.
 */
export function useCreateOptions(quoteCoin: string): CreateOptions {
  const login = useLoginStatus();
  const config = useDcaConfigurationQuery(login === 'logged-in' ? undefined : skipToken, { refetchOnMountOrArgChange: 30 });
  const symbols = useDcaSpotSymbolsQuery(login === 'anonymous' ? quoteCoin : skipToken);
  return useMemo(() => {
    const source = login === 'logged-in' ? config : symbols;
    const refetch = () => void source.refetch();
    if (login === 'logged-in' && config.data) return { status: 'ready', refetch, ...limitsFromConfiguration(config.data, quoteCoin) };
    if (login === 'anonymous' && symbols.data) return { status: 'ready', refetch, ...limitsFromSymbols(symbols.data, quoteCoin) };
    const failed = login !== 'unknown' && source.isError;
    return { status: failed ? 'failed' : 'loading', refetch, quoteCoins: QUOTE_COINS, presets: DEFAULT_FREQUENCY_PRESETS, prices: {}, limits: EMPTY_LIMITS };
  }, [login, config, symbols, quoteCoin]);
}
