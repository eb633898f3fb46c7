/** The confirmation's words (the create page's namespace), added when its chunk loads (create/ConfirmDialog.tsx). */
export const createConfirmEn = {
  confirm: {
    title: 'Create this combo?',
    legs: 'Legs',
    leg: '{{side}} {{symbol}} {{weight}}',
    mode: 'Bot mode',
    leverage: 'Leverage',
    margin: 'Initial margin',
    rebalance: 'Rebalancing',
    interval: 'Interval',
    drift: 'Drift threshold',
    tp: 'Take profit',
    sl: 'Stop loss',
    trailing: 'Trailing stop',
    none: 'None',
    create: 'Create bot',
    cancel: 'Back to the form',
  },
} as const;
