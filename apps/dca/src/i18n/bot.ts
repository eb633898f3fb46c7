/**
 * Imported by the bot pages (detail, history, round, close detail): adds the
 * English strings only they use to the `dca` namespace when their chunk loads.
 */
import { enBot } from './en-bot';
import { dcaStrings } from './index';

dcaStrings.addEnglish(enBot);
