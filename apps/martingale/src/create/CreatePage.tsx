import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { FmartAiParams, FmartLimitBody } from '@tb/contracts';
import { skipToken, type ApiError } from '@tb/data-access-api';
import { useLoginStatus, useRequireLogin } from '@tb/data-access-session';
import { symbolCache, useSymbolItem, type SymbolConfigCache } from '@tb/data-access-symbols';
import { botPageStrings, outside, percentRange, useCheckMessage, useFormDraft, useLimitVerdict, readCreateForm, useOpenCreatedBot, useReviewSubmit, usePriceTarget, useFromRank, useRefusalMessage, FormEnd, ManualAiTabs, useManualAiTabs, useOnDemand, useSameContent, WhenNearViewport } from '@tb/feature-bot-pages';
import { useStringsReady } from '@tb/i18n';
import { StressTest, ContractPickerDialog, createFormAlerts, useFuturesContract, useStagedValue } from '@tb/futures-feature';
import { futuresStrings, useFuturesT } from '@tb/futures-ui';
import { useArea, useSearchParams } from '@tb/router';
import { Button, Spinner } from '@tb/ui';
import { useMartingaleCreateBotMutation, useMartingaleCreateCopySourceQuery, useMartingaleCreateFollowSourceQuery, useMartingaleCreateLimitQuery } from '../api/create-endpoints';
import { martCreateStrings, useMartCreateT } from '../i18n';
import { createBody, DEFAULT_VALUES, engineInput, fieldRules, limitBody, valuesFromAi, valuesFromDetail, valuesFromFollow, type MartField, type MartFormValues } from './form';
import { boundText, FIELD_VALUE, ManualFields, type FieldNote } from './ManualFields';
import { PlanSection } from './PlanSection';
import { loadPlanEngine } from './plan-load';
import '@tb/futures-ui/styles.css';
import './create.css';

// The backtest pulls in the engine's walker: it loads when the trader asks for one.
const BacktestPanel = lazy(() => import('./BacktestPanel'));
// the AI parameters (a fresh trader's first tab, anyone's on a click) and the confirmation load when shown
const AiPanel = lazy(() => import(/* webpackChunkName: "mart-ai" */ './AiPanel').then((m) => ({ default: m.AiPanel })));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "mart-confirm" */ './ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
// the contract's order book arrives after the form; a chosen price becomes the entry price
const DepthBook = lazy(() => import(/* webpackChunkName: "depth" */ '@tb/feature-bot-pages/depth'));

const SYMBOL = /^[A-Z0-9]{2,20}$/;
const BOT_ID = /^\d{1,20}$/;
/** Fields in the order they are shown (the first invalid one takes the focus). */
const FIELD_ORDER: readonly MartField[] = ['leverage', 'init_margin', 'price_float_percent', 'add_position_percent', 'add_position_num', 'round_tp_percent', 'sl_percent', 'entry_price'];

export interface CreatePageProps {
  /** The symbol cache (tests give their own; the page uses the shared one). */
  symbols?: SymbolConfigCache;
}

/**
 * Create a futures martingale (routes `` and `create/`; `?symbol=BTCUSDT`,
 * `?copy=<bot_id>`). Long or short; the manual form with every bound of
 * get-fmart-limit at its field and each check code explained there; the
 * worst-case round computed with the engine's plan as the trader types
 * (table, chart, total margin, refusal); the AI tab; a backtest preview;
 * then a confirmation that sends create-fmart-bot and opens the new bot.
 *
 * Copy: `?copy=<bot_id>` prefills the form from that bot's parameters read
 * with get-fmart-follow-detail (any followable bot; the trader's own through
 * get-fmart-detail). The create names the followed bot and records how it was
 * made (`create_type`, `block_source`: the rank list when the follow page was
 * opened from the ranking, `?from=rank`).
 */
export function CreatePage(props: CreatePageProps) {
  // zh-TW / ar-SA strings (the page's, the futures pieces', the bot pages') arrive on demand: wait rather than flash English
  if (!useStringsReady([martCreateStrings, futuresStrings, botPageStrings], useArea().locale)) return <Spinner size="lg" />;
  return <CreateForm {...props} />;
}

