import { act, screen } from '@testing-library/react';
import type { BotReward } from '@tb/contracts';
import { botPageStrings } from '../strings';
import { renderPage } from '../testing';
import { VoucherPicker } from './VoucherPicker';

const voucher: BotReward = {
  reward_id: '7',
  reward_type: 'BOT_REWARD_TYPE_TRIAL_FUND',
  coin: 'USDT',
  amount: '20',
  min_investment: '200',
  bot_types: ['GRID_SPOT'],
  status: 'REWARD_STATUS_UNUSED',
  create_time: 1,
  expire_time: Date.UTC(2026, 11, 27),
  used_time: 0,
  used_bot_id: '',
};

describe('VoucherPicker in Arabic', () => {
  it('keeps each amount whole inside the right-to-left text ("+20.00 USDT", not "+USDT 20.00")', async () => {
    await act(() => botPageStrings.load('ar-SA'));
    await renderPage(<VoucherPicker vouchers={[voucher]} coin="USDT" own="" value="" onChange={() => undefined} />, { locale: 'ar-SA' });
    const radio = await screen.findByRole('radio', { name: /رصيد تجريبي/ });
    expect(radio).toHaveAccessibleName(expect.stringContaining('\u2068+20.00 USDT\u2069'));
    expect(screen.getByText(/\u2068200.00 USDT\u2069/)).toBeInTheDocument();
  });
});
