/** English of the position table (`futures` namespace, PositionTable: the bots' detail pages): added when it first renders. */
export const positionsEn = {
  positions: {
    label: 'Positions',
    empty: 'No open position.',
    symbol: 'Symbol',
    side: 'Side',
    size: 'Size',
    entry: 'Entry price',
    mark: 'Mark price',
    pnl: 'Unrealised PnL',
    liq: 'Liq. price',
    margin: 'Margin',
    ratio: 'Margin ratio',
    leverage: 'Real leverage',
    long: 'Long',
    short: 'Short',
    liqWhy: 'The liquidation price is the live position’s, so it moves away from the estimate shown before the bot was created: orders filled at other prices than planned (and not all of them), margin was added or taken out, funding was paid or received, and fees were charged.',
  },
} as const;
