import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useT } from '@tb/i18n';
import { useArea, useNavigate, useSearchParams } from '@tb/router';
import { skipToken } from '@tb/data-access-api';
import { quoteFeed, useQuote } from '@tb/data-access-quotes';
import { useDefaultQuoteCoin, useFeatureFlag, useIsLoggedIn, useRequireLogin } from '@tb/data-access-session';
import { Button, Spinner, Tabs } from '@tb/ui';
import { CreateActions, GuidedStart, RetryAlert, startingTab, usableVoucher, usePriceTarget, useTraderExperience, useVouchers, WhenNearViewport } from '@tb/feature-bot-pages';
import { BigNumber, roundToTick, toBigNumber } from '@tb/util-format';
import { useSpotGridKlinesQuery, useSpotGridSymbolsQuery } from '../api/create-endpoints';
import type { Kline, SpotSymbolItem } from '../api/types';
import { RangePreview } from './RangePreview';
import type { StyleKey } from './AiPanel';
import { NAMESPACE, type Translations } from '../i18n';
import { EMPTY_FORM, previewLevels, type GridFormValues } from './form';
import { GridForm as PlainGridForm } from './GridForm';
import { SymbolButton } from './SymbolButton';
import { tradableSymbols } from './symbols';
import { useCreateExtras } from './extras';
import { clientErrors, precisionOf, useGridValidation } from './validation';

// below the form on a phone: the stress test (and the job it runs) is fetched when it first comes near the screen (./near-parts.tsx)
const SpotStressTest = lazy(() => import(/* webpackChunkName: "sg-near" */ './near-parts').then((m) => ({ default: m.SpotStressTest })));
const BacktestPanel = lazy(() => import(/* webpackChunkName: "backtest" */ './BacktestPanel'));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm" */ './ConfirmDialog'));
const AiPanel = lazy(() => import(/* webpackChunkName: "ai" */ './AiPanel'));
// shown only after an AI style was applied (from AiPanel, itself lazy)
const AiApplied = lazy(() => import(/* webpackChunkName: "ai" */ './AiApplied').then((m) => ({ default: m.AiAppliedFrom })));
// a copy's (`?copy=<grid_id>`) reading of the followed bot: only such an address fetches it
const CopyFollowed = lazy(() => import(/* webpackChunkName: "copy" */ './CopyFollowed'));
// the order book arrives after the form: nothing on the first screen waits for it
const DepthBook = lazy(() => import(/* webpackChunkName: "depth" */ '@tb/feature-bot-pages/depth'));

type Tab = 'manual' | 'ai';

/**
 * The form, re-rendered only when one of its props changes: every prop the
 * page passes is one object per change (values, validation, client errors,
 * balances, vouchers…), so a render of the page for anything else — a tab,
 * the AI panel, an answer the form does not show — leaves the form's
 * hundreds of elements alone (issue 30).
 */
const GridForm = memo(PlainGridForm);

/** The room the stress test takes before a run (heading, two notes, its button; create.css), kept until it mounts: nothing below it moves when it does. */
const STRESS_ROOM = 'var(--sg-stress-room)';

const NO_KLINES: readonly Kline[] = [];

/**
 * The range chart with the pair's week of klines and live price: the part of
 * the create page a quote batch or the klines' answer re-renders. The klines
 * are drawn from a deferred copy: their arrival (an RTK Query store update,
 * rendered synchronously) re-renders only this component, with the old list,
 * and the chart's 168 points are drawn in a render React slices (issue 30).
 */
const LiveRangePreview = memo(function LiveRangePreview({
  symbol,
  price,
  range,
  ...chart
}: Omit<Parameters<typeof RangePreview>[0], 'lastPrice' | 'klines' | 'levels'> & { symbol?: string; price?: string; range: Pick<GridFormValues, 'minPrice' | 'maxPrice' | 'cellNumber' | 'gridType'> }) {
  const quote = useQuote(symbol);
  // the grid's levels are the chart's alone: computed here, a render of their own that React can slice apart from the page's
  const { minPrice, maxPrice, cellNumber, gridType } = range;
  const levels = useMemo(() => previewLevels(minPrice, maxPrice, cellNumber, gridType, chart.tickSize), [minPrice, maxPrice, cellNumber, gridType, chart.tickSize]);
  const klines = useSpotGridKlinesQuery(symbol ? { symbol, interval: '1h', limit: 168 } : skipToken);
  const shownKlines = useDeferredValue(klines.data?.list ?? NO_KLINES);
  return <RangePreview {...chart} klines={shownKlines} levels={levels} lastPrice={quote?.close ?? price} />;
});

