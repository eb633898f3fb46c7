import { mapQuoteRow, parseServerMessage, quoteSocketUrl } from './mapping';

const row = { t: 1_700_000_000_000, s: 'BTCUSDT', c: '65000.5', h: '66000', l: '64000', o: '64500', v: '123.4', qv: '8000000.12', m: '0.0077' };

describe('quote row mapping (spec §3)', () => {
  it('maps t/s/c/h/l/o/v/qv/m to the page fields, startTime = t − 86399000', () => {
    expect(mapQuoteRow(row)).toEqual({
      startTime: 1_700_000_000_000 - 86_399_000,
      currentTime: 1_700_000_000_000,
      symbol: 'BTCUSDT',
      close: '65000.5',
      high: '66000',
      low: '64000',
      open: '64500',
      volume: '123.4',
      quoteVolume: '8000000.12',
      range: '0.0077',
    });
  });

  it('parses pushes, dropping malformed rows', () => {
    const message = parseServerMessage(JSON.stringify({ topic: 'realtimes', symbol: 'BTCUSDT', data: [row, { ...row, c: 65000 }, null] }));
    expect(message).toEqual({ type: 'push', tickers: [mapQuoteRow(row)] });
  });

  it('parses acks and pongs', () => {
    expect(parseServerMessage('{"topic":"realtimes","event":"sub","symbol":"NOPE","code":"10001","msg":"symbol: unknown symbol NOPE"}')).toEqual({
      type: 'ack',
      event: 'sub',
      symbols: ['NOPE'],
      ok: false,
      message: 'symbol: unknown symbol NOPE',
    });
    expect(parseServerMessage('{"pong":1}')).toEqual({ type: 'pong' });
    expect(parseServerMessage('not json')).toEqual({ type: 'other' });
  });

  it('uses wss on https pages and ws otherwise', () => {
    expect(quoteSocketUrl({ protocol: 'https:', host: 'www.example.com' })).toBe('wss://www.example.com/spot/ws/quote/v1');
    expect(quoteSocketUrl({ protocol: 'http:', host: '127.0.0.1:5200' })).toBe('ws://127.0.0.1:5200/spot/ws/quote/v1');
  });
});
