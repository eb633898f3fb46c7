import { act, screen } from '@testing-library/react';
import { ServerClock } from '@tb/feature-bot-pages';
import { SymbolFunding } from './SymbolFunding';
import { cacheWith, itemOf, renderPage, simBtcSymbol } from './test-support';

const EIGHT_AM = Date.UTC(2024, 0, 2, 8, 0, 0);

/** Lets the symbol cache's promise chain settle (fake timers hold only timers, not promises). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

describe('SymbolFunding', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('counts down to the symbol’s next funding on the exchange’s clock learnt at 60×, and asks for the next instant and rate once it passes', async () => {
    const btc = simBtcSymbol();
    let answer = itemOf(btc, { next_funding_time: EIGHT_AM, next_funding_rate: '0.0001' });
    const { cache, fetchItem } = cacheWith([btc], async () => answer);
    // The page's clock has two readings a local second apart, 60 exchange seconds apart: it runs 60×.
    const clock = new ServerClock(null);
    clock.observe(EIGHT_AM - 4 * 60_000, -1_000);
    clock.observe(EIGHT_AM - 3 * 60_000, 0); // 07:57:00 UTC at local time 0
    expect(clock.rate).toBe(60);

    await renderPage(<SymbolFunding symbol="BTCUSDT" clock={clock} cache={cache} />);
    await settle(); // the item arrives
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:03:00');
    expect(screen.getByText('at 08:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funding' })).toHaveTextContent('+0.0100%Longs pay shorts');

    act(() => jest.advanceTimersByTime(2_000)); // two local seconds: two exchange minutes
    expect(timer).toHaveTextContent('00:01:00');

    answer = itemOf(btc, { next_funding_time: EIGHT_AM + 8 * 3_600_000, next_funding_rate: '-0.0002' });
    const calls = fetchItem.mock.calls.length;
    act(() => jest.advanceTimersByTime(1_100)); // 08:00:06: funding happened
    await settle();
    expect(fetchItem.mock.calls.length).toBe(calls + 1);
    expect(screen.getByText('at 16:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funding' })).toHaveTextContent('-0.0200%Shorts pay longs');
    expect(timer.textContent).toMatch(/^07:59:[0-5]\d/);
  });
});
