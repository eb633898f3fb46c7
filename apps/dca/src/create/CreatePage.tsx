import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLoginStatus, useDefaultQuoteCoin, useRequireLogin } from '@tb/data-access-session';
import { useArea, useNavigate, useSearchParams } from '@tb/router';
import { Button, ChoiceGroup, choicesOf, Field, NumberInput, Spinner } from '@tb/ui';
import { formatUnit } from '@tb/util-format';
import { useDcaT } from '../i18n';
import { useFormats, type Formats } from '../detail/format';
import { roundTotal, toCreatePayload, validateForm, valuesFromParameters, type DcaFormValues, type FieldKey, type PairRow } from './form';
import { skipToken } from '@tb/data-access-api';
import { useDcaParametersQuery } from '../api/bot-endpoints';
import { frequencySeconds, prepareFormats, type FrequencyChoice } from './frequency';
import { backtestWindow } from './backtest-window';
import { useErrorText, type FieldMessage, type ShownErrors } from './error-text';
import { FrequencyField } from './FrequencyField';
import { PairRows } from './PairRows';
import { PlanSummary } from './PlanSummary';
import { QUOTE_COINS, useCreateOptions, type CreateOptions } from './use-create-options';
import type { SpotSymbolItem } from '@tb/contracts';
import type { StressJob } from '@tb/engine';
import { StressTest } from '@tb/feature-bot-pages';
import { useDcaSpotSymbolsQuery } from '../api/create-endpoints';
import { engineInput } from './engine-input';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));
// the stress test's engine and worker, fetched on its first run
const loadStress = () => import(/* webpackChunkName: "stress" */ './stress-load');
const BacktestPanel = lazy(() => import('./BacktestPanel'));
// the first coin's order book, after the form (read-only: a DCA plan buys at market and has no price to fill)
const DepthBook = lazy(() => import(/* webpackChunkName: "depth" */ '@tb/feature-bot-pages/depth'));

/** Where an anonymous visitor's plan waits while they log in (the page reloads after login). */
export const DRAFT_KEY = 'tb.dca.createDraft';
const COIN = /^[A-Z0-9]{2,10}$/;

let rowCounter = 0;
export const newRowId = () => `row-${++rowCounter}`;

/**
 * The form's first values: a saved draft, else the deep link's
 * `?base=BTC,ETH&quote=USDT`, else one empty row. Pure (it only reads the
 * draft; the page removes it once mounted), so React may call it twice.
 */
export function initialValues(search: URLSearchParams, defaultQuote: string, storage: Pick<Storage, 'getItem'> | undefined): DcaFormValues {
  const saved = storage?.getItem(DRAFT_KEY);
  if (saved) {
    try {
      const draft = JSON.parse(saved) as DcaFormValues;
      if (draft && Array.isArray(draft.pairs) && typeof draft.quoteCoin === 'string') return { ...draft, pairs: draft.pairs.map((p) => ({ ...p, id: newRowId() })) };
    } catch {
      // a damaged draft is dropped
    }
  }
  const quote = (search.get('quote') ?? '').toUpperCase();
  const bases = (search.get('base') ?? '')
    .split(',')
    .map((b) => b.trim().toUpperCase())
    .filter((b) => COIN.test(b))
    .slice(0, 5);
  return {
    quoteCoin: QUOTE_COINS.includes(quote) ? quote : defaultQuote,
    pairs: (bases.length ? bases : ['']).map((base) => ({ id: newRowId(), base, amount: '' })),
    frequency: { mode: 'preset', seconds: 3_600 },
    maxInvest: '',
    takeProfit: '',
  };
}

/** Values with a quote coin and a preset the options offer (an unknown one becomes the first / default offered). */
export function normalize(values: DcaFormValues, options: Pick<CreateOptions, 'quoteCoins' | 'presets'> | null): DcaFormValues {
  if (!options) return values;
  let next = values;
  if (options.quoteCoins.length && !options.quoteCoins.includes(values.quoteCoin)) next = { ...next, quoteCoin: options.quoteCoins[0] };
  if (next.frequency.mode === 'preset' && options.presets.length && !options.presets.includes(next.frequency.seconds)) {
    next = { ...next, frequency: { mode: 'preset', seconds: options.presets.includes(3_600) ? 3_600 : options.presets[0] } };
  }
  return next;
}

/**
 * Create a DCA bot (route `create/`, also the area's first page). The
 * manual form with every DCA-1 parameter, checked as the trader types;
 * errors sit next to their fields (shown as soon as a field is typed in or
 * left, or for all fields after a submit attempt); a live summary; then a confirmation dialog
 * that sends the plan and opens the new bot's detail page. Anonymous
 * visitors can fill the form; submitting asks them to log in and keeps the
 * plan for after the login (the page reloads).
 */
