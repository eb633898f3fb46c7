import { englishUnit, formatUnit, type TimeUnit } from './unit-words';

const UNITS: readonly TimeUnit[] = ['second', 'minute', 'hour', 'day'];

describe('time units in words', () => {
  it('writes English as Intl does, without it (every unit, both widths, 0–999)', () => {
    for (const display of ['long', 'narrow'] as const) {
      for (const unit of UNITS) {
        const intl = new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: display, numberingSystem: 'latn' });
        const values = Array.from({ length: 1000 }, (_, value) => value);
        expect(values.map((value) => englishUnit(value, unit, display))).toEqual(values.map((value) => intl.format(value)));
      }
    }
  });

  it('leaves a fraction or a grouped number to Intl', () => {
    expect(englishUnit(1.5, 'day', 'long')).toBeUndefined();
    expect(englishUnit(1000, 'day', 'long')).toBeUndefined();
    expect(formatUnit(1000, 'day', 'en')).toBe('1,000 days');
    expect(formatUnit(1.5, 'hour', 'en-GB')).toBe('1.5 hours');
  });

  it('reads other languages through Intl, with Western digits', () => {
    expect(formatUnit(4, 'hour', 'zh-TW')).toBe('4 小時');
    expect(formatUnit(4, 'hour', 'ar-SA')).toBe('4 ساعات');
    expect(formatUnit(2, 'hour', 'ar-SA')).toBe('ساعتان');
    // A URL locale Intl refuses falls back to its language.
    expect(formatUnit(5, 'minute', 'ar-ARE')).toBe('5 دقائق');
  });
});
