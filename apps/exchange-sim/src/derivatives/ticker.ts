/**
 * What the contract screens show about a perpetual's mark and funding, as the
 * served fields of `dynamic-symbol-item` (see DynamicSymbolItemResult in
 * @tb/contracts): mark and index price on the contract's tick, the last fixed
 * funding rate and its instant, the running interval's predicted rate and the
 * next funding time (rates as fractions: "0.0001" = 0.01 %).
 */
import { FUNDING_INTERVAL_MS } from '@tb/engine';
import { fromUnits } from '../lib/decimal';
import type { Market } from '../market/market';

export type ContractTickerFields = {
  mark_price: string;
  index_price: string;
  last_funding_rate: string;
  last_funding_time: number;
  next_funding_rate: string;
  next_funding_time: number;
  funding_interval_hour: number;
};

/** A rate in parts per 10^8 as a decimal fraction ("0.0001"). */
export const rateText = (rateE8: number): string => fromUnits(BigInt(rateE8), 8);

export function contractTickerFields(market: Market, symbol: string): ContractTickerFields {
  const mark = market.markPrice(symbol);
  const funding = market.funding(symbol);
  return {
    mark_price: mark.markPrice,
    index_price: mark.indexPrice,
    last_funding_rate: funding.last ? rateText(funding.last.rateE8) : '',
    last_funding_time: funding.last?.time ?? 0,
    next_funding_rate: rateText(funding.predictedRateE8),
    next_funding_time: funding.nextTime,
    funding_interval_hour: FUNDING_INTERVAL_MS / 3_600_000,
  };
}
