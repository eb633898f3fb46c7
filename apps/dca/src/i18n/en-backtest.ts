/** The `dca` namespace, source language: the backtest preview's part (loaded with it; see en-core.ts). */
export const enBacktest = {
  backtest: {
    title: 'On past prices',
    loading: 'Fetching price history…',
    fetching: 'Fetching price history ({{done}} of {{total}})',
    computing: 'Replaying the plan…',
    result: 'Replayed over the last {{period}}.',
    rounds: 'Rounds',
    resultCap: 'It would have reached the cap and closed.',
    resultBalance: 'Your available {{balance}} pays for {{rounds}} rounds: the replay stops buying there, as the bot would (it skips a round it cannot pay).',
    invested: 'Invested',
    value: 'Worth at the end',
    pnl: 'PnL',
    coin: 'Coin',
    avgCost: 'Average cost',
    lastPrice: 'Last price',
    disclaimer: 'Replayed on {{interval}} candles with a 0.1% fee per buy. Past prices do not predict future ones.',
    failed: 'The backtest could not run: {{reason}}',
    table: 'Backtest by coin',
  },
} as const;
