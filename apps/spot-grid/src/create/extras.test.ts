import type { FollowGridDetail } from '../api/types';
import { suggestedCopyInvestment, valuesFromFollow } from './copy-follow';

describe('copying a followed bot', () => {
  it('starts the investment 10 % above the minimum, rounded up, so a price tick does not make it invalid', () => {
    expect(suggestedCopyInvestment('40.8629449')).toBe('45');
    expect(suggestedCopyInvestment('100')).toBe('110');
    expect(suggestedCopyInvestment('0.123456789')).toBe('0.13580247');
    expect(suggestedCopyInvestment('')).toBe('');
    expect(suggestedCopyInvestment('0')).toBe('');
  });

  it('fills the form with the followed parameters: percent TP/SL as percents, trailing, the followed id', () => {
    const detail = {
      grid_id: '100000000000000002',
      parameters: {
        symbol: 'ETHUSDT',
        min_price: '3020.02',
        max_price: '3143.3',
        cell_number: 8,
        grid_type: 2,
        entry_price: '',
        tp_sl_type: 1,
        take_profit_price: '',
        stop_loss_price: '',
        take_profit_per: '0.2',
        stop_loss_per: '0.1',
        ts_percent: '0',
        enable_trailing: true,
        limit_up_price: '3500',
        min_investment: '40.8629449',
      },
    } as unknown as FollowGridDetail;
    expect(valuesFromFollow(detail)).toMatchObject({
      symbol: 'ETHUSDT',
      minPrice: '3020.02',
      maxPrice: '3143.3',
      cellNumber: '8',
      gridType: 'geometric',
      quoteInvestment: '45',
      tpMode: 'percent',
      takeProfit: '20',
      slMode: 'percent',
      stopLoss: '10',
      enableTrailing: true,
      limitUpPrice: '3500',
      tsPercent: '',
      followedGridId: '100000000000000002',
    });
  });
});
