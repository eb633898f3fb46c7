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
  },
} as const;
