/**
 * The create page's part below the form on a phone, mounted only near the
 * screen (`WhenNearViewport`): the stress test and the job it runs. Its own
 * chunk (`sg-near`), loaded when it first comes near the screen: the stress
 * test, its strings and the form-to-engine mapping (engine-input.ts, the
 * shared spot rules) were parsed and run with the first screen's — the job
 * rebuilt and serialised on every render of the page — though a phone shows
 * none of it before the trader scrolls past the form (issue 30: spot grid's
 * first route over its 25 KB budget).
 */
import { useMemo } from 'react';
import { StressTest } from '@tb/feature-bot-pages';
import type { StressJob } from '@tb/engine';
import type { SpotSymbolItem } from '../api/types';
import { engineInput, engineMarket } from './engine-input';
import type { GridFormValues } from './form';

// the stress test's engine and worker, fetched on its first run
const loadStress = () => import(/* webpackChunkName: "stress" */ './stress-load');

export interface SpotStressTestProps {
  readonly item: SpotSymbolItem;
  readonly values: GridFormValues;
  /** Whether the form passed its checks: the job is null until it has. */
  readonly valid: boolean;
  readonly trailingStopAllowed: boolean;
  /** The pair's live price, read when the page renders (a form change), not on every quote batch. */
  readonly lastPrice: () => string | undefined;
  readonly locale: string;
}

/** The stress test on the form's parameters at today's price (issue 31; no job until the form is valid). */
export function SpotStressTest({ item, values, valid, trailingStopAllowed, lastPrice, locale }: SpotStressTestProps) {
  const price = lastPrice();
  // built once per change of what it reads, not on every render of the page (a tab, an answer elsewhere)
  const job = useMemo<StressJob | null>(
    () => (price && valid ? { kind: 'spot_grid', input: engineInput(values, trailingStopAllowed), market: engineMarket(item), lastPrice: price } : null),
    [item, price, valid, values, trailingStopAllowed],
  );
  return <StressTest job={job} locale={locale} load={loadStress} />;
}
