import { lazy, Suspense, useState } from 'react';
import { useStringsReady, useT } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { openLoginPrompt, useLoginStatus } from '@tb/data-access-session';
import { Button, EmptyState, SkeletonText, Spinner, Tabs } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';
import { Summary } from './Summary';
import type { BotListStatus } from './types';
import './strings';

const BotList = lazy(() => import('./BotList'));

/**
 * "My bots" on the home page: a login prompt for anonymous users; for a
 * logged-in trader the summary of all their bots, then running/closed tabs
 * listing each bot with its PnL pill and a link to it.
 */
export function MyBots({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const status = useLoginStatus();
  // the shared paged table speaks the bot pages' words (pager)
  const stringsReady = useStringsReady([botPageStrings], locale);
  const [tab, setTab] = useState<BotListStatus>('ongoing');
  const [pages, setPages] = useState<Record<BotListStatus, number>>({ ongoing: 1, closed: 1 });

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
      <>
        <Summary locale={locale} />
        <Tabs
          label={t('home.myBots.tabs')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'ongoing', label: t('home.myBots.running') },
            { key: 'closed', label: t('home.myBots.closed') },
          ]}
        >
          <Suspense
            fallback={
              <div role="status" className="tb-mybots__loading">
                <Spinner label={t('home.myBots.loading')} />
              </div>
            }
          >
            {stringsReady ? <BotList key={tab} status={tab} locale={locale} page={pages[tab]} onPage={(page) => setPages((current) => ({ ...current, [tab]: page }))} /> : <Spinner label={t('home.myBots.loading')} />}
          </Suspense>
        </Tabs>
      </>
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

