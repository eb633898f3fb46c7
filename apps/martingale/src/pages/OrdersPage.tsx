import { BotPageState, pageStateOf, Breadcrumb } from '@tb/feature-bot-pages';
import { useArea, useParams } from '@tb/router';
import { useMartingaleDetailQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { MartOrdersTable, type MartOrdersKind } from '../detail/OrdersTable';
import { useMartT } from '../detail/strings';

/** All open (`orders/:botId/open`) or filled (`orders/:botId/history`) orders of a bot, 20 a page. */
function OrdersPage({ kind }: { kind: MartOrdersKind }) {
  const t = useMartT();
  const area = useArea();
  const { botId = '' } = useParams();
  const query = useMartingaleDetailQuery(botId);
  const detail = query.data?.fmart_detail;
  const title = kind === 'open' ? t('orders.openTitle') : t('orders.historyTitle');
  return (
    <BotPageState {...pageStateOf(query, !!detail)} title={title}>
      {() =>
        detail ? (
          <section className="tb-bp-page" aria-labelledby="mart-orders-page-title">
            <Breadcrumb home={{ label: t('detail.pageTitle'), to: area.path('detail', botId) }} items={[{ label: title }]} />
            <h1 id="mart-orders-page-title">{`${title} · ${detail.symbol}`}</h1>
            <MartOrdersTable botId={botId} kind={kind} pageSize={20} tickSize={detail.tick_size} coin={detail.quote_token} />
          </section>
        ) : null
      }
    </BotPageState>
  );
}

export const OpenOrdersPage = withBotStrings(() => <OrdersPage kind="open" />);
export const HistoryOrdersPage = withBotStrings(() => <OrdersPage kind="history" />);
