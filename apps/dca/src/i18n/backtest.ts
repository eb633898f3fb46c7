/** Imported by the backtest preview: adds its English strings to the `dca` namespace when it loads. */
import { enBacktest } from './en-backtest';
import { dcaStrings } from './index';

dcaStrings.addEnglish(enBacktest);
