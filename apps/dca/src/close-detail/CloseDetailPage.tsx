import '../bot-pages';
import { skipToken } from '@tb/data-access-api';
import { useLoginStatus } from '@tb/data-access-session';
import { Link, useArea, useParams } from '@tb/router';
import { useDcaCloseDetailQuery } from '../api/bot-api';
import { Breadcrumb, PageState } from '../common/PageState';
import { closeModeView, closeReasonView, statusView } from '../detail/bot-view';
import { useDcaT } from '../i18n';
import { useFormats } from '../lib/format';
import { Pnl } from '../common/Pnl';

/**
 * The settlement of a closed bot (route `close-detail/:botId/`): why and
 * when it closed, how it settled, what it invested and returned, and the
 * final PnL. A bot still running says so and links back to its detail.
 */
export default function CloseDetailPage() {
  const t = useDcaT();
  const { botId = '' } = useParams();
  const area = useArea();
  const formats = useFormats(area.locale);
  const login = useLoginStatus();
  const query = useDcaCloseDetailQuery(login === 'logged-in' && botId ? botId : skipToken, { refetchOnMountOrArgChange: true });
  const d = query.data;
  return (
    <PageState isLoading={query.isLoading} error={query.error} hasData={!!d} onRetry={() => void query.refetch()}>
      {() => {
        const detail = d!;
        const quote = detail.quote_coin;
        const closed = statusView(detail.status) === 'completed';
        const mode = closeModeView(detail.close_mode);
        return (
          <div className="dca-page">
            <Breadcrumb items={[{ label: t('detail.title'), to: area.path('detail', botId) }, { label: t('closeDetail.title') }]} />
            <header className="dca-page__header">
              <h1>{t('closeDetail.heading', { id: detail.bot_id })}</h1>
            </header>
            {!closed ? (
              <p className="dca-note" role="status">
                {t('closeDetail.stillRunning')} <Link to={area.path('detail', botId)}>{t('common.back')}</Link>
              </p>
            ) : null}
            <section className="dca-card" aria-label={t('closeDetail.title')}>
              <dl className="dca-facts dca-facts--grid">
                <div>
                  <dt>{t('closeDetail.reason')}</dt>
                  <dd data-testid="close-reason">{t(`closeReason.${closeReasonView(detail.close_reason)}`)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.mode')}</dt>
                  <dd data-testid="close-mode">{mode === 'quote' ? t('closeMode.quote', { quote }) : t(`closeMode.${mode}`)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.closedAt')}</dt>
                  <dd>{formats.dateTime(detail.end_time)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.ranFor')}</dt>
                  <dd>{formats.runningFor((detail.end_time || detail.create_time) - detail.create_time)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.rounds')}</dt>
                  <dd>{formats.amount(String(detail.rounds), undefined, 0)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.invested')}</dt>
                  <dd>{formats.amount(detail.total_invested, quote)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.finalValue')}</dt>
                  <dd>{formats.amount(detail.final_value, quote)}</dd>
                </div>
                <div>
                  <dt>{t('closeDetail.pnl')}</dt>
                  <dd>
                    <Pnl amount={detail.final_pnl} ratio={detail.final_pnl_per} coin={quote} locale={formats.locale} />
                  </dd>
                </div>
                <div>
                  <dt>{t('closeDetail.realised')}</dt>
                  <dd>{formats.pnl(detail.realised_profit, quote)}</dd>
                </div>
              </dl>
            </section>
            <section className="dca-card" aria-labelledby="dca-assets">
              <h2 id="dca-assets" className="dca-card__title">
                {t('closeDetail.assets')}
              </h2>
              {detail.assets.length ? (
                <ul className="dca-assets" data-testid="settled-assets">
                  {detail.assets.map((asset) => (
                    <li key={asset.coin}>
                      <strong>{asset.coin}</strong> <span dir="ltr">{formats.qty(asset.amount)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="dca-muted">{t('closeDetail.noAssets')}</p>
              )}
            </section>
            <div className="dca-actions">
              <Link className="tb-btn tb-btn--primary tb-btn--md" to={area.path('create')}>
                {t('closeDetail.another')}
              </Link>
              <Link className="tb-btn tb-btn--secondary tb-btn--md" to={area.path('orders', botId, 'history')}>
                {t('detail.allRounds')}
              </Link>
            </div>
          </div>
        );
      }}
    </PageState>
  );
}
