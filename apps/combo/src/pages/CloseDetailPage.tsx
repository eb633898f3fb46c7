import { CloseDetailRoute, CloseDetailScaffold, StatusPill, closeDetailLinks, pnlParts } from '@tb/feature-bot-pages';
import { Link } from '@tb/router';
import { ProfitPill, Table, type Column } from '@tb/ui';
import { formatAmount } from '@tb/util-format';
import { COMBO_COIN, useComboCloseDetailQuery, useComboDetailQuery, type ComboCloseDetailResult } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { legSideOf, priceText, secondsText, statusOf } from '../detail/view';

type LegResult = ComboCloseDetailResult['legs'][number];

/**
 * Why and how a combo closed (get-close-detail) on the shared scaffold: the
 * stop type and the close code in words, the equity at exit (what went back
 * to the derivatives account), the PnL decomposition (realised, funding,
 * fees, total; nothing is unrealised once closed) and each leg's result.
 */
function CloseDetailPage() {
  const t = useComboT();
  return (
    <CloseDetailRoute useClose={useComboClose} pageTitle={t('closeDetail.pageTitle')} createLabel={t('detail.createAnother')}>
      {({ data, bot, botId, locale, area, words, pnlLabels }) => {
        const coin = COMBO_COIN;
        const closed = bot ? statusOf(bot.bot_display_status).status === 'completed' : data.end_time !== '0' && data.end_time !== '';
        // the shared parts (realised before fees, funding, fees, total): they add up to the total
        const pnl = pnlParts({
          realised: data.realized_pnl,
          funding: data.funding_fee,
          fees: data.total_exec_fee,
          total: data.total_pnl,
          totalRatio: data.total_pnl_per,
          investment: data.total_margin,
          labels: pnlLabels,
        });
        const money = (v: string) => <ProfitPill amount={v} coin={coin} locale={locale} />;
        const columns: Array<Column<LegResult>> = [
          { key: 'symbol', header: t('detail.symbol'), rowHeader: true, cell: (l) => <bdi dir="ltr">{l.symbol}</bdi> },
          { key: 'side', header: t('detail.side'), cell: (l) => (l.liquidated ? `${t(legSideOf(l.side))} · ${t('closeDetail.legLiquidated')}` : t(legSideOf(l.side))) },
          { key: 'price', header: t('closeDetail.closePrice'), align: 'end', cell: (l) => <bdi dir="ltr">{priceText(l.close_price, locale)}</bdi> },
          { key: 'realised', header: t('closeDetail.legRealised'), align: 'end', cell: (l) => money(l.realized_pnl) },
          { key: 'funding', header: t('closeDetail.legFunding'), align: 'end', cell: (l) => money(l.funding_fee) },
          { key: 'fees', header: t('closeDetail.legFees'), align: 'end', cell: (l) => <bdi dir="ltr">{formatAmount(l.exec_fee, coin, { locale })}</bdi> },
        ];
        return (
          <CloseDetailScaffold
            title={t('closeDetail.title', { name: data.bot_name })}
            meta={bot ? <StatusPill tone={statusOf(bot.bot_display_status).tone}>{t(`status.${statusOf(bot.bot_display_status).status}`)}</StatusPill> : undefined}
            closed={closed}
            reason={words('comboStop', data.stop_type)}
            settlement={t('closeDetail.settlement', { amount: formatAmount(data.settlement_amount, coin, { locale }) })}
            pnl={pnl}
            settlementParts={data.settlement_parts}
            coin={coin}
            facts={[
              { label: t('closeDetail.closeCode'), value: words('closeCode', data.close_code), testId: 'close-code' },
              { label: t('closeDetail.exitEquity'), value: formatAmount(data.exit_equity, coin, { locale }), figure: true, testId: 'exit-equity' },
              { label: t('closeDetail.totalMargin'), value: formatAmount(data.total_margin, coin, { locale }), figure: true },
              { label: t('closeDetail.endTime'), value: secondsText(data.end_time, locale), figure: true, testId: 'end-time' },
              { label: t('closeDetail.rebalances'), value: String(data.adjusted_position_num), figure: true },
            ]}
            actions={<Link to={area.path('rebalances', botId)}>{t('detail.rebalanceHistory')}</Link>}
            {...closeDetailLinks(area, botId)}
            share={{ kind: 'COMBO_FUTURES', symbol: data.bot_name, returnFraction: data.total_pnl_per, pnl: data.total_pnl, coin, runningMs: Number(bot?.run_time_duration ?? 0) * 1000, linkPath: area.path('follow', botId) }}
          >
            <section className="tb-bp-card" aria-labelledby="combo-close-legs">
              <h2 id="combo-close-legs">{t('closeDetail.legs')}</h2>
              <Table<LegResult> label={t('closeDetail.legs')} columns={columns} rows={data.legs} rowKey={(l) => l.symbol} className="tb-bp-cards" />
            </section>
          </CloseDetailScaffold>
        );
      }}
    </CloseDetailRoute>
  );
}

/** The combo's close detail, and its own detail beside it (status, running time). */
const useComboClose = (botId: string) => ({ query: useComboCloseDetailQuery(botId), bot: useComboDetailQuery(botId).data?.detail });

export default withBotStrings(CloseDetailPage);
