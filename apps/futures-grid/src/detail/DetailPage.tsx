import { useFeatureFlag } from '@tb/data-access-session';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useArea, useNavigate } from '@tb/router';
import { liveQuoteSource } from '@tb/data-access-quotes';
import { aprText, botStatusTone, CopyLinks, copyPath, PnlCurveChart, PnlSummary, type PnlCurveSeries, RunningTime, StatusPill, useGlossary, type ServerClock } from '@tb/feature-bot-pages';
import { RiskPanel, SymbolFunding } from '@tb/futures-feature';
import { PositionTable, isolate } from '@tb/futures-ui';
import { Button, Spinner, Tabs } from '@tb/ui';
import { PriceChart } from '@tb/ui-charts';
import type { BotStatus } from '@tb/util-enums';
import { DASH, decimalsOfStep, formatAmount, formatAmountAsSent, formatDateTime, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
import { useFuturesGridBotMarkKlinesQuery, useFuturesGridBotPnlCurveQuery, type FuturesGridDetail } from '../api/bot-endpoints';
import type { DialogKind } from './Dialogs';
import { chartLines, gridMode, isActive, isClosed, pnlFigures, positionRows } from './figures';
import { FuturesOrdersTable, type OrdersKind } from './OrdersTable';
import { FgridPageState } from './PageState';
import { useRouteBot } from './use-bot';
import { useBotT } from './strings';
import './part';

const BotDialog = lazy(() => import(/* webpackChunkName: "fgrid-dialogs" */ './Dialogs'));

const CHART = { interval: '15m', ms: 15 * 60_000, limit: 192 } as const;
const ORDER_TABS: readonly OrdersKind[] = ['open', 'history'];
const ORDER_TAB_LABEL = { open: 'bot.detail.openOrders', history: 'bot.detail.history' } as const;

/** Status in the shared pill, in this area's words. */
export function FgridStatus({ status }: { status: BotStatus }) {
  const t = useBotT();
  return <StatusPill tone={botStatusTone(status)}>{t(`bot.status.${status}`)}</StatusPill>;
}

/** "BTCUSDT long futures grid · 10x". */
export function useTitle() {
  const t = useBotT();
  return (detail: FuturesGridDetail) => t('bot.detail.title', { symbol: detail.symbol, mode: t(`bot.mode.${gridMode(detail.grid_mode)}`), leverage: formatLeverage(detail.leverage, { locale: t.language }) });
}

/** The grid's five PnL figures side by side (figures.ts: they add up to the total). */
export function FgridPnl({ detail }: { detail: FuturesGridDetail }) {
  const t = useBotT();
  const figures = pnlFigures(detail, { grid: t('bot.detail.gridProfit'), position: t('bot.detail.positionPnl'), funding: t('bot.detail.funding'), fees: t('bot.detail.fees'), total: t('bot.detail.totalPnl') });
  return <PnlSummary figures={figures} coin={detail.quote_token} title={t('bot.detail.pnlTitle')} note={t('bot.detail.whyDiffer')} locale={t.language} />;
}

/**
 * One futures grid: header (contract, mode, leverage, status, running time,
 * prices), PnL decomposition, the actions, the position (PositionTable),
 * funding countdown, the mark-price chart with the grid levels and the
 * liquidation line, PnL over time, the settings and the orders. Polled every
 * 3 s while the bot lives and the tab is visible.
 */
export default function DetailPage() {
  const { query: first, detail, status, live, clock } = useRouteBot('live');
  return (
    <FgridPageState query={first} hasData={!!detail}>
      {() => (detail ? <BotDetail detail={detail} status={status} live={live} clock={clock} /> : null)}
    </FgridPageState>
  );
}

function BotDetail({ detail, status, live, clock }: { detail: FuturesGridDetail; status: BotStatus; live: boolean; clock: ServerClock }) {
  const t = useBotT();
  const locale = t.language;
  const area = useArea();
  const navigate = useNavigate();
  const title = useTitle();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // the range that follows the price is the longShortTrailing feature (spec §6 flags; the simulator refuses it without)
  const rangeFollows = useFeatureFlag('longShortTrailing');
  const [ordersTab, setOrdersTab] = useState<OrdersKind>('open');
  const tick = detail.tick_size;
  const coin = detail.quote_token;
  const canChange = isActive(status);
  const price = (v: string) => (v ? formatPrice(v, { tickSize: tick, locale }) : DASH);
  const copy = <CopyLinks copyTo={copyPath(area.path('create'), detail.bot_id, { symbol: detail.symbol })} followTo={area.path('follow', detail.bot_id)} leaderTo={detail.followed_bot_id ? area.path('follow', detail.followed_bot_id) : undefined}
      share={{ kind: 'GRID_FUTURES', symbol: detail.symbol, returnFraction: detail.pnl_per, pnl: detail.pnl, coin, runningMs: detail.operation_time, linkPath: area.path('follow', detail.bot_id) }}
  />;

  return (
    <section className="fg-page fg-detail" aria-labelledby="fg-detail-title">
      <header className="fg-page__header">
        <div>
          <h1 id="fg-detail-title">{title(detail)}</h1>
          <p className="fg-meta">
            <FgridStatus status={status} />
            <RunningTime ms={detail.operation_time} ended={detail.end_time > 0} />
            <span className="tb-muted">{t('bot.detail.botId', { id: isolate(detail.bot_id, locale) })}</span>
          </p>
        </div>
        <dl className="fg-prices">
          <div>
            <dt>{t('bot.detail.lastPrice')}</dt>
            <dd>
              <bdi dir="ltr">{price(detail.last_price)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('bot.detail.markPrice')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="mark-price">
                {price(detail.mark_price)}
              </bdi>
            </dd>
          </div>
        </dl>
      </header>

      {isClosed(status) ? (
        <div className="fg-banner" role="status">
          <span>{t('bot.detail.closedNotice')}</span> <Link to={area.path('close-detail', detail.bot_id)}>{t('bot.detail.seeCloseDetail')}</Link>
        </div>
      ) : null}

      <FgridPnl detail={detail} />

      <div className="fg-actions" role="group" aria-label={t('bot.detail.actions')}>
        {canChange ? (
          <>
            <Button variant="primary" onClick={() => setDialog('margin')}>
              {t('bot.detail.addMargin')}
            </Button>
            <Button onClick={() => setDialog('withdraw')}>{t('bot.detail.withdraw')}</Button>
            <Button onClick={() => setDialog('tpsl')}>{t('bot.detail.tpsl')}</Button>
            {rangeFollows ? <Button onClick={() => setDialog('move')}>{t('bot.detail.moveScope')}</Button> : null}
            <Button variant="danger" onClick={() => setDialog('close')}>
              {t('bot.detail.close')}
            </Button>
          </>
        ) : null}
        {copy}
      </div>

      <section className="fg-card" aria-labelledby="fg-position-title">
        <div className="fg-card__header">
          <h2 id="fg-position-title">{t('bot.detail.position')}</h2>
          <Link to={area.path('positions', detail.bot_id)}>{t('bot.detail.allPositions')}</Link>
        </div>
        <PositionTable rows={positionRows(detail)} coin={coin} tickSize={tick} label={t('bot.detail.position')} />
      </section>

      {live ? <RiskPanel botId={detail.bot_id} positions={positionRows(detail).map((p) => ({ ...p, symbol: p.symbol ?? detail.symbol }))} locale={locale} live={live} /> : null}

      {live ? <SymbolFunding symbol={detail.symbol} clock={clock} headingLevel={2} /> : null}

      <div className="fg-detail__charts">
        <MarkChart detail={detail} live={live} />
        <section className="fg-card" aria-labelledby="fg-pnlchart-title">
          <h2 id="fg-pnlchart-title">{t('bot.detail.pnlChart')}</h2>
          <PnlCurve botId={detail.bot_id} coin={coin} live={live} />
        </section>
      </div>

      <section className="fg-card" aria-labelledby="fg-settings-title">
        <h2 id="fg-settings-title">{t('bot.detail.settings')}</h2>
        <Settings detail={detail} />
      </section>

      <section className="fg-card" aria-labelledby="fg-orders-title">
        <div className="fg-card__header">
          <h2 id="fg-orders-title">{t(ORDER_TAB_LABEL[ordersTab])}</h2>
          <Link to={area.path('orders', detail.bot_id, ordersTab)}>{t('bot.detail.allOrders')}</Link>
        </div>
        <Tabs<OrdersKind>
          label={t('bot.detail.openOrders')}
          value={ordersTab}
          onChange={setOrdersTab}
          items={ORDER_TABS.map((key) => ({ key, label: t(ORDER_TAB_LABEL[key]) }))}
        >
          <FuturesOrdersTable key={ordersTab} botId={detail.bot_id} kind={ordersTab} pageSize={10} tickSize={tick} base={detail.base_token} coin={coin} pollingInterval={live ? 5_000 : 0} />
        </Tabs>
      </section>

      {dialog ? (
        <Suspense fallback={null}>
          <BotDialog kind={dialog} detail={detail} onClose={() => setDialog(null)} onBotClosed={() => navigate(area.path('close-detail', detail.bot_id))} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Mark-price candles with the grid levels, the liquidation line and the stops, following the live price. */
function MarkChart({ detail, live }: { detail: FuturesGridDetail; live: boolean }) {
  const t = useBotT();
  const locale = t.language;
  const tick = detail.tick_size;
  const klines = useFuturesGridBotMarkKlinesQuery({ symbol: detail.symbol, interval: CHART.interval, limit: CHART.limit }, { pollingInterval: live ? 60_000 : 0 });
  const lines = useMemo(() => chartLines(detail, { liq: t('bot.detail.liqLine'), entry: t('bot.detail.entryLine') }), [detail, t]);
  const price = (v: string) => (v ? formatPrice(v, { tickSize: tick, locale }) : DASH);
  return (
    <section className="fg-card" aria-labelledby="fg-price-title">
      <h2 id="fg-price-title">{t('bot.detail.priceChart')}</h2>
      {klines.data ? (
        <PriceChart
          label={t('bot.detail.priceChart')}
          summary={t('bot.detail.chartSummary', { min: price(detail.curr_min_price), max: price(detail.curr_max_price), count: detail.cell_number, liq: price(detail.liquidation_price) })}
          bars={klines.data.list}
          intervalMs={CHART.ms}
          lines={lines}
          precision={decimalsOfStep(tick)}
          tickSize={tick}
          formatPrice={price}
          formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonthTime' })}
          live={live ? liveQuoteSource(detail.symbol) : undefined}
        />
      ) : (
        <Spinner label={t('bot.detail.chartLoading')} />
      )}
    </section>
  );
}

/** Total PnL and grid profit over time (get-fgrid-pnl-curve, 15-minute samples ending now), on the shared curve chart. */
function PnlCurve({ botId, coin, live }: { botId: string; coin: string; live: boolean }) {
  const t = useBotT();
  const curve = useFuturesGridBotPnlCurveQuery(botId, { pollingInterval: live ? 30_000 : 0 });
  const series = useMemo<PnlCurveSeries[]>(
    () => [
      { figure: 'total_pnl', label: t('bot.detail.totalPnl'), color: 'var(--tb-accent)' },
      { figure: 'grid_profit', label: t('bot.detail.gridProfit'), color: 'var(--tb-up)' },
    ],
    [t],
  );
  return curve.data ? <PnlCurveChart points={curve.data.points} coin={coin} series={series} /> : <Spinner label={t('bot.common.loading')} />;
}

/** The bot's parameters and counters as terms. */
function Settings({ detail }: { detail: FuturesGridDetail }) {
  const t = useBotT();
  const g = useGlossary();
  const locale = t.language;
  const coin = detail.quote_token;
  const tick = detail.tick_size;
  const price = (v: string) => (v ? formatPrice(v, { tickSize: tick, locale }) : t('bot.common.none'));
  const stop = (priceValue: string, per: string) => (priceValue ? price(priceValue) : per ? formatPercent(per, { locale }) : t('bot.common.none'));
  const apr = (v: string) => aprText(v, detail.operation_time, locale, t('bot.detail.aprPending'));
  const rows: Array<[string, string]> = [
    [t('bot.detail.investment'), formatAmountAsSent(detail.total_investment, coin, { locale })],
    [t('bot.detail.equity'), formatAmount(detail.equity, coin, { locale })],
    [t('bot.detail.totalApr'), apr(detail.total_apr)],
    [t('bot.detail.gridApr'), apr(detail.grid_apr)],
    [t('bot.detail.arbitrage'), `${detail.arbitrage_num} (${t('bot.detail.arbitrage24', { count: detail.arbitrage_num_24 })})`],
    [t('bot.detail.leverage'), formatLeverage(detail.leverage, { locale })],
    [t('bot.detail.range'), `${price(detail.min_price)} – ${price(detail.max_price)}`],
    [t('bot.detail.currentRange'), `${price(detail.curr_min_price)} – ${price(detail.curr_max_price)}`],
    [t('bot.detail.grids'), `${detail.cell_number} · ${t(detail.grid_type.endsWith('GEOMETRIC') ? 'bot.detail.geometric' : 'bot.detail.arithmetic')}`],
    // profit per grid has one meaning on every page (the glossary): after both fees, on the margin an order uses (× leverage), as the create form showed it
    [g.name('profitPerGrid'), `${formatPercent(detail.min_profit, { locale })} – ${formatPercent(detail.max_profit, { locale })}`],
    [t('bot.detail.qtyPerGrid'), `${detail.qty_per_grid} ${detail.base_token}`],
    [t('bot.detail.withdrawn'), formatAmount(detail.cum_withdrew_amount || '0', coin, { locale })],
    [t('bot.detail.entryPrice'), price(detail.entry_price)],
    [t('bot.detail.takeProfit'), stop(detail.take_profit_price, detail.take_profit_per)],
    [t('bot.detail.stopLoss'), stop(detail.stop_loss_price, detail.stop_loss_per)],
    [t('bot.detail.trailingStop'), detail.trailing_stop_per && detail.trailing_stop_per !== '0' ? formatPercent(detail.trailing_stop_per, { locale }) : t('bot.common.off')],
    [t('bot.detail.moveUp'), price(detail.move_up_price)],
    [t('bot.detail.moveDown'), price(detail.move_down_price)],
  ];
  return (
    <dl className="fg-facts" data-testid="fg-settings">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <bdi dir="ltr">{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
