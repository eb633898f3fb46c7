import type { GridFormValues } from './form';

export type Changed = 'minPrice' | 'maxPrice' | 'cellNumber' | 'gridType';
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
