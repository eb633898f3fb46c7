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
    step1: 'These settings come from the last 7 days of this market, tested on them. The one marked recommended is the safe default: it is already chosen.',
    step2: 'Check the price range and what the test earned and lost. Past results do not promise future ones.',
    step3: 'Invest only what you can afford to lose. You can close the bot at any time and get back what it holds.',
    manual: 'I’ll set everything myself',
  },
} as const;