/** The pair a deep link asks for: `?symbol=BTCUSDT`, or `?base=BTC&quote=USDT` (the app's create links). */
export function requestedSymbol(params: URLSearchParams): string {
  const symbol = params.get('symbol');
  if (symbol) return symbol.toUpperCase();
  const base = params.get('base');
  const quote = params.get('quote');
  return base ? `${base}${quote ?? 'USDT'}`.toUpperCase() : '';
}

/** A starting range around the price (±10 %, on the tick), 20 grids: a trader edits from there. */
export function defaultRange(price: string, tick: string): Pick<GridFormValues, 'minPrice' | 'maxPrice' | 'cellNumber'> {
  const p = toBigNumber(price);
  if (!p || p.isLessThanOrEqualTo(0)) return { minPrice: '', maxPrice: '', cellNumber: '' };
  return {
    minPrice: roundToTick(p.times(new BigNumber('0.9')), tick, 'floor') ?? '',
    maxPrice: roundToTick(p.times(new BigNumber('1.1')), tick, 'ceil') ?? '',
    cellNumber: '20',
  };
}

/**
 * Create a spot grid: pair, manual or AI parameters, live validation, an
 * optional backtest preview, then a confirmation summary. Guests see the page
 * read-only and get the login prompt when they submit.
 *
 * The page mounts in a deferred render: React renders it in slices that
 * yield to the browser, not in the one long task of the route's first
 * render (issue 30); a spinner holds its place meanwhile.
 */
export default function CreatePage() {
  const shown = useDeferredValue(true, false);
  // The pair list is asked for from the first render (not after the deferred one) and its arrival is
  // rendered from a deferred copy: the store update re-renders only this small component synchronously,
  // and the page's form, chart, stress test and order book mount with the pair in a render React slices
  // (a store update alone is one synchronous render: one long task on a phone, issue 30).
  const symbolsQuery = useSpotGridSymbolsQuery();
  const { data, isLoading, isError, refetch } = symbolsQuery;
  const arrived = useMemo<SymbolsState>(() => ({ list: data?.list, isLoading, isError }), [data, isLoading, isError]);
  const symbolsState = useDeferredValue(arrived);
  return shown ? <CreateView symbolsState={symbolsState} refetchSymbols={refetch} /> : <CreateFrame />;
}

/**
 * The page's heading, painted with the route's first render while the page
 * itself mounts in the deferred render: the heading is the page's largest
 * contentful paint on a phone, and it no longer waits for the form, chart and
 * stress test to be rendered (issue 30, LCP).
 */
function CreateFrame() {
  const t = useT<Translations>(NAMESPACE);
  return (
    <section className="sg-page sg-create" aria-labelledby="sg-create-title">
      <header className="sg-page__header">
        <h1 id="sg-create-title">{t('create.title')}</h1>
      </header>
      <Spinner size="lg" />
    </section>
  );
}

