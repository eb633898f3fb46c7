/** The backtest preview's words (`futuresGridCreate` namespace), added when its chunk loads (create/BacktestPanel.tsx). */
export const createBacktestEn = {
  backtest: {
    title: 'Backtest preview',
    intro: 'The last {{days}} days of one-minute prices, run through the same engine as the live bot, with funding every 8 hours and liquidation.',
    fetching: 'Fetching prices: page {{done}} of {{total}}',
    computing: 'Simulating…',
    progress: 'Backtest progress',
    failed: 'The backtest could not run: {{message}}',
    invalid: 'These parameters cannot be backtested: fix the fields marked first.',
    cancel: 'Stop',
    totalPnl: 'Total PnL',
    gridProfit: 'Grid profit',
    funding: 'Funding',
    fees: 'Fees',
    fills: 'Fills',
    drawdown: 'Max drawdown',
    liquidations: 'Liquidation events',
    apr: 'APR',
    days: 'Days covered',
  },
} as const;
