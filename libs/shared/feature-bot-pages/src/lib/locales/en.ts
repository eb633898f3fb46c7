/** Source strings of the shared bot-page scaffolds (`botPages` namespace); zh-TW and ar-SA follow this shape. */
export const en = {
  loading: 'Loading…',
  retry: 'Retry',
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  loginToView: 'Log in to see your bots.',
  login: 'Log in',
  notFound: 'This bot does not exist or is not yours.',
  toCreate: 'Create a bot',
  breadcrumb: 'Breadcrumb',
  botId: 'Bot ID',
  runningFor: 'Running for {{duration}}',
  ranFor: 'Ran for {{duration}}',
  pnl: { title: 'Profit and loss' },
  pager: { label: 'Pages', page: 'Page {{page}} of {{pages}}', previous: 'Previous page', next: 'Next page' },
  orders: { open: 'Open orders', history: 'Order history', noOpen: 'No open orders.', noHistory: 'No filled orders yet.' },
  /** Column headers and sides every kind's orders table can use. */
  orderColumns: { side: 'Side', buy: 'Buy', sell: 'Sell', price: 'Price', quantity: 'Quantity', value: 'Value', fee: 'Fee', time: 'Time' },
  bounds: { range: 'Allowed: {{min}} – {{max}}', min: 'At least {{min}}', max: 'At most {{max}}' },
  chart: { empty: 'No data yet.', summary: '{{label}}: from {{first}} to {{last}}, low {{min}}, high {{max}}.' },
  copy: { copy: 'Copy parameters', follow: 'Follow page' },
  closeDetail: { reason: 'Why it closed', pnl: 'Profit and loss at close', settlement: 'Settlement', stillRunning: 'This bot is still running.', toDetail: 'Go to the bot' },
} as const;

export type BotPagesTranslations = typeof en;
