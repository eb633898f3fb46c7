import { APR_MIN_RUNNING_MS, aprText } from './apr';

describe('aprText', () => {
  it('shows the APR once the bot has run a day, the pending text before', () => {
    expect(aprText('-28.6503', 24 * 60_000, 'en', 'After 24 h running')).toBe('After 24 h running');
    expect(aprText('-28.6503', APR_MIN_RUNNING_MS - 1, 'en', 'later')).toBe('later');
    expect(aprText('0.0831', APR_MIN_RUNNING_MS, 'en', 'later')).toBe('+8.31%');
    expect(aprText('-0.5', 3 * APR_MIN_RUNNING_MS, 'en', 'later')).toMatch(/^[-−]50\.00%$/);
  });
});
