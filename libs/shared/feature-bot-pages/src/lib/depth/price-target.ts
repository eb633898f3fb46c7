import { useCallback, useMemo, useState } from 'react';

/** A price input the depth panel can fill: its visible label and its setter. */
export interface PriceTargetField {
  label: string;
  set: (price: string) => void;
}

export interface PriceTarget {
  /** The field a picked price goes to (the last price input focused, else the first offered). */
  field: PriceTargetField | null;
  /** Spread onto a price input (`onFocus`), so a later pick fills that input. */
  track: (name: string) => { onFocus: () => void };
  /** Puts a price into the current field. */
  pick: (price: string) => void;
}

/**
 * "Clicking a price fills the focused price input" (issue 15): focus moves to
 * the book's button when it is clicked, so the page remembers the last price
 * input that had focus. `fields` are the page's price inputs now shown, in
 * order (a hidden input cannot be the target: the first shown one is).
 */
export function usePriceTarget(fields: Readonly<Record<string, PriceTargetField>>): PriceTarget {
  const [focused, setFocused] = useState<string | null>(null);
  const names = Object.keys(fields);
  const current = focused !== null && fields[focused] ? focused : (names[0] ?? null);
  const field = current !== null ? fields[current] : null;
  const track = useCallback((name: string) => ({ onFocus: () => setFocused(name) }), []);
  const pick = useCallback((price: string) => field?.set(price), [field]);
  return useMemo(() => ({ field, track, pick }), [field, track, pick]);
}
