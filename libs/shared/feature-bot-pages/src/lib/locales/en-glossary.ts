/**
 * The glossary every bot page uses (issue 29, "one meaning per figure";
 * CONVENTIONS 14): one name and one definition per figure, the same in every
 * kind and on every page. A page names a figure with `glossary.<term>.name`
 * and explains it with `.definition` (`useGlossary`, `Glossary`).
 */
export const enGlossary = {
  glossary: {
    title: 'What these figures mean',
    realisedPnl: {
      name: 'Realised PnL',
      definition: 'The price profit or loss of every closed trade, before trading fees and funding (a grid’s completed round trips included).',
    },
    unrealisedPnl: { name: 'Unrealised PnL', definition: 'What the open position would gain or lose if it were closed at the mark price now.' },
    tradingFees: { name: 'Trading fees', definition: 'Every fee the bot’s orders paid.' },
    funding: { name: 'Funding', definition: 'Funding received minus funding paid by the open position at each 8-hour funding time.' },
    totalPnl: { name: 'Total PnL', definition: 'Realised PnL + unrealised PnL + funding − trading fees.' },
    marginBack: {
      name: 'Margin back',
      definition: 'The margin you put in (with any added or transferred in), less what you took out while it ran (margin or profit withdrawn, transfers out).',
    },
    liquidationLoss: { name: 'Liquidation loss', definition: 'Margin kept by the insurance fund when a position was liquidated (0 without a liquidation).' },
    settlement: { name: 'Settlement', definition: 'What went back to your account at the close: margin back + realised PnL − trading fees + funding − liquidation loss.' },
    profitPerGrid: {
      name: 'Profit per grid (on margin, after fees)',
      definition: 'What one completed buy-low/sell-high round trip of a cell earns after both fees, as a share of the margin its order uses: the cell’s price gap × leverage (× 1 for a spot grid).',
    },
    apr: { name: 'APR', definition: 'Total PnL ÷ investment, scaled to a year from the time it ran. From a few days it is an extrapolation, not a promise.' },
    roundTakeProfit: {
      name: 'Round take profit',
      definition: 'A martingale round closes when its profit reaches this share of the margin the round has posted. With leverage L the price moves about (take profit ÷ L) from the round’s average entry; each add moves the target price with it.',
    },
  },
} as const;
