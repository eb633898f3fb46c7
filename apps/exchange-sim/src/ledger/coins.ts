/**
 * Coins the simulated exchange holds, with the number of decimal places the
 * ledger keeps for each (its minor unit). Meme coins with huge supplies keep
 * fewer decimals so balances stay inside 64-bit integers.
 */
export type CoinInfo = { coin: string; name: string; scale: number };

export const COINS: readonly CoinInfo[] = [
  { coin: 'USDT', name: 'Tether USDT', scale: 8 },
  { coin: 'USDC', name: 'USD Coin', scale: 8 },
  { coin: 'BTC', name: 'Bitcoin', scale: 8 },
  { coin: 'ETH', name: 'Ethereum', scale: 8 },
  { coin: 'SOL', name: 'Solana', scale: 8 },
  { coin: 'XRP', name: 'XRP', scale: 6 },
  { coin: 'DOGE', name: 'Dogecoin', scale: 8 },
  { coin: 'ADA', name: 'Cardano', scale: 6 },
  { coin: 'AVAX', name: 'Avalanche', scale: 8 },
  { coin: 'DOT', name: 'Polkadot', scale: 8 },
  { coin: 'LINK', name: 'Chainlink', scale: 8 },
  { coin: 'LTC', name: 'Litecoin', scale: 8 },
  { coin: 'BCH', name: 'Bitcoin Cash', scale: 8 },
  { coin: 'TRX', name: 'TRON', scale: 6 },
  { coin: 'TON', name: 'Toncoin', scale: 8 },
  { coin: 'NEAR', name: 'NEAR Protocol', scale: 8 },
  { coin: 'APT', name: 'Aptos', scale: 8 },
  { coin: 'ARB', name: 'Arbitrum', scale: 8 },
  { coin: 'OP', name: 'Optimism', scale: 8 },
  { coin: 'SUI', name: 'Sui', scale: 8 },
  { coin: 'ATOM', name: 'Cosmos', scale: 8 },
  { coin: 'UNI', name: 'Uniswap', scale: 8 },
  { coin: 'FIL', name: 'Filecoin', scale: 8 },
  { coin: 'BNB', name: 'BNB', scale: 8 },
  { coin: 'MNT', name: 'Mantle', scale: 8 },
  { coin: 'SHIB', name: 'Shiba Inu', scale: 2 },
  { coin: 'PEPE', name: 'Pepe', scale: 2 },
];

const byCoin = new Map(COINS.map((c) => [c.coin, c]));

export function coinInfo(coin: string): CoinInfo | undefined {
  return byCoin.get(coin);
}
