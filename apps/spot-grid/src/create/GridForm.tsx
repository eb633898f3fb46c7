import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '@tb/i18n';
import { Button, ChoiceGroup, Fact, Field, NumberInput, Spinner, useNumberProblemText } from '@tb/ui';
import { DASH, decimalsOfStep, formatAmount, formatPercent, formatPrice, offsetByTicks, PRICE_OFFSET_TICKS, toBigNumber } from '@tb/util-format';
import type { Range, SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { isolate } from '@tb/util-format';
import type { FundingAccount, GridFormValues, GridType, InvestMode } from './form';
import type { FundingBalances } from './extras';
import { useRefusalMessage, useBotPageT, VoucherPicker } from '@tb/feature-bot-pages';
import type { BotReward } from '@tb/contracts';
import type { ClientError, FormField, GridValidation } from './validation';

const AdvancedFields = lazy(() => import(/* webpackChunkName: "advanced" */ './AdvancedFields'));

export interface GridFormProps {
  values: GridFormValues;
  onChange: (patch: Partial<GridFormValues>) => void;
  item: SpotSymbolItem | undefined;
  validation: GridValidation;
  /** The client checks with the balance (`clientErrors(values, available, precisionOf(item))`), computed once by the page. */
  localErrors: Partial<Record<FormField, ClientError>>;
  /** The symbol supports the trailing stop and the user's feature flag is on. */
  trailingStopAllowed: boolean;
  /** Available balances (undefined for guests). */
  available?: { quote?: string; base?: string };
  /** The pair's live price, read when a price button asks (a prop that changed with every quote re-rendered the form). */
  lastPrice?: () => string | undefined;
  /** Initial market buy for these parameters (get-initial-buy-amount). */
  initialBuy?: { base: string; quote: string };
  disabled?: boolean;
  /** The pair's coins in the spot and the funding account (undefined for guests): the "Pay from" choice. */
  balances?: FundingBalances;
  /** The caller's unused vouchers for spot grids (list-user-reward). */
  vouchers?: readonly BotReward[];
  /** Focus tracking of the price inputs, so the order book's prices go to the one last focused. */
  priceFocus?: (field: 'minPrice' | 'maxPrice') => { onFocus: () => void };
}

const isBlank = (range: Range | undefined) => !range || (range.from === '' && range.to === '');

/**
 * The manual form with every parameter. Each input shows its allowed range
 * (from validate-input) under it and the failing check code's message next
 * to it; the estimate (profit per grid, grid step, investment range, initial
 * buy) updates as the trader types.
 */
export function GridForm({ values, onChange, item, validation, localErrors: local, trailingStopAllowed, available, lastPrice, initialBuy, disabled, priceFocus, vouchers = [], balances }: GridFormProps) {
  const pageT = useBotPageT();
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const base = item?.base_coin ?? '';
  const quote = item?.quote_coin ?? '';
  const tick = item?.tick_size ?? '0.01';
  const priceDecimals = decimalsOfStep(tick);
  const qtyDecimals = item?.qty_scale ?? 8;
  const result = validation.result;
  const numberText = useNumberProblemText();
  const localText = (error: ClientError): string => {
    switch (error.kind) {
      case 'number':
        return numberText(error.problem);
      case 'gridsMin':
        return t('errors.gridsMin', { min: result?.cell_number.from || String(error.min) });
      default:
        return t(`errors.${error.kind}`);
    }
  };
  const hasLocal = Object.keys(local).length > 0;
  // a failure that is not about the inputs (time-out, network) in words, not the transport's message
  const failureText = useRefusalMessage(validation.failure)?.message ?? '';
  // the estimate is of what is typed now: none while an input is missing or marked
  const estimate = validation.complete && !hasLocal ? result : undefined;

  const price = (v: string) => formatPrice(v, { tickSize: tick, locale });
  const amount = (v: string, coin: string) => formatAmount(v, coin, { locale });
  const boundText = (range: Range | undefined, show: (v: string) => string): string | undefined => {
    if (isBlank(range)) return undefined;
    const { from, to } = range!;
    const fig = (v: string) => isolate(show(v), locale);
    if (from !== '' && to !== '') return t('create.bounds', { min: fig(from), max: fig(to) });
    return from !== '' ? t('create.boundsMin', { min: fig(from) }) : t('create.boundsMax', { max: fig(to) });
  };
  const errorAt = (field: FormField): ReactNode => {
    const error = local[field];
    if (error) return localText(error);
    if (validation.message && validation.messageField === field) return validation.message.message;
    return undefined;
  };

  const offset = (field: 'minPrice' | 'maxPrice', ticks: number) => {
    const from = values[field] || lastPrice?.() || item?.price || '';
    const next = offsetByTicks(from, tick, ticks);
    if (next !== null && toBigNumber(next)?.isGreaterThan(0)) onChange({ [field]: next });
  };

  const priceField = (field: 'minPrice' | 'maxPrice', label: string, range: Range | undefined) => (
    <Field label={label} hint={boundText(range, price)} error={errorAt(field)} required>
      {(control) => (
        <div className="sg-price-input">
          <NumberInput {...control} {...priceFocus?.(field)} value={values[field]} onChange={(v) => onChange({ [field]: v })} decimals={priceDecimals} suffix={quote} disabled={disabled} />
          <div className="sg-offsets" role="group" aria-label={t('create.offsetGroup', { field: label })}>
            {PRICE_OFFSET_TICKS.map((delta) => (
              <button
                key={delta}
                type="button"
                className="sg-offset"
                onClick={() => offset(field, delta)}
                disabled={disabled}
                aria-label={`${label}: ${t('create.offsetButton', { delta: delta > 0 ? `+${delta}` : `${delta}` })}`}
              >
                <span dir="ltr">{delta > 0 ? `+${delta}` : delta}</span>
              </button>
            ))}
          </div>
        </div>
      )}
    </Field>
  );

  const investField = (field: 'quoteInvestment' | 'baseInvestment', coin: string, range: Range | undefined, availableAmount: string | undefined, decimals: number) => (
    <Field
      label={t(field === 'quoteInvestment' ? 'create.quoteInvestment' : 'create.baseInvestment', { coin })}
      hint={
        <>
          {range && !isBlank(range) ? <span className="sg-bound">{boundText(range, (v) => amount(v, coin))}</span> : null}
          <span className="sg-available">
            {availableAmount !== undefined ? t('create.available', { amount: isolate(amount(availableAmount, coin), locale) }) : t('create.availableUnknown')}
          </span>
        </>
      }
      error={errorAt(field)}
      required
    >
      {(control) => (
        <div className="sg-invest-input">
          <NumberInput {...control} value={values[field]} onChange={(v) => onChange({ [field]: v })} decimals={decimals} suffix={coin} disabled={disabled} />
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled || availableAmount === undefined || !toBigNumber(availableAmount)?.isGreaterThan(0)}
            onClick={() => availableAmount !== undefined && onChange({ [field]: toBigNumber(availableAmount)!.decimalPlaces(decimals, 1).toFixed() })}
            aria-label={t('create.maxButton', { coin })}
          >
            {t('common.max')}
          </Button>
        </div>
      )}
    </Field>
  );

  /**
   * One verdict for the whole form, never contradicting a field: a marked
   * field (here or from the server) says so before "valid" can be said.
   */
  const statusText = (): string => {
    if (hasLocal || (validation.message && validation.messageField !== null)) return t('create.fixMarked');
    if (!validation.complete) return t('create.fillIn');
    if (validation.checking) return t('create.checking');
    if (validation.valid) return t('create.valid');
    if (validation.message) return validation.message.message;
    if (validation.failure) return failureText;
    return '';
  };

  // the advanced inputs load when the section opens (or holds a value or the failing field)
  const [opened, setAdvancedOpen] = useState(false);
  const advancedOpen = opened || hasAdvanced(values) || isAdvancedField(validation.messageField);

  return (
    <div className="sg-form">
      <fieldset className="sg-fieldset" disabled={disabled}>
        <legend>{t('create.priceRange')}</legend>
        <div className="sg-grid-2">
          {priceField('minPrice', t('create.lowerPrice'), result?.min_price)}
          {priceField('maxPrice', t('create.upperPrice'), result?.max_price)}
        </div>
        <div className="sg-grid-2">
          <Field label={t('create.cellNumber')} hint={boundText(result?.cell_number, (v) => v)} error={errorAt('cellNumber')} required>
            {(control) => <NumberInput {...control} value={values.cellNumber} onChange={(v) => onChange({ cellNumber: v })} decimals={0} disabled={disabled} />}
          </Field>
          <ChoiceGroup<GridType>
            legend={t('create.gridType')}
            value={values.gridType}
            onChange={(gridType) => onChange({ gridType })}
            options={[
              { value: 'arithmetic', label: t('create.arithmetic') },
              { value: 'geometric', label: t('create.geometric') },
            ]}
            hint={values.gridType === 'geometric' ? t('create.geometricHint') : t('create.arithmeticHint')}
            disabled={disabled}
          />
        </div>
      </fieldset>

      <fieldset className="sg-fieldset" disabled={disabled}>
        <legend>{t('create.investment')}</legend>
        {balances ? (
          <ChoiceGroup<FundingAccount>
            legend={t('create.payFrom')}
            look="cards"
            value={values.account}
            onChange={(account) => onChange({ account })}
            options={(['spot', 'fund'] as const).map((account) => ({
              value: account,
              label: t(account === 'spot' ? 'create.spotAccount' : 'create.fundAccount'),
              description: `${isolate(amount(balances[account].quote, quote), locale)} · ${isolate(formatAmount(balances[account].base, base, { locale, decimals: qtyDecimals }), locale)}`,
            }))}
            hint={t('create.payFromHint')}
            disabled={disabled}
          />
        ) : null}
        <ChoiceGroup<InvestMode>
          legend={t('create.investMode')}
          value={values.investMode}
          onChange={(investMode) => onChange({ investMode })}
          options={[
            { value: 'quote', label: t('create.investQuote', { quote }) },
            { value: 'base', label: t('create.investBase', { base }) },
            { value: 'base_and_quote', label: t('create.investBoth', { base, quote }) },
          ]}
          disabled={disabled}
        />
        {values.investMode !== 'base' ? investField('quoteInvestment', quote, result?.investment, available?.quote, 8) : null}
        {values.investMode !== 'quote' ? investField('baseInvestment', base, result?.base_investment, available?.base, qtyDecimals) : null}
        <VoucherPicker
          vouchers={vouchers}
          coin={quote}
          own={values.quoteInvestment}
          value={values.rewardId}
          onChange={(rewardId) => onChange({ rewardId })}
          unavailable={values.investMode === 'base' ? pageT('vouchers.baseOnly') : undefined}
          disabled={disabled}
        />
      </fieldset>

      <details className="sg-advanced" open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
        <summary>{t('create.advanced')}</summary>
        {advancedOpen ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <AdvancedFields
              values={values}
              onChange={onChange}
              result={result}
              errorAt={errorAt}
              boundText={boundText}
              trailingStopAllowed={trailingStopAllowed}
              tickSize={tick}
              quote={quote}
              disabled={disabled}
            />
          </Suspense>
        ) : null}
      </details>

      <section className="sg-estimate" aria-labelledby="sg-estimate-title" aria-live="polite">
        <h2 id="sg-estimate-title" className="sg-estimate__title">
          {t('create.summary')}
        </h2>
        <dl className="sg-dl">
          <Fact term={t('create.profitPerGrid')} ltr>{estimate && !isBlank(estimate.profit) ? `${formatPercent(estimate.profit.from, { locale })} – ${formatPercent(estimate.profit.to, { locale })}` : DASH}</Fact>
          <Fact term={t('create.gridStep')} ltr>{estimate?.cell_distance ? price(estimate.cell_distance) : DASH}</Fact>
          <Fact term={t('create.requiredInvestment')} ltr>{estimate && !isBlank(estimate.investment) ? `${estimate.investment.from ? amount(estimate.investment.from, quote) : DASH} – ${estimate.investment.to ? amount(estimate.investment.to, quote) : '∞'}` : DASH}</Fact>
          <Fact term={t('create.initialBuy')} ltr>{estimate && initialBuy ? `${formatAmount(initialBuy.base, base, { locale, decimals: qtyDecimals })} ≈ ${amount(initialBuy.quote, quote)}` : DASH}</Fact>
        </dl>
        <p className="sg-status" role="status">
          {statusText()}
        </p>
      </section>
    </div>
  );
}

function hasAdvanced(v: GridFormValues): boolean {
  return v.entryPrice !== '' || v.takeProfit !== '' || v.stopLoss !== '' || v.enableTrailing || v.tsPercent !== '';
}

function isAdvancedField(field: FormField | null): boolean {
  return field === 'entryPrice' || field === 'takeProfit' || field === 'stopLoss' || field === 'tsPercent' || field === 'limitUpPrice' || field === 'enableTrailing';
}
