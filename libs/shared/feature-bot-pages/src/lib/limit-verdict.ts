import { useMemo, useState } from 'react';
import { skipToken, type ApiError } from '@tb/data-access-api';
import { useDebounced } from '@tb/ui';

/** What an RTK Query limit hook gives back (the part the verdict reads). */
export interface LimitQueryState<R> {
  data?: R;
  isFetching: boolean;
  error?: unknown;
}

export interface LimitVerdictOptions<B, R> {
  /** Ask the exchange (a logged-in trader); false: the engine's verdict only (the limit calls are private). */
  ask: boolean;
  /** The kind's RTK Query limit hook (`useXxxLimitQuery`), called with the settled body or skipToken. */
  useLimitQuery: (arg: B | typeof skipToken) => LimitQueryState<R>;
  /** The engine’s own validation of a body (the pure function the simulator runs), or undefined when it cannot answer; keep it stable (useCallback) — it reruns when it changes. */
  local: (body: B) => R | undefined;
  /** How long typing must pause before the body is checked (ms, default 300). */
  pauseMs?: number;
}

export interface LimitVerdict<R> {
  /** Every bound and the check code for the form as typed (the exchange's for a trader, the engine's for a visitor). */
  limits: R | undefined;
  /** The exchange is being asked. */
  checking: boolean;
  /** The exchange could not be asked (not a verdict on the inputs). */
  failure: ApiError | undefined;
}

/**
 * A create form's limit verdict (the bounds at every field and the check
 * code): the body settles for `pauseMs`, then a logged-in trader's page asks
 * the kind's private limit call; a visitor who is not logged in gets the
 * engine's own validation run in the page — the same pure function the
 * simulator answers with — instead of a 401 that would send them to log in
 * before they could try a value. `body` null: nothing to check yet.
 */
export function useLimitVerdict<B, R>(body: B | null, { ask, useLimitQuery, local, pauseMs = 300 }: LimitVerdictOptions<B, R>): LimitVerdict<R> {
  const key = body === null ? '' : JSON.stringify(body);
  const settledKey = useDebounced(key, pauseMs);
  const settled = useMemo(() => (settledKey === '' ? null : (JSON.parse(settledKey) as B)), [settledKey]);
  const query = useLimitQuery(ask && settled !== null ? settled : skipToken);
  const engine = useMemo(() => (!ask && settled !== null ? local(settled) : undefined), [ask, settled, local]);
  return {
    limits: ask ? (settled === null ? undefined : query.data) : engine,
    checking: ask && (settledKey !== key || query.isFetching),
    failure: ask ? (query.error as ApiError | undefined) : undefined,
  };
}

/**
 * A create form's submit that waits for the verdict in flight. A click on
 * Review while the exchange is still being asked about what was just typed
 * is held, and goes on (`go`: open the confirmation, or show the fields'
 * problems) in the render where the answer for the values on the screen is
 * in — so the verdict of earlier values (RTK Query keeps the last answer
 * while the next is fetched) never refuses, or lets through, what the
 * trader sees. `go` runs during that render (the page's own state setters
 * only: the React pattern for a state change derived from a render); with
 * nothing in flight it runs at once.
 */
export function useSubmitAfterVerdict(checking: boolean, go: () => void): () => void {
  const [held, setHeld] = useState(false);
  if (held && !checking) {
    setHeld(false);
    go();
  }
  return () => {
    if (checking) setHeld(true);
    else go();
  };
}
