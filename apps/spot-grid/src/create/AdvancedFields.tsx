import { useId, type ReactNode } from 'react';
import { useT } from '@tb/i18n';
import { ChoiceGroup, Field, NumberInput } from '@tb/ui';
import { decimalsOfStep, formatDecimal, formatPrice, toBigNumber } from '@tb/util-format';
import type { Range, ValidateInputResult } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues, TpSlMode } from './form';
import type { FormField } from './validation';
// its strings (the advanced part of the create form) come with the on-demand parts'
import '../detail/part';

export interface AdvancedFieldsProps {
  values: GridFormValues;
  onChange: (patch: Partial<GridFormValues>) => void;
  result: ValidateInputResult | undefined;
  errorAt: (field: FormField) => ReactNode;
  boundText: (range: Range | undefined, show: (v: string) => string) => string | undefined;
  trailingStopAllowed: boolean;
  tickSize: string;
  quote: string;
  disabled?: boolean;
}

/** A fraction range from the API shown as the percent the trader types ("0.05" → "5"). */
function asPercent(range: Range | undefined): Range | undefined {
  if (!range) return undefined;
  const pct = (v: string) => (v === '' ? '' : (toBigNumber(v)?.times(100).toFixed() ?? ''));
  return { from: pct(range.from), to: pct(range.to) };
}

/**
 * The advanced inputs (loaded when the section opens): entry price, TP and SL
 * each by price or by total-PnL percent (all four `tp_sl_type` combinations), trailing up with its cap, and the trailing
 * stop (shown only when the pair supports it and the user's flag is on). In
 * percent mode the validator's TP/SL ranges are fractions and show as
 * percents.
 */
export default function AdvancedFields({ values, onChange, result, errorAt, boundText, trailingStopAllowed, tickSize, quote, disabled }: AdvancedFieldsProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const priceDecimals = decimalsOfStep(tickSize);
  const price = (v: string) => formatPrice(v, { tickSize, locale });
  const percent = (v: string) => `${formatDecimal(v, { locale })}%`;
  const tpSlHint = (mode: TpSlMode, range: Range | undefined, value: string, key: 'advanced.takeProfitPercentHint' | 'advanced.stopLossPercentHint') =>
    mode === 'price' ? boundText(range, price) : (boundText(asPercent(range), percent) ?? (value ? t(key, { value: percent(value) }) : undefined));
  const modes = [
    { value: 'price' as const, label: t('advanced.byPrice') },
    { value: 'percent' as const, label: t('advanced.byPercent') },
  ];

  return (
    <fieldset className="sg-fieldset" disabled={disabled}>
      <legend className="tb-visually-hidden">{t('create.advanced')}</legend>
      <Field label={t('advanced.entryPrice')} hint={boundText(result?.entry_price, price) ?? t('advanced.entryPriceHint')} error={errorAt('entryPrice')}>
        {(control) => <NumberInput {...control} value={values.entryPrice} onChange={(v) => onChange({ entryPrice: v })} decimals={priceDecimals} suffix={quote} />}
      </Field>
      <div className="sg-grid-2">
        <div className="sg-stack">
          <ChoiceGroup<TpSlMode> legend={t('advanced.tpMode')} value={values.tpMode} onChange={(tpMode) => onChange({ tpMode, takeProfit: '' })} options={modes} />
          <Field label={t('advanced.takeProfit')} hint={tpSlHint(values.tpMode, result?.take_profit, values.takeProfit, 'advanced.takeProfitPercentHint')} error={errorAt('takeProfit')}>
            {(control) => (
              <NumberInput {...control} value={values.takeProfit} onChange={(v) => onChange({ takeProfit: v })} decimals={values.tpMode === 'price' ? priceDecimals : 2} suffix={values.tpMode === 'price' ? quote : '%'} />
            )}
          </Field>
        </div>
        <div className="sg-stack">
          <ChoiceGroup<TpSlMode> legend={t('advanced.slMode')} value={values.slMode} onChange={(slMode) => onChange({ slMode, stopLoss: '' })} options={modes} />
          <Field label={t('advanced.stopLoss')} hint={tpSlHint(values.slMode, result?.stop_loss, values.stopLoss, 'advanced.stopLossPercentHint')} error={errorAt('stopLoss')}>
            {(control) => (
              <NumberInput {...control} value={values.stopLoss} onChange={(v) => onChange({ stopLoss: v })} decimals={values.slMode === 'price' ? priceDecimals : 2} suffix={values.slMode === 'price' ? quote : '%'} />
            )}
          </Field>
        </div>
      </div>
      <Toggle
        label={t('advanced.trailingUp')}
        hint={t('advanced.trailingUpHint')}
        checked={values.enableTrailing}
        onChange={(enableTrailing) => onChange({ enableTrailing, limitUpPrice: enableTrailing ? values.limitUpPrice : '' })}
        error={errorAt('enableTrailing')}
      />
      {values.enableTrailing ? (
        <Field label={t('advanced.limitUpPrice')} hint={boundText(result?.limit_up_price, price)} error={errorAt('limitUpPrice')}>
          {(control) => <NumberInput {...control} value={values.limitUpPrice} onChange={(v) => onChange({ limitUpPrice: v })} decimals={priceDecimals} suffix={quote} />}
        </Field>
      ) : null}
      {trailingStopAllowed ? (
        <Field label={t('advanced.tsPercent')} hint={boundText(asPercent(result?.ts_percent), percent) ?? t('advanced.tsPercentHint')} error={errorAt('tsPercent')}>
          {(control) => <NumberInput {...control} value={values.tsPercent} onChange={(v) => onChange({ tsPercent: v })} decimals={2} suffix="%" />}
        </Field>
      ) : null}
    </fieldset>
  );
}

/** A labelled switch (a checkbox with role="switch"). */
export function Toggle({ label, hint, checked, onChange, error }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void; error?: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`tb-field sg-toggle${error ? ' tb-field--invalid' : ''}`}>
      <label className="sg-toggle__label">
        <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className="tb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="tb-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
