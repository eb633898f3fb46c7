import { lazy, useMemo, useState } from 'react';
import { Link, useArea } from '@tb/router';
import { Fact, Spinner } from '@tb/ui';
import { PriceChart, type ChartLine } from '@tb/ui-charts';
import { ClosedNotice, DetailActions, LiveDetailRoute, CopyLinks, OrdersTabs, LiveRunningTime, PnlSummary, RunningTime, StatusPill, copyPath, pnlParts, useBotDialog, usePnlLabels, type ServerClock } from '@tb/feature-bot-pages';
import { PositionTable, type PositionRow } from '@tb/futures-ui';
import { RiskPanel, SymbolFunding } from '@tb/futures-feature';
import { decimalsOfStep, formatAmount, formatAmountAsSent, formatDateTime, formatDuration, toBigNumber } from '@tb/util-format';
import { useMartingaleDetailKlinesQuery, useMartingaleDetailQuery, useMartingaleRoundListQuery, type MartDetailResult } from '../api/bot-endpoints';
import { CurrentRound } from './CurrentRound';
import { maintenanceMarginOf, useEnginePosition } from './position';
import { MartOrdersTable, type MartOrdersKind } from './OrdersTable';
import { RoundsTable } from './RoundsTable';
import { withBotStrings } from './gate';
import { useMartT } from './strings';
import { percentText, priceText, sideOf, statusOf } from './view';

const BotDialog = lazy(() => import('./Dialogs'));

type Detail = MartDetailResult['fmart_detail'];

/** Detail refresh while the bot runs and the tab is visible. */
export const DETAIL_POLL_MS = 3_000;
const CHART = { name: '15m', ms: 15 * 60_000, limit: 192 } as const;

/**
 * One martingale bot: header (contract, side and leverage, status, running
 * time), the current round (adds done of allowed, average cost, next add,
 * round target, round PnL), total PnL (realised, unrealised, funding, fees),
 * the position with its liquidation price, the next funding, the price chart
 * with those levels, the rounds (→ round detail), open and filled orders, and
 * the actions: change settings, close, copy.
 */
function DetailPage() {
  const t = useMartT();
  // the detail polled while the bot can change
  return <LiveDetailRoute<MartDetailResult, Detail> useDetail={useMartingaleDetailQuery} select={(r) => r.fmart_detail} isLive={(d) => statusOf(d.bot_display_status).status !== 'completed'} pollMs={DETAIL_POLL_MS} pageTitle={t('detail.pageTitle')} createLabel={t('detail.createAnother')} render={(bot) => <BotDetail {...bot} />} />;
}

