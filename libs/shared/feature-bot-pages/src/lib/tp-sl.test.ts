import { fractionToPercent, percentToFraction } from './tp-sl';

/**
 * The percent ↔ fraction conversion every kind's forms and dialogs use (spot and futures grids,
 * martingale, combo): each typed percent is sent divided by 100, exactly, and the API's fraction
 * reads back as the same percent; "" stays "".
 */
describe('percent ↔ fraction', () => {
  it.each([
    ['5', '0.05'],
    ['0.1', '0.001'],
    ['12.34', '0.1234'],
    ['2.5', '0.025'],
    ['33.33', '0.3333'],
    ['', ''],
  ])('"%s" % ↔ "%s", both ways', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
    expect(fractionToPercent(fraction)).toBe(percent);
  });
});
