import { useId } from 'react';
import { ChoiceGroup, NumberInput } from '@tb/ui';
import { useDcaT } from '../i18n';
import type { Formats } from '../detail/format';
import { FREQUENCY_UNITS, frequencySeconds, wholestUnit, type FrequencyChoice, type FrequencyUnit } from './frequency';

/** The radio value of the custom choice (presets are their seconds). */
const CUSTOM = 'custom';

export interface FrequencyFieldProps {
  value: FrequencyChoice;
  presets: readonly number[];
  min: number;
  max: number;
  error?: string;
  formats: Formats;
  onChange: (value: FrequencyChoice) => void;
  onBlur: () => void;
}

/**
 * How often to buy: the presets as a radio group (each named in words, e.g.
 * "4 hours"), plus "Custom" with a number and a unit. The bounds are shown,
 * and the chosen interval is read back in words ("Buys every 1 hour, 30
 * minutes"), so a custom "90 minutes" is not misread.
 */
export function FrequencyField({ value, presets, min, max, error, formats, onChange, onBlur }: FrequencyFieldProps) {
  const t = useDcaT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const readsId = `${id}-reads`;
  const seconds = frequencySeconds(value);
  const describedBy = [hintId, error ? errorId : '', seconds !== null && !error ? readsId : ''].filter(Boolean).join(' ');

  const choosePreset = (s: number) => onChange({ mode: 'preset', seconds: s });
  const chooseCustom = () => {
    if (value.mode === 'custom') return;
    onChange({ mode: 'custom', ...wholestUnit(value.seconds) });
  };

  return (
    <ChoiceGroup<string>
      look="chips"
      role="group"
      className={`dca-section${error ? ' dca-section--invalid' : ''}`}
      legend={t('create.frequency.legend')}
      value={value.mode === 'custom' ? CUSTOM : String(value.seconds)}
      onChange={(choice) => (choice === CUSTOM ? chooseCustom() : choosePreset(Number(choice)))}
      options={[...presets.map((preset) => ({ value: String(preset), label: formats.duration(preset) })), { value: CUSTOM, label: t('create.frequency.custom') }]}
      onBlur={onBlur}
      describedBy={describedBy}
    >
      {value.mode === 'custom' ? (
        <div className="dca-custom">
          <label className="tb-field">
            <span className="tb-field__label">{t('create.frequency.value')}</span>
            <NumberInput
              value={value.value}
              decimals={4}
              onChange={(text) => onChange({ ...value, value: text })}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </label>
          <label className="tb-field">
            <span className="tb-field__label">{t('create.frequency.unit')}</span>
            <select className="tb-select dca-select" value={value.unit} onChange={(event) => onChange({ ...value, unit: event.target.value as FrequencyUnit })}>
              {FREQUENCY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`create.frequency.units.${unit}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <p id={hintId} className="tb-field__hint">
        {t('create.frequency.hint', { min: formats.duration(min), max: formats.duration(max) })}
      </p>
      {error ? (
        <p id={errorId} className="tb-field__error" role="alert">
          {error}
        </p>
      ) : seconds !== null ? (
        <p id={readsId} className="dca-reads" aria-live="polite">
          {t('create.frequency.reads', { duration: formats.duration(seconds) })}
        </p>
      ) : null}
    </ChoiceGroup>
  );
}
