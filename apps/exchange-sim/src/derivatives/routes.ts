import { API_PATHS, Envelope, ErrorEnvelope, KlineResult, MarkKlineQuery } from '@tb/contracts';
import type { RouteArea } from '../context';
import { envelope } from '../http/envelope';
import { invalidParam } from '../lib/api-error';

const errors = { 400: ErrorEnvelope };

/**
 * The derivatives side's own read endpoint (designed): mark-price klines of a
 * linear contract, as the kline endpoint serves the last price (same query,
 * same windowing; prices on the contract's tick, volumes "0"). Mark price,
 * index price and funding of a contract are in `dynamic-symbol-item`.
 */
export const derivativesRoutes: RouteArea = (app, ctx) => {
  app.get(
    API_PATHS.markKline,
    {
      schema: {
        tags: ['market'],
        summary: 'Mark-price candles of a linear contract for 1m … 1M (open time ≤ end, newest `limit`, oldest first)',
        querystring: MarkKlineQuery,
        response: { 200: Envelope(KlineResult), ...errors },
      },
    },
    async (request) => {
      const { symbol, interval, start, end } = request.query;
      if (!ctx.market.hasContract(symbol)) throw invalidParam('query.symbol', `unknown contract ${symbol}`);
      if (start !== undefined && end !== undefined && start > end) throw invalidParam('query.start', 'must not be after end');
      const list = ctx.market.markKlines(symbol, interval, { start, end, limit: request.query.limit ?? 200 });
      return envelope(ctx.clock.now(), { symbol, interval, list });
    },
  );
};
