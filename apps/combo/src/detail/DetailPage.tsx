import { lazy, useMemo } from 'react';
import { RiskPanel } from '@tb/futures-feature';
import { Link, useArea } from '@tb/router';
import { Fact } from '@tb/ui';
import { ClosedNotice, DetailActions, LiveDetailRoute, CopyLinks, LiveRunningTime, PnlSummary, ReturnCurve, RunningTime, StatusPill, aprText, copyPath, pnlParts, useBotDialog, usePnlLabels, type ServerClock } from '@tb/feature-bot-pages';
import { formatAmount, toBigNumber } from '@tb/util-format';
import { COMBO_COIN, useComboDetailQuery, useComboFollowDetailQuery, type ComboDetail, type ComboDetailResult } from '../api/bot-endpoints';
import { LegsTable } from './LegsTable';
import { withBotStrings } from './gate';
import { useComboT } from './strings';
import { adjustModeOf, intervalPreset, modeOf, percentText, secondsText, statusOf } from './view';
import type { DialogKind } from './Dialogs';

const BotDialog = lazy(() => import('./Dialogs'));

/** Detail refresh while the bot runs and the tab is visible. */
export const DETAIL_POLL_MS = 3_000;

/**
 * One combo bot (get-detail): header (name from the legs, direction, status,
 * running time, leverage), the legs (target against current weight,
 * quantity, entry, mark, unrealised PnL, liquidation price, margin), the
 * total PnL decomposition and APR (after 24 h), the PnL curve, the settings
 * in words (rebalancing, schedule, drift, TP/SL/trailing on the total,
 * rebalances done, last rebalance), followers, and the actions: rebalance
 * now, transfer margin, change settings, close, copy.
 */
function DetailPage() {
  const t = useComboT();
  const isLive = (d: ComboDetail) => statusOf(d.bot_display_status).status !== 'completed';
  return <LiveDetailRoute<ComboDetailResult, ComboDetail> useDetail={useComboDetailQuery} select={(r) => r.detail} isLive={isLive} pollMs={DETAIL_POLL_MS} pageTitle={t('detail.pageTitle')} createLabel={t('detail.createAnother')} render={(bot) => <BotDetail {...bot} />} />;
}

