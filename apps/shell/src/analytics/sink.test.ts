import { analytics, reportError, resetAnalytics } from '@tb/data-access-session';
import { installAnalyticsSink } from './sink';

afterEach(() => {
  resetAnalytics();
  document.head.innerHTML = '';
  delete window.tbAnalytics;
});

describe('analytics sink', () => {
  it('without a configured endpoint keeps events in the page, including those queued before it loaded', () => {
    analytics.pageView('TRADING_BOT_PAGE', '/tradingbot/en/');
    installAnalyticsSink();
    analytics.track('create_click', { kind: 'dca' });
    reportError('render', new Error('boom'));
    expect(window.tbAnalytics?.events.map((e) => [e.name, e.page])).toEqual([
      ['page_view', 'TRADING_BOT_PAGE'],
      ['create_click', 'TRADING_BOT_PAGE'],
    ]);
    expect(window.tbAnalytics?.reports[0]).toMatchObject({ name: 'render', message: 'boom' });
  });

  it('with an endpoint sends batches and error reports as beacons', () => {
    jest.useFakeTimers();
    const beacons: Array<[string, unknown]> = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, data: unknown) => (beacons.push([url, data]), true) });
    document.head.innerHTML = '<meta name="tb-analytics-endpoint" content="https://collect.example/e"><meta name="tb-error-collector" content="https://collect.example/r">';
    installAnalyticsSink();
    analytics.track('one');
    analytics.track('two');
    reportError('crash', new Error('x'));
    expect(beacons.map(([url]) => url)).toEqual(['https://collect.example/r']);
    jest.advanceTimersByTime(2_000);
    expect(beacons.map(([url]) => url)).toEqual(['https://collect.example/r', 'https://collect.example/e']);
    expect(window.tbAnalytics).toBeUndefined();
    jest.useRealTimers();
  });
});
