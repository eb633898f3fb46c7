/** The AI panel's words (the create page's namespace), added when its chunk loads (create/AiPanel.tsx). */
export const createAiEn = {
  ai: {
    heading: 'AI parameters',
    intro: 'Chosen from {{symbol}}’s volatility over 4 days, each proposal then tested on the days after, which it had not seen.',
    loading: 'Loading the proposals…',
    failed: 'The proposals could not be loaded.',
    retry: 'Retry',
    none: 'No proposal for this contract right now.',
    caption: 'Proposals that passed their test',
    window: 'Read {{candles}} candles, {{from}} – {{to}}',
    volatility: 'Hourly volatility',
    rounds: 'Rounds in the test',
    apply: 'Use the {{mode}} proposal',
  },
} as const;