function CreateForm({ symbols = symbolCache }: CreatePageProps) {
  const t = useMartCreateT();
  const locale = t.language;
  // a futures create form's last lines are the family's words (@tb/futures-ui)
  const futuresT = useFuturesT();
  const [search, setSearch] = useSearchParams();
  const login = useLoginStatus();
  const ensureLogin = useRequireLogin();
  const symbolParam = (search.get('symbol') ?? '').toUpperCase();
  /** A contract chosen in the picker or the copied bot's (the link's otherwise). */
  const [chosen, setChosen] = useState<string | null>(null);
  const symbol = chosen ?? (SYMBOL.test(symbolParam) ? symbolParam : 'BTCUSDT');
  const [picking, setPicking] = useState(false);
  const contractState = useFuturesContract(symbol, symbols);
  const item = useSymbolItem(symbol, { cache: symbols });
  const lastPrice = item.item?.last_price ?? '';
  const compiled = contractState.status === 'ready' ? contractState : null;
  // The form, the plan and the book mount once the contract is there, in a render after the one that
  // compiled it (staged: that render does nothing else), which React slices between components (issue 30).
  const ready = useStagedValue(compiled, null);
  const coin = contractState.status === 'loading' ? 'USDT' : contractState.config.coin;
  const base = contractState.status === 'loading' ? '' : contractState.config.base;
  const tickSize = contractState.status === 'loading' ? '0.1' : contractState.config.tickSize;
  const lotSize = contractState.status === 'loading' ? '0.001' : contractState.config.lotSize;

  // ?copy=<bot_id>: the form starts from that bot's parameters and contract, once — any followable bot's
  // (get-fmart-follow-detail, and the create names it), else the trader's own read with get-fmart-detail
  const copyId = BOT_ID.test(search.get('copy') ?? '') ? (search.get('copy') as string) : '';
  // the values as typed, kept as the tab's draft: an error boundary's Retry (or a reload) finds them again; a copy starts from its bot
  const [values, setValues, clearDraft] = useFormDraft<MartFormValues>('martingale', DEFAULT_VALUES, !copyId);
  const openCreated = useOpenCreatedBot(clearDraft);
  const [touched, setTouched] = useState<ReadonlySet<MartField>>(() => new Set());
  const [applied, setApplied] = useState<string | null>(null);
  // a copy opened from the ranking (the follow page carries ?from=rank) is attributed to the rank list
  const fromRank = useFromRank();
  const [confirming, setConfirming] = useState(false);
  const [createError, setCreateError] = useState<ApiError | undefined>();
  const [backtest, setBacktest] = useState<{ run: number; values: MartFormValues } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // a fresh trader (no bot yet) opens on the AI parameters with the guided start; the trader's own choice wins
  const setup = useManualAiTabs(!!copyId);
  const { tab, setTab } = setup;
  const followed = useMartingaleCreateFollowSourceQuery(copyId && login === 'logged-in' ? copyId : skipToken);
  const own = useMartingaleCreateCopySourceQuery(copyId && login === 'logged-in' && followed.isError ? copyId : skipToken);
  const [copyOf, setCopyOf] = useState<{ id: string; followed: boolean } | null>(null);
  if (!copyOf && followed.data) {
    setCopyOf({ id: followed.data.detail.bot_id, followed: true });
    setChosen(followed.data.detail.parameters.symbol);
    setValues(valuesFromFollow(followed.data.detail.parameters));
  } else if (!copyOf && own.data) {
    setCopyOf({ id: own.data.fmart_detail.bot_id, followed: false });
    setChosen(own.data.fmart_detail.symbol);
    setValues(valuesFromDetail(own.data.fmart_detail));
  }
  const copyFailed = followed.isError && own.isError;

  // FM-1 as the trader types (settled for 300 ms): every bound and the verdict — a logged-in trader asks
  // the exchange; a visitor gets the engine's own verdict (the call is private)
  const loggedIn = login === 'logged-in';
  // every number field read with its rule (one exact path): FM-1 and the create get only values the fields accept
  const rules = useMemo(() => (ready ? fieldRules(ready.contract) : null), [ready]);
  // one reading per change of the values (the React Compiler keeps the memos below only on memoised inputs)
  const reading = useMemo(() => (rules ? readCreateForm(values, rules, locale) : null), [rules, values, locale]);
  const problems = reading?.problems ?? {};
  // FM-1 needs a leverage: while it is empty or refused, nothing is asked (and no field says it is being checked)
  const limitAsked = !!ready && !!reading && reading.partial.leverage !== '';
  const limitRequest = limitAsked && reading ? limitBody(symbol, reading.partial) : null;
  const exact = reading?.exact ?? null;
  // keyed by content: the worst-case plan is computed again only when the accepted values change
  const input = useMemo(() => (exact ? engineInput(exact) : null), [exact]);
  const inputKey = useMemo(() => (input ? JSON.stringify(input) : ''), [input]);
  // The plan (the engine's whole worst-case round) is computed in a stage of its own (issue 30): a keystroke,
  // the last price's arrival (a synchronous store update) or the form's first render shows the field at once
  // and the plan follows in a later render, never inside the one that changed its inputs. Until it has caught
  // up, a Review waits for it (`planPending`), as it waits for FM-1's answer: the confirmation never shows a
  // plan of other values. Jobs are memoised on strings: the same inputs keep the same job (no new stage).
  // the engine's plan and verdict (./plan.ts) arrive in their own chunk once the contract is there: asked for
  // in the render that compiled it (which does nothing else), not in the form's first commit, whose effects
  // already start the order book's chunk and the balance call (four script tags more there made it a long
  // task on a phone, issue 30)
  const engine = useOnDemand(loadPlanEngine, compiled !== null);
  const planJob = useMemo(() => (engine && ready && inputKey !== '' && lastPrice ? { engine, contract: ready.contract, input: inputKey, price: lastPrice } : null), [engine, ready, inputKey, lastPrice]);
  const planDone = useStagedValue(planJob, null);
  const planPending = planDone !== planJob || ready !== compiled || (ready !== null && engine === null);
  const worst = useMemo(() => (planDone ? planDone.engine.worstCase(planDone.contract, JSON.parse(planDone.input) as NonNullable<ReturnType<typeof engineInput>>, planDone.price) : null), [planDone]);
  // A visitor's verdict is the engine's validateMartingale (a whole plan again): computed in the stage after
  // the plan's for the body as typed; the settled body (300 ms later, a synchronous timer render) only picks
  // it up — never computed inside that render (issue 30). A body it was not computed for gets no local verdict yet.
  const localKey = !loggedIn && limitRequest ? JSON.stringify(limitRequest) : '';
  const localJob = useMemo(() => (engine && ready && localKey !== '' && lastPrice ? { engine, contract: ready.contract, key: localKey, price: lastPrice } : null), [engine, ready, localKey, lastPrice]);
  const localDone = useStagedValue(localJob, null, !planPending);
  const localVerdict = useMemo(() => (localDone ? localDone.engine.localLimit(localDone.contract, JSON.parse(localDone.key) as FmartLimitBody, localDone.price) : undefined), [localDone]);
  const localAnswer = useCallback((body: FmartLimitBody) => (localDone && JSON.stringify(body) === localDone.key ? localVerdict : undefined), [localDone, localVerdict]);
  const { limits, checking } = useLimitVerdict(limitRequest, { ask: loggedIn, useLimitQuery: useMartingaleCreateLimitQuery, local: localAnswer });
  const check = useCheckMessage(limits?.check_code, limits as Record<string, unknown> | undefined, coin);
  const refusal = useRefusalMessage(createError, { coin });

  const [createBot, creation] = useMartingaleCreateBotMutation();

  // stable (state setters only): the memoised fields and the order book keep their props across the page's renders
  const update = useCallback(
    (patch: Partial<MartFormValues>, field?: MartField) => {
      setValues((v) => ({ ...v, ...patch }));
      if (field) setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
      setCreateError(undefined);
      setApplied(null);
    },
    [setValues],
  );
  const touch = useCallback((field: MartField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))), []);
  const shownAs = { locale, coin, tickSize };

  /**
   * The words under a field besides its own reading of the text (which its
   * `NumberField` says first): a refusal of the create call, FM-1's check
   * code, then the bound of FM-1 the value crosses.
   */
  const fieldError = (field: MartField): string | undefined => {
    if (refusal && refusal.field === field) return refusal.message;
    if (check && check.field === field) return check.message;
    const spec = FIELD_VALUE[field];
    const text = (exact ?? reading?.partial)?.[spec.key] as string | undefined;
    if (text === undefined || text === '') return undefined;
    const range = limits ? (limits as unknown as Record<MartField, { min: string; max: string }>)[field] : undefined;
    if (!range) return undefined;
    const shownRange = spec.percent ? percentRange(range) : range;
    const crossed = outside(text, shownRange);
    if (crossed === 'low') return t('errors.low', { min: boundText(field, range.min, shownAs) });
    if (crossed === 'high') return t('errors.high', { max: boundText(field, range.max, shownAs) });
    return undefined;
  };
  /** "Allowed: min – max" from FM-1, at every field. */
  const bounds = (field: MartField): string | undefined => {
    const range = limits ? (limits as unknown as Record<MartField, { min: string; max: string }>)[field] : undefined;
    if (!range) return limitAsked ? t('boundsLoading') : undefined;
    if (range.min === '' && range.max === '') return undefined;
    return t('bounds', { min: boundText(field, range.min, shownAs), max: boundText(field, range.max, shownAs) });
  };
  // the words under every field, the same object while none changed (issue 30): the plan's or the local verdict's
  // arrival, which changes none of them, does not render the fields again
  const notes = useSameContent(Object.fromEntries(FIELD_ORDER.map((field): [MartField, FieldNote] => [field, { error: fieldError(field), bounds: bounds(field) }])) as Record<MartField, FieldNote>);

  const errors = FIELD_ORDER.filter((f) => fieldError(f) !== undefined || problems[FIELD_VALUE[f].key as keyof typeof problems] !== undefined);
  const blocked = errors.length > 0 || exact === null || (worst?.refusal ?? null) !== null || input === null || (check !== undefined && check.field === null);
  /** The create body, built once from the exact values: what the confirmation shows is what is sent. */
  const body = exact && !blocked ? createBody(symbol, exact, copyOf?.followed ? copyOf.id : undefined, { viaAi: !!applied, fromRank }) : null;

  // a Review while FM-1 is still asked about what was just typed waits for its answer (never a stale verdict)
  const { submitted, submit, focusFirstInvalid } = useReviewSubmit({ formRef, blocked, checking: checking || planPending, loggedIn, ensureLogin, review: () => setConfirming(true) });

  const confirm = async () => {
    if (!body) return;
    const outcome = await createBot(body);
    if ('data' in outcome && outcome.data) {
      openCreated(outcome.data.bot_id);
      return;
    }
    setConfirming(false);
    setCreateError(outcome.error as ApiError);
    focusFirstInvalid();
  };

  /** A contract from the picker: the page (and its link) move to it; an entry price of the old one is dropped. */
  const choose = (next: string) => {
    setPicking(false);
    setChosen(next);
    update({ entryPrice: '' });
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('symbol', next);
        return params;
      },
      { replace: true },
    );
  };

  const applyAi = (row: FmartAiParams) => {
    setValues((v) => valuesFromAi(row, v));
    setApplied(row.martingale_mode === 2 ? t('mode.short') : t('mode.long'));
    setCreateError(undefined);
    setTab('manual');
  };

  const entryLabel = t('fields.entryPrice');
  const priceFields = useMemo(() => ({ entryPrice: { label: entryLabel, set: (entryPrice: string) => update({ entryPrice }, 'entry_price') } }), [entryLabel, update]);
  const priceTarget = usePriceTarget(priceFields);
  // the stress test and the order book as elements kept while their inputs are the same: a render of the page for
  // the plan, the verdict or a keystroke does not render them again (issue 30)
  const depthTarget = tab === 'manual' ? priceTarget.field : null;
  const stress = useMemo(
    () =>
      ready ? (
        <WhenNearViewport>
          <StressTest job={input && lastPrice ? { kind: 'martingale', input, contract: ready.contract, market: { symbol, baseCoin: base, quoteCoin: ready.config.quote }, lastPrice } : null} locale={locale} />
        </WhenNearViewport>
      ) : null,
    [ready, input, lastPrice, symbol, base, locale],
  );
  const depth = useMemo(
    () =>
      ready ? (
        <Suspense fallback={null}>
          <DepthBook symbol={symbol} category="linear" baseCoin={base} quoteCoin={ready.config.quote} locale={locale} target={depthTarget} onPick={priceTarget.pick} />
        </Suspense>
      ) : null,
    [ready, symbol, base, locale, depthTarget, priceTarget.pick],
  );

  // what belongs to no field: FM-1's verdict on the whole plan (unless the plan section already says it), a create refusal, the summary
  const formAlerts = createFormAlerts(futuresT, { verdict: check && check.field === null && check.code !== worst?.refusal?.code ? check.message : null, refusal, fields: FIELD_ORDER, fixErrors: submitted && blocked });

  return (
    <div className="mart-page mart-create">
      <header>
        <h1 id={titleId}>{t('title')}</h1>
        <p className="tb-field__hint">{t('intro')}</p>
        <p className="mart-create__contract">
          <span>{t('symbol', { symbol })}</span>{' '}
          <Button size="sm" onClick={() => setPicking(true)}>
            {t('changeContract')}
          </Button>
        </p>
      </header>
      {picking ? <ContractPickerDialog title={t('pickContract')} onClose={() => setPicking(false)} value={symbol} onChange={choose} cache={symbols} focusOnMount /> : null}
      {copyId && (copyFailed || copyOf) ? (
        <p className="mart-note" role="status">
          {copyOf ? t('copy.from', { id: copyOf.id }) : t('copy.failed')}
        </p>
      ) : null}
      {contractState.status === 'loading' || (compiled && !ready) ? <Spinner label={t('loading')} /> : null}
      {contractState.status === 'unavailable' ? <p role="alert">{t('unavailable')}</p> : null}
      {ready ? (
        <div className="mart-create__layout">
          <div className="mart-create__main">
            <ManualAiTabs
              labels={{ label: t('tabs.label'), manual: t('tabs.manual'), ai: t('tabs.ai'), loading: t('loading') }}
              state={setup}
              ai={<AiPanel symbol={symbol} onApply={applyAi} />}
              manual={
                <form ref={formRef} className="mart-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
                  {applied ? (
                    <p className="mart-note" role="status">
                      {t('ai.applied', { mode: applied })}
                    </p>
                  ) : null}
                  <ManualFields
                    values={values}
                    rules={rules!}
                    notes={notes}
                    submitted={submitted}
                    touched={touched}
                    contract={ready.contract}
                    leverageSections={ready.config.leverageSections}
                    coin={coin}
                    tickSize={tickSize}
                    lastPrice={lastPrice}
                    locale={locale}
                    onUpdate={update}
                    onTouch={touch}
                    track={priceTarget.track}
                  />
                  <FormEnd alerts={formAlerts} submitLabel={futuresT('createForm.review')} loginHint={login === 'anonymous' ? futuresT('createForm.logIn') : undefined} />
                </form>
              }
            />
          </div>
          <aside className="mart-create__aside">
            <PlanSection worst={worst} coin={coin} base={base} tickSize={tickSize} lotSize={lotSize} locale={locale} />
            {input && !backtest ? (
              <Button variant="secondary" block onClick={() => exact && setBacktest({ run: 1, values: exact })}>
                {t('backtest.run')}
              </Button>
            ) : null}
            {backtest && engineInput(backtest.values) ? (
              <Suspense fallback={<Spinner size="lg" />}>
                <BacktestPanel
                  key={backtest.run}
                  symbol={symbol}
                  base={base}
                  coin={coin}
                  contract={ready.contract}
                  input={engineInput(backtest.values)!}
                  stale={JSON.stringify(backtest.values) !== JSON.stringify(exact)}
                  onRunAgain={() => exact && setBacktest((prev) => ({ run: (prev?.run ?? 0) + 1, values: exact }))}
                />
              </Suspense>
            ) : null}
            {/* below the form on a phone: mounts when it comes near the screen */}
            {stress}
            {/* the order book's region is always there (a landmark); DepthBook itself fetches and draws from the first idle moment once it is near the screen */}
            {depth}
          </aside>
        </div>
      ) : null}
      {confirming && ready ? (
        <Suspense fallback={null}>
          {body ? <ConfirmDialog body={body} coin={coin} tickSize={tickSize} needed={worst?.needed ?? ''} firstTarget={worst?.rows[0]?.target ?? ''} busy={creation.isLoading} onConfirm={() => void confirm()} onClose={() => setConfirming(false)} /> : null}
        </Suspense>
      ) : null}
    </div>
  );
}

export default CreatePage;
