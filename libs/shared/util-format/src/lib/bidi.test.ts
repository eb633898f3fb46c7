import { isolate, isolated, isolatedFigures } from './bidi';

describe('isolates around figures in right-to-left sentences', () => {
  it('wraps figures in right-to-left languages only, first-strong unless asked for left to right', () => {
    expect(isolate('108.11 USDT', 'ar-SA')).toBe('\u2068108.11 USDT\u2069');
    expect(isolate('+0.46%', 'ar-SA', 'ltr')).toBe('\u2066+0.46%\u2069');
    expect(isolate('108.11 USDT', 'en')).toBe('108.11 USDT');
    expect(isolate('108.11 USDT', 'zh-TW', 'ltr')).toBe('108.11 USDT');
    expect(isolated('3d 4h')).toBe('\u20683d 4h\u2069');
  });

  it('reads back the isolated figures of a sentence with their kind, marks at the edges dropped', () => {
    const sentence = `العائد ${isolated('\u200e+0.79%', 'ltr')} خلال ${isolated('7 أيام')} و ${isolate('1,000.00 USDT', 'ar-SA')}`;
    expect(isolatedFigures(sentence)).toEqual([
      { figure: '+0.79%', kind: 'ltr' },
      { figure: '7 أيام', kind: 'own' },
      { figure: '1,000.00 USDT', kind: 'own' },
    ]);
    expect(isolatedFigures('no figures here')).toEqual([]);
  });
});