function BotDetail({ detail, live, clock }: { detail: ComboDetail; live: boolean; clock: ServerClock }) {
  const t = useComboT();
  const area = useArea();
  const pnlLabels = usePnlLabels();
  const locale = t.language;
  const dialogs = useBotDialog<DialogKind>(detail.bot_id);
  const id = detail.bot_id;
  const coin = COMBO_COIN;
  // the return curve is the follow detail's (daily points of total_pnl / total_margin), which the owner may read too
  const curve = useComboFollowDetailQuery(id).data?.detail.curve;
  const curvePoints = useMemo(() => (curve ?? []).map((p) => ({ t: Number(p.time) * 1000, v: p.pnl_per })), [curve]);
  const { status, tone } = statusOf(detail.bot_display_status);
  const mode = adjustModeOf(detail.adjust_position_mode);
  const preset = intervalPreset(detail.adjust_position_time_interval);
  const runningMs = Number(detail.run_time_duration) * 1000;

  // the shared parts (realised before fees, unrealised, funding, fees as a cost, total): they add up to the total
  const pnl = pnlParts({
    realised: detail.realized_pnl,
    unrealised: detail.unrealized_pnl,
    funding: detail.funding_fee,
    fees: detail.total_exec_fee,
    total: detail.total_pnl,
    totalRatio: detail.total_pnl_per,
    investment: detail.total_margin,
    labels: pnlLabels,
  });
  const money = (v: string) => formatAmount(v, coin, { locale });
  const percentOrNone = (v: string) => (toBigNumber(v)?.isGreaterThan(0) ? percentText(v, locale) : t('none'));
  const copy = <CopyLinks copyTo={copyPath(area.path('create'), id)} followTo={area.path('follow', id)} leaderTo={detail.followed_bot_id ? area.path('follow', detail.followed_bot_id) : undefined}
      share={{ kind: 'COMBO_FUTURES', symbol: detail.bot_name, returnFraction: detail.total_pnl_per, pnl: detail.total_pnl, coin, runningMs: Number(detail.run_time_duration) * 1000, curve: curvePoints.map((p) => p.v), linkPath: area.path('follow', id) }}
  />;

  return (
    <section className="tb-bp-page combo-detail" aria-labelledby="combo-detail-title">
      <header className="tb-bp-page__header">
        <h1 id="combo-detail-title">{t('detail.title', { name: detail.bot_name, leverage: `${detail.leverage}×` })}</h1>
        <p className="tb-bp-meta">
          <StatusPill tone={tone}>{t(`status.${status}`)}</StatusPill>{' '}
          <span data-testid="combo-mode">{t(`modes.${modeOf(detail.bot_mode)}`)}</span>{' '}
          {live ? <LiveRunningTime since={Number(detail.create_time) * 1000} clock={clock} /> : <RunningTime ms={runningMs} ended />}{' '}
          <span className="tb-fu-muted">{t('detail.botId', { id })}</span>
        </p>
      </header>

      {!live ? <ClosedNotice botId={id} text={t('detail.closedNotice')} linkLabel={t('detail.seeCloseDetail')} /> : null}

      <PnlSummary figures={pnl} coin={coin} note={t('pnl.note')} />

      <DetailActions<DialogKind>
        label={t('detail.actions')}
        live={live}
        onAction={dialogs.open}
        copy={copy}
        actions={[
          { kind: 'rebalance', label: t('detail.rebalance'), variant: 'primary' },
          { kind: 'transfer', label: t('detail.transfer') },
          { kind: 'modify', label: t('detail.modify') },
          { kind: 'close', label: t('detail.close'), variant: 'danger' },
        ]}
      />

      <section className="tb-bp-card" aria-labelledby="combo-legs-title">
        <h2 id="combo-legs-title">{t('detail.legs')}</h2>
        <LegsTable legs={detail.symbol_settings} coin={coin} />
      </section>

      <ReturnCurve id="combo-chart-title" title={t('detail.chart')} points={curvePoints} />

      {live ? (
        <RiskPanel
          botId={detail.bot_id}
          positions={detail.symbol_settings
            .filter((l) => !l.liquidated && l.liquidation_price !== '' && toBigNumber(l.qty)?.isGreaterThan(0))
            .map((l) => ({ key: l.symbol, symbol: l.symbol, side: /short/i.test(l.side) ? ('short' as const) : ('long' as const), markPrice: l.mark_price, liquidationPrice: l.liquidation_price }))}
          locale={locale}
          live={live}
        />
      ) : null}

      <section className="tb-bp-card" aria-labelledby="combo-settings-title">
        <h2 id="combo-settings-title">{t('detail.settings')}</h2>
        <dl className="tb-bp-facts" data-testid="combo-settings">
          <Fact term={t('detail.leverage')} ltr>{`${detail.leverage}×`}</Fact>
          <Fact term={t('detail.rebalanceMode')}>{t(`adjustModes.${mode}`)}</Fact>
          {mode === 'time' || mode === 'timeOrPercent' ? (
            <Fact term={t('detail.interval')}>{preset ? t(`intervals.${preset}`) : t('intervals.other', { seconds: String(detail.adjust_position_time_interval) })}</Fact>
          ) : null}
          {mode === 'percent' || mode === 'timeOrPercent' ? <Fact term={t('detail.drift')} ltr>{percentText(detail.adjust_position_percent, locale)}</Fact> : null}
          <Fact term={t('detail.tp')} ltr>{percentOrNone(detail.tp_percent)}</Fact>
          <Fact term={t('detail.sl')} ltr>{percentOrNone(detail.sl_percent)}</Fact>
          <Fact term={t('detail.trailing')} ltr>{percentOrNone(detail.trailing_stop_percent)}</Fact>
          <Fact term={t('detail.rebalances')} ltr>{String(detail.adjusted_position_num)}</Fact>
          <Fact term={t('detail.lastRebalance')} ltr>{secondsText(detail.last_adjust_position_time, locale)}</Fact>
          <Fact term={t('detail.lastModified')} ltr>{secondsText(detail.last_modify_setting_time, locale)}</Fact>
          <Fact term={t('detail.created')} ltr>{secondsText(detail.create_time, locale)}</Fact>
          <Fact term={t('detail.totalMargin')} ltr>{money(detail.total_margin)}</Fact>
          <Fact term={t('detail.equity')} ltr>{money(detail.equity)}</Fact>
          <Fact term={t('detail.available')} ltr>{money(detail.available_balance)}</Fact>
          <Fact term={t('detail.transferred')} ltr>{money(detail.midway_transfer)}</Fact>
          <Fact term={t('detail.positionValue')} ltr>{money(detail.total_position_value)}</Fact>
          <Fact term={t('detail.apr')} ltr>{aprText(detail.total_apr, runningMs, locale, t('detail.aprPending'))}</Fact>
          <Fact term={t('detail.followers')}>{t('detail.followersValue', { count: detail.follow_num })}</Fact>
        </dl>
      </section>

      <nav className="tb-bp-card" aria-label={t('detail.links')}>
        <ul className="tb-bp-links">
          <li>
            <Link to={area.path('rebalances', id)}>{t('detail.rebalanceHistory')}</Link>
          </li>
          <li>
            <Link to={area.path('orders', id, 'history')}>{t('detail.orderHistory')}</Link>
          </li>
          <li>
            <Link to={area.path('positions', id)}>{t('detail.positions')}</Link>
          </li>
        </ul>
      </nav>

      {dialogs.dialog((slot) => <BotDialog {...slot} detail={detail} />)}
    </section>
  );
}

export default withBotStrings(DetailPage);
