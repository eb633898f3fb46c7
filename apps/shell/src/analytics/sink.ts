import { setAnalyticsSink, type AnalyticsEvent, type AnalyticsSink, type ErrorReport } from '@tb/data-access-session';

/**
 * The shell's analytics sink (lazy chunk, installed after first paint).
 *
 * Where events go is deployment configuration, read from the page:
 * - `<meta name="tb-analytics-endpoint" content="https://…/collect">`: page views
 *   and events are POSTed there in batches (sendBeacon, so leaving the page
 *   does not lose them);
 * - `<meta name="tb-error-collector" content="https://…/report">`: error
 *   reports, one custom event per POST.
 * Without an endpoint (the simulator, development) events are kept in the
 * page, readable as `window.tbAnalytics` (the last 500), so nothing is sent
 * anywhere unconfigured.
 */
export const BATCH_DELAY_MS = 2_000;
const MEMORY_LIMIT = 500;

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

function post(url: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

export function createBeaconSink(eventsUrl: string, reportsUrl: string | null): AnalyticsSink {
  let batch: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!batch.length) return;
    post(eventsUrl, { events: batch });
    batch = [];
  };
  addEventListener('pagehide', flush);
  return {
    send(events) {
      batch.push(...events);
      timer ??= setTimeout(flush, BATCH_DELAY_MS);
    },
    report(report) {
      post(reportsUrl ?? eventsUrl, { event: 'error_report', report });
    },
  };
}

export interface MemoryAnalytics {
  events: AnalyticsEvent[];
  reports: ErrorReport[];
}

export function createMemorySink(store: MemoryAnalytics): AnalyticsSink {
  return {
    send(events) {
      store.events.push(...events);
      if (store.events.length > MEMORY_LIMIT) store.events.splice(0, store.events.length - MEMORY_LIMIT);
    },
    report(report) {
      store.reports.push(report);
      if (store.reports.length > MEMORY_LIMIT) store.reports.splice(0, store.reports.length - MEMORY_LIMIT);
    },
  };
}

declare global {
  interface Window {
    tbAnalytics?: MemoryAnalytics;
  }
}

export function installAnalyticsSink(): void {
  const endpoint = meta('tb-analytics-endpoint');
  if (endpoint) {
    setAnalyticsSink(createBeaconSink(endpoint, meta('tb-error-collector')));
    return;
  }
  const store: MemoryAnalytics = { events: [], reports: [] };
  window.tbAnalytics = store;
  setAnalyticsSink(createMemorySink(store));
}
