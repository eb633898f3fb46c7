import { Link, useArea } from '@tb/router';
import { Spinner } from '@tb/ui';
import { OrdersSubnav } from '@tb/feature-bot-pages';
import { useRouteBot } from '../detail/use-bot';
import { FuturesOrdersTable, type OrdersKind } from '../detail/OrdersTable';
import { useBotT } from '../detail/strings';
import '../detail/part';

/** Every open order or every fill of one futures grid, 50 a page (virtualised body). */
export default function OrdersPage({ kind }: { kind: OrdersKind }) {
  const t = useBotT();
  const area = useArea();
  const { botId, detail, live } = useRouteBot();
  const symbol = detail?.symbol ?? '';
  return (
    <section className="fg-page" aria-labelledby="fg-orders-title">
      <header className="fg-page__header">
        <Link to={area.path('detail', botId)}>{t('bot.orders.backToBot')}</Link>
        <h1 id="fg-orders-title">{t(kind === 'open' ? 'bot.orders.openTitle' : 'bot.orders.historyTitle', { symbol })}</h1>
        <OrdersSubnav botId={botId} current={kind} label={t('bot.orders.sections')} openLabel={t('bot.detail.openOrders')} historyLabel={t('bot.detail.history')} className="fg-subnav" />
      </header>
      {detail ? (
        <FuturesOrdersTable key={kind} botId={botId} kind={kind} pageSize={50} tickSize={detail.tick_size} base={detail.base_token} coin={detail.quote_token} pollingInterval={live ? 5_000 : 0} virtual />
      ) : (
        <Spinner label={t('bot.common.loading')} />
      )}
    </section>
  );
}
