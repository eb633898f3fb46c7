import { createContext, lazy, memo, Suspense, use, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useT } from '@tb/i18n';
import { Link, useArea, useNavigate, useParams } from '@tb/router';
import { skipToken } from '@tb/data-access-api';
import { Button, Spinner } from '@tb/ui';
import { decimalsOfStep, formatDateTime, formatPrice, toBigNumber } from '@tb/util-format';
import { useSpotGridKlinesQuery } from '../api/create-endpoints';
import { useSpotGridDetailQuery, useSpotGridPnlCurveQuery } from '../api/bot-endpoints';
import { PriceChart, type ChartLine } from '@tb/ui-charts';
import { liveQuoteSource } from '@tb/data-access-quotes';
import type { GridDetail, KlineResult, SpotGridPnlCurveResult } from '../api/types';
import type { BotStatus } from '@tb/util-enums';
import { BotPageState, CopyLinks, OrdersTabs, copyPath, ratioOf, WhenIdle } from '@tb/feature-bot-pages';
import { NAMESPACE, type Translations } from '../i18n';
import { isolate } from '@tb/util-format';
import { usePageVisible } from './hooks';
import { botStatus, isActive, isClosed } from './status';
import type { DialogKind } from './Dialogs';
import { OrdersTable, type OrdersKind } from './OrdersTable';
import { DetailStats, LivePrice, PnlChart, PnlSummary, RunningTime, StatusPill, tickOf } from './widgets';
import './part';

const BotDialog = lazy(() => import(/* webpackChunkName: "dialogs" */ './Dialogs'));

/** Detail refresh while the page is visible and the bot can change. */
export const DETAIL_POLL_MS = 3_000;
const CHART_INTERVAL = { name: '15m', ms: 15 * 60_000, limit: 192 } as const;

/**
 * One bot: header (pair, status, running time), the three PnL figures side
 * by side, PnL over time, the live price chart with the grid, open orders
 * and history, and the actions. The detail is polled every 3 s while the
 * tab is visible (RTK Query `pollingInterval`); the price comes from the quote
 * feed into the small components that show it.
 *
 * Rendering (issue 30): this component holds the queries and renders cheaply
 * and urgently with each answer; the page itself (`DeferredDetail`) renders
 * each new detail, curve and candles at a deferred priority, in slices of a
 * few ms. The queries' hooks stay out of that deferred render on purpose: a
 * slice-by-slice render that read a store value which changed before it
 * committed (the curve's answer landing while the detail's first render was
 * under way, a race that varied run to run) is redone by React in one
 * synchronous pass, a 250–400 ms task of a phone's main thread under
 * Lighthouse's 4× CPU slowdown.
 */
export default function DetailPage() {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const { botId = '' } = useParams();
  const visible = usePageVisible();

  // Each hook selects only what this component reads (issue 30): RTK Query's store notifications render
  // their subscribers synchronously, and a poll's pending and fulfilled ones (`isFetching` flipping, the same
  // data) no longer render this page at all.
  const first = useSpotGridDetailQuery(botId, { selectFromResult: pageStateFields });
  const answered = first.data?.detail;
  const live = !!answered && !isClosed(botStatus(answered.status));
  // the same query again with polling while the bot lives (RTK Query merges the subscriptions)
  useSpotGridDetailQuery(live ? botId : skipToken, { pollingInterval: visible ? DETAIL_POLL_MS : 0, skipPollingIfUnfocused: true, selectFromResult: nothing });
  // a new bot's curve has one sample: look again soon, then once a minute (samples are 15 minutes apart)
  const [curveShort, setCurveShort] = useState(true);
  const curve = useSpotGridPnlCurveQuery(botId, { pollingInterval: live && visible ? (curveShort ? 10_000 : 60_000) : 0, selectFromResult: dataOnly });
  const curvePoints = curve.data?.points.length ?? 0;
  if (curveShort && curvePoints >= 2) setCurveShort(false);
  // the candles are asked for with the detail's answer, not after the page has rendered it
  const klines = useSpotGridKlinesQuery(answered ? { symbol: answered.symbol, interval: CHART_INTERVAL.name, limit: CHART_INTERVAL.limit } : skipToken, { selectFromResult: dataOnly });

  return (
    <BotPageState
      isLoading={first.isLoading}
      error={first.error}
      hasData={!!answered}
      onRetry={() => void first.refetch()}
      title={t('detail.pageTitle')}
      notFoundAction={{ to: area.path('create'), label: t('closeDetail.createAnother') }}
    >
      {() => (answered ? <DeferredDetail answered={answered} visible={visible} curve={curve.data} klines={klines.data} pageTitle={t('detail.pageTitle')} /> : null)}
    </BotPageState>
  );
}

