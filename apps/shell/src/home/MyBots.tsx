import { lazy, Suspense } from 'react';
import { useT } from '@tb/i18n';
import { openLoginPrompt, useLoginStatus } from '@tb/data-access-session';
import { Button, EmptyState, SkeletonText, Spinner } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';
import './strings';

// a signed-in trader's summary and lists (and the exact decimals they need): never on an anonymous first visit
const TraderBots = lazy(() => import(/* webpackChunkName: "trader-bots" */ './TraderBots'));

/**
 * "My bots" on the home page: a login prompt for anonymous users; for a
 * logged-in trader the summary of all their bots, then running/closed tabs
 * listing each bot with its PnL pill and a link to it.
 */
export function MyBots({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const status = useLoginStatus();

  let body;
  if (status === 'unknown') {
    body = (
      <div role="status">
        <span className="tb-visually-hidden">{t('account.checking')}</span>
        <SkeletonText lines={4} />
      </div>
    );
  } else if (status === 'anonymous') {
    body = (
      <EmptyState
        title={t('home.myBots.loginTitle')}
        description={t('home.myBots.loginText')}
        action={
          <Button variant="primary" onClick={() => void openLoginPrompt({ extraProps: { source: 'my-bots' } })}>
            {t('account.login')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Suspense
        fallback={
          <div role="status" className="tb-mybots__loading">
            <Spinner label={t('home.myBots.loading')} />
          </div>
        }
      >
        <TraderBots locale={locale} />
      </Suspense>
    );
  }

  return (
    <section className="tb-card tb-mybots" aria-labelledby="tb-mybots-title">
      <h2 id="tb-mybots-title" className="tb-card__title">
        {t('home.myBots.title')}
      </h2>
      {body}
    </section>
  );
}

