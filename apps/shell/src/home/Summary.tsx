import { useKindName, useT } from '@tb/i18n';
import { nameKeyOf } from '@tb/util-bot-kinds';
import { ProfitPill, SkeletonText, Fact } from '@tb/ui';
import { formatAmount, formatCount, formatDateTime } from '@tb/util-format';
import type { ShellTranslations } from '../i18n/shell-translations';
import { useShellBotsSummaryQuery } from './api';
import './strings';
import type { CoinTotals } from './types';

/** How often the summary is refreshed while the home page is open. */
export const SUMMARY_POLL_MS = 15_000;

/**
 * All of the trader's bots at a glance, above the list (bots-summary): how
 * many run and how many are closed, then per quote coin the running bots'
 * investment, their total PnL and PnL today (since the exchange's day began,
 * or since the stated later time), and the counts per bot type — one entry
 * per kind of the registry that has bots, so a new kind appears here with
 * its first bot. Coins are never added together.
 */
export function Summary({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
  const { data, error, isLoading } = useShellBotsSummaryQuery(undefined, { pollingInterval: SUMMARY_POLL_MS, skipPollingIfUnfocused: true });
  if (isLoading) {
    return (
      <div role="status" className="tb-summary">
        <span className="tb-visually-hidden">{t('home.summary.loading')}</span>
        <SkeletonText lines={2} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <p className="tb-summary tb-muted" role="alert">
        {t('home.summary.error')}
      </p>
    );
  }
  const kinds = data.kinds.filter((kind) => kind.running + kind.closed > 0);
  const since = t('home.summary.todayFrom', { time: formatDateTime(data.today_from, { locale, style: 'dayMonthTime' }) });
  const coinRow = (totals: CoinTotals) => (
    <section key={totals.coin} className="tb-summary__coin" aria-label={t('home.summary.perCoin', { coin: totals.coin })}>
      <dl className="tb-summary__figures">
        <Fact term={t('home.summary.investment')} ltr>{formatAmount(totals.total_investment, totals.coin, { locale })}</Fact>
        <div>
          <dt>{t('home.summary.pnl')}</dt>
          <dd>
            <ProfitPill amount={totals.total_pnl} ratio={totals.total_pnl_per} coin={totals.coin} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t('home.summary.today')}</dt>
          <dd>
            <ProfitPill amount={totals.today_pnl} coin={totals.coin} locale={locale} />
            <span className="tb-summary__since">
              <bdi>{since}</bdi>
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
  return (
    <section className="tb-summary" aria-labelledby="tb-summary-title">
      <div className="tb-summary__head">
        <h3 id="tb-summary-title" className="tb-summary__title">
          {t('home.summary.title')}
        </h3>
        <dl className="tb-summary__counts">
          <Fact term={t('home.summary.running')} ltr>{formatCount(data.running, { locale })}</Fact>
          <Fact term={t('home.summary.closed')} ltr>{formatCount(data.closed, { locale })}</Fact>
        </dl>
      </div>
      {data.running + data.closed === 0 ? <p className="tb-muted">{t('home.summary.none')}</p> : null}
      {data.totals.map(coinRow)}
      {data.totals.length > 1 ? <p className="tb-muted tb-summary__note">{t('home.summary.perCoinNote')}</p> : null}
      {kinds.length > 0 ? (
        <div role="group" aria-label={t('home.summary.byKind')}>
          <dl className="tb-summary__kinds">
            {kinds.map((kind) => (
              <div key={kind.bot_type}>
                <dt>{kindName(nameKeyOf(kind.bot_type), t('home.myBots.botTypes.unknown'))}</dt>
                <dd>{t('home.summary.kindCounts', { running: formatCount(kind.running, { locale }), closed: formatCount(kind.closed, { locale }) })}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
