/**
 * Source strings of the scaffolds only the bot pages show (detail, orders,
 * close detail, copy detail, share card): added to the `botPages` namespace by
 * `useBotPageDetailT` when such a page renders, so a create page does not
 * download them.
 */
export const enPages = {
  runningFor: 'Running for {{duration}}',
  ranFor: 'Ran for {{duration}}',
  /** The title and, for a futures bot, the parts of its PnL (pnlParts, usePnlLabels): one wording for every kind. */
  pnl: { title: 'Profit and loss', realised: 'Realised PnL', unrealised: 'Unrealised PnL', funding: 'Funding fees', fees: 'Trading fees', total: 'Total PnL' },
  pager: { label: 'Pages', page: 'Page {{page}} of {{pages}}', previous: 'Previous page', next: 'Next page' },
  orders: { open: 'Open orders', history: 'Order history', noOpen: 'No open orders.', noHistory: 'No filled orders yet.' },
  /** Column headers and sides every kind's orders table can use. */
  orderColumns: { side: 'Side', buy: 'Buy', sell: 'Sell', price: 'Price', quantity: 'Quantity', value: 'Value', fee: 'Fee', time: 'Time', status: 'Status' },
  /** An order's status in an orders table, and a cancelled order's why (orderStatusColumn). */
  orderStatus: {
    new: 'Open',
    partiallyFilled: 'Partially filled',
    filled: 'Filled',
    cancelled: 'Cancelled',
    rejected: 'Rejected',
    other: 'Other',
    withReason: '{{status}}: {{reason}}',
  },
  cancelReason: {
    botClosed: 'the bot closed',
    gridMoved: 'the grid moved',
    replaced: 'replaced by a resized order',
    roundEnded: 'the round reached its take profit',
    riskPaused: 'paused near liquidation',
    unknown: 'reason not given',
  },
  returnCurve: { line: 'Total return', summary: 'Total return from {{first}} to {{last}}; lowest {{min}}, highest {{max}}.', empty: 'Not enough history for a curve yet.' },
  follow: {
    owner: 'Run by {{name}}',
    defeat: 'Ahead of',
    defeatValue: '{{value}} of bots of this kind',
    followers: 'Copied by',
    followersValue_zero: '{{count}} traders',
    followersValue_one: '{{count}} trader',
    followersValue_two: '{{count}} traders',
    followersValue_few: '{{count}} traders',
    followersValue_many: '{{count}} traders',
    followersValue_other: '{{count}} traders',
    entryTitle: 'The leader’s entry and yours now',
    startedAt: 'The leader started on {{time}}.',
    entryPrices: 'Leader’s entry → price now',
    moved: '{{move}} since',
    entryWords: 'The leader entered at {{leader}}; a copy made now starts at {{now}}.',
    unknown: 'unknown',
    range: {
      inside: 'The price now is inside the leader’s range: a copy starts trading at once.',
      below: 'The price now is below the leader’s range: a copy would hold only quote-side orders until the price comes back. Check the range before copying.',
      above: 'The price now is above the leader’s range: a copy would hold only base-side orders until the price comes back. Check the range before copying.',
    },
    curve: 'The leader’s return over time',
    parameters: 'The leader’s parameters',
    copy: 'Copy this bot',
    copyHint: 'Opens the create form with these parameters, checked again at today’s price. You choose the investment.',
    copiedFrom: 'This bot copies another trader’s bot.',
    leaderLink: 'See the leader’s bot',
  },
  share: {
    button: 'Share result',
    title: 'Share this result',
    drawing: 'Drawing the image…',
    alt: 'Result card: {{summary}}',
    download: 'Download image',
    share: 'Share…',
    copyLink: 'Copy link',
    copied: 'Link copied.',
    close: 'Close',
    failed: 'The image could not be made: {{reason}}',
    card: { brand: 'Trading bots', return: 'Return', pnl: 'PnL', running: 'Running time', cta: 'Copy this bot' },
  },
  closeDetail: { reason: 'Why it closed', pnl: 'Profit and loss at close', settlement: 'Settlement', stillRunning: 'This bot is still running.', toDetail: 'Go to the bot' },
} as const;
