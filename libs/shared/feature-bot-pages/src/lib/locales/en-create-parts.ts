/**
 * English of the create-page scaffolds only some traders see, one constant per
 * component, each added to the `botPages` namespace by its component when it
 * renders (`useBotPageT(part)`), so a create page's first download carries
 * none of them: the backtest panel (opened on demand), the voucher choice
 * (traders holding a voucher), the IND-GST note (IND-GST traders, in the
 * confirmation), suited symbols (the symbol list), the guided start (fresh
 * traders).
 */
export const enBacktest = {
  backtest: {
    heading: 'Backtest on past prices',
    again: 'Run again with the current form',
    stale: 'The form changed since this backtest.',
    fetching: 'Fetching prices: page {{done}} of {{total}}',
    computing: 'Simulating…',
    progress: 'Backtest progress',
    failed: 'The backtest could not run: {{reason}}',
    refused: 'The engine refuses these parameters for the past prices.',
  },
} as const;

export const enVouchers = {
  vouchers: {
    legend: 'Voucher',
    none: 'No voucher',
    label: '{{amount}} trial fund',
    min: 'with an investment of at least {{amount}}',
    until: 'valid until {{date}}',
    otherCoin: 'in {{coin}}; this bot invests {{invests}}',
    hint: 'A voucher adds its amount to what you invest, once.',
    total: 'The bot invests {{own}} + {{voucher}} from the voucher = {{total}}.',
    needsMin: 'This voucher needs a total investment of at least {{amount}}.',
  },
} as const;

export const enTaxTerms = {
  taxTerms: {
    note: 'Your account is registered for IND-GST: the trading fees of this bot’s orders include GST. If your tax registration changes while it runs, the exchange closes the bot (reason: tax status changed) and returns its holdings, so that new bots run on the new terms.',
  },
} as const;

export const enSuited = {
  suited: { title: 'Suited to a grid now', hint: 'The widest price swings of the last 24 hours: a grid earns from swings.', item: '{{name}} · range {{range}}' }
} as const;

export const enGuided = {
  guided: {
    title: 'New to bots? Start here',
    step1: 'These settings were chosen from 4 days of this market and then tested on the 3 days after, which they had not seen. Only settings that passed are shown; the one marked recommended is already chosen.',
    step2: 'Check the price range and what the test earned and lost. Past results do not promise future ones.',
    step3: 'Invest only what you can afford to lose. You can close the bot at any time and get back what it holds.',
    manual: 'I’ll set everything myself',
  },
} as const;

/** The AI proposals' walk-forward test (every kind's AI tab, the AI pick, the strategy pages): `AiTestFacts`, `AiNoneOffered`. */
export const enAiTest = {
  aiTest: {
    heading: 'Its test over {{days}} days it had not seen',
    period: 'Chosen from {{chooseFrom}} – {{testFrom}}; tested {{testFrom}} – {{testTo}}',
    windowReturn: 'Return over the {{days}} test days',
    drawdown: 'Max drawdown over the {{days}} test days',
    apr: 'APR, annualised from {{days}} days only',
    fills: 'Fills in the test',
    rule: 'Each proposal is chosen from the days before its test (the first 4 of the last 7 when a week of history exists) and then run by the same engine over the last {{days}} days, which it had not seen. A proposal whose test made no trade, was liquidated or lost more than {{limit}} of its investment is not offered. Past results do not promise future ones.',
    none: 'No proposal passed its test over the last {{days}} days, so none is offered today. You can still set up the bot yourself.',
    withheld: 'Not offered',
    withheldItem: '{{name}}: {{reason}}',
    failure: {
      no_fills: 'no trade in its test',
      liquidated: 'liquidated in its test',
      loss_beyond_limit: 'lost {{loss}} in its test (limit {{limit}})',
      not_backtested: 'its test could not run with these settings',
    },
  },
} as const;
