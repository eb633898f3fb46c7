/**
 * Martingale input at the boundary: strings parsed to integers and exact
 * rates. Malformed values (not a decimal, off the tick, more decimals than
 * allowed, an unknown mode) throw EngineInputError naming the API field —
 * the API's 400; values outside their ranges are validate.ts's check codes.
 */
import { EngineInputError, type MarketRules, type Rate, parseRate, priceToTicks, quoteToUnits } from '../core/rules';
import { leverageE2Of } from '../futures/contract';
import type { MartingaleLimitInput, MartingaleMode } from './types';

/** The input compiled; fields FM-1 may leave out are null when absent. */
export interface CompiledMartingaleInput {
  readonly mode: MartingaleMode;
  /** Leverage ×100 as given (ranges are validate.ts's). */
  readonly leverageE2: number;
  readonly priceFloat: Rate | null;
  readonly addMultiplier: Rate | null;
  readonly maxAdds: number | null;
  readonly initMargin: number | null;
  readonly roundTp: Rate | null;
  readonly sl: Rate | null;
  readonly autoCycle: boolean;
  readonly entryTicks: number | null;
}

const given = (v: string | undefined): v is string => v !== undefined && v !== '';

export { leverageE2Of };

/** Parses FM-1 / FM-2 fields (module comment). */
export function compileMartingaleInput(m: MarketRules, input: MartingaleLimitInput): CompiledMartingaleInput {
  if (input.mode !== 'long' && input.mode !== 'short') throw new EngineInputError('martingale_mode', 'must be long (1) or short (2)');
  const n = input.addPositionNum;
  if (n !== undefined && (!Number.isSafeInteger(n) || n < 0)) throw new EngineInputError('add_position_num', 'must be a non-negative integer');
  return {
    mode: input.mode,
    leverageE2: leverageE2Of(input.leverage),
    priceFloat: given(input.priceFloatPercent) ? parseRate(input.priceFloatPercent, 'price_float_percent') : null,
    addMultiplier: given(input.addPositionPercent) ? parseRate(input.addPositionPercent, 'add_position_percent') : null,
    maxAdds: n ?? null,
    initMargin: given(input.initMargin) ? quoteToUnits(m, input.initMargin, 'init_margin', 'down') : null,
    roundTp: given(input.roundTpPercent) ? parseRate(input.roundTpPercent, 'round_tp_percent') : null,
    sl: given(input.slPercent) ? parseRate(input.slPercent, 'sl_percent') : null,
    autoCycle: input.autoCycle !== false,
    entryTicks: given(input.entryPrice) ? priceToTicks(m, input.entryPrice, 'entry_price') : null,
  };
}
