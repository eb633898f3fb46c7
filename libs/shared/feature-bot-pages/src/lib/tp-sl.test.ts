import { fractionToPercent, percentToFraction } from './tp-sl';

/** The percent ↔ fraction conversion every kind's forms and dialogs use (spot and futures grids, martingale, combo). */
describe('percent ↔ fraction', () => {
  it('sends a typed percent divided by 100, exactly, and multiplies a fraction back', () => {
    expect(percentToFraction('5')).toBe('0.05');
    expect(percentToFraction('0.1')).toBe('0.001');
    expect(percentToFraction('12.34')).toBe('0.1234');
    expect(percentToFraction('2.5')).toBe('0.025');
    expect(percentToFraction('33.33')).toBe('0.3333');
    expect(percentToFraction('')).toBe('');
    expect(fractionToPercent('0.05')).toBe('5');
    expect(fractionToPercent('0.025')).toBe('2.5');
    expect(fractionToPercent('')).toBe('');
  });
});
