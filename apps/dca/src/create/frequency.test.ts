import { englishUnit } from '@tb/util-format';
import { durationUnits, formatCountdown, formatSeconds, frequencySeconds, wholestUnit } from './frequency';

describe('frequencySeconds', () => {
  it('reads presets and exact custom values', () => {
    expect(frequencySeconds({ mode: 'preset', seconds: 3600 })).toBe(3600);
    expect(frequencySeconds({ mode: 'custom', value: '15', unit: 'second' })).toBe(15);
    expect(frequencySeconds({ mode: 'custom', value: '1.5', unit: 'hour' })).toBe(5400);
    expect(frequencySeconds({ mode: 'custom', value: '2', unit: 'day' })).toBe(172_800);
  });

  it('refuses values that are not a whole number of seconds, or not numbers', () => {
    expect(frequencySeconds({ mode: 'custom', value: '10.5', unit: 'second' })).toBeNull();
    expect(frequencySeconds({ mode: 'custom', value: '0.01', unit: 'minute' })).toBeNull();
    expect(frequencySeconds({ mode: 'custom', value: '', unit: 'minute' })).toBeNull();
    expect(frequencySeconds({ mode: 'custom', value: '1e3', unit: 'second' })).toBeNull();
  });
});

describe('durations in words', () => {
  it('splits into whole units, largest first, skipping zeros', () => {
    expect(durationUnits(3_661)).toEqual([
      { unit: 'hour', value: 1 },
      { unit: 'minute', value: 1 },
      { unit: 'second', value: 1 },
    ]);
    expect(durationUnits(86_400)).toEqual([{ unit: 'day', value: 1 }]);
    expect(durationUnits(0)).toEqual([{ unit: 'second', value: 0 }]);
  });

  it('reads naturally in every complete locale', () => {
    expect(formatSeconds(3_600, 'en')).toBe('1 hour');
    expect(formatSeconds(5_400, 'en')).toBe('1 hour, 30 minutes');
    expect(formatSeconds(10, 'en')).toBe('10 seconds');
    expect(formatSeconds(7_200, 'zh-TW')).toBe('2 小時');
    // Arabic dual form, Western digits where a number is written.
    expect(formatSeconds(7_200, 'ar-SA')).toBe('ساعتان');
    expect(formatSeconds(300, 'ar-SA')).toBe('5 دقائق');
    // A URL locale Intl refuses falls back to its language.
    expect(formatSeconds(300, 'ar-ARE')).toBe('5 دقائق');
  });

  it('counts down in the two largest units, never below zero', () => {
    expect(formatCountdown(3_725_000, 'en')).toBe('1h 2m');
    expect(formatCountdown(9_200, 'en')).toBe('10s');
    expect(formatCountdown(-5_000, 'en')).toBe('0s');
  });

  it('shows a preset as the largest whole unit', () => {
    expect(wholestUnit(7_200)).toEqual({ value: '2', unit: 'hour' });
    expect(wholestUnit(90)).toEqual({ value: '90', unit: 'second' });
    expect(wholestUnit(172_800)).toEqual({ value: '2', unit: 'day' });
  });

  it("writes English lists as Intl does, without it (unit words: util-format's unit-words.test.ts)", () => {
    for (const display of ['long', 'narrow'] as const) {
      const list = new Intl.ListFormat('en', { type: 'unit', style: display === 'long' ? 'long' : 'narrow' });
      for (const seconds of [90, 3_661, 90_061, 5_400]) {
        const parts = durationUnits(seconds).map(({ unit, value }) => englishUnit(value, unit, display) as string);
        expect(formatSeconds(seconds, 'en-GB', display)).toBe(list.format(parts));
      }
    }
    // a grouped number is Intl's to write
    expect(formatSeconds(1000 * 86_400, 'en')).toBe('1,000 days');
  });
});
