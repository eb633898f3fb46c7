import { lazy, memo, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '@tb/data-access-api';
import type { FuturesGridFollowResult } from '@tb/contracts';
import { skipToken } from '@tb/data-access-api';
import { useIsLoggedIn, useLoginStatus, useRequireLogin } from '@tb/data-access-session';
import { useDisplayableSymbols, useSymbolItem } from '@tb/data-access-symbols';
import { botPageStrings, CreateActions, isSuccessCode, ManualAiTabs, useCheckMessage, useFormDraft, useManualAiTabs, useOpenCreatedBot, usePriceTarget, useRefusalMessage, useSameContent, VisitorBanner, WhenNearViewport } from '@tb/feature-bot-pages';
import { ContractPickerDialog, type FuturesContractState, settlementBalances, useFuturesCoinBalancesQuery, useFuturesContract } from '@tb/futures-feature';
import { futuresStrings, MarginModeChoice, readLeverage } from '@tb/futures-ui';
import { useStringsReady } from '@tb/i18n';
import { useArea, useSearchParams } from '@tb/router';
import { Button, Spinner, Tabs } from '@tb/ui';
import { BigNumber, roundToTick, toBigNumber } from '@tb/util-format';
import { useFuturesGridFollowDetailQuery, useFuturesGridRecommendQuery } from '../api/create-endpoints';
import { futuresGridCreateStrings } from '../i18n';
import { Estimate } from './Estimate';
import { EMPTY_FORM, fieldOf, fieldRules, fromFollowDetail, GRID_MODES, readForm, toEngineInput, type CreateType, type FgridFormValues, type FormField, type GridMode } from './form';
import { flagDrop, GridFields, useGridFlags } from './GridFields';
import { useVerdict } from './use-verdict';
import '@tb/futures-ui/styles.css';
import './create.css';

futuresGridCreateStrings.register();

const AiPanel = lazy(() => import(/* webpackChunkName: "fg-ai" */ './AiPanel'));
const BacktestPanel = lazy(() => import(/* webpackChunkName: "fg-backtest" */ './BacktestPanel'));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "fg-confirm" */ './ConfirmDialog'));
// the parts below the form on a phone, fetched when they first come near the screen (./near-parts.tsx)
const ChartAndFunding = lazy(() => import(/* webpackChunkName: "fg-near" */ './near-parts').then((m) => ({ default: m.ChartAndFunding })));
const StressTest = lazy(() => import(/* webpackChunkName: "fg-near" */ './near-parts').then((m) => ({ default: m.StressTest })));
// the contract's order book arrives after the form: nothing on the first screen waits for it
const DepthBook = lazy(() => import(/* webpackChunkName: "depth" */ '@tb/feature-bot-pages/depth'));

/**
 * A new contract's starting grid: ±5 % around the last price on the tick,
 * 10 grids, 5× (or the contract's cap when lower); the trader edits from
 * there. The margin is left to the trader.
 */
export function startingGrid(symbol: string, last: string, tickSize: string, maxLeverage: string, mode: GridMode): FgridFormValues {
  const p = new BigNumber(last);
  return {
    ...EMPTY_FORM,
    symbol,
    mode,
    minPrice: roundToTick(p.times('0.95'), tickSize, 'floor') ?? '',
    maxPrice: roundToTick(p.times('1.05'), tickSize, 'ceil') ?? '',
    cellNumber: '10',
    leverage: BigNumber.min(5, maxLeverage).toFixed(),
  };
}

/** Every field that can carry words besides its own reading. */
const FORM_FIELDS: readonly FormField[] = ['symbol', 'minPrice', 'maxPrice', 'cellNumber', 'leverage', 'investment', 'entryPrice', 'takeProfit', 'stopLoss', 'tsPercent', 'moveUpPrice', 'moveDownPrice'];

/** A mistake across fields, seen before asking anyone: a range upside down (each field's own reading is its `NumberField`'s). */
function typingErrors(exact: FgridFormValues | null): Partial<Record<FormField, 'rangeOrder'>> {
  const out: Partial<Record<FormField, 'rangeOrder'>> = {};
  const min = toBigNumber(exact?.minPrice);
  const max = toBigNumber(exact?.maxPrice);
  if (min && max && max.lte(min)) out.maxPrice = 'rangeOrder';
  return out;
}

