import type { BotNotice } from '@tb/contracts';
import { noticeHref, noticeWords } from './format';
import { liveDistance } from '../../home/RiskView';

const notice = (over: Partial<BotNotice>): BotNotice => ({ id: '1', bot_id: '100000000000000042', bot_type: 'MART_FUTURES', symbol: 'BTCUSDT', kind: 'liq_warning', urgent: true, detail: {}, time: 0, read: false, ...over });
const t = (key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`;

describe('notice words and links', () => {
  it('names the kind and symbol, fills the figures, and links to the bot’s detail in its area', () => {
    const w = noticeWords(t, notice({ detail: { mark_price: '60000', liq_price: '59100', distance: '0.015' } }), 'en');
    expect(w.title).toBe('notices.kind.liq_warning · BTCUSDT');
    expect(w.text).toContain('"mark":"60000"');
    expect(w.text).toContain('"distance":"1.50%"');
    expect(noticeHref(notice({}), 'ar-SA')).toBe('/tradingbot/ar-SA/martingale/detail/100000000000000042/');
    expect(noticeHref(notice({ bot_type: 'GRID_FUTURES' }), 'en')).toBe('/tradingbot/en/futures-grid/detail/100000000000000042/');
    // a kind without a sentence shows its title only
    expect(noticeWords(t, notice({ kind: 'tp_hit' }), 'en').text).toBe('');
  });

  it('the risk view’s live distance is |price − liq| / price, rounded down to 8 places', () => {
    expect(liveDistance('60000', '59100')).toBe('0.015');
    expect(liveDistance('3', '2')).toBe('0.33333333');
    expect(liveDistance(undefined, '1')).toBeNull();
    expect(liveDistance('0', '1')).toBeNull();
  });
});
