import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { NumberInput } from '@tb/ui';
import type { PlannedFill } from './liquidation';
import { positionFromFigures } from './liquidation';
import { AddMarginPreview, LiquidationPreview } from './LiquidationPreview';
import { btc, renderIn } from './test-support';

/** A create form in miniature: leverage and one planned buy typed by the trader, the preview beside them. */
function Form({ mark = '20000' }: { mark?: string }) {
  const [leverage, setLeverage] = useState('50');
  const [qty, setQty] = useState('1');
  const plans = useMemo(() => ({ long: [{ side: 'buy', price: '20000', qty, liquidity: 'maker' }] as PlannedFill[] }), [qty]);
  return (
    <>
      <label htmlFor="lev">Leverage</label>
      <NumberInput id="lev" value={leverage} onChange={setLeverage} decimals={2} />
      <label htmlFor="qty">Quantity</label>
      <NumberInput id="qty" value={qty} onChange={setQty} decimals={3} />
      <LiquidationPreview contract={btc} leverage={leverage} plans={plans} markPrice={mark} coin="USDT" />
    </>
  );
}

const liquidation = (name = 'Est. liquidation price (long)') => screen.getByRole('status', { name });

describe('LiquidationPreview', () => {
  it('shows the worked example: long 1 BTC at 20,000, 50x, MMR 0.5 % → 19,700.0, 1.50 % below the mark, very close; margin 400, fees 4', async () => {
    await renderIn(<Form />);
    const section = screen.getByRole('region', { name: 'Liquidation estimate' });
    expect(liquidation()).toHaveTextContent('19,700.0');
    expect(within(section).getByText('1.50% below the mark price')).toBeInTheDocument();
    expect(within(section).getByText('Very close to the mark price')).toBeInTheDocument();
    expect(within(section).getByText('Margin these orders need').nextElementSibling).toHaveTextContent('400.00 USDT');
    expect(within(section).getByText('Trading fees of these orders').nextElementSibling).toHaveTextContent('4.00 USDT');
  });

  it('follows what the trader types: 25x → 19,300.0; an unreadable leverage waits', async () => {
    await renderIn(<Form />);
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    expect(liquidation()).toHaveTextContent('19,300.0');
    expect(screen.getByText('3.50% below the mark price')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Fill in the prices, amounts and leverage to see the estimate.')).toBeInTheDocument();
  });

  it('refuses a plan the risk tier does not allow, in words', async () => {
    await renderIn(<Form />);
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '250'); // 5,000,000 USDT: tier 3 allows 50x
    expect(liquidation()).toBeInTheDocument();
    await userEvent.type(qty, '{Backspace}{Backspace}{Backspace}350'); // 7,000,000 USDT: tier 4 allows 40x
    expect(screen.getByRole('alert')).toHaveTextContent(
      'These orders would build a position worth 7,000,000.00 USDT, in risk tier 4, which allows at most 40x: lower the leverage or the amounts.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a neutral grid shows both sides; tones follow the distance (far: no warning, within 10 %: close)', async () => {
    const plans = {
      long: [{ side: 'buy', price: '19000', qty: '1' }, { side: 'buy', price: '18000', qty: '1' }] as PlannedFill[],
      short: [{ side: 'sell', price: '21000', qty: '1' }, { side: 'sell', price: '22000', qty: '1' }] as PlannedFill[],
    };
    const { rerender } = await renderIn(<LiquidationPreview contract={btc} leverage="10" plans={plans} markPrice="20000" coin="USDT" />);
    expect(liquidation()).toHaveTextContent('16,742.5');
    expect(liquidation('Est. liquidation price (short)')).toHaveTextContent('23,542.5');
    expect(screen.getByText('16.29% below the mark price')).toBeInTheDocument();
    expect(screen.getByText('17.71% above the mark price')).toBeInTheDocument();
    expect(screen.queryByText(/close to the mark price/i)).toBeNull();
    rerender(<LiquidationPreview contract={btc} leverage="10" plans={plans} markPrice="18000" coin="USDT" />);
    expect(screen.getByText('6.99% below the mark price')).toBeInTheDocument();
    expect(screen.getByText('Close to the mark price')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left, figures kept whole', async () => {
    await renderIn(<LiquidationPreview contract={btc} leverage="50" plans={{ long: [{ side: 'buy', price: '20000', qty: '1' }] }} markPrice="20000" coin="USDT" />, 'ar-SA');
    const price = screen.getByRole('status', { name: 'سعر التصفية المقدّر (شراء)' });
    expect(price.querySelector('bdi[dir="ltr"]')).toHaveTextContent('19,700.0');
    expect(screen.getByText(/أقل من سعر العلامة بنسبة/).textContent).toContain('\u20681.50%\u2069');
  });
});

describe('AddMarginPreview', () => {
  it('shows the liquidation price now and after the amount being typed, before confirming', async () => {
    const position = positionFromFigures(btc, { side: 'long', size: '1', entryPrice: '20000', margin: '400', leverage: '50' })!;
    function Dialog() {
      const [amount, setAmount] = useState('');
      return (
        <>
          <label htmlFor="add">Margin to add</label>
          <NumberInput id="add" value={amount} onChange={setAmount} decimals={4} />
          <AddMarginPreview contract={btc} position={position} amount={amount} markPrice="20000" coin="USDT" />
        </>
      );
    }
    await renderIn(<Dialog />);
    expect(screen.getByRole('status', { name: 'Liquidation price now' })).toHaveTextContent('19,700.0');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Margin to add' }), '100');
    expect(screen.getByRole('status', { name: 'After adding 100.00 USDT' })).toHaveTextContent('19,600.0');
    expect(screen.getByText('2.00% below the mark price')).toBeInTheDocument();
  });
});
