/**
 * The create page's stress test of the form's combo at today's prices, in a
 * chunk of its own (`combo-near`): it mounts when it first comes near the
 * screen (`WhenNearViewport`), below the form on a phone, so its code (the
 * stress section and its strings) is not parsed and run with the first
 * screen's, which does not show it (issue 30: the remote's first route over
 * its 40 KB budget). Like the per-leg split (./LivePriceParts.tsx) it reads the
 * live quotes itself, so a quote re-renders this part alone.
 */
import type { SymbolConfigCache } from '@tb/data-access-symbols';
import type { ComboContracts, ComboInput } from '@tb/engine';
import { StressTest, useLastPrices } from '@tb/futures-feature';

export interface LiveStressProps {
  readonly input: ComboInput | null;
  readonly legSymbols: readonly string[];
  readonly allReady: boolean;
  readonly contracts: ComboContracts;
  readonly cache: SymbolConfigCache;
  readonly locale: string;
}

/** The stress test of the form's combo at today's prices (null job while the form or a price is missing). */
export default function LiveStress({ input, legSymbols, allReady, contracts, cache, locale }: LiveStressProps) {
  const lastPrices = useLastPrices(legSymbols, cache);
  return <StressTest job={input && allReady && legSymbols.every((s) => lastPrices[s]) ? { kind: 'combo', input, contracts, lastPrices } : null} locale={locale} />;
}
