import { BotSubPage } from '@tb/feature-bot-pages';
import { useMartingaleDetailQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { MartOrdersTable, type MartOrdersKind } from '../detail/OrdersTable';
import { useMartT } from '../detail/strings';

/** All open (`orders/:botId/open`) or filled (`orders/:botId/history`) orders of a bot, 20 a page. */
function OrdersPage({ kind }: { kind: MartOrdersKind }) {
  const t = useMartT();
  const title = kind === 'open' ? t('orders.openTitle') : t('orders.historyTitle');
  return (
    <BotSubPage useBot={useMartBot} title={title} titleId="mart-orders-page-title" detailLabel={t('detail.pageTitle')} nameOf={(d) => d.symbol}>
      {(detail, botId) => <MartOrdersTable botId={botId} kind={kind} pageSize={20} tickSize={detail.tick_size} coin={detail.quote_token} />}
    </BotSubPage>
  );
}

/** The route's bot: its detail query and the bot in it. */
function useMartBot(botId: string) {
  const query = useMartingaleDetailQuery(botId);
  return { query, bot: query.data?.fmart_detail };
}

export const OpenOrdersPage = withBotStrings(() => <OrdersPage kind="open" />);
export const HistoryOrdersPage = withBotStrings(() => <OrdersPage kind="history" />);
