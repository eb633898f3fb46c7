/**
 * Source strings of the shared bot-page scaffolds (`botPages` namespace) that
 * every create page shows or may show at once: page states, bounds, charts,
 * copy links, depth book, kind names. English ships with every first route;
 * what only some traders see (en-create-parts.ts) and the bot pages' words
 * (en-pages.ts) are added by the components that show them.
 */
export const enCore = {
  loading: 'Loading…',
  retry: 'Retry',
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  loginToView: 'Log in to see your bots.',
  login: 'Log in',
  notFound: 'This bot does not exist or is not yours.',
  toCreate: 'Create a bot',
  breadcrumb: 'Breadcrumb',
  botId: 'Bot ID',
  bounds: { range: 'Allowed: {{min}} – {{max}}', min: 'At least {{min}}', max: 'At most {{max}}' },
  chart: { empty: 'No data yet.', summary: '{{label}}: from {{first}} to {{last}}, low {{min}}, high {{max}}.' },
  copy: { copy: 'Copy parameters', follow: 'Follow page', leader: 'Copied from: the leader’s bot' },
  /** Every bot kind's name, by its list type (util-bot-kinds). */
  /** A voucher's one word a create form says itself (the picker's own are in en-create-parts.ts). */
  vouchers: { baseOnly: 'A voucher adds quote coin: invest the quote coin to use one.' },
  depth: {
    title: 'Order book',
    merge: 'Price step',
    mergeOption_zero: '{{count}} ticks',
    mergeOption_one: '{{count}} tick',
    mergeOption_two: '{{count}} ticks',
    mergeOption_few: '{{count}} ticks',
    mergeOption_many: '{{count}} ticks',
    mergeOption_other: '{{count}} ticks',
    price: 'Price ({{coin}})',
    qty: 'Amount ({{coin}})',
    total: 'Total ({{coin}})',
    asks: 'Sell orders',
    bids: 'Buy orders',
    last: 'Last price {{price}}',
    pickHint: 'Choose a price to put it in “{{field}}”.',
    pick: '{{side}} {{price}}, amount {{qty}}: use for “{{field}}”',
    ask: 'Sell',
    bid: 'Buy',
    updated: 'Updated {{time}}',
    empty: 'No orders on this side.',
  },
} as const;
