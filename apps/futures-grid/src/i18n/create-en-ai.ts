/** The AI panel's words (`futuresGridCreate` namespace), added when its chunk loads (create/AiPanel.tsx). */
export const createAiEn = {
  ai: {
    title: 'AI parameters',
    intro: 'Chosen from past prices and tested on the days after, which they had not seen; each suggestion shows that test.',
    failed: 'The AI parameters could not be loaded.',
    retry: 'Retry',
    range: 'Range',
    grids: 'Grids',
    leverage: 'Leverage',
    volatility: 'Daily volatility',
    gridApr: 'Grid profit APR, annualised from {{days}} days',
    window: 'Each test ran with {{investment}}.',
    use: 'Use the {{mode}} parameters',
  },
} as const;