export function CreatePage() {
  const t = useDcaT();
  const area = useArea();
  const navigate = useNavigate();
  const formats = useFormats(area.locale);
  const [search] = useSearchParams();
  const defaultQuote = useDefaultQuoteCoin();
  const login = useLoginStatus();
  const ensureLogin = useRequireLogin();
  const [stored, setValues] = useState<DcaFormValues>(() => initialValues(search, defaultQuote, typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ShownErrors>({});
  const [confirming, setConfirming] = useState(false);
  /** The plan as it was when the trader asked for a backtest (a run per click). */
  const [backtest, setBacktest] = useState<{ run: number; values: DcaFormValues; available: string | null } | null>(null);
  // The options' arrival (an RTK Query store update: a synchronous render) mounts the whole form; it is
  // rendered from a deferred copy, so React mounts the form in slices that yield to the browser (issue 30).
  const options = useDeferredValue(useCreateOptions(stored.quoteCoin));
  const { limits } = options;
  // `?copy=<bot_id>`: the form starts from that bot's parameters (create_type copy)
  const copyId = /^\d{1,20}$/.test(search.get('copy') ?? '') ? (search.get('copy') as string) : '';
  const copied = useDcaParametersQuery(copyId && login === 'logged-in' ? copyId : skipToken);
  const [copyOf, setCopyOf] = useState('');
  if (copied.data && options.status === 'ready' && copyOf !== copied.data.bot_id) {
    setCopyOf(copied.data.bot_id);
    const from = valuesFromParameters(copied.data.parameters, options.presets);
    setValues({ ...from, pairs: from.pairs.map((pair) => ({ ...pair, id: newRowId() })) });
  }
  // The duration words' number formats are built in a task of their own while the options load (a request away),
  // not inside the form's first render, whose slice they made a long task (issue 30). English needs none: its
  // words are written without Intl (frequency.ts englishUnit), so an English page never pays Intl's number data.
  useEffect(() => {
    const timer = setTimeout(() => prepareFormats(formats.locale), 0);
    return () => clearTimeout(timer);
  }, [formats.locale]);
  // The draft has been read into the form: forget it, so a later visit starts afresh.
  useEffect(() => {
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // storage blocked: nothing was kept either
    }
  }, []);
  const titleId = useId();
  const summaryId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // What the form shows and sends: a quote coin the options do not offer reads as the first one
  // offered, a preset no longer offered as the default one (derived, so nothing is stored twice).
  const values = useMemo(() => normalize(stored, options.status === 'ready' ? options : null), [stored, options]);

  const format = useCallback(
    (kind: 'amount' | 'seconds' | 'percent', value: string) =>
      kind === 'amount' ? formats.amount(value, values.quoteCoin) : kind === 'seconds' ? formats.duration(Number(value)) : formats.percentWhole(value),
    [formats, values.quoteCoin],
  );
  const clientErrors = useMemo(() => (options.status === 'ready' ? validateForm(values, limits, format) : {}), [options.status, values, limits, format]);
  const errors: ShownErrors = { ...clientErrors, ...serverErrors };
  const visible = useCallback((field: FieldKey) => submitted || touched.has(field) || field in serverErrors, [submitted, touched, serverErrors]);
  const errorText = useErrorText();
  const shown = (field: FieldKey) => (visible(field) && errors[field] ? errorText(errors[field] as FieldMessage) : undefined);

  const touch = useCallback((field: FieldKey) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))), []);
  const update = (patch: Partial<DcaFormValues>, fields: FieldKey[]) => {
    setValues((v) => ({ ...normalize(v, options.status === 'ready' ? options : null), ...patch }));
    setServerErrors((prev) => {
      const next = { ...prev };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const updatePair = (id: string, patch: Partial<Pick<PairRow, 'base' | 'amount'>>) => {
    setValues((v) => ({ ...v, pairs: v.pairs.map((p) => (p.id === id ? { ...p, ...patch } : p)) }));
    const field: FieldKey = patch.base !== undefined ? `pair.${id}.base` : `pair.${id}.amount`;
    // checked as the trader types (a 0 or a letter is said at once, not after Review)
    touch(field);
    setServerErrors((prev) => {
      const next = { ...prev };
      delete next[field];
      delete next.pairs;
      return next;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (options.status !== 'ready') return;
    if (Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0) {
      // Focus the first field that needs the trader (after the errors render).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (login !== 'logged-in') {
      try {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      } catch {
        // storage full or blocked: the plan is simply not kept
      }
      ensureLogin();
      return;
    }
    setConfirming(true);
  };

  const onServerError = useCallback((field: FieldKey | null, text: string) => {
    if (!field) return;
    setConfirming(false);
    setServerErrors((prev) => ({ ...prev, [field]: { text } }));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);

  const quote = values.quoteCoin;
  const hasErrors = submitted && Object.keys(errors).length > 0;
  const firstPair = limits.bases.find((option) => option.base === values.pairs.find((p) => p.base)?.base);

  return (
    <div className="dca-page">
      <header className="dca-page__header">
        <h1 id={titleId}>{t('create.title')}</h1>
        <p className="dca-muted">{t('create.intro', { max: limits.maxPairs })}</p>
      </header>
      {copied.isError || copyOf ? (
        <p className="dca-note" role="status">
          {copied.isError ? t('create.copyFailed') : t('create.copyFrom', { id: copyOf })}
        </p>
      ) : null}
      {options.status === 'loading' ? (
        <div className="dca-card">
          <Spinner label={t('create.loadingOptions')} />
        </div>
      ) : null}
      {options.status === 'failed' ? (
        <div className="dca-card" role="alert">
          <p>{t('create.optionsFailed')}</p>
          <Button onClick={options.refetch}>{t('common.retry')}</Button>
        </div>
      ) : null}
      {options.status === 'ready' ? (
        <form ref={formRef} className="dca-create" aria-labelledby={titleId} noValidate onSubmit={submit}>
          <div className="dca-create__form">
            <ChoiceGroup<string>
              look="chips"
              role="group"
              className="dca-section"
              legend={t('create.quote.legend')}
              value={quote}
              onChange={(coin) => update({ quoteCoin: coin }, ['quoteCoin'])}
              options={choicesOf(options.quoteCoins, (coin) => coin)}
              error={shown('quoteCoin') || undefined}
            >
              <p className="dca-balance" data-testid="available-balance">
                {limits.available !== null ? t('create.quote.available', { amount: formats.amount(limits.available, quote) }) : t('create.quote.availableLoggedOut')}
              </p>
              {limits.available !== null ? <p className="tb-field__hint">{t('create.quote.account')}</p> : null}
            </ChoiceGroup>

            <PairRows
              rows={values.pairs}
              quoteCoin={quote}
              bases={limits.bases}
              maxPairs={limits.maxPairs}
              quoteDecimals={limits.quoteDecimals}
              prices={options.prices}
              shown={shown}
              formats={formats}
              onChange={updatePair}
              onBlur={touch}
              onAdd={() => update({ pairs: [...values.pairs, { id: newRowId(), base: '', amount: '' }] }, ['pairs'])}
              onRemove={(id) => update({ pairs: values.pairs.filter((p) => p.id !== id) }, ['pairs', `pair.${id}.base`, `pair.${id}.amount`])}
            />

            <FrequencyField
              value={values.frequency}
              presets={options.presets}
              min={limits.minFrequency}
              max={limits.maxFrequency}
              error={shown('frequency')}
              formats={formats}
              onChange={(frequency: FrequencyChoice) => update({ frequency }, ['frequency'])}
              onBlur={() => touch('frequency')}
            />

            <fieldset className="dca-section">
              <legend className="dca-section__legend">{t('create.limits.legend')}</legend>
              <div className="dca-two">
                <Field
                  label={t('create.maxInvest.label', { quote })}
                  hint={shown('maxInvest') ? undefined : roundTotal(values.pairs).gt(0) ? t('create.maxInvest.hint', { min: formats.amount(roundTotal(values.pairs).toFixed(), quote) }) : t('create.maxInvest.hintEmpty')}
                  error={shown('maxInvest')}
                >
                  {(control) => (
                    <NumberInput
                      {...control}
                      value={values.maxInvest}
                      decimals={limits.quoteDecimals}
                      suffix={quote}
                      placeholder={t('create.maxInvest.placeholder')}
                      onChange={(maxInvest) => {
                        update({ maxInvest }, ['maxInvest']);
                        touch('maxInvest');
                      }}
                      onBlur={() => touch('maxInvest')}
                    />
                  )}
                </Field>
                <Field
                  label={t('create.takeProfit.label')}
                  hint={shown('takeProfit') ? undefined : t('create.takeProfit.hint', { min: formats.percentWhole(limits.takeProfit.min), max: formats.percentWhole(limits.takeProfit.max) })}
                  error={shown('takeProfit')}
                >
                  {(control) => (
                    <NumberInput
                      {...control}
                      value={values.takeProfit}
                      decimals={2}
                      suffix="%"
                      placeholder={t('create.takeProfit.placeholder')}
                      onChange={(takeProfit) => {
                        update({ takeProfit }, ['takeProfit']);
                        touch('takeProfit');
                      }}
                      onBlur={() => touch('takeProfit')}
                    />
                  )}
                </Field>
              </div>
            </fieldset>
          </div>

          <aside className="dca-create__aside">
            <PlanSummary values={values} limits={limits} formats={formats} headingId={summaryId} valid={!(Object.keys(errors) as FieldKey[]).some((field) => visible(field))} />
            {hasErrors ? (
              <p className="tb-field__error dca-form-error" role="alert">
                {t('create.fixErrors')}
              </p>
            ) : null}
            <Button type="submit" variant="primary" size="lg" block>
              {t('create.submit')}
            </Button>
            {login === 'anonymous' ? <p className="tb-field__hint">{t('create.loginNote')}</p> : null}
            <BacktestCta
              values={values}
              ready={(Object.keys(clientErrors) as FieldKey[]).every((field) => field === 'quoteCoin')}
              tested={backtest?.values ?? null}
              formats={formats}
              onRun={() => setBacktest((prev) => ({ run: (prev?.run ?? 0) + 1, values, available: limits.available }))}
            />
            {backtest ? (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <BacktestPanel key={backtest.run} values={backtest.values} available={backtest.available} formats={formats} onRunAgain={() => setBacktest((prev) => ({ run: (prev?.run ?? 0) + 1, values, available: limits.available }))} />
              </Suspense>
            ) : null}
            <DcaStress values={values} ready={(Object.keys(clientErrors) as FieldKey[]).every((field) => field === 'quoteCoin')} available={limits.available} locale={formats.locale} />
            {firstPair ? (
              <Suspense fallback={null}>
                <DepthBook symbol={firstPair.symbol} category="spot" baseCoin={firstPair.base} quoteCoin={quote} locale={formats.locale} />
              </Suspense>
            ) : null}
          </aside>
        </form>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            values={values}
            payload={toCreatePayload(values, copyOf || undefined)}
            limits={limits}
            formats={formats}
            onClose={() => setConfirming(false)}
            onServerError={onServerError}
            onCreated={(botId) => navigate(area.path('detail', botId))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * "Test this plan on past prices": offered once the plan is complete and
 * valid (the balance does not matter for a replay) with a frequency of a
 * minute or more; after a run, an edit to the plan marks the result as
 * stale and offers to run again.
 */
function BacktestCta({ values, ready, tested, formats, onRun }: { values: DcaFormValues; ready: boolean; tested: DcaFormValues | null; formats: Formats; onRun: () => void }) {
  const t = useDcaT();
  const seconds = frequencySeconds(values.frequency);
  const window = seconds === null ? null : backtestWindow(seconds);
  const stale = tested !== null && JSON.stringify(tested) !== JSON.stringify(values);
  if (seconds !== null && !window) return <p className="tb-field__hint">{t('backtestCta.tooFast')}</p>;
  if (!ready || !window || (tested && !stale)) return null;
  return (
    <div className="dca-backtest-cta">
      {stale ? <p className="dca-note dca-note--warn">{t('backtestCta.stale')}</p> : null}
      <Button variant="secondary" block onClick={onRun}>
        {stale ? t('backtestCta.again') : t('backtestCta.button')}
      </Button>
      <p className="tb-field__hint">{t('backtestCta.hint', { period: formatUnit(window.days, 'day', formats.locale) })}</p>
    </div>
  );
}

/**
 * The stress test (issue 31; @tb/feature-bot-pages StressTest): the plan the
 * backtest would replay, through the market's worst falls and rises from
 * today's prices. Null (the action says to complete the form) until the plan
 * is valid and every pair has a price.
 */
function DcaStress({ values, ready, available, locale }: { values: DcaFormValues; ready: boolean; available: string | null; locale: string }) {
  // the pairs' rules and prices (the backtest's query, shared in the cache): asked for once the plan is valid
  const symbols = useDcaSpotSymbolsQuery(ready ? values.quoteCoin : skipToken);
  const job = useMemo((): StressJob | null => {
    if (!ready || !symbols.isSuccess) return null;
    const items = new Map<string, SpotSymbolItem>(symbols.data.list.map((item) => [item.base_coin, item]));
    const lastPrices: Record<string, string> = {};
    for (const pair of values.pairs) {
      const price = items.get(pair.base)?.price;
      if (!price) return null;
      lastPrices[`${pair.base}${values.quoteCoin}`] = price;
    }
    try {
      return { kind: 'dca', input: engineInput(values, items, available), lastPrices };
    } catch {
      return null;
    }
  }, [ready, symbols.isSuccess, symbols.data, values, available]);
  return <StressTest job={job} locale={locale} load={loadStress} />;
}