/** What the page state reads of the detail's query. */
const pageStateFields = <R extends { data?: unknown; isLoading: boolean; error?: unknown }>({ data, isLoading, error }: R) => ({ data: data as R['data'], isLoading, error });
/** The answer alone. */
const dataOnly = <R extends { data?: unknown }>({ data }: R) => ({ data: data as R['data'] });
const NOTHING = {};
/** Nothing (the polling subscription's hook is there to poll). */
const nothing = () => NOTHING;

/** The inner loading state has nothing to retry (the query's failures are the outer page state's). */
const noRetry = () => undefined;
const renderNothing = () => null;

/**
 * The candles and the PnL curve as of the last deferred render, for the cards that show them (issue 30): each
 * answer (and each curve poll) renders the price card, or the curve card and the actions' share card, and
 * not the page's header, figures, settings and orders with them, whichever order the answers land in.
 */
const KlinesContext = createContext<KlineResult | undefined>(undefined);
const CurveContext = createContext<SpotGridPnlCurveResult | undefined>(undefined);

/**
 * The page at a deferred priority: the detail, the curve and the candles as
 * they were at the last deferred render (see `DetailPage`). Until the first
 * detail has rendered, the loading skeleton.
 */
const DeferredDetail = memo(function DeferredDetail({ answered, visible, curve, klines, pageTitle }: { answered: GridDetail; visible: boolean; curve: SpotGridPnlCurveResult | undefined; klines: KlineResult | undefined; pageTitle: string }) {
  const t = useT<Translations>(NAMESPACE);
  // mounted with null: the first detail's render is a deferred one too, not the mount's own
  const detail = useDeferredValue<GridDetail | null>(answered, null);
  const curveData = useDeferredValue(curve);
  const klineData = useDeferredValue(klines);
  const status = detail ? botStatus(detail.status) : 'unknown';
  const live = !!detail && !isClosed(status);

  // the chart's lines change with the bot's parameters, not with each 3 s poll's new detail object: a new
  // array redrew every price line of the chart on every poll (issue 30)
  const levelsKey = detail ? (detail.levels ?? []).join(' ') : '';
  const takeProfit = detail?.take_profit_price ?? '';
  const stopLoss = detail?.stop_loss_price ?? '';
  const entry = detail?.entry_price ?? '';
  const entryTitle = t('detail.entry');
  const lines = useMemo<ChartLine[]>(() => {
    const out: ChartLine[] = levelsKey ? levelsKey.split(' ').map((price) => ({ price, kind: 'level' })) : [];
    if (takeProfit) out.push({ price: takeProfit, kind: 'tp', title: 'TP' });
    if (stopLoss) out.push({ price: stopLoss, kind: 'sl', title: 'SL' });
    if (entry) out.push({ price: entry, kind: 'entry', title: entryTitle });
    return out;
  }, [levelsKey, takeProfit, stopLoss, entry, entryTitle]);

  // the same element while the detail is on its way: an answer landing before the first detail's render (the
  // curve's, the candles') renders this component alone, not the skeleton again
  const skeleton = useMemo(
    () => (
      <BotPageState isLoading error={undefined} hasData={false} onRetry={noRetry} title={pageTitle}>
        {renderNothing}
      </BotPageState>
    ),
    [pageTitle],
  );
  if (!detail) return skeleton;
  return (
    <KlinesContext value={klineData}>
      <CurveContext value={curveData}>
        <BotDetail detail={detail} status={status} live={live} visible={visible} lines={lines} />
      </CurveContext>
    </KlinesContext>
  );
});

/**
 * Memoised: a poll's urgent render (with the deferred detail still the last one) passes it the same props, and
 * the candles' and the curve's answers reach their cards through context, past it. Its cards are memoised parts
 * given the fields they show (issue 30): a 3 s poll's new detail object renders the cards whose fields moved,
 * not the chart, the orders and the share card again with it (each deferred render of the whole page was a long task of its own on a phone, and the longer
 * it was, the likelier a quote batch landing mid-render made React start it over).
 */
