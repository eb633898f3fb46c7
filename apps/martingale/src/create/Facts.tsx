import type { ReactNode } from 'react';
import { Fact } from '@tb/ui';

/** One figure of a list: its name, its value, and whether the value is a figure kept left to right. */
export type FactItem = readonly [term: string, value: ReactNode, ltr?: boolean];

/** A `<dl>` of figures (the create page's AI cards, confirmation and backtest summary). */
export function Facts({ items }: { items: readonly FactItem[] }) {
  return (
    <dl className="mart-facts">
      {items.map(([term, value, ltr]) => (
        <Fact key={term} term={term} ltr={ltr}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}
