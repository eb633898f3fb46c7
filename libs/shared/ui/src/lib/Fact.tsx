import type { ReactNode } from 'react';

export type FactProps = {
  /** What the figure is (the `<dt>`). */
  term: ReactNode;
  /** The figure (the `<dd>`). */
  children: ReactNode;
  /**
   * Keep the value left to right inside a right-to-left page (figures, prices,
   * pairs, ids): wraps it in `<bdi dir="ltr">` so "−0.15" never reads ".15-".
   */
  ltr?: boolean;
  className?: string;
};

/**
 * One term and its value inside a `<dl>`: the one way every page lists
 * figures (summaries, confirmations, AI cards, follow details), so the
 * grouping `<div>` and the right-to-left rule for figures are written once.
 */
export function Fact({ term, children, ltr = false, className }: FactProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{ltr ? <bdi dir="ltr">{children}</bdi> : children}</dd>
    </div>
  );
}
