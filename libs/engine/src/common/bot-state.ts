/**
 * The head of a one-symbol bot's state (spot grid, futures grid,
 * martingale): the state's format version, the kind, and the symbol with its
 * coins, as the kind's create writes them first.
 */
export interface SymbolBotHead<K extends string> {
  readonly v: 1;
  readonly kind: K;
  readonly symbol: string;
  readonly baseCoin: string;
  readonly quoteCoin: string;
}

/** The lifecycle of a bot that may wait for an entry price before it starts (spot and futures grids, martingale). */
export type EntryBotStatus = 'AWAIT_ACTIVATION' | 'RUNNING' | 'COMPLETED';

/** The state head of a new `kind` bot on `market`'s symbol. */
export function symbolBotHead<K extends string>(kind: K, market: { readonly symbol: string; readonly baseCoin: string; readonly quoteCoin: string }): SymbolBotHead<K> {
  return { v: 1, kind, symbol: market.symbol, baseCoin: market.baseCoin, quoteCoin: market.quoteCoin };
}
