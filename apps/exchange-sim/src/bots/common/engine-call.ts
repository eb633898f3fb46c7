/**
 * Engine calls from a bot service: engine input errors become 400 refusals
 * naming the API field.
 */
import { type BotFailure } from '@tb/contracts';
import { DecimalError, EngineInputError, ExactRangeError } from '@tb/engine';
import { invalid } from './results';

/**
 * Runs engine code; malformed input (off the tick grid, too many decimals,
 * amounts beyond the exact range) becomes a 400 naming the field in the API's
 * spelling.
 */
export function engineCall<T>(fn: () => T, rename: Record<string, string> = {}): T | BotFailure {
  try {
    return fn();
  } catch (error) {
    if (error instanceof EngineInputError) {
      const field = rename[error.field] ?? API_FIELD[error.field] ?? error.field;
      return invalid(`${field}: ${error.message.slice(error.field.length + 2)}`);
    }
    if (error instanceof DecimalError) return invalid(error.message);
    if (error instanceof ExactRangeError) return invalid(`amount too large: ${error.message}`);
    throw error;
  }
}

/** Engine field names → API field names. */
const API_FIELD: Record<string, string> = {
  take_profit_percent: 'take_profit_per',
  stop_loss_percent: 'stop_loss_per',
  quote_investment: 'quote_investment',
  base_investment: 'base_investment',
};
