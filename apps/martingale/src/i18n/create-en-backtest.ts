/** The backtest preview's words (the create page's namespace), added when its chunk loads (create/BacktestPanel.tsx). */
export const createBacktestEn = {
  backtest: {
    pnl: 'Total PnL',
    apr: 'APR',
    rounds: 'Rounds completed',
    adds: 'Adds filled',
    drawdown: 'Max drawdown',
    liquidations: 'Liquidations',
    period: 'Period',
    days: '{{count}} days',
  },
} as const;
