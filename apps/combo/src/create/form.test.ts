import { createBody, DEFAULT_VALUES } from './form';

const values = { ...DEFAULT_VALUES, initMargin: '100' };

describe('the combo create body: where a copy came from', () => {
  it('a copy opened from the ranking is attributed to the rank list, one from a shared follow page to the main create block, the daily pick to the AI block', () => {
    expect(createBody(values, { kind: 'follow', botId: '55', fromRank: true })).toMatchObject({ create_type: 1, block_source: 3, followed_bot_id: '55' });
    expect(createBody(values, { kind: 'follow', botId: '55' })).toMatchObject({ create_type: 1, block_source: 1, followed_bot_id: '55' });
    expect(createBody(values, { kind: 'pick' })).toMatchObject({ create_type: 1, block_source: 2 });
    const own = createBody(values, null);
    expect(own).not.toHaveProperty('create_type');
    expect(own).not.toHaveProperty('block_source');
  });
});
