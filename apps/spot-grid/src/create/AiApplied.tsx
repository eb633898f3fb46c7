import { useT } from '@tb/i18n';
import { formatPrice } from '@tb/util-format';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues } from '../lib/form';
import type { StyleKey } from './AiPanel';

type Changed = 'minPrice' | 'maxPrice' | 'cellNumber' | 'gridType';
const ORDER: readonly Changed[] = ['minPrice', 'maxPrice', 'cellNumber', 'gridType'];

export interface AiChange {
  field: Changed;
  from: string;
  to: string;
}

/** Every value an AI style changes in the form, in the form's order (values it leaves as they were are not listed). */
export function aiChanges(before: GridFormValues, patch: Partial<Pick<GridFormValues, Changed>>): AiChange[] {
  return ORDER.flatMap((field) => {
    const to = patch[field];
    return to !== undefined && to !== before[field] ? [{ field, from: before[field], to }] : [];
  });
}

/**
 * Above the manual form after an AI style was applied: which style, and each
 * value it changed, before → after (a grid type switch is said, never silent).
 */
export function AiApplied({ style, changes, tickSize }: { style: StyleKey; changes: readonly AiChange[]; tickSize: string }) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const name = t(`ai.${style}`);
  const shown = (field: Changed, value: string) => {
    if (value === '') return t('ai.empty');
    if (field === 'gridType') return value === 'geometric' ? t('create.geometric') : t('create.arithmetic');
    return field === 'cellNumber' ? value : formatPrice(value, { tickSize, locale });
  };
  const label = { minPrice: t('create.lowerPrice'), maxPrice: t('create.upperPrice'), cellNumber: t('create.cellNumber'), gridType: t('create.gridType') };
  if (changes.length === 0) {
    return (
      <p className="sg-banner" role="status">
        {t('ai.unchanged', { style: name })}
      </p>
    );
  }
  return (
    <div className="sg-banner sg-ai-applied" role="status">
      <p>{t('ai.applied', { style: name })}</p>
      <ul data-testid="ai-changes">
        {changes.map((c) => (
          <li key={c.field}>{t('ai.change', { field: label[c.field], from: shown(c.field, c.from), to: shown(c.field, c.to) })}</li>
        ))}
      </ul>
    </div>
  );
}
