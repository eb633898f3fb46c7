import { useEffect, useRef, useState } from 'react';
import { Link } from '@tb/router';
import { useT } from '@tb/i18n';
import type { BotNotice } from '@tb/contracts';
import { NOTICE_KINDS, type NoticeKind } from '@tb/contracts/paths';
import { Button, EmptyState, Spinner } from '@tb/ui';
import { formatDateTime } from '@tb/util-format';
import type { ShellTranslations } from '../../i18n/shell-translations';
import { useShellNoticeListQuery, useShellNoticePrefsQuery, useShellNoticeReadMutation, useShellNoticeUpdatePrefsMutation } from './api';
import { noticeHref, noticeWords } from './format';
import { systemNotificationsAvailable } from './live';

const PAGE = 20;

/**
 * The notification centre's panel: the trader's notices newest first (20 at
 * a time, "Show more"), each linking to its bot and marked read when opened;
 * "Mark all read"; system notifications (asked for here, never on load); the
 * kinds to receive (for every bot; a bot's own settings are on its page).
 */
export default function NoticePanel({ id, locale, onClose }: { id: string; locale: string; onClose: () => void }) {
  const t = useT<ShellTranslations>('shell');
  const [limit, setLimit] = useState(PAGE);
  const list = useShellNoticeListQuery({ page: 0, limit });
  const [markRead] = useShellNoticeReadMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const tt = (key: string, params?: Record<string, string>) => t(key as never, params as never) as string;
  const items = list.data?.items ?? [];
  return (
    <section id={id} className="tb-notices__panel" aria-labelledby={`${id}-title`}>
      <div className="tb-notices__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('notices.title')}
        </h2>
        <Button size="sm" variant="secondary" disabled={(list.data?.unread ?? 0) === 0} onClick={() => void markRead({ all: true })}>
          {t('notices.markAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('notices.close')}
        </Button>
      </div>
      <SystemNotifications />
      {list.isLoading ? (
        <div role="status">
          <Spinner label={t('notices.loading')} />
        </div>
      ) : list.isError ? (
        <div role="alert" className="tb-notices__error">
          {t('notices.failed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {t('notices.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <ul className="tb-notices__list" aria-label={t('notices.listLabel')}>
          {items.map((n) => (
            <NoticeItem key={n.id} n={n} locale={locale} t={tt} onOpen={() => (n.read ? undefined : void markRead({ ids: [n.id] }))} unreadLabel={t('notices.unread')} />
          ))}
        </ul>
      )}
      {list.data && list.data.total > items.length && limit < 100 ? (
        <Button size="sm" variant="secondary" onClick={() => setLimit((l) => Math.min(100, l + PAGE))}>
          {t('notices.more')}
        </Button>
      ) : null}
      <Prefs t={tt} />
    </section>
  );
}

function NoticeItem({ n, locale, t, onOpen, unreadLabel }: { n: BotNotice; locale: string; t: (key: string, params?: Record<string, string>) => string; onOpen: () => void; unreadLabel: string }) {
  const words = noticeWords(t, n, locale);
  return (
    <li className={`tb-notices__item${n.read ? '' : ' tb-notices__item--unread'}${n.urgent ? ' tb-notices__item--urgent' : ''}`}>
      <Link to={noticeHref(n, locale)} onClick={onOpen} className="tb-notices__link">
        <span className="tb-notices__title">
          {n.read ? null : <span className="tb-notices__dot">{unreadLabel}: </span>}
          {words.title}
        </span>
        {words.text ? <span className="tb-notices__text">{words.text}</span> : null}
        <time className="tb-notices__time" dateTime={new Date(n.time).toISOString()}>
          {formatDateTime(n.time, { locale })}
        </time>
      </Link>
    </li>
  );
}

function SystemNotifications() {
  const t = useT<ShellTranslations>('shell');
  const [state, setState] = useState(systemNotificationsAvailable);
  if (state === 'unsupported') return null;
  if (state === 'app') return <p className="tb-notices__note">{t('notices.systemApp')}</p>;
  if (state === 'granted') return <p className="tb-notices__note">{t('notices.systemOn')}</p>;
  if (state === 'denied') return <p className="tb-notices__note">{t('notices.systemBlocked')}</p>;
  return (
    <Button size="sm" variant="ghost" onClick={() => void Notification.requestPermission().then(() => setState(systemNotificationsAvailable()))}>
      {t('notices.system')}
    </Button>
  );
}

function Prefs({ t }: { t: (key: string) => string }) {
  const prefs = useShellNoticePrefsQuery();
  const [update, state] = useShellNoticeUpdatePrefsMutation();
  const off = new Set((prefs.data?.prefs ?? []).filter((p) => p.bot_id === '' && !p.enabled).map((p) => p.kind));
  return (
    <details className="tb-notices__prefs">
      <summary>{t('notices.prefs')}</summary>
      <fieldset disabled={prefs.isLoading || state.isLoading}>
        <legend className="tb-visually-hidden">{t('notices.prefs')}</legend>
        {NOTICE_KINDS.map((kind: NoticeKind) => (
          <label key={kind} className="tb-notices__pref">
            <input type="checkbox" checked={!off.has(kind)} onChange={(e) => void update({ prefs: [{ kind, bot_id: '', enabled: e.target.checked }] })} />
            {t(`notices.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      {state.isSuccess ? <p role="status">{t('notices.prefsSaved')}</p> : null}
    </details>
  );
}
