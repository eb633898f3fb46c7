import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useT } from '@tb/i18n';
import { Spinner } from '@tb/ui';
import type { ShellTranslations } from '../../i18n/shell-translations';
import { useShellNoticeUnreadQuery } from './api';
import './strings';

// the list, its paging and preferences: fetched when the trader opens it
const NoticePanel = lazy(() => import(/* webpackChunkName: "notice-panel" */ './NoticePanel'));

/** A signed-in trader's bell (NoticeBell.tsx loads it): the unread count, the list it opens, the live notices. */
export default function Bell({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const { data } = useShellNoticeUnreadQuery(undefined, { pollingInterval: 120_000 });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "notice-live" */ './live').then((m) => {
      if (!cancelled) stop = m.startLiveNotices(locale);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [locale]);
  const count = data?.unread ?? 0;
  return (
    <div className="tb-notices">
      <button
        type="button"
        className="tb-notices__bell"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count > 0 ? t('notices.openUnread', { count }) : t('notices.open')}
        onClick={() => setOpen((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {count > 0 ? (
          <span className="tb-notices__count" aria-hidden="true" data-testid="notice-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div className="tb-notices__panel" role="status">
              <Spinner label={t('notices.loading')} />
            </div>
          }
        >
          <NoticePanel id={panelId} locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
