/**
 * Coins and pairs as a trader reads them.
 *
 * - Money in a stablecoin (USDT, USDC, …) is shown in cents everywhere: two
 *   decimals, whatever the screen (a PnL, a settlement, a fee). Money in any
 *   other coin (BTC, ETH, …) is a quantity of that coin and reads by the
 *   quantity rules. `isStableCoin` decides which table `formatAmount` uses.
 * - A pair always reads `BASE/QUOTE` (`BTC/USDT`), never the exchange's
 *   symbol (`BTCUSDT`); several pairs of one bot (DCA) are listed with the
 *   locale's list separator.
 */
export const STABLE_COINS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'USD', 'FDUSD', 'DAI', 'TUSD', 'USDE', 'EUR']);

export function isStableCoin(coin: string | null | undefined): boolean {
  return !!coin && STABLE_COINS.has(coin.toUpperCase());
}

/** `BTC/USDT`. */
export function formatPair(base: string, quote: string): string {
  return `${base}/${quote}`;
}

/**
 * The pairs of a bot as shown: one base → `BTC/USDT`; several bases (the
 * list's `base_token` joined with ",") → `BTC/USDT, ETH/USDT`.
 */
export function formatPairs(bases: string, quote: string, separator = ', '): string {
  return bases
    .split(',')
    .map((base) => base.trim())
    .filter(Boolean)
    .map((base) => formatPair(base, quote))
    .join(separator);
}

/**
 * `BTCUSDT` → `{ base: 'BTC', quote: 'USDT' }` for a symbol ending in a known
 * quote coin; null when it does not (use the API's base and quote fields then).
 */
export function splitSymbol(symbol: string, quotes: readonly string[] = ['USDT', 'USDC', 'BTC', 'ETH']): { base: string; quote: string } | null {
  for (const quote of quotes) if (symbol.length > quote.length && symbol.endsWith(quote)) return { base: symbol.slice(0, -quote.length), quote };
  return null;
}
