import { ANALYTICS_QUEUE_LIMIT, analytics, reportError, resetAnalytics, setAnalyticsSink, type AnalyticsEvent, type ErrorReport } from './analytics';

function recordingSink() {
  const events: AnalyticsEvent[] = [];
  const reports: ErrorReport[] = [];
  return { events, reports, send: (batch: AnalyticsEvent[]) => events.push(...batch), report: (report: ErrorReport) => reports.push(report) };
}

afterEach(() => resetAnalytics());

describe('analytics through a pluggable sink', () => {
  it('queues events until the sink is installed, then delivers them in order', () => {
    analytics.pageView('TRADING_BOT_PAGE', '/tradingbot/en/');
    analytics.track('create_click', { kind: 'spot-grid' });
    reportError('render', new Error('boom'), { area: 'dca' });
    const sink = recordingSink();
    setAnalyticsSink(sink);
    expect(sink.events.map((e) => [e.name, e.page, e.path])).toEqual([
      ['page_view', 'TRADING_BOT_PAGE', '/tradingbot/en/'],
      ['create_click', 'TRADING_BOT_PAGE', '/tradingbot/en/'],
    ]);
    expect(sink.events[1].properties).toEqual({ kind: 'spot-grid' });
    expect(sink.reports).toEqual([expect.objectContaining({ name: 'render', message: 'boom', page: 'TRADING_BOT_PAGE', context: { area: 'dca' } })]);
  });

  it('sends straight to an installed sink, labelled with the current page', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    analytics.pageView('FCOMBO_CREATE_PAGE', '/tradingbot/en/combo/create/');
    analytics.track('submit');
    expect(sink.events.map((e) => e.page)).toEqual(['FCOMBO_CREATE_PAGE', 'FCOMBO_CREATE_PAGE']);
    expect(analytics.currentPage()).toBe('FCOMBO_CREATE_PAGE');
  });

  it('keeps at most the newest events while waiting', () => {
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 5; i += 1) analytics.track(`e${i}`);
    const sink = recordingSink();
    setAnalyticsSink(sink);
    expect(sink.events).toHaveLength(ANALYTICS_QUEUE_LIMIT);
    expect(sink.events[0].name).toBe('e5');
  });
});