/**
 * Create a futures grid (the area's index and `create` route): contract,
 * mode (neutral / long / short), manual parameters or the AI's, the live
 * liquidation estimate and profit per grid, the levels on the recent price,
 * a backtest preview and a confirmation. `?symbol=` picks the contract;
 * `?copy=<bot_id>` fills the form from a followable bot and creates a copy.
 */
export default function CreatePage() {
  const area = useArea();
  const ready = useStringsReady([futuresGridCreateStrings, futuresStrings, botPageStrings], area.locale);
  if (!ready) return <Spinner size="lg" />;
  return <CreateView />;
}

/**
 * What the page reads from the stores (the address, the session, the copied
 * bot, the symbol list, the contract, the symbol's item, the balance): each
 * arrives as a synchronous store update, which re-rendered the whole form in
 * one long task on a phone (issue 30: the futures grid create page's worst
 * run, 500–600 ms of blocking). `CreateView` reads them and hands a deferred
 * copy to the memoised `CreateBody`: an arrival re-renders this small part at
 * once and the form in a deferred render React slices.
 */
interface StoreInputs {
  readonly params: URLSearchParams;
  readonly setParams: ReturnType<typeof useSearchParams>[1];
  readonly loggedIn: boolean;
  readonly anonymous: boolean;
  readonly requireLogin: () => boolean;
  readonly copyId: string;
  readonly copy: { readonly data: FuturesGridFollowResult | undefined; readonly isLoading: boolean; readonly isError: boolean };
  readonly symbol: string;
  readonly futures: FuturesContractState;
  /** The symbol's last price on the tick and its mark price (from its item): strings, so a new item with the same figures changes nothing. */
  readonly lastPrice: string | undefined;
  readonly markPrice: string | undefined;
  readonly available: string | undefined;
}

function CreateView() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  // the visitor's banner once the session is known to be none: shown while it is still being read, it would
  // vanish for a trader who is logged in and move the whole form up (a layout shift on the first screen)
  const anonymous = useLoginStatus() === 'anonymous';
  const requireLogin = useRequireLogin();
  const copyId = params.get('copy') ?? '';
  const copyQuery = useFuturesGridFollowDetailQuery(copyId || skipToken);
  const contracts = useDisplayableSymbols({ contractType: 'LinearPerpetual', botsOnly: true });
  const symbol = (params.get('symbol') ?? '').toUpperCase() || copyQuery.data?.detail.symbol || (copyId ? '' : (contracts.list[0]?.name ?? ''));
  const futures = useFuturesContract(symbol || undefined);
  const itemSnapshot = useSymbolItem(symbol || undefined);
  const item = itemSnapshot.item?.symbol.name === symbol ? itemSnapshot.item : null;
  const coin = futures.status === 'loading' ? 'USDT' : futures.config.coin;
  const tickSize = futures.status === 'loading' ? null : futures.config.tickSize;
  const lastPrice = item && tickSize ? (roundToTick(item.last_price, tickSize, 'round') ?? undefined) : undefined;
  const markPrice = item?.mark_price;
  const balances = useFuturesCoinBalancesQuery(coin, { skip: !loggedIn });
  const available = settlementBalances(balances.data, coin)?.available.derivatives;
  const { data: copyData, isLoading: copyLoading, isError: copyError } = copyQuery;
  const inputs = useMemo<StoreInputs>(
    () => ({ params, setParams, loggedIn, anonymous, requireLogin, copyId, copy: { data: copyData, isLoading: copyLoading, isError: copyError }, symbol, futures, lastPrice, markPrice, available }),
    [params, setParams, loggedIn, anonymous, requireLogin, copyId, copyData, copyLoading, copyError, symbol, futures, lastPrice, markPrice, available],
  );
  const deferred = useDeferredValue(inputs);
  return <CreateBody inputs={deferred} />;
}

