import { fireEvent, render, screen } from '@testing-library/react';
import { RetryAlert } from './RetryAlert';

describe('RetryAlert', () => {
  it('says what failed as an alert, with a named Retry that asks again', () => {
    const onRetry = jest.fn();
    render(<RetryAlert className="sg-banner sg-banner--error" message="The AI parameters could not be loaded." retryLabel="Retry" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The AI parameters could not be loaded.');
    expect(alert).toHaveClass('sg-banner', 'sg-banner--error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