/** What the page reads of the pair list (one object per change, so the deferred copy is stable between changes). */
interface SymbolsState {
  list: readonly SpotSymbolItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The form's values: what the trader typed for the pair shown, else a fresh
 * start on it (a range around its price). Derived while rendering rather than
 * set: a setState during render re-rendered the whole page once more when the
 * pair list arrived. A copied bot's parameters wait for the URL to name their
 * pair.
 */
function valuesFor(stored: GridFormValues, item: SpotSymbolItem | undefined): GridFormValues {
  if (!item || stored.symbol === item.symbol || stored.followedGridId) return stored;
  return { ...EMPTY_FORM, symbol: item.symbol, ...defaultRange(item.price, item.tick_size) };
}

const CreateView = memo(function CreateView({ symbolsState, refetchSymbols }: { symbolsState: SymbolsState; refetchSymbols: () => unknown }) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const trailingFlag = useFeatureFlag('spotTrailingStop');
  const symbols = useMemo(() => tradableSymbols(symbolsState.list), [symbolsState.list]);
  const wanted = requestedSymbol(params);
  const copyId = params.get('copy') ?? '';
  // with no pair asked for, the form starts on the first pair in the trader's default quote coin (USDC on the EU site / EU bot flag)
  const defaultQuote = useDefaultQuoteCoin();
  const item: SpotSymbolItem | undefined = symbols.find((s) => s.symbol === wanted) ?? (wanted ? undefined : (symbols.find((s) => s.quote_coin === defaultQuote) ?? symbols[0]));
  // The live price is read where it shows (LiveRangePreview) and, in the form, when a button
  // asks for it: a quote batch re-renders the chart, not the whole page (issue 30).
  const livePrice = useCallback(() => (item ? (quoteFeed().getTicker(item.symbol)?.close ?? item.price) : undefined), [item]);

  const [stored, setValues] = useState<GridFormValues>(EMPTY_FORM);
  const values = useMemo(() => valuesFor(stored, item), [stored, item]);
  // a fresh trader (no bot yet) opens on the AI parameters with the guided start; the trader's own choice wins
  const experience = useTraderExperience();
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const startTab = startingTab<Tab>(chosenTab, experience, { ai: 'ai', manual: 'manual', copying: !!copyId });
  const tab = startTab ?? 'manual';
  const [confirming, setConfirming] = useState(false);
  const [showBacktest, setShowBacktest] = useState(false);
  const [usedAi, setUsedAi] = useState(false);
  /** The AI style last applied, with the form before it and its values: what it changed is listed above the form until the pair changes. */
  const [applied, setApplied] = useState<{ style: StyleKey; before: GridFormValues; patch: Partial<GridFormValues> } | null>(null);
  const onChange = useCallback((patch: Partial<GridFormValues>) => setValues((v) => ({ ...valuesFor(v, item), ...patch })), [item]);
  // a price picked in the order book goes to the lower or upper price, whichever had focus last
  const priceTarget = usePriceTarget({
    minPrice: { label: t('create.lowerPrice'), set: (price) => onChange({ minPrice: price }) },
    maxPrice: { label: t('create.upperPrice'), set: (price) => onChange({ maxPrice: price }) },
  });

  const trailingStopAllowed = !!item?.is_support_ts && trailingFlag;
  const precision = useMemo(() => precisionOf(item), [item]);
  const validation = useGridValidation(values, trailingStopAllowed, item?.quote_coin ?? '', loggedIn, precision);
  const onCopied = useCallback(
    (copied: GridFormValues) => {
      setValues(copied);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('symbol', copied.symbol);
        return next;
      }, { replace: true });
    },
    [setParams],
  );
  const vouchers = useVouchers('GRID_SPOT');
  // the voucher goes with the bot only while it is held, in the quote coin, and the total reaches its minimum
  const rewardId = values.investMode === 'base' ? '' : usableVoucher(vouchers, values.rewardId, values.quoteInvestment, item?.quote_coin ?? '');
  const extras = useCreateExtras({ values, item, loggedIn, validationOk: validation.valid });
  // the client checks with the balance, once per change of what they read: the form shows them at their fields
  const localErrors = useMemo(() => clientErrors(values, extras.available, precision), [values, extras.available, precision]);
  const overBalance = Object.keys(localErrors).length > 0;
  // a chosen voucher that does not fit (its minimum) stops the create instead of being dropped silently
  const voucherMisfit = values.investMode !== 'base' && values.rewardId !== '' && rewardId === '' && vouchers.some((v) => v.reward_id === values.rewardId);
  const canCreate = validation.valid && !overBalance && !voucherMisfit;
  const { minPrice, maxPrice, cellNumber, gridType } = values;
  const range = useMemo(() => ({ minPrice, maxPrice, cellNumber, gridType }), [minPrice, maxPrice, cellNumber, gridType]);

  const choose = (next: SpotSymbolItem) => {
    const search = new URLSearchParams(params);
    search.delete('base');
    search.delete('quote');
    search.delete('copy');
    search.set('symbol', next.symbol);
    setParams(search, { replace: true });
    setValues({ ...EMPTY_FORM });
    setShowBacktest(false);
    setApplied(null);
  };

  const submit = () => {
    if (!requireLogin()) return;
    setConfirming(true);
  };

  const pair = item ? `${item.base_coin}/${item.quote_coin}` : '';
  return (
    <section className="sg-page sg-create" aria-labelledby="sg-create-title">
      <header className="sg-page__header">
        <h1 id="sg-create-title">{t('create.title')}</h1>
        <SymbolButton item={item} symbols={symbols} loading={symbolsState.isLoading} onChoose={choose} />
      </header>
      {!loggedIn ? (
        <div className="sg-banner" role="note">
          <span>{t('create.readOnly')}</span>
          <Button size="sm" variant="primary" onClick={() => requireLogin()}>
            {t('create.logIn')}
          </Button>
        </div>
      ) : null}
      {copyId ? (
        // the notice shows at once; the part that reads the followed bot replaces it with the same words (or the failure's)
        <Suspense
          fallback={
            <p className="sg-banner" role="status">
              {t('create.copyFrom', { id: copyId })}
            </p>
          }
        >
          <CopyFollowed copyId={copyId} loggedIn={loggedIn} onCopied={onCopied} />
        </Suspense>
      ) : null}
      {symbolsState.isError ? <RetryAlert className="sg-banner sg-banner--error" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void refetchSymbols()} /> : null}
      {!symbolsState.isLoading && wanted && !item && symbols.length > 0 ? (
        <p className="sg-banner" role="status">
          {t('symbol.noMatch', { query: wanted })}
        </p>
      ) : null}

      <div className="sg-create__layout">
        <div className="sg-create__chart">
          <LiveRangePreview symbol={item?.symbol} price={item?.price} range={range} pair={pair} tickSize={item?.tick_size ?? '0.01'} />
          {showBacktest && item ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <BacktestPanel item={item} values={values} trailingStopAllowed={trailingStopAllowed} valid={validation.valid} />
            </Suspense>
          ) : null}
        </div>
        <form
          className="sg-create__form"
          aria-label={t('create.formLabel')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!loggedIn || canCreate) submit();
          }}
        >
          <Tabs<Tab>
            label={t('create.tabsLabel')}
            value={tab}
            onChange={setTab}
            items={[
              { key: 'manual', label: t('create.manual') },
              { key: 'ai', label: t('create.ai') },
            ]}
          >
            {tab === 'ai' && item ? (
              <Suspense fallback={<Spinner />}>
                {experience === 'fresh' ? <GuidedStart onManual={() => setTab('manual')} /> : null}
                <AiPanel
                  item={item}
                  onUse={(patch, style) => {
                    setApplied({ style, before: values, patch });
                    onChange(patch);
                    setUsedAi(true);
                    setTab('manual');
                  }}
                />
              </Suspense>
            ) : startTab === null ? (
              <Spinner label={t('common.loading')} />
            ) : (
              <>
                {applied ? (
                  <Suspense fallback={null}>
                    <AiApplied style={applied.style} before={applied.before} patch={applied.patch} tickSize={item?.tick_size ?? '0.01'} />
                  </Suspense>
                ) : null}
                <GridForm
                  values={values}
                  onChange={onChange}
                  item={item}
                  validation={validation}
                  localErrors={localErrors}
                  trailingStopAllowed={trailingStopAllowed}
                  available={extras.available}
                  lastPrice={livePrice}
                  initialBuy={extras.initialBuy}
                  priceFocus={priceTarget.track}
                  vouchers={vouchers}
                  balances={extras.balances}
                />
              </>
            )}
          </Tabs>
          <CreateActions className="sg-create__actions" backtest={{ label: t('create.backtest'), run: () => setShowBacktest(true), disabled: !validation.valid || showBacktest }} loggedIn={loggedIn} canCreate={canCreate} createLabel={t('create.create')} logInLabel={t('create.logIn')} />
        </form>
        {item ? (
          // under the chart on wide screens, after the form on phones: a trader fills in the form before testing it
          <div className="sg-create__stress">
            {/* the stress test's job (the backtest's input on today's price) is built there, not in the page's first render */}
            <WhenNearViewport minBlockSize={STRESS_ROOM}>
              <Suspense fallback={<div style={{ minBlockSize: STRESS_ROOM }} aria-hidden="true" />}>
                <SpotStressTest item={item} values={values} valid={validation.valid} trailingStopAllowed={trailingStopAllowed} lastPrice={livePrice} locale={t.language} />
              </Suspense>
            </WhenNearViewport>
          </div>
        ) : null}
        {item ? (
          // under the stress test on wide screens, after it on phones (the form comes first)
          <div className="sg-create__book">
            {/* the order book's region is always there (a landmark); DepthBook itself fetches and draws from the first idle moment once it is near the screen */}
            <Suspense fallback={null}>
              <DepthBook symbol={item.symbol} category="spot" baseCoin={item.base_coin} quoteCoin={item.quote_coin} locale={t.language} target={tab === 'manual' ? priceTarget.field : null} onPick={priceTarget.pick} />
            </Suspense>
          </div>
        ) : null}
      </div>

      {confirming && item ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            item={item}
            values={{ ...values, rewardId }}
            voucherAmount={vouchers.find((v) => v.reward_id === rewardId)?.amount}
            trailingStopAllowed={trailingStopAllowed}
            profit={validation.result?.profit}
            createType={values.followedGridId ? 'copy' : usedAi ? 'auto' : 'manual'}
            fromRank={params.get('from') === 'rank'}
            onClose={() => setConfirming(false)}
            onCreated={(gridId) => navigate(area.path('detail', gridId))}
          />
        </Suspense>
      ) : null}
    </section>
  );
});
