import { pnlParts, sumOfParts } from './pnl-parts';

const labels = { realised: 'Realised PnL', unrealised: 'Unrealised PnL', funding: 'Funding fees', fees: 'Trading fees', total: 'Total PnL' };

describe('pnlParts: the parts shown add up to the total shown', () => {
  it('gives the fees back to a realised figure that had them taken off, and shows them once', () => {
    // martingale: pnl = realized_pnl (after fees) + unrealised + funding
    const figures = pnlParts({ realised: '12.3456', realisedAfterFees: true, unrealised: '-3.21', funding: '-0.0123', fees: '1.5', total: '9.1233', investment: '1000', labels });
    expect(figures.map((f) => [f.role, f.amount])).toEqual([
      ['realised', '13.8456'],
      ['floating', '-3.21'],
      ['funding', '-0.0123'],
      ['fees', '-1.5'],
      ['total', '9.1233'],
    ]);
    expect(sumOfParts(figures)).toBe('9.1233');
  });

  it('keeps a realised figure before fees as it is (combo), and leaves unrealised out on a close detail', () => {
    const figures = pnlParts({ realised: '20', unrealised: '5', funding: '1', fees: '2', total: '24', investment: '100', labels });
    expect(sumOfParts(figures)).toBe('24');
    const closed = pnlParts({ realised: '10', realisedAfterFees: true, funding: '-1', fees: '3', total: '9', investment: '100', labels });
    expect(closed.map((f) => f.role)).toEqual(['realised', 'funding', 'fees', 'total']);
    expect(sumOfParts(closed)).toBe('9');
  });
});
