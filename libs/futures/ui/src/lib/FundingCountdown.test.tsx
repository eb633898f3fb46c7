import { act, screen } from '@testing-library/react';
import { FundingCountdown, countdownText, fundingTarget, type ExchangeClock } from './FundingCountdown';
import { renderIn } from './test-support';

const EIGHT_AM = Date.UTC(2024, 0, 2, 8, 0, 0);
const HOUR = 3_600_000;

/** An exchange clock running `rate`× faster than the page's, reading `start` at local time 0 (the shape of `ServerClock`). */
const fastClock = (start: number, rate: number): ExchangeClock => ({ now: (local) => start + local * rate, rate });

describe('fundingTarget / countdownText', () => {
  it('aims at the announced instant, then at the next of the same schedule until a newer one arrives', () => {
    expect(fundingTarget(EIGHT_AM - 1000, EIGHT_AM)).toBe(EIGHT_AM);
    expect(fundingTarget(EIGHT_AM, EIGHT_AM)).toBe(EIGHT_AM + 8 * HOUR);
    expect(fundingTarget(EIGHT_AM + 9 * HOUR, EIGHT_AM)).toBe(EIGHT_AM + 16 * HOUR);
    expect(fundingTarget(EIGHT_AM + 1, EIGHT_AM, 4 * HOUR)).toBe(EIGHT_AM + 4 * HOUR);
    expect(fundingTarget(EIGHT_AM - 5, 0)).toBe(EIGHT_AM); // none announced: the standard 00:00 / 08:00 / 16:00 UTC
    expect(countdownText(HOUR * 7 + 59 * 60_000 + 59_999)).toBe('07:59:59');
    expect(countdownText(-5)).toBe('00:00:00');
  });
});

describe('FundingCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('counts down on the exchange’s clock running 60× (a local second is a minute), then rolls to the next instant', async () => {
    const clock = fastClock(EIGHT_AM - 2 * 60_000, 60); // 07:58:00 UTC
    await renderIn(<FundingCountdown nextFundingTime={EIGHT_AM} rate="0.0001" clock={clock} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:02:00');
    expect(screen.getByText('at 08:00 UTC')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000)); // one local second: one exchange minute
    expect(timer).toHaveTextContent('00:01:00');
    expect(timer.querySelector('time')).toHaveAttribute('dateTime', 'PT0H1M0S');
    act(() => jest.advanceTimersByTime(500));
    expect(timer).toHaveTextContent('00:00:30');
    act(() => jest.advanceTimersByTime(1_000)); // 08:00:30: funding happened; the next instant is 16:00
    expect(timer).toHaveTextContent('07:59:30');
    expect(screen.getByText('at 16:00 UTC')).toBeInTheDocument();
  });

  it('shows the predicted rate as a signed percent with what the sign means', async () => {
    const clock = fastClock(EIGHT_AM - HOUR, 1);
    const { rerender } = await renderIn(<FundingCountdown nextFundingTime={EIGHT_AM} rate="0.0001" clock={clock} />);
    const region = screen.getByRole('region', { name: 'Funding' });
    expect(region).toHaveTextContent('+0.0100%');
    expect(region).toHaveTextContent('Longs pay shorts');
    rerender(<FundingCountdown nextFundingTime={EIGHT_AM} rate="-0.00025" clock={clock} />);
    expect(region).toHaveTextContent('-0.0250%');
    expect(region).toHaveTextContent('Shorts pay longs');
    rerender(<FundingCountdown nextFundingTime={EIGHT_AM} rate="0" clock={clock} />);
    expect(region).toHaveTextContent('Nobody pays at a zero rate');
  });

  it('waits for the clock before counting, and reads in Arabic', async () => {
    await renderIn(<FundingCountdown nextFundingTime={EIGHT_AM} rate="0.0001" clock={{ now: () => null }} />, 'ar-SA');
    expect(screen.getByRole('timer')).toHaveTextContent('--');
    expect(screen.getByRole('region', { name: 'التمويل' })).toHaveTextContent('مراكز الشراء تدفع لمراكز البيع');
  });
});
