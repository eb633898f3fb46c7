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
  { coin: 'XLM', name: 'Stellar', scale: 6 },
  { coin: 'ETC', name: 'Ethereum Classic', scale: 8 },
  { coin: 'ICP', name: 'Internet Computer', scale: 8 },
  { coin: 'HBAR', name: 'Hedera', scale: 6 },
  { coin: 'AAVE', name: 'Aave', scale: 8 },
  { coin: 'INJ', name: 'Injective', scale: 8 },
  { coin: 'SEI', name: 'Sei', scale: 6 },
  { coin: 'TIA', name: 'Celestia', scale: 8 },
  { coin: 'RENDER', name: 'Render', scale: 8 },
  { coin: 'FET', name: 'Artificial Superintelligence Alliance', scale: 8 },
  { coin: 'WIF', name: 'dogwifhat', scale: 8 },
  { coin: 'JUP', name: 'Jupiter', scale: 8 },
  { coin: 'PYTH', name: 'Pyth Network', scale: 6 },
  { coin: 'ENA', name: 'Ethena', scale: 6 },
  { coin: 'ONDO', name: 'Ondo', scale: 8 },
  { coin: 'STX', name: 'Stacks', scale: 8 },
  { coin: 'IMX', name: 'Immutable', scale: 8 },
  { coin: 'GALA', name: 'Gala', scale: 4 },
  { coin: 'SAND', name: 'The Sandbox', scale: 6 },
  { coin: 'MANA', name: 'Decentraland', scale: 6 },
  { coin: 'CRV', name: 'Curve DAO', scale: 6 },
  { coin: 'LDO', name: 'Lido DAO', scale: 8 },
  { coin: 'ALGO', name: 'Algorand', scale: 6 },
  { coin: 'VET', name: 'VeChain', scale: 4 },
  { coin: 'KAS', name: 'Kaspa', scale: 6 },
  { coin: 'SHIB', name: 'Shiba Inu', scale: 2 },
  { coin: 'PEPE', name: 'Pepe', scale: 2 },
  { coin: 'BONK', name: 'Bonk', scale: 2 },
];

const byCoin = new Map(COINS.map((c) => [c.coin, c]));

export function coinInfo(coin: string): CoinInfo | undefined {
  return byCoin.get(coin);
}
