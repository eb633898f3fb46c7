import { Link, useArea } from '@tb/router';
import { aprText, CloseDetailScaffold, closeDetailLinks, createOnSymbol, useCloseWords } from '@tb/feature-bot-pages';
import { FgridPageState } from '../detail/PageState';
import { isolate } from '@tb/futures-ui';
import { DASH, formatAmount, formatDateTime, formatDuration, formatLeverage, formatPrice } from '@tb/util-format';
import type { FuturesGridDetail } from '../api/bot-endpoints';
import { useRouteBot } from '../detail/use-bot';
import { FgridStatus } from '../detail/DetailPage';
import { gridMode, isClosed, pnlFigures } from '../detail/figures';
import { useBotT } from '../detail/strings';
import '../detail/part';

/** Why it closed, in words, from the stop type (`close_reason`; the shared close words, never the identifier). */
export function useStopText() {
  const words = useCloseWords();
  return (detail: Pick<FuturesGridDetail, 'close_reason'>) => words('gridStop', detail.close_reason);
}

/**
 * A closed futures grid on the shared close-detail scaffold: why it closed
 * (stop type in words, and the unified close code), what came back, the
 * final PnL decomposition (grid profit, position PnL, funding, fees, total:
 * they add up, figures.ts) and the grid's facts.
 */
export default function CloseDetailPage() {
  const t = useBotT();
  const area = useArea();
  // a bot still closing settles within seconds: look again until it has
  const { query, detail, status } = useRouteBot('until-closed');
  const stopText = useStopText();
  const words = useCloseWords();
  const locale = t.language;

  return (
    <FgridPageState query={query} hasData={!!detail}>
      {() => {
        if (!detail) return null;
        const closed = isClosed(status);
        const coin = detail.quote_token;
        const tick = detail.tick_size;
        const price = (v: string) => (v ? formatPrice(v, { tickSize: tick, locale }) : DASH);
        return (
          <CloseDetailScaffold
            title={t('bot.closeDetail.title', { symbol: detail.symbol })}
            meta={
              <>
                <FgridStatus status={status} />
                <span className="tb-muted">{t('bot.detail.botId', { id: isolate(detail.bot_id, locale) })}</span>
              </>
            }
            closed={closed}
            {...closeDetailLinks(area, detail.bot_id, { symbol: detail.symbol })}
            share={{ kind: 'GRID_FUTURES', symbol: detail.symbol, returnFraction: detail.pnl_per, pnl: detail.pnl, coin, runningMs: detail.operation_time, linkPath: area.path('follow', detail.bot_id) }}
            reason={closed ? stopText(detail) : DASH}
            settlement={<bdi dir="ltr">{closed ? formatAmount(detail.equity, coin, { locale }) : DASH}</bdi>}
            coin={coin}
            pnl={pnlFigures(detail, { grid: t('bot.detail.gridProfit'), position: t('bot.detail.positionPnl'), funding: t('bot.detail.funding'), fees: t('bot.detail.fees'), total: t('bot.detail.totalPnl') })}
            settlementParts={detail.settlement_parts}
            facts={[
              { label: t('bot.closeDetail.code'), value: words('closeCode', detail.bot_close_code), testId: 'close-code' },
              { label: t('bot.closeDetail.closePrice'), value: price(detail.real_close_price), figure: true },
              { label: t('bot.detail.investment'), value: formatAmount(detail.total_investment, coin, { locale }), figure: true },
              { label: t('bot.detail.withdrawn'), value: formatAmount(detail.cum_withdrew_amount || '0', coin, { locale }), figure: true },
              { label: t('bot.detail.totalApr'), value: aprText(detail.total_apr, detail.operation_time, locale, t('bot.detail.aprPending')), figure: true },
              { label: t('bot.detail.leverage'), value: `${t(`bot.mode.${gridMode(detail.grid_mode)}`)} · ${formatLeverage(detail.leverage, { locale })}` },
              { label: t('bot.detail.range'), value: `${price(detail.min_price)} – ${price(detail.max_price)}`, figure: true },
              { label: t('bot.detail.arbitrage'), value: String(detail.arbitrage_num), figure: true },
              { label: t('bot.closeDetail.duration'), value: formatDuration({ ms: detail.operation_time }, { locale }) },
              { label: t('bot.closeDetail.createdAt'), value: formatDateTime(detail.create_time, { locale }), figure: true },
              { label: t('bot.closeDetail.closedAt'), value: detail.end_time ? formatDateTime(detail.end_time, { locale }) : DASH, figure: true },
            ]}
            actions={
              <p className="fg-links">
                <span className="tb-muted">{t('bot.closeDetail.decomposition')}</span>
                <Link to={area.path('orders', detail.bot_id, 'history')}>{t('bot.detail.history')}</Link>
                <Link to={createOnSymbol(area, detail.symbol)}>{t('bot.closeDetail.createAnother')}</Link>
              </p>
            }
          />
        );
      }}
    </FgridPageState>
  );
}
