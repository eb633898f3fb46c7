import { FollowScaffold } from '@tb/feature-bot-pages';
import { Fact, Table, type Column } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPercent, toBigNumber } from '@tb/util-format';
import { COMBO_COIN, useComboFollowDetailQuery, type ComboFollowDetail } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { adjustModeOf, intervalPreset, legSideOf, modeOf, percentText } from '../detail/view';

type Leg = ComboFollowDetail['parameters']['symbol_settings'][number];

/**
 * A combo others may copy (get-follow-detail) on the shared follow
 * scaffold: how it did (total APR and return with 2 decimals, running time,
 * rebalances, largest drawdown), its legs and settings; the scaffold's
 * entry-vs-now shows one row per leg. Copy opens the create form with
 * `?copy=<bot_id>`.
 */
function FollowPage() {
  const t = useComboT();
  return (
    <FollowScaffold useDetail={useComboFollowDetailQuery} idPrefix="combo-follow" pageTitle={t('follow.title')} view={(d: ComboFollowDetail, locale) => {
      const p = d.parameters;
      const two = (v: string) => formatPercent(v, { locale, minDecimals: 2, maxDecimals: 2 });
      const mode = adjustModeOf(p.adjust_position_mode);
      const stopText = (v: string) => (toBigNumber(v)?.isGreaterThan(0) ? percentText(v, locale) : t('none'));
      const preset = intervalPreset(p.adjust_position_time_interval);
      const columns: Array<Column<Leg>> = [
        { key: 'symbol', header: t('detail.symbol'), rowHeader: true, cell: (l) => <bdi dir="ltr">{l.symbol}</bdi> },
        { key: 'side', header: t('detail.side'), cell: (l) => t(legSideOf(l.side)) },
        { key: 'target', header: t('detail.target'), align: 'end', cell: (l) => <bdi dir="ltr">{percentText(l.target_position_percent, locale)}</bdi> },
      ];
      return {
        title: `${t('follow.title')} · ${d.bot_name}`,
        facts: (
          <>
            <Fact term={t('follow.apr')} ltr>{two(d.total_apr)}</Fact>
            <Fact term={t('follow.pnl')} ltr>{two(d.total_pnl_per)}</Fact>
            <Fact term={t('follow.runningTime')}>{formatDuration({ ms: Number(d.run_time_duration) * 1000 }, { locale })}</Fact>
            <Fact term={t('follow.rebalances')} ltr>{String(d.adjusted_position_num)}</Fact>
            <Fact term={t('follow.maxDrawdown')} ltr>{d.max_drawdown ? two(d.max_drawdown) : DASH}</Fact>
          </>
        ),
        parameters: (
          <>
            <Fact term={t('detail.mode')}>{t(`modes.${modeOf(d.bot_mode)}`)}</Fact>
            <Fact term={t('detail.leverage')} ltr>{`${p.leverage}×`}</Fact>
            <Fact term={t('detail.rebalanceMode')}>{t(`adjustModes.${mode}`)}</Fact>
            {mode === 'time' || mode === 'timeOrPercent' ? <Fact term={t('detail.interval')}>{preset ? t(`intervals.${preset}`) : t('intervals.other', { seconds: String(p.adjust_position_time_interval) })}</Fact> : null}
            {mode === 'percent' || mode === 'timeOrPercent' ? <Fact term={t('detail.drift')} ltr>{percentText(p.adjust_position_percent, locale)}</Fact> : null}
            <Fact term={t('detail.tp')} ltr>{stopText(p.tp_percent)}</Fact>
            <Fact term={t('detail.sl')} ltr>{stopText(p.sl_percent)}</Fact>
            <Fact term={t('detail.trailing')} ltr>{stopText(p.trailing_stop_percent)}</Fact>
            <Fact term={t('follow.minMargin')} ltr>{p.min_init_margin ? formatAmount(p.min_init_margin, COMBO_COIN, { locale }) : DASH}</Fact>
          </>
        ),
        extra: <Table<Leg> label={t('follow.legs')} columns={columns} rows={p.symbol_settings} rowKey={(l) => l.symbol} className="tb-bp-cards" />,
        copy: { botId: d.bot_id },
        card: { kind: 'COMBO_FUTURES', symbol: d.bot_name },
      };
    }} />
  );
}

export default withBotStrings(FollowPage);
