import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarginModeChoice } from './MarginMode';
import { renderIn } from './test-support';

describe('MarginModeChoice', () => {
  it('is a read-only choice: isolated checked, cross disabled, each explained', async () => {
    await renderIn(<MarginModeChoice />);
    const group = screen.getByRole('radiogroup', { name: 'Margin mode' });
    const isolated = screen.getByRole('radio', { name: 'Isolated' });
    const cross = screen.getByRole('radio', { name: 'Cross' });
    expect(group).toContainElement(isolated);
    expect(isolated).toBeChecked();
    expect(isolated).toHaveAccessibleDescription(/only on the margin you give it/);
    expect(cross).toBeDisabled();
    expect(cross).toHaveAccessibleDescription(/Not offered for bots/);
    await userEvent.click(cross);
    expect(isolated).toBeChecked();
  });

  it('speaks Chinese and Arabic', async () => {
    await renderIn(<MarginModeChoice />, 'zh-TW');
    expect(screen.getByRole('radio', { name: '逐倉' })).toBeChecked();
  });
});
