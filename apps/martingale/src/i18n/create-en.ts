import type { createAiEn } from './create-en-ai';
import type { createBacktestEn } from './create-en-backtest';
import type { createConfirmEn } from './create-en-confirm';

/** The martingale create page's strings (namespace `martingaleCreate`, English: the source and fallback). */
export const createEn = {
  title: 'Create a futures martingale',
  intro: 'Opens a position, adds to it each time the price moves against the average cost, and takes the round’s profit at its target.',
  symbol: 'Contract: {{symbol}}',
  changeContract: 'Change contract',
  pickContract: 'Choose a contract',
  loading: 'Loading the contract…',
  unavailable: 'Margin and liquidation cannot be estimated for this contract right now.',
  tabs: { label: 'How to set up', manual: 'Manual', ai: 'AI parameters' },
  mode: { legend: 'Direction', long: 'Long (buys dips)', short: 'Short (sells rallies)' },
  fields: {
    leverage: 'Leverage',
    initMargin: 'Initial margin ({{coin}})',
    priceFloat: 'Price float (%)',
    priceFloatHint: 'Adverse move from the average cost that places the next add.',
    addMultiple: 'Add multiple',
    addMultipleHint: 'Add k is this multiple to the power k × the first order’s size.',
    maxAdds: 'Maximum adds per round',
    roundTp: 'Round take profit (%)',
    roundTpHint: 'The round closes when its profit reaches this share of the margin its orders have posted (so the price moves about this ÷ leverage from the average cost). The plan shows the target price after each order.',
    stopLoss: 'Stop loss (%, optional)',
    stopLossHint: 'Of the total margin; closes the bot.',
    entryPrice: 'Entry price (optional)',
    entryPriceHint: 'The bot waits until the price reaches it; empty opens at market.',
    autoCycle: 'Start a new round after each take profit (auto-cycle)',
  },
  bounds: 'Allowed: {{min}} – {{max}}',
  boundsLoading: 'Checking the allowed range…',
  errors: {
    low: 'At least {{min}}.',
    high: 'At most {{max}}.',
    required: 'Required.',
    whole: 'A whole number.',
  },
  plan: {
    heading: 'Worst-case round',
    intro: 'Every add filled at its trigger: what a full round can need and where liquidation would sit after each order.',
    missing: 'Fill in the margin and the round settings to see the plan.',
    caption: 'Orders of a full round',
    order: 'Order',
    initial: 'Initial',
    add: 'Add {{n}}',
    trigger: 'Trigger price',
    size: 'Size ({{base}})',
    margin: 'Margin needed',
    average: 'Average cost after',
    liquidation: 'Est. liquidation after',
    target: 'Round target price after',
    never: 'None',
    total: 'A full round can need {{amount}} (margin and fees).',
    chart: 'Add prices and the estimated liquidation after each order',
    chartSummary: 'Trigger prices from {{first}} to {{last}}; estimated liquidation after the last order {{liq}}.',
    addSeries: 'Add price',
    liqSeries: 'Liquidation after',
    refusedLiq: 'Refused: after “{{order}}” the estimated liquidation ({{liq}}) is reached before add {{add}} triggers at {{trigger}}. Lower the leverage or widen the price float.',
    refusedFunds: 'Refused: the margin cannot fund a full round. It needs at least {{min}}.',
    refusedTooHigh: 'Refused: this margin is more than the largest valid round can use ({{max}}).',
  },
  ai: {
    applied: 'The {{mode}} proposal is in the form.',
  },
  copy: {
    from: 'Parameters copied from bot {{id}}.',
    failed: 'The bot to copy could not be read; the form starts empty.',
  },
  backtest: {
    run: 'Run a 7-day backtest',
  },
} as const;

/** The whole tree of the create page's namespace: the first screen's words and every part's (zh-TW and ar-SA carry it whole). */
export type CreateTranslations = typeof createEn & typeof createAiEn & typeof createBacktestEn & typeof createConfirmEn;
