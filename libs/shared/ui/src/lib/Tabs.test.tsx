import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

function Harness() {
  const [tab, setTab] = useState<'running' | 'closed' | 'all'>('running');
  return (
    <Tabs
      label="My bots"
      value={tab}
      onChange={setTab}
      items={[
        { key: 'running', label: 'Running', count: 3 },
        { key: 'closed', label: 'Closed' },
        { key: 'all', label: 'All' },
      ]}
    >
      <p>{`panel ${tab}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with click and arrow keys, with one tab stop and a labelled panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'My bots' })).toBeInTheDocument();
    const running = screen.getByRole('tab', { name: 'Running 3' });
    expect(running).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Running 3' })).toHaveTextContent('panel running');
    running.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel closed');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Running 3' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel closed');
  });

  it('reverses arrow keys in right-to-left pages', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    const { container } = render(<Harness />);
    (container.querySelector('[role=tablist]') as HTMLElement).style.direction = 'rtl';
    screen.getByRole('tab', { name: 'Running 3' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    document.documentElement.dir = 'ltr';
  });
});
