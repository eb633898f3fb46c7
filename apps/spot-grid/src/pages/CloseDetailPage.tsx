import { useT } from '@tb/i18n';
import { Link, useArea, useParams } from '@tb/router';
import { Button, EmptyState, ProfitPill, Spinner } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPrice } from '@tb/util-format';
import { aprText } from '../lib/apr';
import { useSpotGridDetailQuery } from '../api/bot-endpoints';
import { ratioOf, StatusPill, tickOf } from '../detail/widgets';
import { NAMESPACE, type Translations } from '../i18n';
import { isolate } from '../lib/bidi';
import { botStatus, closeReason, isClosed } from '../lib/status';
import '../lazy-part';

/**
 * After a bot closed: why (in words), what was handed back, the final PnL
 * (grid profit and total, side by side) and how long it ran.
 */
export default function CloseDetailPage() {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const { botId = '' } = useParams();
  // a bot that is still closing (CANCELLING) settles within seconds: poll until it has
  const query = useSpotGridDetailQuery(botId);
  const detail = query.data?.detail;
  const status = detail ? botStatus(detail.status) : 'unknown';
  useSpotGridDetailQuery(botId, { pollingInterval: detail && status === 'cancelling' ? 2_000 : 0, skip: !detail || status !== 'cancelling' });
  const locale = t.language;

  if (query.isLoading) {
    return (
      <div className="sg-page sg-loading">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }
  if (!detail) {
    return (
      <section className="sg-page">
        <EmptyState headingLevel={2} title={t('common.notFound')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
      </section>
    );
  }
  const pair = `${detail.base_token}/${detail.quote_token}`;
  const closed = isClosed(status);
  const tickSize = tickOf(detail);
  const coin = detail.quote_token;
  return (
    <section className="sg-page sg-close-detail" aria-labelledby="sg-close-title">
      <header className="sg-page__header">
        <div>
          <h1 id="sg-close-title">{t('closeDetail.title', { symbol: pair })}</h1>
          <p className="sg-detail__meta">
            <StatusPill status={status} />
            <span className="tb-muted">{t('detail.botId', { id: isolate(detail.grid_id, t.language) })}</span>
          </p>
        </div>
      </header>
      {!closed ? (
        <div className="sg-banner" role="status">
          <span>{t('closeDetail.notClosed')}</span>
          <Link to={area.path('detail', detail.grid_id)}>{t('closeDetail.toDetail')}</Link>
        </div>
      ) : null}
      <dl className="sg-card sg-summary sg-summary--large">
        <div>
          <dt>{t('closeDetail.reason')}</dt>
          <dd>{closed ? t(`closeReason.${closeReason(detail.close_reason)}`) : DASH}</dd>
        </div>
        <div>
          <dt>{t('closeDetail.settlement')}</dt>
          <dd>
            <bdi dir="ltr">{detail.settlement_assets || DASH}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('closeDetail.finalPnl')}</dt>
          <dd>
            <ProfitPill amount={detail.total_profit} ratio={ratioOf(detail.total_profit, detail.total_investment)} coin={coin} locale={locale} label={t('detail.totalPnl')} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.gridProfit')}</dt>
          <dd>
            <ProfitPill amount={detail.grid_profit} ratio={ratioOf(detail.grid_profit, detail.total_investment)} coin={coin} locale={locale} label={t('detail.gridProfit')} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.investment')}</dt>
          <dd>
            <bdi dir="ltr">{formatAmount(detail.total_investment, coin, { locale })}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('detail.totalApr')}</dt>
          <dd>
            <bdi dir="ltr">{aprText(detail.total_apr, Number(detail.operation_time), locale, t('detail.aprPending'))}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('closeDetail.duration')}</dt>
          <dd>{formatDuration({ ms: Number(detail.operation_time) }, { locale })}</dd>
        </div>
        <div>
          <dt>{t('detail.range')}</dt>
          <dd>
            <bdi dir="ltr">{`${formatPrice(detail.min_price, { tickSize, locale })} – ${formatPrice(detail.max_price, { tickSize, locale })}`}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('closeDetail.createdAt')}</dt>
          <dd>{new Date(Number(detail.create_time)).toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('closeDetail.closedAt')}</dt>
          <dd>{Number(detail.end_time) > 0 ? new Date(Number(detail.end_time)).toLocaleString(locale) : DASH}</dd>
        </div>
      </dl>
      <p className="sg-links">
        <Link to={area.path('orders', detail.grid_id, 'history')}>{t('detail.history')}</Link>
        <Link to={`${area.path('create')}?symbol=${encodeURIComponent(detail.symbol)}`}>{t('closeDetail.createAnother')}</Link>
      </p>
    </section>
  );
}
