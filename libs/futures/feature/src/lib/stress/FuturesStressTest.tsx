import type { StressJob } from '@tb/engine';
import { StressTest as SharedStressTest } from '@tb/feature-bot-pages';

export interface StressTestProps {
  /** The form's parameters as the kind's backtest takes them; null while the form is incomplete. */
  readonly job: StressJob | null;
  readonly locale: string;
}

/** The engine and the worker, fetched on the first run (their own chunk). */
const load = () => import(/* webpackChunkName: "futures-stress" */ './stress-load');

/** The shared stress test (@tb/feature-bot-pages) with the futures lib's worker. */
export function StressTest(props: StressTestProps) {
  return <SharedStressTest job={props.job} locale={props.locale} load={load} />;
}
