import { useId, useMemo, type ReactNode } from 'react';
import type { FuturesContract } from '@tb/engine';
import { Field, NumberInput } from '@tb/ui';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { isolate } from './bidi';
import { leverageText, quoteText } from './format';
import { leverageLimit, readLeverage, type LeverageExposure, type LeverageReading } from './leverage';
import { useFuturesT } from './strings';

export interface LeveragePickerProps {
  /** The compiled contract (`useFuturesContract(symbol).contract`). */
  contract: FuturesContract;
  /** Steps offered as buttons: the contract's `leverage_sections` as multipliers ("1", "2", …, "100"); those above its cap are dropped. */
  sections: readonly string[];
  /** The leverage as typed ("12.5"; "" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** The settlement coin, for the position values in the explanations. */
  coin: string;
  /** What the leverage applies to, so the risk tier it reaches bounds it (see `leverageLimit`); none: the contract's cap alone. */
  exposure?: LeverageExposure;
  /** The field's name (default "Leverage"). */
  label?: string;
  /** A refusal from the server for this field (a check code in words); shown instead of the picker's own reading. */
  error?: ReactNode;
  disabled?: boolean;
}

/** The picker's own words for a reading that is not ok (exported for forms that show it elsewhere, e.g. next to the submit button). */
export function useLeverageMessage(contract: FuturesContract, coin: string): (reading: LeverageReading) => string | undefined {
  const t = useFuturesT();
  const locale = t.language;
  return (reading) => {
    if (reading.ok) return undefined;
    const fig = (text: string) => isolate(text, locale);
    switch (reading.reason) {
      case 'empty':
      case 'format':
      case 'low':
        return t(`leverage.errors.${reading.reason}`);
      case 'contract':
        return t('leverage.errors.contract', { max: fig(leverageText(reading.maxE2, locale)) });
      case 'risk':
        return t('leverage.errors.risk', {
          leverage: fig(leverageText(reading.e2, locale)),
          value: fig(quoteText(contract, reading.valueUnits, coin, locale)),
          tier: reading.tier.id,
          tierMax: fig(leverageText(reading.tier.maxLeverageE2, locale)),
          max: fig(leverageText(reading.maxE2, locale)),
        });
      case 'beyond':
        return t('leverage.errors.beyond', {
          leverage: fig(leverageText(reading.e2, locale)),
          value: fig(quoteText(contract, reading.valueUnits, coin, locale)),
          limit: fig(quoteText(contract, contract.tiers[contract.tiers.length - 1].limit, coin, locale)),
          max: fig(leverageText(reading.maxE2, locale)),
        });
    }
  };
}

/**
 * Leverage: step buttons from the contract's leverage sections, a slider
 * and a number input (two decimals), all on one value.
 *
 * Bounds: 1× up to the highest leverage the contract and the risk tier of
 * the planned position allow (`leverageLimit`). The slider and the step
 * buttons cannot go past that bound (dragging stops there, buttons above it
 * are disabled); what is typed is never changed under the trader's fingers,
 * but a refused value is marked invalid with the reason in words. While the
 * bound is below the contract's cap, a note says why: the position value
 * that would be reached, its risk tier and what that tier allows (the error
 * of a refused value says it instead, with the highest allowed).
 *
 * Accessibility: the number input is the labelled field (its hint gives the
 * bounds, its error the refusal, both read with it); the slider carries the
 * same name, a spoken value ("50x") and the same description; the steps are
 * a named group of toggle buttons (`aria-pressed`). Keyboard: the slider's
 * native keys (arrows ±1×, Page Up/Down, Home/End). Right-to-left pages
 * mirror the row and the slider's direction (the browser's native range),
 * while every figure stays a left-to-right unit.
 */
