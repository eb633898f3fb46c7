import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseModeDialog, type CloseModeWords } from './CloseModeDialog';

const WORDS: CloseModeWords = { title: 'Close bot', description: 'Choose what you receive.', legend: 'Settlement', cancel: 'Cancel', confirm: 'Close bot', loading: 'Loading', failed: 'The bot was not closed.', none: 'No close mode is available now.' };
const CHOICES = [
  { value: '2', label: 'All in BTC', hint: 'Buy BTC with all USDT.', estimate: 'Estimated: 0.01 BTC' },
  { value: '3', label: 'All in USDT', estimate: 'Estimated: 990 USDT' },
];

describe('the close-mode dialog the grids share', () => {
  it('starts on the preferred mode, closes with the one picked, and shows a refusal in words', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(<CloseModeDialog words={WORDS} choices={CHOICES} preferred="3" busy={false} onConfirm={onConfirm} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Close bot' });
    expect(within(dialog).getByRole('radio', { name: 'All in USDT' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'All in BTC' })).toHaveAccessibleDescription(/Buy BTC with all USDT\..*Estimated: 0\.01 BTC/);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All in BTC' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    expect(onConfirm).toHaveBeenCalledWith('2');
    rerender(<CloseModeDialog words={WORDS} choices={CHOICES} busy={false} refusal="Insufficient balance." onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The bot was not closed. Insufficient balance.');
  });

  it('waits while the modes load, says when none is offered, and then has nothing to confirm', () => {
    const { rerender } = render(<CloseModeDialog words={WORDS} choices={undefined} busy={false} onConfirm={jest.fn()} onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<CloseModeDialog words={WORDS} choices={[]} preferred="3" busy={false} onConfirm={jest.fn()} onClose={() => undefined} />);
    expect(screen.getByText('No close mode is available now.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close bot' })).toBeDisabled();
  });
});
