import { lazy, Suspense, useState } from 'react';
import { useStringsReady, useT } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { Spinner, Tabs } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';
import { Summary } from './Summary';
import type { BotListStatus } from './types';
import './strings';

const loadBotList = () => import('./BotList');
const BotList = lazy(loadBotList);
// the risk desk's view: its own chunk, fetched when its tab opens
const RiskView = lazy(() => import(/* webpackChunkName: "risk-view" */ './RiskView'));

type MyBotsTab = BotListStatus | 'risk';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="tb-mybots__loading">
      <Spinner label={label} />
    </div>
  );
}

/**
 * What the first page of running bots needs besides its data: the list's chunk and the shared
 * bot pages' strings (its pager) in `locale`. The start calls it with the data's requests
 * (prefetch.ts `startHome`), so the home's first render finds them in hand and draws "My bots" at
 * its final height instead of a spinner that a page of bots replaces later (layout shift).
 */
export function prepareTraderBots(locale: string): Promise<unknown> {
  return Promise.all([loadBotList(), botPageStrings.load(locale)]);
}

/**
 * A signed-in trader's part of "My bots": the all-bots summary, then the
 * running/closed tabs, each a page of the paged bot list. Its own chunk
 * (with the exact-decimal formatting it needs), so an anonymous first visit
 * downloads none of it.
 */
export default function TraderBots({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  // the shared paged table speaks the bot pages' words (pager)
  const stringsReady = useStringsReady([botPageStrings], locale);
  const [tab, setTab] = useState<MyBotsTab>('ongoing');
  const [pages, setPages] = useState<Record<BotListStatus, number>>({ ongoing: 1, closed: 1 });
  return (
    <>
      <Summary locale={locale} />
      <Tabs
        label={t('home.myBots.tabs')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'ongoing', label: t('home.myBots.running') },
          { key: 'closed', label: t('home.myBots.closed') },
          { key: 'risk', label: t('home.risk.tab') },
        ]}
      >
        <Suspense fallback={<Loading label={t('home.myBots.loading')} />}>
          {tab === 'risk' ? (
            <RiskView locale={locale} />
          ) : stringsReady ? (
            <BotList key={tab} status={tab} locale={locale} page={pages[tab]} onPage={(page) => setPages((current) => ({ ...current, [tab]: page }))} />
          ) : (
            <Loading label={t('home.myBots.loading')} />
          )}
        </Suspense>
      </Tabs>
    </>
  );
}
