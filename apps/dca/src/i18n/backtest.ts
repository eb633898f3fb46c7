/** Imported by the backtest preview: adds its English strings to the `dca` namespace when it loads. */
import { enBacktest } from './en-backtest';
import { addDcaBundle } from './index';

addDcaBundle('en', enBacktest);
