/**
 * Analytics through a pluggable sink (spec §1 "tracks analytics events"; §7
 * "analytics scripts load lazily"; "error-reporting collector ... carries a
 * custom event").
 *
 * Anything on the page calls `analytics.track(...)` / `analytics.pageView(...)`
 * / `reportError(...)` at any time. Until a sink is installed the events wait
 * in a bounded queue, so the shell can load the sink's code after first paint
 * (lazy chunk) without losing the first page view and without delaying paint.
 */
export type PageLabel = 'UNSPECIFIED_PAGE' | 'TRADING_BOT_PAGE' | 'DERIVATIVES_PAGE' | 'FCOMBO_CREATE_PAGE';
export type AnalyticsProperties = Record<string, string | number | boolean>;

export interface AnalyticsEvent {
  name: string;
  /** The page label of the page the event happened on. */
  page: PageLabel;
  path: string;
  /** Unix ms. */
  time: number;
  properties: AnalyticsProperties;
}

/** A custom event for the error-reporting collector. */
export interface ErrorReport {
  name: string;
  message: string;
  page: PageLabel;
  path: string;
  time: number;
  stack?: string;
  context?: AnalyticsProperties;
}

export interface AnalyticsSink {
  send(events: AnalyticsEvent[]): void;
  report(report: ErrorReport): void;
}

/** Events kept while no sink is installed; older ones are dropped beyond this. */
export const ANALYTICS_QUEUE_LIMIT = 200;

let sink: AnalyticsSink | null = null;
let queue: AnalyticsEvent[] = [];
let reports: ErrorReport[] = [];
let page: PageLabel = 'UNSPECIFIED_PAGE';
let path = '';

function currentPath(): string {
  return path || (typeof location === 'undefined' ? '' : location.pathname);
}

function emit(event: AnalyticsEvent) {
  if (sink) {
    sink.send([event]);
    return;
  }
  queue.push(event);
  if (queue.length > ANALYTICS_QUEUE_LIMIT) queue = queue.slice(-ANALYTICS_QUEUE_LIMIT);
}

export const analytics = {
  /** Record a page view and make `label` the page of later events. */
  pageView(label: PageLabel, pagePath: string, properties: AnalyticsProperties = {}) {
    page = label;
    path = pagePath;
    emit({ name: 'page_view', page, path, time: Date.now(), properties });
  },
  track(name: string, properties: AnalyticsProperties = {}) {
    emit({ name, page, path: currentPath(), time: Date.now(), properties });
  },
  currentPage(): PageLabel {
    return page;
  },
};

/** Send a custom event to the error-reporting collector. */
export function reportError(name: string, error: unknown, context?: AnalyticsProperties): void {
  const report: ErrorReport = {
    name,
    message: error instanceof Error ? error.message : String(error),
    page,
    path: currentPath(),
    time: Date.now(),
  };
  if (error instanceof Error && error.stack) report.stack = error.stack;
  if (context) report.context = context;
  if (sink) sink.report(report);
  else {
    reports.push(report);
    if (reports.length > ANALYTICS_QUEUE_LIMIT) reports = reports.slice(-ANALYTICS_QUEUE_LIMIT);
  }
}

/** Install the sink; everything queued so far goes to it at once. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!sink) return;
  const pending = queue;
  const pendingReports = reports;
  queue = [];
  reports = [];
  if (pending.length) sink.send(pending);
  for (const report of pendingReports) sink.report(report);
}

/** Tests: back to a fresh state. */
export function resetAnalytics(): void {
  sink = null;
  queue = [];
  reports = [];
  page = 'UNSPECIFIED_PAGE';
  path = '';
}
