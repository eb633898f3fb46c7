/** The backtest preview's words (the create page's namespace), added when its chunk loads (create/BacktestPanel.tsx). */
export const createBacktestEn = {
  backtest: {
    pnl: 'Total PnL',
    apr: 'APR',
    rebalances: 'Rebalances',
    drawdown: 'Max drawdown',
    liquidations: 'Leg liquidations',
    period: 'Period',
    days: '{{count}} days',
    chart: 'PnL over the backtest: total and per leg',
    legPnl: '{{symbol}} PnL',
  },
} as const;
