import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A create form's draft that survives its area's error boundary (issue 32:
 * "when the boundary does catch, what the trader typed survives Retry").
 *
 * Design (the spec is silent): the values as typed are kept in the tab's
 * `sessionStorage` under `tb:create-draft:<kind>` on every change, and a
 * create page that mounts without a copy source (`?copy=`, `?pick=`) starts
 * from them. Retry remounts the area, so the form comes back as it was; so
 * does a reload of the tab. Session storage, not the URL: the draft can hold
 * the half-typed text that was refused (the URL would carry it into shared
 * links and history), it stays in the tab, and it ends with it. A created
 * bot clears the draft (`clear`), so the next create starts fresh.
 *
 * What is read back is hostile until checked: only the keys of the form's
 * own defaults are taken, each only when it has the default's type (strings
 * stay strings, arrays of objects are taken as the form's own structure is
 * checked by its readers), and anything unreadable is ignored.
 */
export const DRAFT_PREFIX = 'tb:create-draft:';
/** How long the typing must pause before the draft is written (ms). */
export const DRAFT_PAUSE_MS = 250;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The stored draft merged onto `defaults` (same keys, same types), or null when there is none. */
export function readDraft<T extends object>(kind: string, defaults: T): T | null {
  const text = storage()?.getItem(DRAFT_PREFIX + kind);
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  let taken = 0;
  for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const sameType = Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback && value !== null;
    if (!sameType) continue;
    if (typeof value === 'string' && value.length > 200) continue;
    out[key] = value;
    taken += 1;
  }
  return taken > 0 ? (out as T) : null;
}

export function writeDraft(kind: string, values: unknown): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + kind, JSON.stringify(values));
  } catch {
    // storage full or denied: the draft is a convenience
  }
}

export function clearDraft(kind: string): void {
  try {
    storage()?.removeItem(DRAFT_PREFIX + kind);
  } catch {
    // nothing to clear
  }
}

/**
 * `useState` for a create form whose values are kept as a draft (module
 * comment). `restore`: false when the form starts from a copy source, which
 * wins over a draft. Returns the state, its setter and `clear` (call it once
 * the bot is created).
 */
export function useFormDraft<T extends object>(kind: string, defaults: T | (() => T), restore = true): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [values, setValues] = useState<T>(() => {
    const base = typeof defaults === 'function' ? (defaults as () => T)() : defaults;
    return (restore ? readDraft(kind, base) : null) ?? base;
  });
  const cleared = useRef(false);
  // the values last committed: a render that threw never gets here, so Retry does not bring back the value that broke it
  const latest = useRef(values);
  // written once the typing pauses (a synchronous storage write per keystroke is felt on a slow phone), and when the form goes
  useEffect(() => {
    latest.current = values;
    const timer = setTimeout(() => {
      if (!cleared.current) writeDraft(kind, values);
    }, DRAFT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [kind, values]);
  useEffect(
    () => () => {
      if (!cleared.current) writeDraft(kind, latest.current);
    },
    [kind],
  );
  const clear = useCallback(() => {
    cleared.current = true;
    clearDraft(kind);
  }, [kind]);
  return [values, setValues, clear];
}
