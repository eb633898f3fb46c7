import { envelope, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import type { KlineRow } from './backtest';

export interface ScriptedKlines {
  /** Answers the kline call (`path`), else nothing (the test's other routes answer). */
  readonly route: (request: ScriptedRequest) => ScriptedAnswer | undefined;
  /** Every candle served, per symbol, in the order served (the page asks newest page first). */
  readonly served: Record<string, KlineRow[]>;
  /** The `end` of every page asked, in order (the first is the page's "now"). */
  readonly ends: number[];
  /** The last `count` distinct candles of `symbol` served that had closed by the first page's end, oldest first: what the page's backtest ran on. */
  readonly history: (symbol: string, count: number) => KlineRow[];
}

/**
 * Test support: the exchange's candle history for a backtest, made up from a
 * price path. A page of `limit` candles of `stepMs` ending before the asked
 * `end`; each candle opens at `priceAt(symbol, t)`, closes at the next
 * candle's open and passes the prices a third and two thirds into it (its
 * high and low the extremes of the four). Records what was served and asked
 * for the test's checks.
 */
export function scriptedKlines(path: string, stepMs: number, priceAt: (symbol: string, t: number) => string): ScriptedKlines {
  const served: Record<string, KlineRow[]> = {};
  const ends: number[] = [];
  const route = (request: ScriptedRequest) => {
    if (request.path !== path) return undefined;
    const symbol = request.query.get('symbol') ?? '';
    const end = Number(request.query.get('end'));
    const limit = Number(request.query.get('limit'));
    ends.push(end);
    const last = Math.floor(end / stepMs) * stepMs - stepMs;
    const list = Array.from({ length: limit }, (_, k) => {
      const t = last - (limit - 1 - k) * stepMs;
      const [o, c, a, b] = [priceAt(symbol, t), priceAt(symbol, t + stepMs), priceAt(symbol, t + stepMs / 3), priceAt(symbol, t + (2 * stepMs) / 3)];
      const sorted = [o, c, a, b].sort((x, y) => Number(x) - Number(y));
      return { t, o, h: sorted[3], l: sorted[0], c };
    });
    (served[symbol] ??= []).push(...list);
    return envelope({ list });
  };
  const history = (symbol: string, count: number) =>
    [...new Map((served[symbol] ?? []).map((k) => [k.t, k])).values()]
      .sort((a, b) => a.t - b.t)
      .filter((k) => k.t + stepMs <= ends[0])
      .slice(-count);
  return { route, served, ends, history };
}
