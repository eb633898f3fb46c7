/** The AI panel's words (the create page's namespace), added when its chunk loads (create/AiPanel.tsx). */
export const createAiEn = {
  ai: {
    heading: 'AI parameters',
    intro: 'Computed from {{symbol}}’s recent volatility, each proposal backtested on the same window.',
    loading: 'Loading the proposals…',
    failed: 'The proposals could not be loaded.',
    retry: 'Retry',
    none: 'No proposal for this contract right now.',
    caption: 'Backtest behind each proposal',
    window: '{{candles}} candles, {{from}} – {{to}}',
    volatility: 'Hourly volatility',
    apr: 'Backtest APR',
    drawdown: 'Max drawdown',
    rounds: 'Rounds',
    liquidations: 'Liquidations',
    apply: 'Use the {{mode}} proposal',
  },
} as const;
