import { screen, within } from '@testing-library/react';
import { estimateLiquidation, priceToTicks } from '@tb/engine';
import { positionFigures, positionRow, PositionTable, type PositionRow } from './PositionTable';
import { btc, renderIn } from './test-support';

const long: PositionRow = {
  key: 'BTCUSDT',
  side: 'long',
  size: '1',
  entryPrice: '20000',
  markPrice: '20100',
  unrealisedPnl: '100',
  margin: '400',
  liquidationPrice: '19700',
  maintenanceMargin: '100',
};

describe('positionFigures', () => {
  it('PnL % on the margin, margin ratio = MM / equity, real leverage = value at mark / equity — exactly', () => {
    expect(positionFigures(long)).toEqual({ pnlRatio: '0.25000000', marginRatio: '0.20000000', realLeverage: '40.20' });
    expect(positionFigures({ ...long, unrealisedPnl: '-400' })).toEqual({ pnlRatio: '-1.00000000', marginRatio: '', realLeverage: '' });
    expect(positionFigures({ ...long, realLeverage: '39.9' }).realLeverage).toBe('39.9');
  });
});

describe('positionRow', () => {
  it('builds a row from an engine position with the engine’s figures', () => {
    const position = estimateLiquidation(btc, 5000, [{ side: 'buy', ticks: priceToTicks(btc.market, '20000'), lots: 1000, liquidity: 'maker' }]).position;
    const row = positionRow(btc, position, priceToTicks(btc.market, '20100'), 'BTCUSDT')!;
    expect(row).toMatchObject({ side: 'long', size: '1', markPrice: '20100', unrealisedPnl: '100', margin: '400', liquidationPrice: '19700', maintenanceMargin: '100', realLeverage: '40.2' });
  });
});

describe('PositionTable', () => {
  it('one row per position with every figure, PnL as amount and percent', async () => {
    await renderIn(<PositionTable rows={[long]} coin="USDT" tickSize="0.1" lotSize="0.001" />);
    const table = screen.getByRole('table', { name: 'Positions' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Side', 'Size', 'Entry price', 'Mark price', 'Unrealised PnL', 'Liq. price', 'Margin', 'Margin ratio', 'Real leverage']);
    const row = within(table).getByRole('row', { name: /^Long/ });
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['1.000', '20,000.0', '20,100.0', '+100.00 USDT (+25.00%)', '19,700.0', '400.00 USDT', '20.00%', '40.2x']);
    // phones: each cell carries its column name for the card layout
    expect(within(row).getAllByRole('cell')[4]).toHaveAttribute('data-label', 'Liq. price');
  });

  it('a combo’s positions: the symbol names each row; a position that cannot be liquidated shows a dash', async () => {
    const rows: PositionRow[] = [
      { ...long, key: 'BTC', symbol: 'BTCUSDT', tickSize: '0.1' },
      { key: 'XRP', symbol: 'XRPUSDT', side: 'short', size: '1000', entryPrice: '0.5', markPrice: '0.51', unrealisedPnl: '-10', margin: '600', liquidationPrice: '', tickSize: '0.0001', lotSize: '1' },
    ];
    await renderIn(<PositionTable rows={rows} coin="USDT" />);
    const xrp = screen.getByRole('row', { name: /^XRPUSDT/ });
    expect(within(xrp).getByRole('rowheader')).toHaveTextContent('XRPUSDT');
    const cells = within(xrp).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual(['Short', '1,000', '0.5000', '0.5100', '-10.00 USDT (-1.67%)', '--']);
  });

  it('has an empty state', async () => {
    await renderIn(<PositionTable rows={[]} coin="USDT" />);
    expect(within(screen.getByRole('table', { name: 'Positions' })).getByText('No open position.')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderIn(<PositionTable rows={[long]} coin="USDT" tickSize="0.1" />, 'zh-TW');
    expect(screen.getByRole('table', { name: '倉位' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '多' })).toBeInTheDocument();
  });
});
