/** The AI panel's words (`futuresGridCreate` namespace), added when its chunk loads (create/AiPanel.tsx). */
export const createAiEn = {
  ai: {
    title: 'AI parameters',
    intro: 'Computed from the last 7 days of prices; each suggestion shows the backtest behind it.',
    failed: 'The AI parameters could not be loaded.',
    retry: 'Retry',
    range: 'Range',
    grids: 'Grids',
    leverage: 'Leverage',
    volatility: 'Daily volatility',
    totalApr: 'Backtest APR',
    gridApr: 'Grid APR',
    drawdown: 'Max drawdown',
    fills: 'Fills',
    liquidations: 'Liquidations',
    window: 'Backtest of {{candles}} one-minute candles with {{investment}}.',
    use: 'Use the {{mode}} parameters',
  },
} as const;
