import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LeverageExposure } from './leverage';
import { LeveragePicker } from './LeveragePicker';
import { SECTIONS, btc, renderIn } from './test-support';

function Harness({ initial = '10', exposure }: { initial?: string; exposure?: LeverageExposure }) {
  const [value, setValue] = useState(initial);
  return <LeveragePicker contract={btc} sections={SECTIONS} value={value} onChange={setValue} coin="USDT" exposure={exposure} />;
}

describe('LeveragePicker', () => {
  it('offers the contract’s steps, a slider and a two-decimal input on one value, bounded by the contract (1x – 100x)', async () => {
    await renderIn(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(input).toHaveValue('10');
    expect(input).toHaveAccessibleDescription(/From 1x to 100x/);
    expect(slider).toHaveAttribute('aria-valuetext', '10x');
    expect(slider).toHaveAttribute('max', '100');
    const steps = within(screen.getByRole('group', { name: 'Leverage steps' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(SECTIONS.map((s) => `${s}x`));
    expect(screen.getByRole('button', { name: '10x' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '50x' }));
    expect(input).toHaveValue('50');
    expect(screen.getByRole('button', { name: '50x' })).toHaveAttribute('aria-pressed', 'true');
    expect(slider).toHaveAttribute('aria-valuetext', '50x');

    await userEvent.clear(input);
    await userEvent.type(input, '12.555');
    // a third decimal is never rounded nor dropped silently: the text stays and the field says why
    expect(input).toHaveValue('12.555');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(slider, { target: { value: '25' } });
    expect(input).toHaveValue('25');
    expect(screen.getByText(/Up to 100x while the position is worth at most 2,000,000\.00 USDT \(risk tier 1\)/)).toBeInTheDocument();
  });

  it('refuses a leverage above the risk tier of the planned position, and says why in words', async () => {
    await renderIn(<Harness initial="20" exposure={{ value: '3000000' }} />);
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    const why = 'Above 66.66x is refused: the position would be worth 3,000,000.00 USDT, in risk tier 2, which allows at most 66.66x.';
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(why));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('From 1x to 66.66x'));
    expect(screen.getByRole('button', { name: '75x' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '100x' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '50x' })).toBeEnabled();

    // dragging past the bound stops at it
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '90' } });
    expect(input).toHaveValue('66.66');
    expect(input).not.toHaveAttribute('aria-invalid');

    // typing past it is kept as typed, marked invalid, with the reason
    await userEvent.clear(input);
    await userEvent.type(input, '75');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At 75x the position would be worth 3,000,000.00 USDT, in risk tier 2, which allows at most 66.66x. Choose 66.66x or less.',
    );
  });

  it('with a margin, the position grows with the leverage: above the last risk limit it says so', async () => {
    await renderIn(<Harness initial="30" exposure={{ margin: '300000' }} />);
    const why = 'Above 33.33x is refused: the position would be worth 10,002,000.00 USDT, more than the largest risk limit (10,000,000.00 USDT).';
    expect(screen.getByText(why)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    expect(screen.getByRole('alert')).toHaveTextContent('At 40x the position would be worth 12,000,000.00 USDT, more than the largest risk limit (10,000,000.00 USDT). Choose 33.33x or less.');
    expect(screen.queryByText(why)).toBeNull(); // the error says it now: once, not twice
  });

  it('explains an empty or malformed value', async () => {
    await renderIn(<Harness initial="" />);
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    expect(screen.queryByRole('alert')).toBeNull(); // nothing typed yet: no error
    await userEvent.type(input, '0.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Leverage starts at 1x.');
  });

  it('reads right to left in Arabic with every figure kept whole', async () => {
    await renderIn(<Harness initial="75" exposure={{ value: '3000000' }} />, 'ar-SA');
    const input = screen.getByRole('textbox', { name: 'الرافعة المالية' });
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('slider', { name: 'الرافعة المالية' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('\u206866.66x\u2069');
    expect(screen.getByRole('alert').textContent).toContain('\u20683,000,000.00 USDT\u2069');
    expect(screen.getByRole('group', { name: 'مستويات الرافعة المالية' })).toBeInTheDocument();
  });
});
