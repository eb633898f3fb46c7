/**
 * The stress test's English (stress/StressTest.tsx, every futures create page
 * and the spot grid and DCA ones), added when the section first renders.
 */
export const enStress = {
  stress: {
    title: 'Stress test',
    intro: 'Runs these settings through the largest falls and rises of the market history, with the same engine as the backtest.',
    run: 'Run stress test',
    running: 'Testing window {{n}} of {{total}}…',
    progress: 'Stress test progress',
    failed: 'The stress test could not run: {{reason}}',
    noHistory: 'Not enough market history for a stress test.',
    short: 'The market history is too short for {{count}} separate falls and {{count}} separate rises of {{hours}} hours: a stretch is shown once, so fewer windows are listed.',
    incomplete: 'Complete the form to run the stress test.',
    tableLabel: 'Stress test results per window',
    window: 'Window',
    fall: 'Largest fall {{change}}, {{from}} – {{to}}',
    rise: 'Largest rise {{change}}, {{from}} – {{to}}',
    liquidated: 'Liquidated',
    survived: 'Not liquidated',
    drawdown: 'Max drawdown',
    return: 'Return',
    marginRatio: 'Worst margin ratio',
    notOpened: 'No position',
    spotNote: 'A spot bot borrows nothing: it cannot be liquidated and has no margin ratio, so each window shows its drawdown and return.',
    outcome: 'Outcome',
  },
} as const;
