/**
 * Live notices (issue 31), its own chunk: the signed-in trader's notices
 * from the quote socket's private topic (@tb/data-access-quotes
 * `listenNotices`; the feed resubscribes after every drop). Each batch
 * refetches the bell's count and the open list ('Notices'); an urgent notice
 * (liquidation warning, liquidated) is also a toast, and a system
 * notification when the browser granted them. Inside the exchange's app the
 * bridge offers no notification call (spec: routerPush, launchUrl,
 * routeTarget, getUserInfo), so the in-page centre and the toast are the
 * alerts there.
 */
import type { BotNotice } from '@tb/contracts';
import { api, getAppStore } from '@tb/data-access-api';
import { currentApp, toast } from '@tb/data-access-session';
import { quoteFeed } from '@tb/data-access-quotes';
import { i18n } from '@tb/i18n';
import { noticeHref, noticeWords } from './format';

/** System notifications can be shown: the browser has the API, the trader granted it, and this is not the app's webview. */
export function systemNotificationsAvailable(): 'granted' | 'default' | 'denied' | 'unsupported' | 'app' {
  if (currentApp().inApp) return 'app';
  const N = (globalThis as { Notification?: { permission: NotificationPermission } }).Notification;
  return N === undefined ? 'unsupported' : N.permission;
}

function show(notices: readonly BotNotice[], locale: string): void {
  const t = (key: string, params?: Record<string, string>) => i18n.t(key, { ns: 'shell', ...params });
  for (const n of notices) {
    if (!n.urgent) continue;
    const words = noticeWords(t, n, locale);
    toast.warn(words.title, words.text);
    if (systemNotificationsAvailable() === 'granted') {
      try {
        const note = new Notification(words.title, { body: words.text, tag: `tb-notice-${n.id}` });
        note.onclick = () => {
          window.focus();
          window.location.assign(noticeHref(n, locale));
        };
      } catch {
        // a browser that lists the API but refuses it outside a service worker (Android Chrome): the toast stays
      }
    }
  }
}

const refetchNotices = () => getAppStore()?.dispatch(api.util.invalidateTags(['Notices', 'Risk']));

/**
 * Starts listening; returns the stop function. Each time the server grants
 * the subscription (the first connection, and every reconnection after a
 * drop) the count and the list are read again: the socket replays nothing,
 * so a notice recorded between the bell's first count and the subscription,
 * or while the line was down, would otherwise wait for the 2-minute poll.
 */
export function startLiveNotices(locale: string): () => void {
  const feed = quoteFeed();
  // the socket may have been opened before this login: the server reads the session when it opens
  feed.renewSession();
  let granted = feed.getNoticeAccess() === 'granted';
  const stopStatus = feed.listenStatus(() => {
    const now = feed.getNoticeAccess() === 'granted';
    if (now && !granted) refetchNotices();
    granted = now;
  });
  const stopNotices = feed.listenNotices((notices) => {
    refetchNotices();
    show(notices, locale);
  });
  return () => {
    stopNotices();
    stopStatus();
  };
}
