import { useT } from '@tb/i18n';
import { Button, SkeletonText } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';
import { announcementIndexFor, useShellAnnouncementsQuery } from './api';
import { formatDateTime } from './dates';
import './strings';

export { announcementIndexFor };

/** Trading-bot announcements: the newest 10 of the trading-bots topic, new-crypto listings excluded. */
export function Announcements({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const { data, error, isLoading, refetch } = useShellAnnouncementsQuery({ index: announcementIndexFor(locale) });

  let body;
  if (isLoading) {
    body = (
      <div role="status">
        <span className="tb-visually-hidden">{t('home.announcements.loading')}</span>
        <SkeletonText lines={5} />
      </div>
    );
  } else if (error || !data) {
    body = (
      <div className="tb-inline-error" role="alert">
        <p>{t('home.announcements.error')}</p>
        <Button size="sm" onClick={() => void refetch()}>
          {t('home.announcements.retry')}
        </Button>
      </div>
    );
  } else if (data.hits.length === 0) {
    body = <p className="tb-muted">{t('home.announcements.empty')}</p>;
  } else {
    body = (
      <ul className="tb-news">
        {data.hits.map((hit) => (
          <li key={hit.objectID} className="tb-news__item">
            <a href={hit.url} className="tb-news__link">
              {hit.title}
            </a>
            <time className="tb-news__time" dateTime={new Date(hit.publish_time).toISOString()}>
              {formatDateTime(hit.publish_time, locale)}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="tb-card tb-announcements" aria-labelledby="tb-news-title">
      <h2 id="tb-news-title" className="tb-card__title">
        {t('home.announcements.title')}
      </h2>
      {body}
    </section>
  );
}
