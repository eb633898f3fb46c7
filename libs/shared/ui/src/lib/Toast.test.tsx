import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion, ToastView } from './Toast';

describe('Toast view', () => {
  it('names its icon, shows message and description; failures are alerts', () => {
    render(<ToastView type="fail" message="Could not close the bot" description="Try again in a minute" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not close the bot');
    expect(alert).toHaveTextContent('Try again in a minute');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('success and warn toasts are polite status messages with their icons', () => {
    render(
      <>
        <ToastView type="success" message="Bot created" />
        <ToastView type="warn" message="Price moved" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('the region lists toasts and dismisses one', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<ToastRegion toasts={[{ id: 't1', type: 'success', message: 'Saved' }]} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });
});