function BotDetail({ detail, live, clock }: { detail: Detail; live: boolean; clock: ServerClock }) {
  const t = useMartT();
  const area = useArea();
  const pnlLabels = usePnlLabels();
  const locale = t.language;
  const dialogs = useBotDialog<'update' | 'close'>(detail.bot_id);
  const [ordersTab, setOrdersTab] = useState<MartOrdersKind>('open');
  const id = detail.bot_id;
  const coin = detail.quote_token;
  const tick = detail.tick_size;
  const side = sideOf(detail.fmart_mode);
  const { status, tone } = statusOf(detail.bot_display_status);
  const rounds = useMartingaleRoundListQuery({ botId: id, page: 1, limit: 1 }, { pollingInterval: live ? DETAIL_POLL_MS : 0, skipPollingIfUnfocused: true });
  const running = rounds.data?.rounds[0]?.status === 'running' ? rounds.data.rounds[0] : undefined;
  const klines = useMartingaleDetailKlinesQuery({ symbol: detail.symbol, interval: CHART.name, limit: CHART.limit });

  // the parts add up to the total: the engine's realised PnL has the fees taken off, so they are given back to it and shown once, as their own part
  const pnl = pnlParts({
    realised: detail.realized_pnl,
    realisedAfterFees: true,
    unrealised: detail.unrealized_pnl,
    funding: detail.net_funding_fee,
    fees: detail.total_fee,
    total: detail.pnl,
    totalRatio: detail.pnl_per,
    investment: detail.total_margin,
    labels: pnlLabels,
  });

  const built = useEnginePosition(detail);
  const position: PositionRow[] =
    (toBigNumber(detail.pos_size)?.isGreaterThan(0) ?? false)
      ? [
          {
            key: id,
            side,
            size: detail.pos_size,
            entryPrice: detail.avg_pos_price,
            markPrice: detail.mark_price,
            unrealisedPnl: detail.unrealized_pnl,
            margin: detail.pos_balance,
            liquidationPrice: detail.estimated_liq_price,
            realLeverage: detail.actual_leverage,
            maintenanceMargin: maintenanceMarginOf(built) || undefined,
          },
        ]
      : [];

  const lines = useMemo<ChartLine[]>(() => {
    const out: ChartLine[] = [];
    if (detail.avg_pos_price) out.push({ price: detail.avg_pos_price, kind: 'entry', title: t('detail.lineAvg') });
    if (detail.next_add_price) out.push({ price: detail.next_add_price, kind: 'order', title: t('detail.lineNext') });
    if (detail.tp_price) out.push({ price: detail.tp_price, kind: 'tp', title: t('detail.lineTarget') });
    if (detail.estimated_liq_price) out.push({ price: detail.estimated_liq_price, kind: 'liquidation', title: t('detail.lineLiq') });
    if (detail.sl_price) out.push({ price: detail.sl_price, kind: 'sl', title: t('detail.lineSl') });
    return out;
  }, [detail.avg_pos_price, detail.next_add_price, detail.tp_price, detail.estimated_liq_price, detail.sl_price, t]);

  const startedAt = Number(detail.create_time) * 1000;
  const copy = <CopyLinks copyTo={copyPath(area.path('create'), id, { symbol: detail.symbol })} followTo={area.path('follow', id)} leaderTo={detail.followed_bot_id ? area.path('follow', detail.followed_bot_id) : undefined}
      share={{ kind: 'MART_FUTURES', symbol: detail.symbol, returnFraction: detail.pnl_per, pnl: detail.pnl, coin: detail.quote_token, runningMs: Number(detail.operation_time) * 1000, linkPath: area.path('follow', id) }}
  />;

  return (
    <section className="tb-bp-page mart-detail" aria-labelledby="mart-detail-title">
      <header className="tb-bp-page__header">
        <h1 id="mart-detail-title">{t('detail.title', { symbol: detail.symbol, side: t(side), leverage: `${detail.leverage}×` })}</h1>
        <p className="tb-bp-meta">
          <StatusPill tone={tone}>{t(`status.${status}`)}</StatusPill>{' '}
          {live ? <LiveRunningTime since={startedAt} clock={clock} /> : <RunningTime ms={Number(detail.running_duration) * 1000} ended />}{' '}
          <span className="tb-fu-muted">{t('detail.botId', { id: detail.bot_id })}</span>
        </p>
        <p>
          <span className="tb-fu-muted">{t('detail.price')}</span> <bdi dir="ltr">{priceText(detail.current_price, tick, locale)}</bdi>
        </p>
      </header>

      {!live ? <ClosedNotice botId={id} text={t('detail.closedNotice')} linkLabel={t('detail.seeCloseDetail')} /> : null}

      <CurrentRound detail={detail} running={running} />

      <PnlSummary figures={pnl} coin={coin} note={t('pnl.note')} />

      <DetailActions<'update' | 'close'> label={t('detail.actions')} live={live} onAction={dialogs.open} copy={copy} actions={[{ kind: 'update', label: t('detail.update'), variant: 'primary' }, { kind: 'close', label: t('detail.close'), variant: 'danger' }]} />

      <section className="tb-bp-card" aria-labelledby="mart-position-title">
        <h2 id="mart-position-title">{t('detail.position')}</h2>
        <PositionTable rows={position} coin={coin} tickSize={tick} label={t('detail.position')} />
      </section>

      {live ? <RiskPanel botId={detail.bot_id} positions={position.map((p) => ({ ...p, symbol: p.symbol ?? detail.symbol }))} locale={locale} live={live} /> : null}

      {live ? <SymbolFunding symbol={detail.symbol} clock={clock} headingLevel={2} /> : null}

      <section className="tb-bp-card" aria-labelledby="mart-chart-title">
        <h2 id="mart-chart-title">{t('detail.chart')}</h2>
        {klines.data ? (
          <PriceChart
            label={t('detail.chart')}
            summary={t('detail.chartSummary', {
              avg: priceText(detail.avg_pos_price, tick, locale),
              next: priceText(detail.next_add_price, tick, locale),
              target: priceText(detail.tp_price, tick, locale),
              liq: priceText(detail.estimated_liq_price, tick, locale),
            })}
            bars={klines.data.list}
            intervalMs={CHART.ms}
            lines={lines}
            precision={decimalsOfStep(tick)}
            tickSize={tick}
            formatPrice={(price) => priceText(price, tick, locale)}
            formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonthTime' })}
          />
        ) : (
          <Spinner label={t('detail.chartLoading')} />
        )}
      </section>

      <section className="tb-bp-card" aria-labelledby="mart-settings-title">
        <h2 id="mart-settings-title">{t('detail.settings')}</h2>
        <dl className="tb-bp-facts">
          <Fact term={t('detail.leverage')} ltr>{`${detail.leverage}×`}</Fact>
          <Fact term={t('detail.priceFloat')} ltr>{percentText(detail.price_float_per, locale)}</Fact>
          <Fact term={t('detail.addMultiple')} ltr>{`${detail.add_pos_per}×`}</Fact>
          <Fact term={t('detail.maxAdds')} ltr>{detail.add_pos_num}</Fact>
          <Fact term={t('detail.roundTp')} ltr>{percentText(detail.single_round_target_profit_per, locale)}</Fact>
          <Fact term={t('detail.stopLoss')} ltr>{detail.sl_per ? percentText(detail.sl_per, locale) : t('none')}</Fact>
          <Fact term={t('detail.autoCycle')}>{detail.auto_cycle.endsWith('_ENABLE') ? t('detail.on') : t('detail.off')}</Fact>
          <Fact term={t('detail.entryPrice')} ltr>{detail.entry_price ? priceText(detail.entry_price, tick, locale) : t('none')}</Fact>
          <Fact term={t('detail.totalMargin')} ltr>{formatAmountAsSent(detail.total_margin, coin, { locale })}</Fact>
          <Fact term={t('detail.available')} ltr>{formatAmount(detail.available_balance, coin, { locale })}</Fact>
          <Fact term={t('detail.reserved')} ltr>{formatAmount(detail.order_balance, coin, { locale })}</Fact>
          <Fact term={t('detail.runningTime')}>{formatDuration({ ms: Number(detail.running_duration) * 1000 }, { locale })}</Fact>
        </dl>
      </section>

      <section className="tb-bp-card" aria-labelledby="mart-rounds-title">
        <h2 id="mart-rounds-title">{t('detail.rounds')}</h2>
        <RoundsTable botId={id} coin={coin} tickSize={tick} pageSize={5} pollingInterval={live ? 10_000 : 0} />
      </section>

      <section className="tb-bp-card" aria-labelledby="mart-orders-title">
        <h2 id="mart-orders-title">{t('detail.ordersTabs')}</h2>
        <Link to={area.path('orders', id, ordersTab)}>{t('detail.allOrders')}</Link>
        <OrdersTabs label={t('detail.ordersTabs')} value={ordersTab} onChange={setOrdersTab} openLabel={t('detail.openOrders')} historyLabel={t('detail.history')}>
          <MartOrdersTable key={ordersTab} botId={id} kind={ordersTab} pageSize={10} tickSize={tick} coin={coin} pollingInterval={live ? 5_000 : 0} />
        </OrdersTabs>
      </section>

      {dialogs.dialog((slot) => <BotDialog {...slot} detail={detail} />)}
    </section>
  );
}

export default withBotStrings(DetailPage);
