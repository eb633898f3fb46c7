import type { BotReward } from '@tb/contracts';
import { usableVoucher, voucherVerdict } from './VoucherPicker';

const voucher = (over: Partial<BotReward> = {}): BotReward => ({
  reward_id: '7',
  reward_type: 'BOT_REWARD_TYPE_TRIAL_FUND',
  coin: 'USDT',
  amount: '10.5',
  min_investment: '100',
  bot_types: ['GRID_SPOT'],
  status: 'REWARD_STATUS_UNUSED',
  create_time: 1,
  expire_time: 2,
  used_time: 0,
  used_bot_id: '',
  ...over,
});

describe('vouchers on a create form', () => {
  it('adds the voucher to the investment exactly, and needs the total to reach its minimum', () => {
    expect(voucherVerdict(voucher(), '89.5', 'USDT')).toEqual({ ok: true, total: '100' });
    expect(voucherVerdict(voucher(), '0.1', 'USDT')).toEqual({ ok: false, problem: 'min', min: '100' });
    expect(voucherVerdict(voucher({ amount: '0.1', min_investment: '' }), '0.2', 'USDT')).toEqual({ ok: true, total: '0.3' });
    expect(voucherVerdict(voucher({ min_investment: '' }), '', 'USDT')).toEqual({ ok: true, total: '10.5' });
  });

  it('never fits a bot that invests another coin', () => {
    expect(voucherVerdict(voucher({ coin: 'USDC' }), '500', 'USDT')).toEqual({ ok: false, problem: 'coin' });
  });

  it('sends only a chosen voucher that is still held and fits', () => {
    const held = [voucher()];
    expect(usableVoucher(held, '7', '100', 'USDT')).toBe('7');
    expect(usableVoucher(held, '7', '50', 'USDT')).toBe('');
    expect(usableVoucher(held, '8', '100', 'USDT')).toBe('');
    expect(usableVoucher(held, '', '100', 'USDT')).toBe('');
  });
});
