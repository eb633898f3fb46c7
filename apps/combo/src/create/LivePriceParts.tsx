import { memo, useMemo } from 'react';
import type { SymbolConfigCache } from '@tb/data-access-symbols';
import type { ComboContracts, ComboInput, ComboLegEstimate } from '@tb/engine';
import { useOnDemand } from '@tb/feature-bot-pages';
import { useLastPrices, type FuturesContractState } from '@tb/futures-feature';
import { comboPrices } from './form';
import { SplitTable } from './SplitTable';

// the engine's per-leg estimate: fetched on the trader's first move on the form (./estimator.ts)
const loadEstimator = () => import(/* webpackChunkName: "combo-estimate" */ './estimator');

/**
 * The parts of the create page that follow today's prices: the per-leg split
 * here, the stress test in ./LiveStress.tsx (its own chunk). Each reads the live quotes itself (`useLastPrices`),
 * so a quote re-renders these parts alone, never the whole form (issue 30:
 * whole-page re-renders driven by live prices were most of the page's
 * main-thread work after its first paint).
 */
export interface LiveSplitProps {
  /** The form's engine input keyed by content ('' while the form is incomplete). */
  readonly inputKey: string;
  readonly legSymbols: readonly string[];
  readonly allReady: boolean;
  readonly contracts: ComboContracts;
  readonly states: Readonly<Record<string, FuturesContractState>>;
  readonly coin: string;
  /** The trader moved on the form: the estimator is fetched now, before any figure is complete. */
  readonly engaged: boolean;
  readonly cache: SymbolConfigCache;
}

/** The per-leg split at today's prices (the engine's estimate: the simulator opens the legs the same way); rendered again only when what it reads changes. */
export const LiveSplit = memo(function LiveSplit({ inputKey, legSymbols, allReady, contracts, states, coin, engaged, cache }: LiveSplitProps) {
  const lastPrices = useLastPrices(legSymbols, cache);
  // fetched when the trader first moves on the form (focus, pointer) or the form arrives complete (a copy, the daily pick)
  const engine = useOnDemand(loadEstimator, engaged || inputKey !== '');
  const estimates = useMemo<ComboLegEstimate[] | null>(() => {
    const settled = inputKey === '' ? null : (JSON.parse(inputKey) as ComboInput);
    const prices = allReady && settled ? comboPrices(settled.symbol_settings.map((leg) => leg.symbol), contracts, lastPrices) : null;
    if (!settled || !prices || !engine) return null;
    try {
      return engine.estimateComboLegs(settled, contracts, prices);
    } catch {
      // the engine refuses this shape (the API's 400): the form says what is wrong at its fields
      return null;
    }
  }, [engine, inputKey, allReady, contracts, lastPrices]);
  return <SplitTable estimates={estimates} contracts={states} coin={coin} />;
});
