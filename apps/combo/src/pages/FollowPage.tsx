import { BotPageState, copyPath, pageStateOf } from '@tb/feature-bot-pages';
import { useArea, useNavigate, useParams } from '@tb/router';
import { Button, Fact, Table, type Column } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPercent, toBigNumber } from '@tb/util-format';
import { COMBO_COIN, useComboFollowDetailQuery, type ComboFollowDetail } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { ComboReturnCurve } from '../detail/ReturnCurve';
import { useComboT } from '../detail/strings';
import { adjustModeOf, intervalPreset, legSideOf, modeOf, percentText } from '../detail/view';

type Leg = ComboFollowDetail['parameters']['symbol_settings'][number];

/**
 * The defeat share is shown only from 0.6 (spec §3). The combo contract
 * carries no `defeat_per` yet: the page reads it when the answer has one.
 */
export const DEFEAT_SHOWN_FROM = '0.6';
export const showsDefeat = (defeat: string | undefined): defeat is string => defeat !== undefined && (toBigNumber(defeat)?.isGreaterThanOrEqualTo(DEFEAT_SHOWN_FROM) ?? false);

/**
 * A combo others may copy (get-follow-detail): who runs it, how it did
 * (total APR with 2 decimals, total return, running time, rebalances,
 * largest drawdown), the defeat share (only from 0.6), the leader's legs
 * and return curve, and "Copy", which opens the create form with the
 * leader's legs and settings (`create/?copy=<bot_id>`).
 */
function FollowPage() {
  const t = useComboT();
  const area = useArea();
  const navigate = useNavigate();
  const { botId = '' } = useParams();
  const query = useComboFollowDetailQuery(botId);
  const d = query.data?.detail;
  return (
    <BotPageState {...pageStateOf(query, !!d)} title={t('follow.title')} notFoundAction={{ to: area.path('create'), label: t('detail.createAnother') }}>
      {() => {
        if (!d) return null;
        const locale = t.language;
        const coin = COMBO_COIN;
        const p = d.parameters;
        const defeat = (d as ComboFollowDetail & { defeat_per?: string }).defeat_per;
        const two = (v: string) => formatPercent(v, { locale, minDecimals: 2, maxDecimals: 2 });
        const mode = adjustModeOf(p.adjust_position_mode);
        const stopText = (v: string) => (toBigNumber(v)?.isGreaterThan(0) ? percentText(v, locale) : t('none'));
        const preset = intervalPreset(p.adjust_position_time_interval);
        const columns: Array<Column<Leg>> = [
          { key: 'symbol', header: t('detail.symbol'), rowHeader: true, cell: (l) => <bdi dir="ltr">{l.symbol}</bdi> },
          { key: 'side', header: t('detail.side'), cell: (l) => t(legSideOf(l.side)) },
          { key: 'target', header: t('detail.target'), align: 'end', cell: (l) => <bdi dir="ltr">{percentText(l.target_position_percent, locale)}</bdi> },
        ];
        return (
          <section className="tb-bp-page combo-follow" aria-labelledby="combo-follow-title">
            <header className="tb-bp-page__header">
              <h1 id="combo-follow-title">{`${t('follow.title')} · ${d.bot_name}`}</h1>
              <p className="tb-fu-muted">{t('follow.owner', { name: d.nick_name })}</p>
            </header>
            <dl className="tb-bp-card tb-bp-facts" data-testid="follow-facts">
              <Fact term={t('follow.apr')} ltr>{two(d.total_apr)}</Fact>
              <Fact term={t('follow.pnl')} ltr>{two(d.total_pnl_per)}</Fact>
              <Fact term={t('follow.runningTime')}>{formatDuration({ ms: Number(d.run_time_duration) * 1000 }, { locale })}</Fact>
              <Fact term={t('follow.rebalances')} ltr>{String(d.adjusted_position_num)}</Fact>
              <Fact term={t('follow.maxDrawdown')} ltr>{d.max_drawdown ? two(d.max_drawdown) : DASH}</Fact>
              {showsDefeat(defeat) ? <Fact term={t('follow.defeat')}>{t('follow.defeatValue', { value: two(defeat) })}</Fact> : null}
              <Fact term={t('follow.followers')}>{t('detail.followersValue', { count: d.follow_num })}</Fact>
            </dl>
            <section className="tb-bp-card" aria-labelledby="combo-follow-legs">
              <h2 id="combo-follow-legs">{t('follow.legs')}</h2>
              <dl className="tb-bp-facts">
                <Fact term={t('detail.mode')}>{t(`modes.${modeOf(d.bot_mode)}`)}</Fact>
                <Fact term={t('detail.leverage')} ltr>{`${p.leverage}×`}</Fact>
                <Fact term={t('detail.rebalanceMode')}>{t(`adjustModes.${mode}`)}</Fact>
                {mode === 'time' || mode === 'timeOrPercent' ? <Fact term={t('detail.interval')}>{preset ? t(`intervals.${preset}`) : t('intervals.other', { seconds: String(p.adjust_position_time_interval) })}</Fact> : null}
                {mode === 'percent' || mode === 'timeOrPercent' ? <Fact term={t('detail.drift')} ltr>{percentText(p.adjust_position_percent, locale)}</Fact> : null}
                <Fact term={t('detail.tp')} ltr>{stopText(p.tp_percent)}</Fact>
                <Fact term={t('detail.sl')} ltr>{stopText(p.sl_percent)}</Fact>
                <Fact term={t('detail.trailing')} ltr>{stopText(p.trailing_stop_percent)}</Fact>
                <Fact term={t('follow.minMargin')} ltr>{p.min_init_margin ? formatAmount(p.min_init_margin, coin, { locale }) : DASH}</Fact>
              </dl>
              <Table<Leg> label={t('follow.legs')} columns={columns} rows={p.symbol_settings} rowKey={(l) => l.symbol} className="tb-bp-cards" />
            </section>
            <ComboReturnCurve id="combo-follow-curve" title={t('follow.curve')} points={d.curve} />
            <div className="tb-bp-actions">
              <Button variant="primary" size="lg" onClick={() => navigate(copyPath(area.path('create'), d.bot_id))}>
                {t('follow.copy')}
              </Button>
              <p className="tb-fu-muted tb-fu-small">{t('follow.copyHint')}</p>
            </div>
          </section>
        );
      }}
    </BotPageState>
  );
}

export default withBotStrings(FollowPage);
