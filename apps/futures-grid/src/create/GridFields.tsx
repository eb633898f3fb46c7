import { memo, type ReactNode } from 'react';
import type { FuturesGridValidation } from '@tb/engine';
import type { ContractConfig } from '@tb/data-access-symbols';
import { SettlementBalance } from '@tb/futures-feature';
import { LeveragePicker, isolate } from '@tb/futures-ui';
import type { FuturesContract } from '@tb/engine';
import { ChoiceGroup, NumberField, PriceOffsetButtons } from '@tb/ui';
import { BigNumber, formatAmount, formatCount, formatLeverage, formatPercent, formatPercentWhole, formatPrice } from '@tb/util-format';
import { useFeatureFlag } from '@tb/data-access-session';
import { futuresGridCreateStrings } from '../i18n';
import { slByPrice, tpByPrice, type FgridFormValues, type FieldRules, type FormField, type TpSlKind } from './form';

type Range = { readonly from: string; readonly to: string };
/** A bound as shown; `end` says which (a minimum shown rounded must not fall below the true one). */
type Show = (value: string, end: 'from' | 'to') => string;

export interface GridFieldsProps {
  values: FgridFormValues;
  onChange: (patch: Partial<FgridFormValues>) => void;
  config: ContractConfig;
  contract: FuturesContract;
  /** Live last price (the offset buttons start from it while a price is empty). */
  lastPrice?: string;
  /** The validator's ranges (exchange, or the engine's while the exchange is asked). */
  result: FuturesGridValidation | null;
  /** What each number field takes (`fieldRules`): the field says its own problem with these. */
  rules: FieldRules;
  /** What to say at a field besides its own reading (a range upside down, a check code, a refused create). */
  errorAt: (field: FormField) => ReactNode;
  disabled?: boolean;
  /** Focus tracking of the price inputs, so the order book's prices go to the one last focused. */
  priceFocus?: (field: string) => { onFocus: () => void };
}

const TP_SL_KINDS: readonly TpSlKind[] = ['percent', 'price', 'tpPriceSlPercent', 'tpPercentSlPrice'];

/** The per-user feature flags the fields follow (spec §6; the simulator refuses the same without them, exchange-sim bots/feature-flags.ts). */
export interface GridFlags {
  readonly trailing: boolean;
  readonly tpslEquity: boolean;
  readonly rangeFollows: boolean;
}

/** The per-user feature flags of the fields. */
export function useGridFlags(): GridFlags {
  const trailing = useFeatureFlag('futuresTrailingStop');
  const tpslEquity = useFeatureFlag('tpslEquity');
  const rangeFollows = useFeatureFlag('longShortTrailing');
  return { trailing, tpslEquity, rangeFollows };
}

/** The TP/SL kinds a trader's flags offer. */
function offeredKinds(flags: GridFlags): readonly TpSlKind[] {
  return flags.tpslEquity ? TP_SL_KINDS : ['price'];
}

/** The TP/SL kind shown: the values' own when the flags offer it, else by price. */
export function shownKind(values: FgridFormValues, flags: GridFlags): TpSlKind {
  return offeredKinds(flags).includes(values.tpSlKind) ? values.tpSlKind : 'price';
}

/**
 * What a flag does not offer is not sent either (a copied bot's trailing stop, TP/SL by percent or moves
 * are dropped): the values to change, empty when nothing is to be dropped. The page applies it while it
 * renders the fields (issue 30: an effect of the fields' mount did, and rendered the whole form again).
 */
export function flagDrop(values: FgridFormValues, flags: GridFlags): Partial<FgridFormValues> {
  const kind = shownKind(values, flags);
  return {
    ...(kind !== values.tpSlKind ? { tpSlKind: kind, takeProfit: '', stopLoss: '' } : {}),
    ...(!flags.trailing && values.tsPercent ? { tsPercent: '' } : {}),
    ...(!flags.rangeFollows && (values.moveUpPrice || values.moveDownPrice) ? { moveUpPrice: '', moveDownPrice: '' } : {}),
  };
}

/**
 * Every parameter of a futures grid. Under each input, the range the
 * validator allows for it now (FG-1's ranges for what is typed) and, in
 * place of it when something is wrong, what is wrong in words (the check
 * code's message at the field it concerns). Every price input has the
 * ±10/50/200-tick offset buttons; the leverage picker keeps to the
 * contract's sections and risk tiers; the margin shows the available
 * derivatives balance with a transfer-in shortcut when it is short.
 */
