import { CloseDetailRoute, CloseDetailScaffold, StatusPill, closeDetailLinks, pnlParts } from '@tb/feature-bot-pages';
import { Link } from '@tb/router';
import { formatAmount, formatDateTime } from '@tb/util-format';
import { useMartingaleCloseDetailQuery, useMartingaleDetailQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useMartT } from '../detail/strings';
import { accountOf, priceText, statusOf } from '../detail/view';

/**
 * Why and how a martingale bot closed (get-fmart-close-detail) on the shared
 * scaffold: the stop type in words, the unified close code, the closing
 * price, what went back to the funding account, and the PnL decomposition
 * (realised before fees, funding, fees, total — the parts add up to the
 * total; nothing is left unrealised once closed). The rounds completed are
 * those that reached their take profit; a round the close (or a stop loss, a
 * liquidation) ended first is said as such, not counted as completed.
 */
function CloseDetailPage() {
  const t = useMartT();
  return (
    <CloseDetailRoute useClose={useMartClose} pageTitle={t('closeDetail.pageTitle')} createLabel={t('detail.createAnother')}>
      {({ data, bot, botId, locale, area, words, pnlLabels }) => {
        const coin = bot?.quote_token ?? '';
        const closed = bot ? statusOf(bot.bot_display_status).status === 'completed' : data.end_time !== '0' && data.end_time !== '';
        const account = t(`accounts.${accountOf(data.account_type)}`);
        const pnl = pnlParts({
          realised: data.realized_pnl,
          realisedAfterFees: true,
          funding: data.net_funding_fee,
          fees: data.total_fee,
          total: data.pnl,
          totalRatio: data.pnl_per,
          investment: data.total_margin,
          labels: pnlLabels,
        });
        const cutShort = data.cut_short_round > 0 ? data.cut_short_round : 0;
        return (
          <CloseDetailScaffold
            title={t('closeDetail.title', { symbol: bot?.symbol ?? '' })}
            meta={bot ? <StatusPill tone={statusOf(bot.bot_display_status).tone}>{t(`status.${statusOf(bot.bot_display_status).status}`)}</StatusPill> : undefined}
            closed={closed}
            reason={words('martStop', data.stop_type)}
            settlement={data.settlement_amount ? t('closeDetail.settlement', { amount: formatAmount(data.settlement_amount, coin, { locale }), account }) : t('closeDetail.noSettlement')}
            pnl={pnl}
            settlementParts={data.settlement_parts}
            coin={coin}
            facts={[
              { label: t('closeDetail.closeCode'), value: words('closeCode', data.close_code), testId: 'close-code' },
              { label: t('closeDetail.closePrice'), value: priceText(data.close_price, bot?.tick_size ?? '', locale), figure: true },
              { label: t('closeDetail.endTime'), value: formatDateTime(Number(data.end_time) * 1000, { locale }), figure: true },
              { label: t('closeDetail.totalMargin'), value: formatAmount(data.total_margin, coin, { locale }), figure: true },
              { label: t('closeDetail.rounds'), value: String(data.completed_rounds), figure: true, testId: 'close-rounds' },
              ...(cutShort ? [{ label: t('closeDetail.cutShort'), value: t('closeDetail.cutShortValue', { round: cutShort }), testId: 'close-cut-short' }] : []),
            ]}
            actions={<Link to={area.path('detail', botId)}>{t('closeDetail.roundsLink')}</Link>}
            {...closeDetailLinks(area, botId, { symbol: bot?.symbol })}
            share={{ kind: 'MART_FUTURES', symbol: bot?.symbol ?? '', returnFraction: data.pnl_per, pnl: data.pnl, coin, runningMs: Number(bot?.operation_time ?? 0) * 1000, linkPath: area.path('follow', botId) }}
          />
        );
      }}
    </CloseDetailRoute>
  );
}

/** The bot's close detail, and its own detail beside it (symbol, tick, quote coin, running time). */
const useMartClose = (botId: string) => ({ query: useMartingaleCloseDetailQuery(botId), bot: useMartingaleDetailQuery(botId).data?.fmart_detail });

export default withBotStrings(CloseDetailPage);
