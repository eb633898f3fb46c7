import type { riskEn } from './en-risk';
import type { positionsEn } from './en-positions';
import type { transferEn } from './en-transfer';

/**
 * Source strings of the futures family (`futures` namespace), shared by
 * `@tb/futures-ui` and `@tb/futures-feature`: what a create page may show.
 * The position table's and the transfer dialog's own English travel with
 * their code (./en-positions.ts, ./en-transfer.ts: added when they first
 * render, `useFuturesT(part)`); zh-TW and ar-SA are whole trees of every
 * part (`FuturesTranslations`). Figures arrive as placeholders already formatted (and isolated in
 * right-to-left pages), so every sentence reads whole in each language.
 */
export const en = {
  leverage: {
    label: 'Leverage',
    steps: 'Leverage steps',
    bounds: 'From {{min}} to {{max}}',
    tierNote: 'Up to {{max}} while the position is worth at most {{limit}} (risk tier {{tier}}).',
    refusedRisk: 'Above {{max}} is refused: the position would be worth {{value}}, in risk tier {{tier}}, which allows at most {{tierMax}}.',
    refusedBeyond: 'Above {{max}} is refused: the position would be worth {{value}}, more than the largest risk limit ({{limit}}).',
    noneAllowed: 'No leverage is allowed: the position would be worth {{value}}, more than the largest risk limit ({{limit}}).',
    errors: {
      empty: 'Enter a leverage.',
      format: 'Use a number with at most two decimals, such as 12.5.',
      low: 'Leverage starts at 1x.',
      contract: 'This contract allows at most {{max}}.',
      risk: 'At {{leverage}} the position would be worth {{value}}, in risk tier {{tier}}, which allows at most {{tierMax}}. Choose {{max}} or less.',
      beyond: 'At {{leverage}} the position would be worth {{value}}, more than the largest risk limit ({{limit}}). Choose {{max}} or less.',
    },
  },
  marginMode: {
    legend: 'Margin mode',
    isolated: 'Isolated',
    isolatedHelp: 'The bot’s position stands only on the margin you give it: a liquidation can lose that margin, never the rest of your account.',
    cross: 'Cross',
    crossHelp: 'Not offered for bots: cross margin would put your whole account balance behind the bot’s position.',
  },
  liquidation: {
    title: 'Liquidation estimate',
    long: 'Est. liquidation price (long)',
    short: 'Est. liquidation price (short)',
    below: '{{percent}} below the mark price',
    above: '{{percent}} above the mark price',
    past: 'The mark price is already past it: this would be liquidated at once.',
    never: 'Not reachable: the margin covers any price move.',
    danger: 'Very close to the mark price',
    warn: 'Close to the mark price',
    margin: 'Margin these orders need',
    fees: 'Trading fees of these orders',
    assumption: 'Assumes every planned order fills at its own price; liquidation is triggered by the mark price.',
    incomplete: 'Fill in the prices, amounts and leverage to see the estimate.',
    refusedRisk: 'These orders would build a position worth {{value}}, in risk tier {{tier}}, which allows at most {{tierMax}}: lower the leverage or the amounts.',
    refusedBeyond: 'These orders would build a position worth {{value}}, more than the largest risk limit ({{limit}}): lower the amounts.',
    now: 'Liquidation price now',
    after: 'After adding {{amount}}',
  },
  funding: {
    title: 'Funding',
    countdown: 'Next funding in',
    at: 'at {{time}} UTC',
    rate: 'Predicted rate',
    longsPay: 'Longs pay shorts',
    shortsPay: 'Shorts pay longs',
    nobodyPays: 'Nobody pays at a zero rate',
  },
  balance: {
    available: 'Available in your {{account}}',
    accounts: { derivatives: 'derivatives account', unified: 'unified trading account', spot: 'spot account' },
    short: 'This needs {{required}}: {{missing}} more than you have.',
    transferIn: 'Transfer in',
    transferMissing: 'Transfer {{amount}} in',
    login: 'Log in to see your balance.',
    failed: 'The balance could not be loaded.',
    retry: 'Retry',
  },
  contracts: {
    title: 'Choose a contract',
    search: 'Search contracts',
    placeholder: 'BTC, ETH…',
    list: 'Perpetual contracts',
    symbol: 'Contract',
    price: 'Last price',
    change: '24h change',
    maxLeverage: 'Max leverage',
    upTo: 'up to {{leverage}}',
    loading: 'Loading contracts…',
    noMatch: 'No contract matches “{{query}}”.',
    found: 'Contracts shown: {{count}}',
    titleMany: 'Choose the contracts',
    chosen: 'Chosen: {{count}}',
    done: 'Done',
  },
  /** A futures create form's last lines (martingale, combo): its submit button, the summary of what to fix, a visitor's hint, a refused create. */
  createForm: {
    review: 'Review',
    fixErrors: 'Some fields need attention.',
    logIn: 'Log in to create the bot.',
    notCreated: 'The bot was not created: {{reason}}',
  },
} as const;

/** The whole `futures` tree: the shared table and the pieces' own parts. */
export type FuturesTranslations = typeof en & typeof positionsEn & typeof transferEn & typeof riskEn;
