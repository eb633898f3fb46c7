import { API_PATHS, KlineResult, MarkKlineQuery } from '@tb/contracts';
import { endpoint, tableArea } from '../http/route-table';
import { invalidParam } from '../lib/api-error';

/**
 * The derivatives side's own read endpoint (designed): mark-price klines of a
 * linear contract, as the kline endpoint serves the last price (same query,
 * same windowing; prices on the contract's tick, volumes "0"). Mark price,
 * index price and funding of a contract are in `dynamic-symbol-item`.
 */
export const derivativesRoutes = tableArea((_app, ctx) => ({
  tags: ['market'],
  rows: [
    endpoint({
      method: 'GET',
      path: API_PATHS.markKline,
      summary: 'Mark-price candles of a linear contract for 1m … 1M (open time ≤ end, newest `limit`, oldest first)',
      query: MarkKlineQuery,
      result: KlineResult,
      handler: ({ query }) => {
        const { symbol, interval, start, end } = query;
        if (!ctx.market.hasContract(symbol)) throw invalidParam('query.symbol', `unknown contract ${symbol}`);
        if (start !== undefined && end !== undefined && start > end) throw invalidParam('query.start', 'must not be after end');
        const list = ctx.market.markKlines(symbol, interval, { start, end, limit: query.limit ?? 200 });
        return { symbol, interval, list };
      },
    }),
  ],
}));