const BotDetail = memo(function BotDetail({ detail, status, live, visible, lines }: { detail: GridDetail; status: BotStatus; live: boolean; visible: boolean; lines: ChartLine[] }) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const tickSize = tickOf(detail);
  const pair = `${detail.base_token}/${detail.quote_token}`;
  const price = toBigNumber(detail.current_price);
  const outOfRange = live && price !== null && (price.isLessThan(toBigNumber(detail.min_price) ?? 0) || price.isGreaterThan(toBigNumber(detail.max_price) ?? 0));
  const canChange = isActive(status);

  return (
    <section className="sg-page sg-detail" aria-labelledby="sg-detail-title">
      <header className="sg-page__header sg-detail__header">
        <div>
          <h1 id="sg-detail-title">{t('detail.title', { symbol: pair })}</h1>
          <p className="sg-detail__meta">
            <StatusPill status={status} />
            <RunningTime detail={detail} />
            <span className="tb-muted">{t('detail.botId', { id: isolate(detail.grid_id, t.language) })}</span>
          </p>
        </div>
        <p className="sg-detail__price">
          <span className="tb-muted">{t('detail.price')}</span>
          <LivePrice symbol={detail.symbol} fallback={detail.current_price} tickSize={tickSize} />
        </p>
      </header>

      {isClosed(status) ? (
        <div className="sg-banner" role="status">
          <span>{t('detail.closedNotice')}</span>
          <Link to={area.path('close-detail', detail.grid_id)}>{t('detail.seeCloseDetail')}</Link>
        </div>
      ) : null}
      {outOfRange ? (
        <p className="sg-banner sg-banner--warn" role="status">
          {t('detail.outOfRange')}
        </p>
      ) : null}

      <PnlSummary detail={detail} />

      <DetailActions
        canChange={canChange}
        onDialog={setDialog}
        gridId={detail.grid_id}
        symbol={detail.symbol}
        pair={pair}
        allowFollow={detail.allow_follow === 1}
        leaderId={detail.followed_grid_id}
        returnFraction={detail.current_per ?? (ratioOf(detail.total_profit, detail.total_investment) || '0')}
        pnl={detail.total_profit}
        coin={detail.quote_token}
        runningMs={Number(detail.operation_time)}
        investment={detail.total_investment}
      />

      <div className="sg-detail__grid">
        <PriceCard symbol={detail.symbol} minPrice={detail.min_price} maxPrice={detail.max_price} cells={detail.cell_number} tickSize={tickSize} lines={lines} />
        <PnlCurveCard coin={detail.quote_token} />
      </div>

      <section className="sg-card sg-detail__later sg-detail__later--settings" aria-labelledby="sg-settings-title">
        <h2 id="sg-settings-title" className="sg-card__title">
          {t('detail.settings')}
        </h2>
        <WhenIdle minBlockSize="24rem">
          <DetailStats detail={detail} tickSize={tickSize} />
        </WhenIdle>
      </section>

      <OrdersCard gridId={detail.grid_id} tickSize={tickSize} base={detail.base_token} quote={detail.quote_token} pollingInterval={live && visible ? 5_000 : 0} />

      {dialog ? (
        <Suspense fallback={null}>
          <BotDialog kind={dialog} detail={detail} tickSize={tickSize} onClose={() => setDialog(null)} onBotClosed={() => navigate(area.path('close-detail', detail.grid_id))} />
        </Suspense>
      ) : null}
    </section>
  );
});

/**
 * The actions and the copy, follow and share links, from the fields they use: a poll that moved none of them
 * (most move only with a fill, the running time with each poll) renders none of the buttons again.
 */
const DetailActions = memo(function DetailActions({
  canChange,
  onDialog,
  gridId,
  symbol,
  pair,
  allowFollow,
  leaderId,
  returnFraction,
  pnl,
  coin,
  runningMs,
  investment,
}: {
  canChange: boolean;
  onDialog: (kind: DialogKind) => void;
  gridId: string;
  symbol: string;
  pair: string;
  allowFollow: boolean;
  leaderId: string | undefined;
  returnFraction: string;
  pnl: string;
  coin: string;
  runningMs: number;
  investment: string;
}) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const curve = use(CurveContext);
  // the share card's curve (a BigNumber division a sample) once per curve answer, not on every 3 s poll of the detail
  const shareCurve = useMemo(() => curve?.points?.map((p) => ratioOf(p.total_pnl, investment) || '0'), [curve, investment]);
  // every state of the bot offers its parameters to a copy (and its follow page when others may follow it)
  const copy = (
    <CopyLinks
      copyTo={copyPath(area.path('create'), gridId, { symbol })}
      followTo={allowFollow ? area.path('follow', gridId) : undefined}
      leaderTo={leaderId ? area.path('follow', leaderId) : undefined}
      share={{
        kind: 'GRID_SPOT',
        symbol: pair,
        returnFraction,
        pnl,
        coin,
        runningMs,
        curve: shareCurve,
        linkPath: allowFollow ? area.path('follow', gridId) : `${area.path('create')}?symbol=${encodeURIComponent(symbol)}`,
      }}
    />
  );
  return canChange ? (
    <div className="sg-actions" role="group" aria-label={t('detail.actions')}>
      <Button variant="primary" onClick={() => onDialog('withdraw')}>
        {t('detail.withdraw')}
      </Button>
      <Button onClick={() => onDialog('modify')}>{t('detail.modify')}</Button>
      <Button onClick={() => onDialog('add')}>{t('detail.addInvestment')}</Button>
      <Button variant="danger" className="sg-danger" onClick={() => onDialog('close')}>
        {t('detail.close')}
      </Button>
      {copy}
    </div>
  ) : (
    <div className="sg-actions" role="group" aria-label={t('detail.actions')}>
      {copy}
    </div>
  );
});

