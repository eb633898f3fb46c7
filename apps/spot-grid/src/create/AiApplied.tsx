import { useMemo } from 'react';
import { useT } from '@tb/i18n';
import { formatPrice } from '@tb/util-format';
import { NAMESPACE, type Translations } from '../i18n';
import { aiChanges, type AiChange, type Changed } from './ai-changes';
import type { GridFormValues } from './form';
import type { StyleKey } from './AiPanel';

export { aiChanges, type AiChange } from './ai-changes';

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

/**
 * The same, from the form before the style and the style's values: the
 * changes are worked out here, in the AI panel's chunk, not in the create
 * page's first route (issue 30).
 */
export function AiAppliedFrom({ style, before, patch, tickSize }: { style: StyleKey; before: GridFormValues; patch: Partial<GridFormValues>; tickSize: string }) {
  const changes = useMemo(() => aiChanges(before, patch), [before, patch]);
  return <AiApplied style={style} changes={changes} tickSize={tickSize} />;
}
