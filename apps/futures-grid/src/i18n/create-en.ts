import type { createAiEn } from './create-en-ai';
import type { createBacktestEn } from './create-en-backtest';
import type { createConfirmEn } from './create-en-confirm';

/**
 * The futures-grid create page's words (namespace `futuresGridCreate`): what
 * its first screen shows. The AI panel's, the backtest preview's and the
 * confirmation's own words come with their chunks (./create-en-ai.ts,
 * create-en-backtest.ts, create-en-confirm.ts, added when they load); zh-TW
 * and ar-SA are whole trees of every part (`CreateTranslations`).
 */
export const createEn = {
  title: 'Create a futures grid',
  loading: 'Loading…',
  contract: 'Contract',
  change: 'Change contract',
  chooseContract: 'Choose a contract',
  noContract: 'The contract configuration is not available, so margin and liquidation cannot be estimated. Try again later.',
  readOnly: 'Log in to create a bot. You can look at the parameters first.',
  logIn: 'Log in',
  modes: { label: 'Grid mode', neutral: 'Neutral', long: 'Long', short: 'Short' },
  modeHint: {
    neutral: 'Buys below the price and sells above it; opens no position at the start.',
    long: 'Opens a long position for the cells above the price, then trades the range.',
    short: 'Opens a short position for the cells below the price, then trades the range.',
  },
  tabs: { label: 'How to set the parameters', manual: 'Manual', ai: 'AI' },
  form: 'Futures grid parameters',
  minPrice: 'Lower price',
  maxPrice: 'Upper price',
  cellNumber: 'Number of grids',
  gridType: 'Grid type',
  arithmetic: 'Arithmetic',
  geometric: 'Geometric',
  arithmeticHint: 'Equal price steps between levels.',
  geometricHint: 'Equal percentage steps between levels.',
  investment: 'Margin ({{coin}})',
  entryPrice: 'Entry price (optional)',
  entryHint: 'The bot waits until the price reaches it.',
  tpSl: 'Take profit and stop loss',
  tpSlKinds: {
    percent: 'Both by percent',
    price: 'Both by price',
    tpPriceSlPercent: 'TP by price, SL by percent',
    tpPercentSlPrice: 'TP by percent, SL by price',
  },
  takeProfitPrice: 'Take-profit price',
  takeProfitPercent: 'Take profit (% of margin)',
  stopLossPrice: 'Stop-loss price',
  stopLossPercent: 'Stop loss (% of margin)',
  tsPercent: 'Trailing stop (%)',
  tsHint: 'Closes the bot when the price moves this far back from its best point. Long and short grids only.',
  moveUpPrice: 'Move up to (optional)',
  moveDownPrice: 'Move down to (optional)',
  moveUpHint: 'When the price leaves the top, the grid follows it up by whole cells while its top stays at or under this price.',
  moveDownHint: 'When the price leaves the bottom, the grid follows it down by whole cells while its bottom stays at or above this price.',
  moveGeometric: 'Only arithmetic grids can move.',
  tsNeutral: 'A neutral grid has no trailing stop.',
  bounds: 'Allowed: {{min}} to {{max}}',
  boundsMin: 'At least {{min}}',
  boundsMax: 'At most {{max}}',
  errors: {
    number: 'Enter a number.',
    rangeOrder: 'The upper price must be above the lower price.',
    whole: 'Enter a whole number.',
    positive: 'Enter an amount above zero.',
  },
  estimate: {
    title: 'Estimate',
    longLiq: 'Estimated liquidation price (long)',
    shortLiq: 'Estimated liquidation price (short)',
    none: 'None within reach',
    distance: '{{percent}} from the mark price',
    profit: 'Profit per grid (after fees)',
    qty: 'Quantity per grid order',
    incomplete: 'Enter the range, the number of grids, the leverage and the margin to see the estimate.',
    checking: 'Checking with the exchange…',
    checkFailed: 'The exchange could not check these parameters: {{message}}',
  },
  chart: {
    label: 'Recent price of {{symbol}} with the grid levels',
    summary: '{{symbol}}: {{count}} levels from {{min}} to {{max}}; last price {{last}}.',
    noLevels: '{{symbol}}: last price {{last}}; no grid yet.',
  },
  ai: { applied: 'AI parameters applied: {{mode}}. Check the margin before you create.' },
  copy: {
    loading: 'Loading the parameters of bot {{id}}…',
    notice: 'Copying bot {{id}} by {{name}}: its parameters are filled in. Set your margin and check them.',
    failed: 'The bot to copy could not be loaded; fill in the parameters yourself.',
  },
  backtest: { run: 'Backtest' },
  create: 'Create',
} as const;

/** The whole `futuresGridCreate` tree: the first screen's words and every part's. */
export type CreateTranslations = typeof createEn & typeof createAiEn & typeof createBacktestEn & typeof createConfirmEn;