export function LeveragePicker({ contract, sections, value, onChange, coin, exposure, label, error, disabled }: LeveragePickerProps) {
  const t = useFuturesT();
  const locale = t.language;
  const fig = (text: string) => isolate(text, locale);
  const noteId = useId();
  const messageOf = useLeverageMessage(contract, coin);
  const limit = useMemo(() => leverageLimit(contract, exposure), [contract, exposure]);
  const reading = readLeverage(contract, value, exposure);
  const ownError = value === '' ? undefined : messageOf(reading);
  const cap = contract.maxLeverageE2;
  const capMultiple = Math.floor(cap / 100);
  const maxText = leverageText(limit.maxE2, locale);

  const steps = sections
    .map((text) => ({ text, number: toBigNumber(text) }))
    .filter((step): step is { text: string; number: BigNumber } => step.number !== null && step.number.gte(1) && step.number.times(100).lte(cap));
  const current = toBigNumber(value);

  // The slider moves in whole multiples; a leverage past the bound is clamped to it (never past what is allowed).
  // Everything here is an integer ×100 (E2): a typed 5.1 is 510, never 5.1 × 100 in floating point.
  const setFromSlider = (text: string) => {
    const multiple = toBigNumber(text)?.integerValue(BigNumber.ROUND_FLOOR);
    if (!multiple) return;
    const e2 = multiple.times(100);
    onChange(e2.gt(limit.maxE2) && limit.maxE2 >= 100 ? new BigNumber(limit.maxE2).shiftedBy(-2).toFixed() : multiple.toFixed());
  };
  const sliderE2 = reading.ok ? Math.min(reading.e2, capMultiple * 100) : current !== null && current.gte(1) ? Math.min(current.integerValue(BigNumber.ROUND_FLOOR).toNumber(), capMultiple) * 100 : 100;
  const sliderValue = new BigNumber(sliderE2).shiftedBy(-2).toFixed();

  // The bound's reason, unless the error under the input already gives it (a refused value in a tier, or beyond the last).
  const errorExplains = !error && !reading.ok && (reading.reason === 'risk' || reading.reason === 'beyond');
  let note: string | undefined;
  if (!errorExplains && limit.binding) {
    const worth = fig(quoteText(contract, limit.binding.valueUnits, coin, locale));
    const lastLimit = fig(quoteText(contract, contract.tiers[contract.tiers.length - 1].limit, coin, locale));
    if (limit.maxE2 === 0) note = t('leverage.noneAllowed', { value: worth, limit: lastLimit });
    else if (limit.binding.tier === null) note = t('leverage.refusedBeyond', { max: fig(maxText), value: worth, limit: lastLimit });
    else note = t('leverage.refusedRisk', { max: fig(maxText), value: worth, tier: limit.binding.tier.id, tierMax: fig(leverageText(limit.binding.tier.maxLeverageE2, locale)) });
  } else if (!errorExplains) {
    const first = contract.tiers[0];
    note = t('leverage.tierNote', { max: fig(maxText), limit: fig(quoteText(contract, first.limit, coin, locale)), tier: first.id });
  }
  const name = label ?? t('leverage.label');
  const bounds = limit.maxE2 >= 100 ? t('leverage.bounds', { min: fig(leverageText(100, locale)), max: fig(maxText) }) : undefined;

  return (
    <div className="tb-fu-leverage">
      <Field label={name} hint={bounds} error={error ?? ownError} required>
        {(control) => {
          const describedBy = [control['aria-describedby'], note ? noteId : ''].filter(Boolean).join(' ') || undefined;
          return (
            <>
              <div className="tb-fu-leverage__row">
                <input
                  type="range"
                  className="tb-fu-leverage__slider"
                  min={1}
                  max={capMultiple}
                  step={1}
                  value={sliderValue}
                  onChange={(event) => setFromSlider(event.target.value)}
                  disabled={disabled || limit.maxE2 < 100}
                  aria-label={name}
                  aria-valuetext={leverageText(sliderE2, locale)}
                  aria-describedby={describedBy}
                />
                <NumberInput {...control} aria-describedby={describedBy} className="tb-fu-leverage__input" value={value} onChange={onChange} decimals={2} suffix="x" disabled={disabled} />
              </div>
              <div className="tb-fu-leverage__steps" role="group" aria-label={t('leverage.steps')}>
                {steps.map((step) => (
                  <button
                    key={step.text}
                    type="button"
                    className="tb-fu-leverage__step"
                    aria-pressed={current !== null && current.eq(step.number)}
                    disabled={disabled || step.number.times(100).gt(limit.maxE2)}
                    onClick={() => onChange(step.number.toFixed())}
                  >
                    <bdi dir="ltr">{leverageText(step.number.times(100).toNumber(), locale)}</bdi>
                  </button>
                ))}
              </div>
            </>
          );
        }}
      </Field>
      {note ? (
        <p id={noteId} className={`tb-fu-note${limit.binding ? ' tb-fu-note--warn' : ''}`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
