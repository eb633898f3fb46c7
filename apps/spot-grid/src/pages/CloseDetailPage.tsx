import { useT } from '@tb/i18n';
import { Link, useArea, useParams } from '@tb/router';
import { BotPageState, CloseDetailScaffold, closeDetailLinks, createOnSymbol, ratioOf, useCloseWords } from '@tb/feature-bot-pages';
import { DASH, formatAmount, formatDateTime, formatDuration, formatPrice } from '@tb/util-format';
import { aprText } from '@tb/feature-bot-pages';
import { useSpotGridDetailQuery } from '../api/bot-endpoints';
import { StatusPill, tickOf } from '../detail/widgets';
import { NAMESPACE, type Translations } from '../i18n';
import { isolate } from '@tb/util-format';
import { botStatus, isClosed } from '../detail/status';
import '../detail/part';

/**
 * After a bot closed, on the shared close-detail scaffold: why (in words),
 * what was handed back, the final PnL (grid profit, floating at close and
 * total, side by side) and the grid's facts.
 */
export default function CloseDetailPage() {
  const t = useT<Translations>(NAMESPACE);
  const words = useCloseWords();
  const area = useArea();
  const { botId = '' } = useParams();
  // a bot that is still closing (CANCELLING) settles within seconds: poll until it has
  const query = useSpotGridDetailQuery(botId);
  const detail = query.data?.detail;
  const status = detail ? botStatus(detail.status) : 'unknown';
  useSpotGridDetailQuery(botId, { pollingInterval: detail && status === 'cancelling' ? 2_000 : 0, skip: !detail || status !== 'cancelling' });
  const locale = t.language;

  return (
    <BotPageState
      isLoading={query.isLoading}
      error={query.error}
      hasData={!!detail}
      onRetry={() => void query.refetch()}
      title={t('detail.pageTitle')}
      notFoundAction={{ to: area.path('create'), label: t('closeDetail.createAnother') }}
    >
      {() => {
        if (!detail) return null;
        const closed = isClosed(status);
        const tickSize = tickOf(detail);
        const coin = detail.quote_token;
        const inv = detail.total_investment;
        return (
          <CloseDetailScaffold
            title={t('closeDetail.title', { symbol: `${detail.base_token}/${detail.quote_token}` })}
            meta={
              <>
                <StatusPill status={status} />
                <span className="tb-muted">{t('detail.botId', { id: isolate(detail.grid_id, locale) })}</span>
              </>
            }
            closed={closed}
            {...closeDetailLinks(area, detail.grid_id, { symbol: detail.symbol, followable: detail.allow_follow === 1 })}
            share={{
              kind: 'GRID_SPOT',
              symbol: `${detail.base_token}/${detail.quote_token}`,
              returnFraction: ratioOf(detail.total_profit, inv) || '0',
              pnl: detail.total_profit,
              coin,
              runningMs: Number(detail.operation_time),
              // a followable grid's card links to its follow page (others can copy it), else to the create form
              linkPath: detail.allow_follow === 1 ? area.path('follow', detail.grid_id) : createOnSymbol(area, detail.symbol),
            }}
            reason={closed ? words('spotReason', detail.close_reason) : DASH}
            settlement={<bdi dir="ltr">{detail.settlement_assets || DASH}</bdi>}
            coin={coin}
            pnl={[
              { role: 'realised', label: t('detail.gridProfit'), amount: detail.grid_profit, ratio: ratioOf(detail.grid_profit, inv) },
              { role: 'floating', label: t('detail.floatingPnl'), amount: detail.floating_pnl, ratio: ratioOf(detail.floating_pnl, inv) },
              { role: 'total', label: t('detail.totalPnl'), amount: detail.total_profit, ratio: ratioOf(detail.total_profit, inv) },
            ]}
            facts={[
              { label: t('detail.investment'), value: formatAmount(detail.total_investment, coin, { locale }), figure: true },
              { label: t('detail.totalApr'), value: aprText(detail.total_apr, Number(detail.operation_time), locale, t('detail.aprPending')), figure: true },
              { label: t('closeDetail.duration'), value: formatDuration({ ms: Number(detail.operation_time) }, { locale }) },
              { label: t('detail.range'), value: `${formatPrice(detail.min_price, { tickSize, locale })} – ${formatPrice(detail.max_price, { tickSize, locale })}`, figure: true },
              { label: t('closeDetail.createdAt'), value: formatDateTime(detail.create_time, { locale }), figure: true },
              { label: t('closeDetail.closedAt'), value: formatDateTime(detail.end_time, { locale }), figure: true },
            ]}
            actions={
              <p className="sg-links">
                <Link to={area.path('orders', detail.grid_id, 'history')}>{t('detail.history')}</Link>
                <Link to={createOnSymbol(area, detail.symbol)}>{t('closeDetail.createAnother')}</Link>
              </p>
            }
          />
        );
      }}
    </BotPageState>
  );
}
