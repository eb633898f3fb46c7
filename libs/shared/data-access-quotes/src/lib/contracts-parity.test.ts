/**
 * @jest-environment node
 */
import { QUOTE_PING_INTERVAL_MS, QUOTE_TOPIC as CONTRACT_TOPIC, QUOTE_WINDOW_MS as CONTRACT_WINDOW, QUOTE_WS_PATH, toQuoteTicker } from '@tb/contracts';
import { mapQuoteRow, QUOTE_PATH, QUOTE_TOPIC, QUOTE_WINDOW_MS } from './mapping';
import { NOTICE_TOPIC as CONTRACT_NOTICE_TOPIC } from '@tb/contracts';
import { NOTICE_TOPIC } from './feed';

describe('quote client equals the simulator contract', () => {
  it('path, topic, window and mapping', () => {
    expect(QUOTE_PATH).toBe(QUOTE_WS_PATH);
    expect(QUOTE_TOPIC).toBe(CONTRACT_TOPIC);
    expect(QUOTE_WINDOW_MS).toBe(CONTRACT_WINDOW);
    const row = { t: 5, s: 'X', c: '1', h: '2', l: '0.5', o: '1', v: '3', qv: '4', m: '0' };
    expect(mapQuoteRow(row)).toEqual(toQuoteTicker(row));
    expect(QUOTE_PING_INTERVAL_MS).toBe(10_000);
    expect(NOTICE_TOPIC).toBe(CONTRACT_NOTICE_TOPIC);
  });
});
