import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { skipToken, type ApiError } from '@tb/data-access-api';
import { useLoginStatus, useRequireLogin, useFeatureFlag } from '@tb/data-access-session';
import { symbolCache, type SymbolConfigCache } from '@tb/data-access-symbols';
import type { FcomboLimitBody } from '@tb/contracts';
import type { ComboContracts } from '@tb/engine';
import { botPageStrings, hintWithBounds, useBotPageT, outside, percentRange, useCheckMessage, useFormDraft, useLimitVerdict, readCreateForm, useOpenCreatedBot, useReviewSubmit, useFromRank, useRefusalMessage, useOnDemand, FormEnd, WhenNearViewport } from '@tb/feature-bot-pages';
import { useStringsReady } from '@tb/i18n';
import { SettlementBalance, createFormAlerts, symbolsParam, useFuturesContracts, useStagedValue } from '@tb/futures-feature';
import { futuresStrings, LeveragePicker, useFuturesT } from '@tb/futures-ui';
import { useArea, useSearchParams } from '@tb/router';
import { Button, ChoiceGroup, NumberField, Spinner } from '@tb/ui';
import { adjustModeNeedsInterval, adjustModeNeedsPercent } from '@tb/util-enums';
import { BigNumber, formatAmount, formatLeverage, formatPercent } from '@tb/util-format';
import { useComboCreateDailyPickQuery, useComboCreateFollowSourceQuery, useComboCreateLimitQuery } from '../api/create-endpoints';
import { comboCreateStrings, useComboCreateT } from '../i18n';
import { DEFAULT_VALUES, engineInput, fieldRules, INTERVALS, legsFromSymbols, limitBody, valuesFromCopy, type ComboField, type ComboFormValues, type CopySource, type OfferedMode } from './form';
import { LegsSection } from './LegsSection';
import { MAX_LEGS, MIN_LEGS, weightsExact, type Leg } from './legs';
import { LiveSplit } from './LivePriceParts';
import type { LiveStressProps } from './LiveStress';
import '@tb/futures-ui/styles.css';
import './create.css';

// The backtest pulls in the engine's walker and the confirmation the create call: each loads when asked for.
const BacktestPanel = lazy(() => import('./BacktestPanel'));
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));
// a visitor's verdict (the engine's validateCombo) arrives in its own chunk once the legs' contracts are there
const loadVerdict = () => import(/* webpackChunkName: "combo-verdict" */ './verdict');
// the stress test, below the form on a phone: its chunk loads when it first comes near the screen (./LiveStress.tsx)
const LiveStress = lazy(() => import(/* webpackChunkName: "combo-near" */ './LiveStress'));

const SYMBOL = /^[A-Z0-9]{2,20}$/;
const BOT_ID = /^\d{1,20}$/;
/** The number fields in the order they are shown (the first invalid one takes the focus), with the value each reads. */
type NumberField = Exclude<ComboField, 'symbol_settings' | 'adjust_position_time_interval'>;
const NUMBER_FIELDS: Record<NumberField, { key: 'leverage' | 'initMargin' | 'drift' | 'tp' | 'sl' | 'trailing'; percent: boolean }> = {
  leverage: { key: 'leverage', percent: false },
  init_margin: { key: 'initMargin', percent: false },
  adjust_position_percent: { key: 'drift', percent: true },
  tp_percent: { key: 'tp', percent: true },
  sl_percent: { key: 'sl', percent: true },
  trailing_stop_percent: { key: 'trailing', percent: true },
};
const FIELD_ORDER: readonly ComboField[] = ['symbol_settings', 'leverage', 'init_margin', 'adjust_position_time_interval', 'adjust_position_percent', 'tp_percent', 'sl_percent', 'trailing_stop_percent'];
const MODES: readonly OfferedMode[] = ['time', 'percent', 'timeOrPercent', 'byUser'];

export interface CreatePageProps {
  /** The symbol cache (tests give their own; the page uses the shared one). */
  symbols?: SymbolConfigCache;
}

/**
 * Create a futures combo (routes `` and `create/`; `?symbols=A,B`,
 * `?copy=<bot_id>`, `?pick=daily`): the legs (2–10 contracts, each long or
 * short at a weight; the weights always sum to exactly 100 %), leverage and
 * initial margin with the derivatives balance and the per-leg split the
 * engine estimates, rebalancing (mode, interval, drift) and the stops on
 * the total, every bound of get-limit at its field and each check code
 * explained there (a visitor gets the engine's validateCombo locally: the
 * call is private), a backtest preview, then the shared summary dialog and
 * create-bot, which opens the new bot's detail.
 *
 * Copy (decision 8): `?copy=<bot_id>` prefills from get-follow-detail and
 * sends create_type copy, block_source rank list and followed_bot_id;
 * `?pick=daily` prefills from get-daily-pick and sends create_type copy,
 * block_source AI block. Either is checked again at today's prices (get-limit
 * runs on the prefilled form like on a typed one).
 */
