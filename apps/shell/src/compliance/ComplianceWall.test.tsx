import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complianceWallShown, selectComplianceWall } from '@tb/data-access-session';
import { Overlays } from '../chrome/Overlays';
import { ready, renderWithStore } from '../testing/render';
import { complianceDetailOf } from './ComplianceWall';

beforeAll(() => ready());

const BLOCK = { compliance: { reason: 'islamic', kinds: ['GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'] } };

describe('the compliance wall', () => {
  it('reads the simulator’s compliance object', () => {
    expect(complianceDetailOf(BLOCK)).toEqual({ reason: 'islamic', kinds: ['GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'] });
    expect(complianceDetailOf({ compliance: { reason: 'other', kinds: [1, 'X'] } })).toEqual({ reason: null, kinds: ['X'] });
    expect(complianceDetailOf({ wall: 'kyc' })).toBeNull();
    expect(complianceDetailOf(null)).toBeNull();
  });

  it('a named dialog with the ret code and the result in words and as sent; Close gives the focus back', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Create';
    document.body.append(opener);
    opener.focus();
    const { store } = renderWithStore(<Overlays locale="en" />);
    store.dispatch(complianceWallShown({ retCode: 10024, result: BLOCK }));
    const dialog = await screen.findByRole('dialog', { name: 'This product is not available for your account' });
    expect(dialog).toHaveAccessibleDescription(/Islamic finance rules/);
    expect(within(dialog).getByText('Not available: Futures grid, Futures martingale, Futures combo')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference code: 10024')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Response details'));
    expect(within(dialog).getByText(/"reason": "islamic"/)).toBeVisible();
    // a restriction is not lifted by identity verification: no KYC link
    expect(within(dialog).queryByRole('link', { name: 'Verify your identity' })).toBeNull();
    // the footer's Close (the header has its own × Close)
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(selectComplianceWall(store.getState()).open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('a block without a reason offers identity verification', async () => {
    const { store } = renderWithStore(<Overlays locale="en" />);
    store.dispatch(complianceWallShown({ retCode: 10024, result: {} }));
    const dialog = await screen.findByRole('dialog', { name: 'This product is not available for your account' });
    expect(within(dialog).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/en/kyc/personal');
    expect(within(dialog).queryByText('Response details')).toBeNull();
  });
});