const CreateBody = memo(function CreateBody({ inputs }: { inputs: StoreInputs }) {
  const t = futuresGridCreateStrings.useT();
  const area = useArea();
  const { params, setParams, loggedIn, anonymous, requireLogin, copyId, copy, symbol, futures, lastPrice, markPrice, available } = inputs;
  const config = futures.status === 'loading' ? null : futures.config;
  // The form and its side mount in a deferred render once the contract is there: React renders it in
  // slices that yield to the browser, not in one long task after the contract arrives (issue 30).
  const shown = useDeferredValue(futures.status === 'ready', false);
  // the side (the estimate, the order book's place, the parts below the form on a phone) mounts in a render
  // and a commit of its own after the form's: one mount of everything was one long commit on a phone (issue 30)
  const [sideShown, setSideShown] = useState(false);
  useEffect(() => {
    if (shown && !sideShown) startTransition(() => setSideShown(true));
  }, [shown, sideShown]);

  // the values as typed, kept as the tab's draft: an error boundary's Retry (or a reload) finds them again; a copy starts from its bot
  const [values, setValues, clearDraft] = useFormDraft<FgridFormValues>('futures-grid', EMPTY_FORM, !copyId);
  const openCreated = useOpenCreatedBot(clearDraft);
  // a fresh trader (no bot yet) opens on the AI parameters with the guided start; the trader's own choice wins
  const setup = useManualAiTabs(!!copyId);
  const { tab, setTab } = setup;
  const [picking, setPicking] = useState(false);
  // the contracts suited to a grid now, asked when the picker opens
  const suited = useFuturesGridRecommendQuery(picking ? undefined : skipToken);
  const [backtest, setBacktest] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [aiMode, setAiMode] = useState<GridMode | null>(null);
  const [refusal, setRefusal] = useState<ApiError | undefined>(undefined);
  const [copied, setCopied] = useState('');
  // stable (state setters only): the memoised fields keep their props across the page's renders
  const onChange = useCallback(
    (patch: Partial<FgridFormValues>) => {
      setValues((current) => ({ ...current, ...patch }));
      setRefusal(undefined);
    },
    [setValues],
  );
  const flags = useGridFlags();
  // what the trader's flags do not offer is dropped once the fields show (flagDrop)
  const drop = futures.status === 'ready' && shown ? flagDrop(values, flags) : {};

  // derived state, set while rendering: a copied bot's parameters once they arrive; a new contract's starting grid
  if (copy.data && copied !== copyId) {
    setCopied(copyId);
    setValues(fromFollowDetail(copy.data.detail));
  } else if (futures.status === 'ready' && lastPrice && values.symbol !== symbol && (!copyId || copy.isError)) {
    setValues(startingGrid(symbol, lastPrice, futures.config.tickSize, futures.config.maxLeverage, values.mode));
  } else if (Object.keys(drop).length > 0) {
    onChange(drop);
  }

  // a price picked in the order book goes to the price input that had focus last (lower, upper or entry price)
  const priceTarget = usePriceTarget({
    minPrice: { label: t('minPrice'), set: (price) => onChange({ minPrice: price }) },
    maxPrice: { label: t('maxPrice'), set: (price) => onChange({ maxPrice: price }) },
    entryPrice: { label: t('entryPrice'), set: (price) => onChange({ entryPrice: price }) },
  });
  // the trader's first move on the form fetches the engine's validator (the live estimate), before any figure is complete
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  // every number field read with its rule (one exact path): the exact values, or each field's problem
  // read once per change of the values or the contract, not on every render of the page; the rules only
  // when a value they depend on changes (a price typed keeps them, and every other field's reading)
  const { investment, tpSlKind, mode: gridMode, gridType } = values;
  const rules = useMemo(() => (futures.status === 'ready' ? fieldRules(futures.contract, { investment, tpSlKind, mode: gridMode, gridType }) : null), [futures, investment, tpSlKind, gridMode, gridType]);
  const read = useMemo(() => (rules ? readForm(values, rules, area.locale) : null), [rules, values, area.locale]);
  const problems = read?.problems ?? {};
  const typing = typingErrors(read?.exact ?? null);
  const exact = read?.exact && Object.keys(typing).length === 0 ? read.exact : null;
  const verdict = useVerdict(exact, futures, lastPrice, loggedIn, engaged);
  // the ranges under the fields and the estimate follow the verdict in a deferred render: its arrival (a
  // synchronous store update) re-renders the page's state at once, the fields' hints and the estimate after,
  // in a render React can interrupt (issue 30); whether the bot can be created reads the verdict itself
  const shownResult = useDeferredValue(verdict.result);
  const coin = config?.coin ?? 'USDT';
  const check = useCheckMessage(verdict.result?.check_code, verdict.result ? { ...verdict.result } : undefined, coin);
  const refused = useRefusalMessage(refusal, { coin });
  const failure = useRefusalMessage(verdict.failure, { coin });
  const short = available !== undefined && toBigNumber(values.investment)?.isGreaterThan(available) === true;

  const errorAt = (field: FormField): string | undefined => {
    const mistake = typing[field];
    if (mistake) return t(`errors.${mistake}`);
    if (refused && fieldOf(refused) === field) return refused.message;
    // the exchange's refusal of a value belongs at the field it names, not in the estimate
    if (failure && fieldOf(failure) === field) return failure.message;
    if (check && fieldOf(check) === field) return check.message;
    return undefined;
  };
  // what is said at each field, the same function while no words changed (issue 30): the side's mount, the item's
  // or the verdict's arrival, which change none of them, do not render the fields again
  const errorsByField = useSameContent(Object.fromEntries(FORM_FIELDS.map((field) => [field, errorAt(field)])) as Partial<Record<FormField, string>>);
  const fieldErrors = useCallback((field: FormField) => errorsByField[field], [errorsByField]);
  const leverageOk = futures.status === 'ready' && readLeverage(futures.contract, values.leverage, { margin: values.investment }).ok;
  const valid = !!exact && !!verdict.result && isSuccessCode(verdict.result.check_code) && Object.keys(problems).length === 0 && leverageOk;
  const engineInput = valid ? toEngineInput(exact) : null;
  const stressJob =
    futures.status === 'ready' && engineInput && lastPrice
      ? { kind: 'futures_grid' as const, input: engineInput, contract: futures.contract, market: { symbol, baseCoin: futures.config.base, quoteCoin: futures.config.quote }, lastPrice }
      : null;
  const canCreate = valid && verdict.confirmed && !short;
  const createType: CreateType = values.followedGridId ? 'copy' : aiMode ? 'auto' : 'manual';
  const unplaced = check && fieldOf(check) === null ? check.message : refused && fieldOf(refused) === null ? refused.message : null;

  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    search.delete('copy');
    search.set('symbol', next);
    setParams(search, { replace: true });
    setPicking(false);
    setBacktest(false);
    setAiMode(null);
    setValues((current) => ({ ...EMPTY_FORM, mode: current.mode }));
  };

  const modeLabel = (mode: GridMode) => t(`modes.${mode}`);
  return (
    <section className="fg-page fg-create" aria-labelledby="fg-create-title">
      <header className="fg-create__header">
        <h1 id="fg-create-title">{t('title')}</h1>
        <div className="fg-create__contract">
          <span className="tb-fu-muted">{t('contract')}</span>
          <strong dir="ltr">{symbol || '--'}</strong>
          <Button size="sm" onClick={() => setPicking(true)}>
            {t('change')}
          </Button>
        </div>
      </header>
      {anonymous ? <VisitorBanner className="fg-banner" text={t('readOnly')} logInLabel={t('logIn')} onLogIn={() => requireLogin()} /> : null}
      {copyId ? (
        <p className="fg-banner" role="status">
          {copy.isLoading ? t('copy.loading', { id: copyId }) : copy.isError ? t('copy.failed') : copy.data ? t('copy.notice', { id: copyId, name: copy.data.detail.nick_name }) : ''}
        </p>
      ) : null}
      {aiMode ? (
        <p className="fg-banner" role="status">
          {t('ai.applied', { mode: modeLabel(aiMode) })}
        </p>
      ) : null}
      {futures.status === 'unavailable' ? (
        <p className="fg-banner fg-banner--error" role="alert">
          {t('noContract')}
        </p>
      ) : null}

      {futures.status !== 'unavailable' ? (
        // The layout and the form are there from the first render (issue 30): the mode tabs, the manual / AI
        // tabs and the margin mode (the first screen's largest text, Lighthouse's LCP element on a phone) do
        // not need the contract, so they do not wait for it; the fields, the estimate and the side mount in a
        // deferred render once it is there, into a place held at least as tall as the first screen, so
        // nothing on the screen moves when they come.
        <div className="fg-create__layout">
          {futures.status === 'ready' && shown && sideShown ? (
          <div className="fg-create__side">
            {/* below the form on a phone: the chart and the funding countdown mount when they come near the screen */}
            <WhenNearViewport minBlockSize="24rem">
              <Suspense fallback={<div className="fg-create__near-pending" aria-hidden="true" />}>
                <ChartAndFunding symbol={symbol} values={values} contract={futures.contract} tickSize={futures.config.tickSize} lastPrice={lastPrice} />
              </Suspense>
            </WhenNearViewport>
            <Estimate result={exact ? shownResult : null} mode={values.mode} contract={futures.contract} config={futures.config} markPrice={markPrice} checking={verdict.checking} failure={failure && fieldOf(failure) === null ? failure.message : undefined} />
            {backtest ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <BacktestPanel values={exact ?? values} futures={futures} valid={valid} onClose={() => setBacktest(false)} />
              </Suspense>
            ) : null}
            <WhenNearViewport>
              <Suspense fallback={<div className="fg-create__stress-pending" aria-hidden="true" />}>
                <StressTest job={stressJob} locale={t.language} />
              </Suspense>
            </WhenNearViewport>
            {/* the order book's region is always there (a landmark); DepthBook itself fetches and draws from the first idle moment once it is near the screen */}
            <Suspense fallback={null}>
              <DepthBook symbol={symbol} category="linear" baseCoin={futures.config.base} quoteCoin={futures.config.quote} locale={t.language} target={tab === 'manual' ? priceTarget.field : null} onPick={priceTarget.pick} />
            </Suspense>
          </div>
          ) : (
            <div className="fg-create__side fg-create__side--pending" />
          )}
          <form
            className="fg-create__form"
            aria-label={t('form')}
            noValidate
            onFocus={engage}
            onPointerDown={engage}
            onSubmit={(event) => {
              event.preventDefault();
              if (!requireLogin()) return;
              if (canCreate) setConfirming(true);
            }}
          >
            <Tabs<GridMode> label={t('modes.label')} value={values.mode} onChange={(mode) => onChange({ mode })} items={GRID_MODES.map((mode) => ({ key: mode, label: modeLabel(mode) }))}>
              <p className="tb-fu-note">{t(`modeHint.${values.mode}`)}</p>
              <ManualAiTabs
                labels={{ label: t('tabs.label'), manual: t('tabs.manual'), ai: t('tabs.ai'), loading: t('loading') }}
                state={setup}
                ai={
                  futures.status !== 'ready' ? (
                    <Spinner label={t('loading')} />
                  ) : (
                  <AiPanel
                    symbol={symbol}
                    mode={values.mode}
                    config={futures.config}
                    onUse={(patch, mode) => {
                      onChange(patch);
                      setAiMode(mode);
                      setTab('manual');
                    }}
                  />
                  )
                }
                manual={
                  <>
                    <MarginModeChoice />
                    {futures.status === 'ready' && shown && rules ? (
                      <GridFields values={values} onChange={onChange} config={futures.config} contract={futures.contract} lastPrice={lastPrice} result={shownResult} rules={rules} errorAt={fieldErrors} priceFocus={priceTarget.track} />
                    ) : (
                      <div className="fg-fields fg-fields--pending">
                        <Spinner label={t('loading')} />
                      </div>
                    )}
                  </>
                }
              />
            </Tabs>
            {unplaced ? (
              <p className="tb-fu-note tb-fu-note--danger" role="alert">
                {unplaced}
              </p>
            ) : null}
            <CreateActions className="fg-create__actions" backtest={{ label: t('backtest.run'), run: () => setBacktest(true), disabled: !valid || backtest }} loggedIn={loggedIn} canCreate={canCreate} createLabel={t('create')} logInLabel={t('logIn')} />
          </form>
        </div>
      ) : null}

      {picking ? (
        <ContractPickerDialog
          title={t('chooseContract')}
          onClose={() => setPicking(false)}
          value={symbol}
          onChange={choose}
          focusOnMount
          suited={suited.data?.list.map((r) => ({ symbol: r.symbol, amplitude: r.amplitude_24h }))}
        />
      ) : null}

      {confirming && futures.status === 'ready' && verdict.result && exact ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            values={exact}
            config={futures.config}
            result={verdict.result}
            createType={createType}
            onClose={() => setConfirming(false)}
            onRefused={(error) => {
              setConfirming(false);
              setRefusal(error);
            }}
            onCreated={openCreated}
          />
        </Suspense>
      ) : null}
    </section>
  );
});