export function CreatePage(props: CreatePageProps) {
  // zh-TW / ar-SA strings (the page's, the futures pieces', the bot pages') arrive on demand: wait rather than flash English
  const ready = useStringsReady([comboCreateStrings, futuresStrings, botPageStrings], useArea().locale);
  const t = useComboCreateT();
  const titleId = useId();
  // The form mounts in a deferred render: React renders it in slices that yield to the browser, not in
  // the one long task of the route's first render (issue 30). The page's heading (its largest paint) is
  // drawn in that first render, not after the form; the spinner holds the form's place meanwhile.
  const shown = useDeferredValue(true, false);
  if (!ready) return <Spinner size="lg" />;
  return (
    <div className="combo-page combo-create">
      <header>
        <h1 id={titleId}>{t('title')}</h1>
        <p className="tb-field__hint">{t('intro')}</p>
      </header>
      {shown ? <CreateForm {...props} titleId={titleId} /> : <Spinner size="lg" />}
    </div>
  );
}

function CreateForm({ symbols: cache = symbolCache, titleId }: CreatePageProps & { readonly titleId: string }) {
  const t = useComboCreateT();
  // the bounds' words are the bot pages' shared ones ("Allowed: a – b", "At least a")
  const botT = useBotPageT();
  const locale = t.language;
  // a futures create form's last lines are the family's words (@tb/futures-ui)
  const futuresT = useFuturesT();
  const [search] = useSearchParams();
  const login = useLoginStatus();
  const loggedIn = login === 'logged-in';
  const ensureLogin = useRequireLogin();
  const formRef = useRef<HTMLFormElement>(null);

  // the values as typed, kept as the tab's draft: an error boundary's Retry (or a reload) finds them again;
  // a copy, today's pick or a link naming the legs starts from those instead
  const copying = BOT_ID.test(search.get('copy') ?? '') || search.get('pick') === 'daily' || search.get('symbols') !== null;
  const [values, setValues, clearDraft] = useFormDraft<ComboFormValues>('combo', () => ({ ...DEFAULT_VALUES, legs: legsFromSymbols(symbolsParam(search.get('symbols')).filter((s) => SYMBOL.test(s)).slice(0, MAX_LEGS)) }), !copying);
  const openCreated = useOpenCreatedBot(clearDraft);
  // the trailing stop is the futures trailing-stop feature (spec §6 flags; the simulator refuses it without): not offered, not sent
  const trailingFlag = useFeatureFlag('futuresTrailingStop');
  const dropTrailing = !trailingFlag && values.trailing !== '';
  useEffect(() => {
    if (dropTrailing) setValues((v) => ({ ...v, trailing: '' }));
  }, [dropTrailing]); // eslint-disable-line react-hooks/exhaustive-deps
  const [touched, setTouched] = useState<ReadonlySet<ComboField>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [createError, setCreateError] = useState<ApiError | undefined>();
  const [backtest, setBacktest] = useState<{ run: number; values: ComboFormValues } | null>(null);

  // the legs' contracts and today's prices (the same list while the legs are: the parts memoised below keep it)
  const legSymbols = useMemo(() => values.legs.map((leg) => leg.symbol), [values.legs]);
  // staged (issue 30): the render that compiles the arriving contracts does nothing else; the field rules,
  // the reading and the fields that wait for them follow in the next render
  const compiledStates = useFuturesContracts(legSymbols, cache);
  const states = useStagedValue(compiledStates, compiledStates);
  const contracts = useMemo<ComboContracts>(() => Object.fromEntries(Object.entries(states).flatMap(([symbol, state]) => (state.status === 'ready' ? [[symbol, state.contract]] : []))), [states]);
  const allReady = legSymbols.length > 0 && legSymbols.every((symbol) => contracts[symbol]);
  const unavailable = legSymbols.find((symbol) => states[symbol]?.status === 'unavailable');
  const loading = legSymbols.some((symbol) => states[symbol]?.status === 'loading');
  /** The leg whose contract allows the least leverage bounds every leg's (decision 6). */
  const legKey = legSymbols.join(',');
  const binding = useMemo(() => {
    let best: (typeof states)[string] | undefined;
    for (const symbol of legKey.split(',')) {
      const state = states[symbol];
      if (state?.status !== 'ready') continue;
      if (!best || best.status !== 'ready' || state.contract.maxLeverageE2 < best.contract.maxLeverageE2) best = state;
    }
    return best?.status === 'ready' ? best : undefined;
  }, [states, legKey]);
  const coin = binding?.config.coin ?? 'USDT';

  // ?copy=<bot_id> (get-follow-detail) or ?pick=daily (get-daily-pick): the form starts from those parameters, once
  const copyId = BOT_ID.test(search.get('copy') ?? '') ? (search.get('copy') as string) : '';
  const wantsPick = !copyId && search.get('pick') === 'daily';
  const followed = useComboCreateFollowSourceQuery(copyId && loggedIn ? copyId : skipToken);
  const daily = useComboCreateDailyPickQuery(wantsPick && loggedIn ? undefined : skipToken);
  const fromRank = useFromRank();
  const [copy, setCopy] = useState<(CopySource & { note: string }) | null>(null);
  if (!copy && followed.data) {
    setCopy({ kind: 'follow', botId: followed.data.detail.bot_id, fromRank, note: t('copy.from', { id: followed.data.detail.bot_id }) });
    setValues(valuesFromCopy(followed.data.detail.parameters));
  } else if (!copy && daily.data?.pick) {
    setCopy({ kind: 'pick', note: t('copy.pick', { date: daily.data.pick.date, name: daily.data.pick.bot_name }) });
    setValues(valuesFromCopy(daily.data.pick));
  }
  // no basket passed its test today: there is nothing to copy, and the form says so
  const noPick = wantsPick && daily.data?.none_passed === true;
  const copyFailed = (copyId && followed.isError) || (wantsPick && daily.isError);

  // every number field read with its rule (one exact path): FC-1 and the create get only values the fields accept
  // (the rules read the legs and the mode only: a figure typed keeps them, and the other fields' readings)
  const { legs: formLegs, adjustMode } = values;
  const rules = useMemo(() => fieldRules(Object.values(contracts), { legs: formLegs, adjustMode }, contracts), [contracts, formLegs, adjustMode]);
  // the fields that wait for the legs' contracts mount in a deferred render when those arrive (sliced, issue 30)
  const fieldsShown = useDeferredValue(rules !== null, false);
  // one reading per change of the values (the React Compiler keeps the memos below only on memoised inputs)
  const reading = useMemo(() => (rules ? readCreateForm(values, rules, locale) : null), [rules, values, locale]);
  const problems = reading?.problems ?? {};
  const exact = reading?.exact ?? null;
  // FC-1 as the trader types: the exchange's answer for a trader, the engine's validateCombo for a visitor
  const partial = reading?.partial ?? null;
  // keyed by content: a keystroke that leaves the accepted values as they were asks nothing again
  const partialKey = useMemo(() => (partial ? JSON.stringify(partial) : ''), [partial]);
  const body = useMemo(() => (partialKey === '' ? null : limitBody(JSON.parse(partialKey) as NonNullable<typeof partial>)), [partialKey]);
  const verdict = useOnDemand(loadVerdict, allReady && !loggedIn);
  const localAnswer = useCallback((b: FcomboLimitBody) => (allReady && verdict ? verdict.localLimit(b, contracts) : undefined), [allReady, contracts, verdict]);
  const { limits, checking } = useLimitVerdict(body, { ask: loggedIn, useLimitQuery: useComboCreateLimitQuery, local: localAnswer });
  const check = useCheckMessage(limits?.check_code, limits as Record<string, unknown> | undefined, coin);
  const refusal = useRefusalMessage(createError, { coin });

  // the per-leg split at today's prices and the stress test follow the live quotes in their own parts (./LivePriceParts.tsx, ./LiveStress.tsx)
  const input = useMemo(() => (exact ? engineInput(exact) : null), [exact]);
  const inputKey = useMemo(() => (input ? JSON.stringify(input) : ''), [input]);
  // the trader's first move on the form (focus, pointer) fetches the split's estimator
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);

  // one function for the page's life (it only sets state): the legs' section, memoised, is not rendered again
  // when the form renders for what it does not show (the verdict's chunk, FC-1's answer, issue 30)
  const update = useCallback(
    (patch: Partial<ComboFormValues>, field?: ComboField) => {
      setValues((v) => ({ ...v, ...patch }));
      if (field) setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
      setCreateError(undefined);
    },
    [setValues],
  );
  const changeLegs = useCallback((legs: Leg[]) => update({ legs }, 'symbol_settings'), [update]);
  const touch = (field: ComboField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  const range = (field: ComboField) => (limits && field !== 'symbol_settings' ? limits[field] : undefined);
  const boundText = (field: ComboField, bound: string): string => {
    if (bound === '') return '—';
    if (field === 'init_margin') return formatAmount(bound, coin, { locale });
    if (field === 'leverage') return formatLeverage(bound, { locale });
    if (field === 'adjust_position_time_interval') {
      const preset = INTERVALS.find((p) => String(p.seconds) === bound);
      return preset ? t(`intervals.${preset.label}`) : bound;
    }
    return formatPercent(bound, { locale });
  };
  /** "Allowed: min – max" from FC-1, at every field. */
  const bounds = (field: ComboField): ReactNode => {
    const r = range(field);
    if (!r) return t('boundsLoading');
    if (r.min === '' && r.max === '') return undefined;
    return botT('bounds.range', { min: boundText(field, r.min), max: boundText(field, r.max) });
  };

  /** The words under a field: a refusal of the create call, FC-1's check code, then what the form sees itself. */
  const fieldError = (field: ComboField): string | undefined => {
    if (refusal && refusal.field === field) return refusal.message;
    if (check && check.field === field) return check.message;
    if (field === 'symbol_settings') {
      if (values.legs.length < MIN_LEGS) return t('legs.tooFew', { min: MIN_LEGS });
      if (values.legs.length > MAX_LEGS) return t('legs.tooMany', { max: MAX_LEGS });
      return undefined;
    }
    if (field === 'adjust_position_time_interval') return undefined;
    if (field === 'adjust_position_percent' && !adjustModeNeedsPercent(values.adjustMode)) return undefined;
    // the field's own reading of the text (its NumberField says it) comes first; then FC-1's bound
    const spec = NUMBER_FIELDS[field];
    const text = (exact ?? partial)?.[spec.key] ?? '';
    if (text === '') return undefined;
    const r = range(field);
    const crossed = outside(text, r && spec.percent ? percentRange(r) : r);
    if (crossed === 'low' && r) return botT('bounds.min', { min: boundText(field, r.min) });
    if (crossed === 'high' && r) return botT('bounds.max', { max: boundText(field, r.max) });
    return undefined;
  };

  const errors = FIELD_ORDER.filter((f) => fieldError(f) !== undefined || (f in NUMBER_FIELDS && problems[NUMBER_FIELDS[f as NumberField].key] !== undefined));
  const blocked = errors.length > 0 || exact === null || !weightsExact(values.legs) || input === null || !allReady || (check !== undefined && check.field === null);

  // a Review while FC-1 is still asked about what was just typed waits for its answer (never a stale verdict),
  // and while the legs' contracts are not yet staged in (never rules of the contracts before)
  const { submitted, submit, focusFirstInvalid } = useReviewSubmit({ formRef, blocked, checking: checking || states !== compiledStates, loggedIn, ensureLogin, review: () => setConfirming(true) });

  const refused = (error: ApiError) => {
    setConfirming(false);
    setCreateError(error);
    focusFirstInvalid();
  };

  const numberField = (field: NumberField, label: string, hint?: string) => {
    const key = NUMBER_FIELDS[field].key;
    const bound = bounds(field);
    if (!rules || !fieldsShown) return null;
    const percent = NUMBER_FIELDS[field].percent;
    return (
      <NumberField
        label={label}
        rule={rules[key]}
        show={(v) => boundText(field, percent ? new BigNumber(v).shiftedBy(-2).toFixed() : v)}
        showRequired={submitted || touched.has(field)}
        hint={hintWithBounds(hint, bound)}
        error={fieldError(field)}
        required={field === 'init_margin' || field === 'adjust_position_percent'}
        value={values[key]}
        suffix={percent ? '%' : field === 'init_margin' ? coin : undefined}
        locale={locale}
        onChange={(text) => update({ [key]: text }, field)}
        onBlur={() => touch(field)}
      />
    );
  };

  // what belongs to no field: FC-1's verdict on the whole form, a create refusal (402 running limit, 421 ban…), the summary
  const formAlerts = createFormAlerts(futuresT, { verdict: check && check.field === null ? check.message : null, refusal, fields: FIELD_ORDER, fixErrors: submitted && blocked });

  return (
    <>
      {copy || copyFailed || noPick ? (
        <p className="combo-note" role="status">
          {copy ? copy.note : copyId ? t('copy.failed') : noPick ? t('copy.noPick') : t('copy.pickFailed')}
        </p>
      ) : null}
      {loading ? <Spinner label={t('loading')} /> : null}
      {unavailable ? <p role="alert">{t('unavailable', { symbol: unavailable })}</p> : null}
      <div className="combo-create__layout">
        <form ref={formRef} className="combo-form" aria-labelledby={titleId} noValidate onSubmit={submit} onFocus={engage} onPointerDown={engage}>
          <LegsSection legs={values.legs} onChange={changeLegs} contracts={states} error={fieldError('symbol_settings')} showProblems={submitted} cache={cache} />
          {binding && fieldsShown ? (
            <>
              <LeveragePicker contract={binding.contract} sections={binding.config.leverageSections} value={values.leverage} onChange={(leverage) => update({ leverage }, 'leverage')} coin={coin} label={t('fields.leverage')} error={fieldError('leverage')} />
              <p className="tb-field__hint" data-testid="leverage-bounds">
                {bounds('leverage')} {legSymbols.length > 1 ? t('fields.leverageBound', { symbol: binding.config.symbol }) : null}
              </p>
            </>
          ) : null}
          {numberField('init_margin', t('fields.initMargin', { coin }))}
          <SettlementBalance coin={coin} required={values.initMargin} />
          <ChoiceGroup<OfferedMode>
            legend={t('fields.adjustMode')}
            look="cards"
            value={values.adjustMode}
            onChange={(adjustMode) => update({ adjustMode })}
            options={MODES.map((mode) => ({ value: mode, label: t(`adjust.${mode}`) }))}
          />
          {adjustModeNeedsInterval(values.adjustMode) ? (
            <ChoiceGroup<string>
              legend={t('fields.interval')}
              look="chips"
              value={String(values.interval)}
              onChange={(seconds) => update({ interval: Number(seconds) }, 'adjust_position_time_interval')}
              options={INTERVALS.map((preset) => ({ value: String(preset.seconds), label: t(`intervals.${preset.label}`) }))}
              hint={bounds('adjust_position_time_interval')}
              error={fieldError('adjust_position_time_interval')}
            />
          ) : null}
          {adjustModeNeedsPercent(values.adjustMode) ? numberField('adjust_position_percent', t('fields.drift'), t('fields.driftHint')) : null}
          <div className="combo-form__three">
            {numberField('tp_percent', t('fields.tp'), t('fields.tpHint'))}
            {numberField('sl_percent', t('fields.sl'), t('fields.slHint'))}
            {trailingFlag ? numberField('trailing_stop_percent', t('fields.trailing'), t('fields.trailingHint')) : null}
          </div>
          <FormEnd alerts={formAlerts} submitLabel={futuresT('createForm.review')} loginHint={login === 'anonymous' ? futuresT('createForm.logIn') : undefined} />
        </form>
        <aside className="combo-create__aside">
          <LiveSplit inputKey={inputKey} legSymbols={legSymbols} allReady={allReady} contracts={contracts} states={states} coin={coin} engaged={engaged} cache={cache} />
          {input && allReady && !backtest ? (
            <Button variant="secondary" block onClick={() => exact && setBacktest({ run: 1, values: exact })}>
              {t('backtest.run')}
            </Button>
          ) : null}
          {backtest && engineInput(backtest.values) && allReady ? (
            <Suspense fallback={<Spinner size="lg" />}>
              <BacktestPanel
                key={backtest.run}
                input={engineInput(backtest.values)!}
                contracts={contracts}
                coin={coin}
                stale={JSON.stringify(backtest.values) !== JSON.stringify(exact)}
                onRunAgain={() => exact && setBacktest((prev) => ({ run: (prev?.run ?? 0) + 1, values: exact }))}
              />
            </Suspense>
          ) : null}
          <NearStress input={input} legSymbols={legSymbols} allReady={allReady} contracts={contracts} cache={cache} locale={locale} />
        </aside>
      </div>
      {confirming && exact ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            values={exact}
            coin={coin}
            copy={copy}
            onClose={() => setConfirming(false)}
            onRefused={refused}
            onCreated={openCreated}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The stress test, loaded when it comes near the screen; rendered again only when what it reads changes. */
const NearStress = memo(function NearStress(props: LiveStressProps) {
  return (
    <WhenNearViewport>
      <Suspense fallback={<div className="combo-create__stress-pending" aria-hidden="true" />}>
        <LiveStress {...props} />
      </Suspense>
    </WhenNearViewport>
  );
});

export default CreatePage;
