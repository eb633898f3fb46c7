import { useEffect, useMemo, useState } from 'react';
import { skipToken, type ApiError } from '@tb/data-access-api';
import type { FuturesGridValidateBody } from '@tb/contracts';
import type { FuturesGridValidation } from '@tb/engine';
import { isSuccessCode, useOnDemand } from '@tb/feature-bot-pages';
import type { FuturesContractState } from '@tb/futures-feature';
import { useFuturesGridValidateQuery } from '../api/create-endpoints';
import { toEngineInput, toValidateBody, type FgridFormValues } from './form';

/** The engine's validator, fetched on demand (./validator.ts). */
const loadValidator = () => import(/* webpackChunkName: "fg-validate" */ './validator');

/** How long the typing must pause before the exchange is asked (ms). */
export const VALIDATE_PAUSE_MS = 350;

export interface Verdict {
  /** The ranges, check code and estimates shown now: the exchange's answer for what is typed, else the engine's own (the same code, run here). */
  readonly result: FuturesGridValidation | null;
  /** The engine's verdict of what is typed, this very keystroke (the live liquidation estimate). */
  readonly live: FuturesGridValidation | null;
  /** The exchange's answer is for the values typed now. */
  readonly confirmed: boolean;
  /** The exchange's answer, or the engine's, is on its way for what is typed. */
  readonly checking: boolean;
  /** The exchange could not be asked (time-out, network): not a verdict on the inputs. */
  readonly failure: ApiError | undefined;
}

/**
 * The validator's verdict as the trader types. The engine's
 * `validateFuturesGrid` runs on every change in the page (exact integers,
 * the contract compiled from the symbol cache, the last price on the tick),
 * so the liquidation estimate and the profit per grid follow each keystroke;
 * validate-fgrid-input is asked once the typing pauses, and its answer
 * (authoritative: the exchange's own contract and price) replaces the local
 * one while the values are unchanged. `ask`: false for a visitor who is not
 * logged in (the validator is private): the engine's verdict alone.
 *
 * Nothing refused is sent (issue 32): `exact` is null while a field has a
 * problem (`readForm`), and the exchange is asked only about values the
 * engine's own verdict (the same code the exchange runs) finds valid; a
 * failing verdict is shown at its field from the engine's answer. The
 * estimate beside the form and the confirmation both show `result`: one
 * computation, the same figures.
 *
 * The engine's validator is not in the first route: it is fetched when the
 * trader first `engaged` the form (focus or pointer, well before the figures
 * are complete) or when the values are complete (a copy's), and counts as
 * checking until it arrives.
 */
export function useVerdict(exact: FgridFormValues | null, futures: FuturesContractState, lastPrice: string | undefined, ask = true, engaged = false): Verdict {
  const body = useMemo(() => toValidateBody(exact), [exact]);
  const key = body ? JSON.stringify(body) : '';
  const [asked, setAsked] = useState<{ key: string; body: FuturesGridValidateBody } | null>(null);
  useEffect(() => {
    if (!body) return undefined;
    const timer = setTimeout(() => setAsked({ key, body }), VALIDATE_PAUSE_MS);
    return () => clearTimeout(timer);
    // `key` stands for `body`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const input = useMemo(() => toEngineInput(exact), [exact]);
  const symbol = exact?.symbol ?? '';
  const engine = useOnDemand(loadValidator, engaged || input !== null);
  const live = useMemo(() => {
    if (!engine || !input || futures.status !== 'ready' || !lastPrice) return null;
    try {
      return engine.validateFuturesGrid(input, futures.contract, { symbol, baseCoin: futures.config.base, quoteCoin: futures.config.quote, lastPrice });
    } catch {
      // an input the engine cannot take (its own refusal, or a figure past exact integers): no estimate, and nothing is sent
      return null;
    }
  }, [engine, input, symbol, futures, lastPrice]);
  // a visitor who is not logged in gets the engine's verdict alone (the validator is a private call);
  // a trader's values go to the exchange only once the engine finds them valid
  const locallyValid = !!live && isSuccessCode(live.check_code);
  const query = useFuturesGridValidateQuery(ask && asked && body && asked.key === key && locallyValid ? asked.body : skipToken);

  const confirmed = !!body && asked?.key === key && !query.isFetching && !!query.data;
  const server = confirmed ? (query.data as unknown as FuturesGridValidation) : null;
  return {
    result: server ?? live,
    live,
    confirmed,
    checking: (ask && !!body && locallyValid && (asked?.key !== key || query.isFetching)) || (input !== null && engine === null),
    failure: asked?.key === key ? (query.error as ApiError | undefined) : undefined,
  };
}