/** PnL over time: the curve's answer (and each curve poll) renders this card, not the page. */
const PnlCurveCard = memo(function PnlCurveCard({ coin }: { coin: string }) {
  const t = useT<Translations>(NAMESPACE);
  const curve = use(CurveContext);
  return (
    <section className="sg-card sg-detail__later sg-detail__later--chart" aria-labelledby="sg-pnlchart-title">
      <h2 id="sg-pnlchart-title" className="sg-card__title">
        {t('detail.pnlChart')}
      </h2>
      <WhenIdle minBlockSize="14rem">{curve ? <PnlChart points={curve.points} coin={coin} /> : <Spinner label={t('common.loading')} />}</WhenIdle>
    </section>
  );
});

/**
 * The live price chart from the fields it draws: the candles' answer renders this card alone, and a poll
 * renders it not at all (the range, the grid and the tick change only when the bot is modified). Its
 * formatters are kept between renders, so the plot's axis labels are not worked out again either.
 */
const PriceCard = memo(function PriceCard({ symbol, minPrice, maxPrice, cells, tickSize, lines }: { symbol: string; minPrice: string; maxPrice: string; cells: number | string; tickSize: string; lines: ChartLine[] }) {
  const t = useT<Translations>(NAMESPACE);
  const klines = use(KlinesContext);
  const locale = t.language;
  const formatChartPrice = useCallback((value: string) => formatPrice(value, { tickSize, locale }), [tickSize, locale]);
  const formatChartTime = useCallback((ms: number) => formatDateTime(ms, { locale, style: 'dayMonthTime' }), [locale]);
  return (
    <section className="sg-card" aria-labelledby="sg-price-title">
      <h2 id="sg-price-title" className="sg-card__title">
        {t('detail.priceChart')}
      </h2>
      {/* the chart's room is kept while the candles load, so the cards below do not jump when they arrive */}
      <div className="sg-detail__chart">
        {klines ? (
          <PriceChart
            label={t('detail.priceChart')}
            summary={`${t('detail.range')}: ${formatChartPrice(minPrice)} – ${formatChartPrice(maxPrice)}, ${t('detail.grids')}: ${cells}`}
            bars={klines.list}
            intervalMs={CHART_INTERVAL.ms}
            lines={lines}
            precision={decimalsOfStep(tickSize)}
            tickSize={tickSize}
            formatPrice={formatChartPrice}
            live={liveQuoteSource(symbol)}
            formatTime={formatChartTime}
          />
        ) : (
          <Spinner label={t('detail.chartLoading')} />
        )}
      </div>
    </section>
  );
});

/**
 * Open orders and history: the tab the trader picked is this card's own state, so switching tabs renders the
 * card, not the page, and a poll of the detail renders it not at all.
 */
const OrdersCard = memo(function OrdersCard({ gridId, tickSize, base, quote, pollingInterval }: { gridId: string; tickSize: string; base: string; quote: string; pollingInterval: number }) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const [ordersTab, setOrdersTab] = useState<OrdersKind>('open');
  return (
    <section className="sg-card sg-detail__later sg-detail__later--orders" aria-labelledby="sg-orders-title">
      <div className="sg-card__header">
        <h2 id="sg-orders-title" className="sg-card__title">
          {ordersTab === 'open' ? t('detail.openOrders') : t('detail.history')}
        </h2>
        <Link to={area.path('orders', gridId, ordersTab)}>{t('detail.allOrders')}</Link>
      </div>
      <OrdersTabs label={t('detail.openOrders')} value={ordersTab} onChange={setOrdersTab} openLabel={t('detail.openOrders')} historyLabel={t('detail.history')}>
        <WhenIdle minBlockSize="24rem">
          <OrdersTable key={ordersTab} gridId={gridId} kind={ordersTab} pageSize={10} tickSize={tickSize} base={base} quote={quote} pollingInterval={pollingInterval} />
        </WhenIdle>
      </OrdersTabs>
    </section>
  );
});
