import { render, screen } from '@testing-library/react';
import { ProfitPill } from './ProfitPill';

describe('ProfitPill', () => {
  it('shows a signed green amount with the percent', () => {
    const { container } = render(<ProfitPill amount="12.3" ratio="0.0123" coin="USDT" decimals={2} label="Total PnL" />);
    expect(container.firstChild).toHaveClass('tb-pill--up');
    expect(container.firstChild).toHaveTextContent('Total PnL +12.30 USDT (+1.23%)');
  });

  it('shows a red, minus-signed loss', () => {
    const { container } = render(<ProfitPill amount="-0.5" ratio="-0.005" coin="USDT" decimals={2} />);
    expect(container.firstChild).toHaveClass('tb-pill--down');
    expect(screen.getByText(/-0\.50 USDT/)).toBeInTheDocument();
    expect(screen.getByText(/-0\.50%/)).toBeInTheDocument();
  });

  it('is neutral at zero and keeps exact decimals beyond float precision', () => {
    const { container, rerender } = render(<ProfitPill amount="0" ratio="0" coin="USDT" decimals={2} />);
    expect(container.firstChild).toHaveClass('tb-pill--flat');
    rerender(<ProfitPill amount="1234567890123.123456789" coin="BTC" decimals={9} />);
    expect(container.firstChild).toHaveTextContent('+1,234,567,890,123.123456789 BTC');
  });

  it('shows a dash for a missing amount', () => {
    render(<ProfitPill amount="" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
