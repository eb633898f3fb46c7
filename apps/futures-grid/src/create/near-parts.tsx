/**
 * The create page's parts that mount only near the screen (`WhenNearViewport`):
 * the levels over the recent price, the funding countdown and the stress
 * test. Their own chunk (`fg-near`), loaded when they first come near the
 * screen: on a phone they sit below the form, and their code (the range
 * chart, the funding countdown, the stress test and its strings) was parsed
 * and run with the first screen's, which does not show them (issue 30: the
 * remote's first route over its 40 KB budget).
 */
import { StressTest, SymbolFunding } from '@tb/futures-feature';
import type { FuturesContract } from '@tb/engine';
import { useServerClock } from '@tb/feature-bot-pages';
import { useFuturesGridKlinesQuery } from '../api/create-endpoints';
import type { FgridFormValues } from './form';
import { CHART_CANDLES, LevelsChart } from './LevelsChart';

/**
 * The contract's funding rate and countdown. Every kline answer is a reading
 * of the exchange's clock, and the countdown runs on it: read here, the
 * answers' arrival re-renders this part alone, not the whole page (issue 30).
 */
function ContractFunding({ symbol }: { symbol: string }) {
  const clock = useServerClock(useFuturesGridKlinesQuery({ symbol, ...CHART_CANDLES }).fulfilledTimeStamp);
  return <SymbolFunding symbol={symbol} clock={clock} headingLevel={2} />;
}

/** The grid's levels on the last week's prices, then the funding countdown. */
export function ChartAndFunding(props: { symbol: string; values: FgridFormValues; contract: FuturesContract; tickSize: string; lastPrice?: string }) {
  return (
    <>
      <LevelsChart {...props} />
      <ContractFunding symbol={props.symbol} />
    </>
  );
}

export { StressTest };
