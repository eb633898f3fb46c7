import { render, screen } from '@testing-library/react';
import { WhenIdle } from './WhenIdle';

describe('WhenIdle', () => {
  it('keeps the room first, then mounts its children at the next idle moment', async () => {
    const { container } = render(
      <WhenIdle minBlockSize="12rem">
        <p>Settings</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('Settings')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({ minBlockSize: '12rem' });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByText('Settings')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
