import { useT } from '@tb/i18n';
import { Link, useArea, useParams } from '@tb/router';
import { Spinner } from '@tb/ui';
import { OrdersSubnav } from '@tb/feature-bot-pages';
import { useSpotGridDetailQuery } from '../api/bot-endpoints';
import { OrdersTable, type OrdersKind } from '../detail/OrdersTable';
import { tickOf } from '../detail/widgets';
import { NAMESPACE, type Translations } from '../i18n';
import { usePageVisible } from '../detail/hooks';
import { botStatus, isClosed } from '../detail/status';
import '../detail/part';

/** All open orders or all history of one bot, 50 per page (virtualised body). */
export default function OrdersPage({ kind }: { kind: OrdersKind }) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const { botId = '' } = useParams();
  const visible = usePageVisible();
  const detail = useSpotGridDetailQuery(botId).data?.detail;
  const pair = detail ? `${detail.base_token}/${detail.quote_token}` : '';
  const live = detail ? !isClosed(botStatus(detail.status)) : false;
  return (
    <section className="sg-page" aria-labelledby="sg-orders-page-title">
      <header className="sg-page__header">
        <Link to={area.path('detail', botId)} className="sg-back">
          <span aria-hidden="true" className="sg-back__arrow">
            ←
          </span>
          {t('orders.backToBot')}
        </Link>
        <h1 id="sg-orders-page-title">{kind === 'open' ? t('orders.openTitle', { symbol: pair }) : t('orders.historyTitle', { symbol: pair })}</h1>
        <OrdersSubnav botId={botId} current={kind} label={t('nav.label')} openLabel={t('detail.openOrders')} historyLabel={t('detail.history')} className="sg-subnav" />
      </header>
      {detail ? (
        <OrdersTable
          key={kind}
          gridId={botId}
          kind={kind}
          pageSize={50}
          tickSize={tickOf(detail)}
          base={detail.base_token}
          quote={detail.quote_token}
          pollingInterval={live && visible ? 5_000 : 0}
          virtual
        />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </section>
  );
}
