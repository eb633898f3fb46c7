import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { PriceOffsetButtons } from './PriceOffsetButtons';
import { priceOffsetTranslations } from './price-offset-strings';

function Harness({ initial = '', reference }: { initial?: string; reference?: string }) {
  const [price, setPrice] = useState(initial);
  return (
    <>
      <output aria-label="price">{price}</output>
      <PriceOffsetButtons fieldLabel="Lower price" value={price} reference={reference} tickSize="0.5" onChange={setPrice} />
    </>
  );
}

describe('PriceOffsetButtons', () => {
  beforeEach(() => initI18n('en'));

  it('is a group named after the field; ±10/50/200 ticks move the price exactly, on the tick', async () => {
    render(<Harness initial="100" />);
    const group = screen.getByRole('group', { name: 'Lower price: move by ticks' });
    expect(group.querySelectorAll('button')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Lower price: +10 ticks' }));
    expect(screen.getByRole('status', { name: 'price' })).toHaveTextContent('105.0');
    await userEvent.click(screen.getByRole('button', { name: 'Lower price: -50 ticks' }));
    expect(screen.getByRole('status', { name: 'price' })).toHaveTextContent('80.0');
    await userEvent.click(screen.getByRole('button', { name: 'Lower price: +200 ticks' }));
    expect(screen.getByRole('status', { name: 'price' })).toHaveTextContent('180.0');
  });

  it('starts from the reference price while the field is empty, waits without one, and never goes to zero or below', async () => {
    const { unmount } = render(<Harness reference="20" />);
    await userEvent.click(screen.getByRole('button', { name: 'Lower price: -10 ticks' }));
    expect(screen.getByRole('status', { name: 'price' })).toHaveTextContent('15.0');
    await userEvent.click(screen.getByRole('button', { name: 'Lower price: -200 ticks' }));
    expect(screen.getByRole('status', { name: 'price' })).toHaveTextContent('15.0');
    unmount();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Lower price: +10 ticks' })).toBeDisabled();
  });

  it('speaks zh-TW and ar-SA (complete), figures kept left-to-right', async () => {
    expect(missingKeys(priceOffsetTranslations.en, priceOffsetTranslations['zh-TW'])).toEqual([]);
    expect(missingKeys(priceOffsetTranslations.en, priceOffsetTranslations['ar-SA'])).toEqual([]);
    await initI18n('ar-SA');
    render(<Harness initial="100" />);
    const button = screen.getByRole('button', { name: 'Lower price: +50 وحدة سعر' });
    expect(button.querySelector('[dir="ltr"]')).toHaveTextContent('+50');
  });
});
