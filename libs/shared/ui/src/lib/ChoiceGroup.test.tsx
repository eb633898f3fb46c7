import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

type Mode = 'base' | 'quote' | 'both';

function Harness(props: Partial<ChoiceGroupProps<Mode>> & { initial?: Mode }) {
  const [value, setValue] = useState<Mode | undefined>(props.initial);
  return (
    <>
      <button type="button">before</button>
      <ChoiceGroup<Mode>
        legend="Close mode"
        value={value}
        onChange={setValue}
        options={[
          { value: 'base', label: 'Keep the coins', description: 'You keep 0.1 BTC' },
          { value: 'quote', label: 'Sell for USDT', description: '≈ 6,500 USDT' },
          { value: 'both', label: 'Half and half', disabled: true },
        ]}
        {...props}
      />
      <button type="button">after</button>
    </>
  );
}

describe('ChoiceGroup', () => {
  it('is a fieldset named by its legend; each radio is named by its label and described by its description', () => {
    render(<Harness initial="base" hint="Choose how the bot hands back its assets" />);
    const group = screen.getByRole('radiogroup', { name: 'Close mode' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Choose how the bot hands back its assets');
    const keep = screen.getByRole('radio', { name: 'Keep the coins' });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription('You keep 0.1 BTC');
    expect(screen.getByRole('radio', { name: 'Half and half' })).toBeDisabled();
  });

  it('is one tab stop, and arrow keys move the choice (skipping disabled options, wrapping)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="quote" />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sell for USDT' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    screen.getByRole('radio', { name: 'Sell for USDT' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Keep the coins' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep the coins' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Sell for USDT' })).toBeChecked();
  });

  it('with nothing chosen, the first option takes the tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Keep the coins' })).toHaveFocus();
  });

  it('follows the reading direction in right-to-left pages (Left moves forward)', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Harness initial="base" />
      </div>,
    );
    screen.getByRole('radio', { name: 'Keep the coins' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Sell for USDT' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Keep the coins' })).toBeChecked();
  });

  it('as a plain group it can hold more controls; an error is an alert that describes it', () => {
    render(
      <Harness role="group" error="Choose one" hideLegend>
        <label>
          Custom value
          <input />
        </label>
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Close mode' });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one');
    expect(screen.getByRole('textbox', { name: 'Custom value' })).toBeInTheDocument();
  });
});
