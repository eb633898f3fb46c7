import { memo } from 'react';
import type { FuturesContract } from '@tb/engine';
import { hintWithBounds, type PriceTarget } from '@tb/feature-bot-pages';
import { SettlementBalance } from '@tb/futures-feature';
import { LeveragePicker } from '@tb/futures-ui';
import { ChoiceGroup, NumberField, PriceOffsetButtons } from '@tb/ui';
import { BigNumber, formatAmount, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import type { FieldRules, MartField, MartFormValues } from './form';

/** Which form value each FM-1 field reads, and whether the page shows it as a percent of the API's fraction. */
export const FIELD_VALUE: Record<MartField, { key: keyof MartFormValues; percent: boolean; required: boolean }> = {
  leverage: { key: 'leverage', percent: false, required: true },
  init_margin: { key: 'initMargin', percent: false, required: true },
  price_float_percent: { key: 'priceFloat', percent: true, required: true },
  add_position_percent: { key: 'addMultiple', percent: false, required: true },
  add_position_num: { key: 'maxAdds', percent: false, required: true },
  round_tp_percent: { key: 'roundTp', percent: true, required: true },
  sl_percent: { key: 'stopLoss', percent: true, required: false },
  entry_price: { key: 'entryPrice', percent: false, required: false },
};

/** How a bound of FM-1 (or a value) of `field` is written: a percent, an amount of the coin, a leverage, a price on the tick. */
export function boundText(field: MartField, bound: string, { locale, coin, tickSize }: { locale: string; coin: string; tickSize: string }): string {
  if (bound === '') return '—';
  if (FIELD_VALUE[field].percent) return formatPercent(bound, { locale });
  if (field === 'init_margin') return formatAmount(bound, coin, { locale });
  if (field === 'leverage') return formatLeverage(bound, { locale });
  if (field === 'entry_price') return formatPrice(bound, { tickSize, locale });
  return bound;
}

/** What the page says under a field besides its own reading: the error (refusal, check code, crossed bound) and FM-1's bounds. */
export interface FieldNote {
  readonly error?: string;
  readonly bounds?: string;
}

export interface ManualFieldsProps {
  values: MartFormValues;
  rules: FieldRules;
  /** Per field; keep the same object while no text changed (the page passes it through `useSameContent`). */
  notes: Readonly<Record<MartField, FieldNote>>;
  /** Review was pressed once: every required field says so. */
  submitted: boolean;
  touched: ReadonlySet<MartField>;
  contract: FuturesContract;
  leverageSections: readonly string[];
  coin: string;
  tickSize: string;
  lastPrice: string;
  locale: string;
  /** Stable (useCallback): a change of values, from `field` when one was edited. */
  onUpdate: (patch: Partial<MartFormValues>, field?: MartField) => void;
  /** Stable: the trader left `field`. */
  onTouch: (field: MartField) => void;
  /** `usePriceTarget`'s `track` (stable). */
  track: PriceTarget['track'];
}

/**
 * The manual form's fields (mode, leverage, margin, the plan's parameters,
 * the entry price, the cycle switch), memoised (issue 30): the page renders
 * again when the worst-case plan, the local verdict or the contract's item
 * arrive, and none of those changes a field unless its words change — such a
 * render no longer renders every field; a change of what a field shows does.
 */
export const ManualFields = memo(function ManualFields({ values, rules, notes, submitted, touched, contract, leverageSections, coin, tickSize, lastPrice, locale, onUpdate, onTouch, track }: ManualFieldsProps) {
  const t = useMartCreateT();
  const numberField = (field: MartField, label: string, hint: string | undefined, opts: { suffix?: string } = {}) => {
    const spec = FIELD_VALUE[field];
    const key = spec.key as keyof FieldRules;
    return (
      <NumberField
        label={label}
        rule={rules[key]}
        show={(v) => boundText(field, spec.percent ? new BigNumber(v).shiftedBy(-2).toFixed() : v, { locale, coin, tickSize })}
        showRequired={submitted || touched.has(field)}
        hint={hintWithBounds(hint, notes[field].bounds)}
        error={notes[field].error}
        required={spec.required}
        {...(key === 'entryPrice' ? track('entryPrice') : {})}
        value={values[key] as string}
        suffix={opts.suffix}
        locale={locale}
        onChange={(text) => onUpdate({ [key]: text } as Partial<MartFormValues>, field)}
        onBlur={() => onTouch(field)}
      />
    );
  };
  return (
    <>
      <ChoiceGroup<'long' | 'short'>
        legend={t('mode.legend')}
        look="segmented"
        value={values.mode}
        onChange={(mode) => onUpdate({ mode })}
        options={[
          { value: 'long', label: t('mode.long') },
          { value: 'short', label: t('mode.short') },
        ]}
      />
      <LeveragePicker contract={contract} sections={leverageSections} value={values.leverage} onChange={(leverage) => onUpdate({ leverage }, 'leverage')} coin={coin} label={t('fields.leverage')} error={notes.leverage.error} />
      <p className="tb-field__hint" data-testid="leverage-bounds">
        {notes.leverage.bounds}
      </p>
      {numberField('init_margin', t('fields.initMargin', { coin }), undefined, { suffix: coin })}
      <SettlementBalance coin={coin} required={values.initMargin} />
      <div className="mart-form__two">
        {numberField('price_float_percent', t('fields.priceFloat'), t('fields.priceFloatHint'), { suffix: '%' })}
        {numberField('add_position_percent', t('fields.addMultiple'), t('fields.addMultipleHint'))}
        {numberField('add_position_num', t('fields.maxAdds'), undefined)}
        {numberField('round_tp_percent', t('fields.roundTp'), t('fields.roundTpHint'), { suffix: '%' })}
        {numberField('sl_percent', t('fields.stopLoss'), t('fields.stopLossHint'), { suffix: '%' })}
      </div>
      {numberField('entry_price', t('fields.entryPrice'), t('fields.entryPriceHint'))}
      <PriceOffsetButtons fieldLabel={t('fields.entryPrice')} value={values.entryPrice} reference={lastPrice || undefined} tickSize={tickSize} onChange={(entryPrice) => onUpdate({ entryPrice }, 'entry_price')} />
      <label className="mart-switch">
        <input type="checkbox" role="switch" checked={values.autoCycle} onChange={(e) => onUpdate({ autoCycle: e.target.checked })} />
        <span>{t('fields.autoCycle')}</span>
      </label>
    </>
  );
});