export const GridFields = memo(function GridFields({ values, onChange, config, contract, lastPrice, result, rules, errorAt, disabled, priceFocus }: GridFieldsProps) {
  const t = futuresGridCreateStrings.useT();
  const locale = t.language;
  const coin = config.coin;
  const flags = useGridFlags();
  const { trailing: trailingFlag, rangeFollows } = flags;
  const price: Show = (v) => formatPrice(v, { tickSize: config.tickSize, locale });
  const percent: Show = (v) => formatPercent(v, { locale, maxDecimals: 2, minDecimals: 0 });
  const bounds = (range: Range | undefined, show: Show): string | undefined => {
    if (!range || (range.from === '' && range.to === '')) return undefined;
    const min = () => isolate(show(range.from, 'from'), locale);
    const max = () => isolate(show(range.to, 'to'), locale);
    if (range.from !== '' && range.to !== '') return t('bounds', { min: min(), max: max() });
    return range.from !== '' ? t('boundsMin', { min: min() }) : t('boundsMax', { max: max() });
  };

  const showPrice = (v: string) => price(v, 'from');
  const priceField = (field: 'minPrice' | 'maxPrice' | 'entryPrice' | 'takeProfit' | 'stopLoss' | 'moveUpPrice' | 'moveDownPrice', label: string, range: Range | undefined, required: boolean, extraHint?: string, off?: boolean) => (
    <NumberField
      label={label}
      rule={rules[field]}
      show={showPrice}
      showRequired={required && values[field] === ''}
      hint={[bounds(range, price), extraHint].filter(Boolean).join(' ') || undefined}
      error={errorAt(field)}
      required={required}
      {...priceFocus?.(field)}
      value={values[field]}
      onChange={(v) => onChange({ [field]: v })}
      suffix={config.quote}
      locale={locale}
      disabled={disabled || off}
      decorate={(input) => (
        <div className="fg-price-input">
          {input}
          <PriceOffsetButtons fieldLabel={label} value={values[field]} reference={lastPrice} tickSize={config.tickSize} onChange={(v) => onChange({ [field]: v })} disabled={disabled || off} />
        </div>
      )}
    />
  );
  const percentField = (field: 'takeProfit' | 'stopLoss' | 'tsPercent', label: string, range: Range | undefined, hint?: string, off?: boolean) => (
    <NumberField
      label={label}
      rule={rules[field]}
      show={(v) => formatPercentWhole(v, { locale, minDecimals: 0 })}
      hint={[bounds(range, percent), hint].filter(Boolean).join(' ') || undefined}
      error={errorAt(field)}
      value={values[field]}
      onChange={(v) => onChange({ [field]: v })}
      suffix="%"
      locale={locale}
      disabled={disabled || off}
    />
  );

  // per-user feature flags: what they do not offer is dropped from the values by the page (flagDrop)
  const kinds = offeredKinds(flags);
  const kind = shownKind(values, flags);
  const leverageRange = result?.leverage;
  const geometric = values.gridType === 'geometric';
  return (
    <div className="fg-fields">
      <div className="fg-fields__pair">
        {priceField('minPrice', t('minPrice'), result?.min_price, true)}
        {priceField('maxPrice', t('maxPrice'), result?.max_price, true)}
      </div>
      <div className="fg-fields__pair">
        <NumberField
          label={t('cellNumber')}
          rule={rules.cellNumber}
          show={(v) => formatCount(v, { locale })}
          hint={bounds(result?.cell_number, (v) => formatCount(v, { locale }))}
          error={errorAt('cellNumber')}
          value={values.cellNumber}
          onChange={(v) => onChange({ cellNumber: v })}
          locale={locale}
          disabled={disabled}
        />
        <ChoiceGroup<FgridFormValues['gridType']>
          legend={t('gridType')}
          value={values.gridType}
          onChange={(gridType) => onChange({ gridType })}
          options={[
            { value: 'arithmetic', label: t('arithmetic'), description: t('arithmeticHint') },
            { value: 'geometric', label: t('geometric'), description: t('geometricHint') },
          ]}
          disabled={disabled}
        />
      </div>
      <div className="fg-fields__leverage">
        <LeveragePicker contract={contract} sections={config.leverageSections} value={values.leverage} onChange={(leverage) => onChange({ leverage })} coin={coin} exposure={{ margin: values.investment }} error={errorAt('leverage')} disabled={disabled} />
        {leverageRange && leverageRange.to !== '' ? <p className="tb-fu-note">{bounds(leverageRange, (v) => formatLeverage(v, { locale }))}</p> : null}
      </div>
      <div className="fg-fields__margin">
        <NumberField
          label={t('investment', { coin })}
          rule={rules.investment}
          show={(v) => formatAmount(v, coin, { locale })}
          hint={bounds(result?.investment, (v, end) => formatAmount(new BigNumber(v).decimalPlaces(2, end === 'from' ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN).toFixed(), coin, { locale }))}
          error={errorAt('investment')}
          value={values.investment}
          onChange={(v) => onChange({ investment: v })}
          suffix={coin}
          locale={locale}
          disabled={disabled}
        />
        <SettlementBalance coin={coin} required={values.investment} />
      </div>
      {priceField('entryPrice', t('entryPrice'), result?.entry_price, false, t('entryHint'))}
      <fieldset className="fg-fields__stops">
        <legend>{t('tpSl')}</legend>
        {kinds.length > 1 ? <ChoiceGroup<TpSlKind> legend={t('tpSl')} hideLegend look="chips" value={kind} onChange={(tpSlKind) => onChange({ tpSlKind })} options={kinds.map((k) => ({ value: k, label: t(`tpSlKinds.${k}`) }))} disabled={disabled} /> : null}
        <div className="fg-fields__pair">
          {tpByPrice(kind) ? priceField('takeProfit', t('takeProfitPrice'), result?.take_profit_price, false) : percentField('takeProfit', t('takeProfitPercent'), result?.take_profit)}
          {slByPrice(kind) ? priceField('stopLoss', t('stopLossPrice'), result?.stop_loss_price, false) : percentField('stopLoss', t('stopLossPercent'), result?.stop_loss)}
        </div>
      </fieldset>
      {rangeFollows ? (
      <div className="fg-fields__pair">
        {priceField('moveUpPrice', t('moveUpPrice'), geometric ? undefined : result?.move_up_price, false, geometric ? t('moveGeometric') : t('moveUpHint'), geometric)}
        {priceField('moveDownPrice', t('moveDownPrice'), geometric ? undefined : result?.move_down_price, false, geometric ? t('moveGeometric') : t('moveDownHint'), geometric)}
      </div>
      ) : null}
      {trailingFlag ? percentField('tsPercent', t('tsPercent'), values.mode === 'neutral' ? undefined : result?.trailing_stop_per, values.mode === 'neutral' ? t('tsNeutral') : t('tsHint'), values.mode === 'neutral') : null}
    </div>
  );
});
