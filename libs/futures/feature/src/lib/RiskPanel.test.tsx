import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotNotice, BotRiskResult } from '@tb/contracts';
import { NOTICE_PATHS } from '@tb/contracts/paths';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { RiskPanel } from './RiskPanel';
import { renderPage } from './test-support';

/** A scripted exchange holding one bot's risk settings and its notices; an update is kept, as the simulator does. */
function exchange(risk: BotRiskResult, notices: BotNotice[] = []) {
  return scriptedExchange((request) => {
    if (request.path === NOTICE_PATHS.botRisk) return envelope(risk);
    if (request.path === NOTICE_PATHS.list) return envelope({ items: notices, total: notices.length, unread: 0 });
    if (request.path === NOTICE_PATHS.updateBotRisk) {
      const body = request.body as { alert_percent: string; guard_percent: string };
      risk = { ...risk, alert_percent: body.alert_percent, guard_percent: body.guard_percent };
      return envelope(risk);
    }
    return undefined;
  });
}

const LONG = { key: 'BTCUSDT', symbol: 'BTCUSDT', side: 'long' as const, markPrice: '68633.7', liquidationPrice: '46095.8', tickSize: '0.1' };
const SHORT = { key: 'ETHUSDT', symbol: 'ETHUSDT', side: 'short' as const, markPrice: '3767.48', liquidationPrice: '4994.65' };

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('RiskPanel', () => {
  it('gives each position its distance from liquidation, with the price grouped as the position table shows it', async () => {
    const fake = exchange({ bot_id: '7', alert_percent: '0.1', guard_percent: '', positions: [] });
    restore = fake.restore;
    await renderPage(<RiskPanel botId="7" positions={[LONG, SHORT]} locale="en" live />);
    const panel = await screen.findByRole('region', { name: 'Liquidation risk' });
    const rows = within(panel).getAllByTestId('risk-distance');
    // |68633.7 − 46095.8| / 68633.7 = 32.84 %; |3767.48 − 4994.65| / 3767.48 = 32.57 %
    expect(rows.map((row) => row.textContent)).toEqual(['BTCUSDT: 32.84% from the liquidation price 46,095.8', 'ETHUSDT: 32.57% from the liquidation price 4,994.65']);
    expect(await within(panel).findByRole('textbox', { name: 'Alert distance (% of the mark)' })).toHaveValue('10');
  });

  it('saves the alert and guard distances as fractions, and refuses a distance out of bounds', async () => {
    const fake = exchange({ bot_id: '7', alert_percent: '0.1', guard_percent: '', positions: [] });
    restore = fake.restore;
    await renderPage(<RiskPanel botId="7" positions={[LONG]} locale="en" live />);
    const alert = await screen.findByRole('textbox', { name: 'Alert distance (% of the mark)' });
    await userEvent.clear(alert);
    await userEvent.type(alert, '95');
    expect(screen.getByText('Enter 0.5 – 90 %.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save risk settings' })).toBeDisabled();

    await userEvent.clear(alert);
    await userEvent.type(alert, '12.5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pause adding when liquidation is within a distance' }));
    const guard = screen.getByRole('textbox', { name: 'Guard distance (% of the mark)' });
    expect(guard).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Save risk settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Risk settings saved.');
    const sent = fake.calls.filter((call) => call.path === NOTICE_PATHS.updateBotRisk);
    expect(sent.map((call) => call.body)).toEqual([{ bot_id: '7', alert_percent: '0.125', guard_percent: '0.05' }]);
  });

  it('says when adding is paused, and lists the bot’s warnings with the mark as a price', async () => {
    const warning: BotNotice = {
      id: '31',
      bot_id: '7',
      bot_type: 'F_MART',
      symbol: 'BTCUSDT',
      kind: 'liq_warning',
      urgent: true,
      detail: { mark_price: '50712.3', liq_price: '46095.8', distance: '0.091' },
      time: Date.UTC(2026, 10, 29, 9, 30),
      read: false,
    };
    const fake = exchange({ bot_id: '7', alert_percent: '0.1', guard_percent: '0.05', positions: [{ symbol: 'BTCUSDT', warned: true, paused: true }] }, [warning, { ...warning, id: '32', kind: 'tp_hit' }]);
    restore = fake.restore;
    await renderPage(<RiskPanel botId="7" positions={[LONG]} locale="en" live />);
    expect(await screen.findByText('Adding paused: liquidation is within 5.00%. The bot resumes by itself when the mark moves out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('None yet.')).toBeNull());
    // only warnings and guard events are listed here: the take-profit notice is not one
    expect(screen.getAllByText(/· mark /).map((line) => line.textContent)).toEqual([expect.stringMatching(/Liquidation warning · BTCUSDT · mark 50,712\.3$/)]);
  });
});
