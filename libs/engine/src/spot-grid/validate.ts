/**
 * SG-1 validate-input: allowed ranges and one check code.
 *
 * The API documents the fields and codes but not the bounds; this engine
 * uses (documented choices):
 * - prices: within [last / 10, last × 10]; max_price ≥ min_price + 2 ticks;
 * - cell_number: 2 … the largest N ≤ 200 whose rounded levels are distinct
 *   and whose every cell still earns more than two maker fees per round trip;
 * - investment: from the smallest to the largest quantity per cell that every
 *   order allows over the grid's life (minQty/minNotional at the lowest level,
 *   maxQty/maxNotional at the highest: core.ts quantityBounds), costed exactly with the initial market order
 *   at the start price (the entry price if given, else the last price). In
 *   base+quote mode the range is the total value in quote at the last price;
 * - base_investment: the same in base lots (base-only funding);
 * - stop_loss (price): [1 tick, min(last, min_price) − 1 tick];
 * - take_profit (price): [max(last, max_price) + 1 tick, unbounded];
 *   percent TP/SL ranges are fractions of the investment: TP [0.0001, 10],
 *   SL [0.0001, 0.99]; the `take_profit`/`stop_loss` ranges are reported in
 *   the unit of the chosen TP/SL type;
 * - entry_price: [last / 10, last × 10];
 * - ts_percent: 0 (off) or [0.001, 0.99]; "0" … "0" when the symbol has no
 *   trailing stop;
 * - limit_up_price: [the level above max_price, last × 10].
 * Codes are checked in the order prices, grid count, investment, entry, TP,
 * SL, trailing stop, trailing up; the first failure is returned.
 */
import { type MarketRules, type Rate, EngineInputError, compileRules, lotsToQty, minLotsAt, notional, priceToTicks, quoteToUnits, qtyToLots, ticksToPrice } from '../core/rules';
import { type GridType, gridLevels, levelAt, maxCellCount, nearestLevel, profitRangeDecimal } from '../common/grid-levels';
import { buyReserve, maxBuyLots } from '../common/orders';
import { compileTpSl, tpSlUses } from '../common/stops';
import { quoteBound, range, rateVersusRange } from '../common/ranges';
import { baseFunding, gridNeeds, planPosition, quantityBounds, quoteFunding } from './core';
import { type DecimalRange, type SpotCheckCode, type SpotGridInput, type SpotGridValidation, type SpotInvestMode, type SpotMarket, type SpotGridConfig, SPOT_CHECK_SUCCESS } from './types';

export const CELL_NUMBER_MAX = 200;
export const TS_PERCENT_MIN = '0.001';
export const TS_PERCENT_MAX = '0.99';
export const TP_PERCENT_RANGE: DecimalRange = { from: '0.0001', to: '10' };
export const SL_PERCENT_RANGE: DecimalRange = { from: '0.0001', to: '0.99' };
export const TS_PERCENT_RANGE: DecimalRange = { from: TS_PERCENT_MIN, to: TS_PERCENT_MAX };
const MAX_TICKS = 2_147_483_647;

/** Input compiled to integers (prices in ticks, funds in quote units / lots). */
export interface CompiledSpotInput {
  readonly m: MarketRules;
  readonly lastTicks: number;
  readonly config: SpotGridConfig;
  readonly quote: number;
  readonly base: number;
}

function optional(v: string | undefined): v is string {
  return v !== undefined && v !== '';
}

/** Parses and type-checks the input; malformed values throw EngineInputError naming the field. */
export function compileSpotInput(input: SpotGridInput, market: SpotMarket): CompiledSpotInput {
  const m = compileRules(market.rules);
  const lastTicks = priceToTicks(m, market.lastPrice, 'lastPrice');
  const gridType: GridType = input.gridType ?? 'arithmetic';
  if (gridType !== 'arithmetic' && gridType !== 'geometric') throw new EngineInputError('grid_type', 'must be arithmetic or geometric');
  const investMode: SpotInvestMode = input.investMode ?? 'quote';
  if (!['quote', 'base', 'base_and_quote'].includes(investMode)) throw new EngineInputError('invest_mode', 'must be quote, base or base_and_quote');
  if (!Number.isInteger(input.cellNumber) || input.cellNumber < 1) throw new EngineInputError('cell_number', 'must be a positive integer');
  const minTicks = priceToTicks(m, input.minPrice, 'min_price');
  const maxTicks = priceToTicks(m, input.maxPrice, 'max_price');
  let quote = 0;
  let base = 0;
  if (investMode !== 'base') {
    if (!optional(input.quoteInvestment)) throw new EngineInputError('quote_investment', 'is required for this invest mode');
    quote = quoteToUnits(m, input.quoteInvestment, 'quote_investment');
  }
  if (investMode !== 'quote') {
    if (!optional(input.baseInvestment)) throw new EngineInputError('base_investment', 'is required for this invest mode');
    base = qtyToLots(m, input.baseInvestment, 'base_investment', 'down');
  }
  const entryTicks = optional(input.entryPrice) ? priceToTicks(m, input.entryPrice, 'entry_price') : null;
  const tpSl = compileTpSl(m, input);
  const enableTrailing = input.enableTrailing === true;
  const limitUpTicks = enableTrailing && optional(input.limitUpPrice) ? priceToTicks(m, input.limitUpPrice, 'limit_up_price') : null;
  const entryDirection: -1 | 0 | 1 = entryTicks === null || entryTicks === lastTicks ? 0 : entryTicks < lastTicks ? -1 : 1;
  return {
    m,
    lastTicks,
    quote,
    base,
    config: {
      gridType,
      cellNumber: input.cellNumber,
      minTicks,
      maxTicks,
      investMode,
      entryTicks,
      entryDirection,
      ...tpSl,
      enableTrailing,
      limitUpTicks,
    },
  };
}

/** Largest cell count ≤ CELL_NUMBER_MAX with distinct levels and every cell profitable after fees (≥ 2, or 1 if none). */
export function maxCellNumber(type: GridType, minTicks: number, maxTicks: number, maker: Rate): number {
  return maxCellCount(type, minTicks, maxTicks, maker, CELL_NUMBER_MAX);
}

const lotsBound = (m: MarketRules, lots: number): string => (Number.isFinite(lots) ? lotsToQty(m, lots) : '');

/** Quote units needed to fund `q` lots per cell from quote alone, starting at `px`. */
function quoteCost(m: MarketRules, levels: readonly number[], gap: number, q: number, px: number): number {
  const need = gridNeeds(m, levels, gap, q);
  return quoteFunding(m, need.needQuote, need.needBase, px);
}

/** Lots needed to fund `q` lots per cell from base alone, starting at `px`. */
function baseCost(m: MarketRules, levels: readonly number[], gap: number, q: number, px: number): number {
  const need = gridNeeds(m, levels, gap, q);
  return baseFunding(m, need.needQuote, need.needBase, px);
}

/** SG-1: validates a spot grid configuration against the market. Throws EngineInputError on malformed input. */
export function validateSpotGrid(input: SpotGridInput, market: SpotMarket): SpotGridValidation {
  return validateCompiled(compileSpotInput(input, market), market.supportsTrailingStop !== false);
}

/** Validation of an already compiled input. */
export function validateCompiled(ci: CompiledSpotInput, supportsTs: boolean): SpotGridValidation {
  const { m, lastTicks: p, config: c } = ci;
  const tick = (t: number): string => ticksToPrice(m, t);
  const lo = Math.max(1, Math.ceil(p / 10));
  const hi = Math.min(MAX_TICKS, p * 10);
  const L = c.minTicks;
  const U = c.maxTicks;
  let code: SpotCheckCode = SPOT_CHECK_SUCCESS;
  const fail = (k: SpotCheckCode): void => {
    if (code === SPOT_CHECK_SUCCESS) code = k;
  };

  const minPriceRange = range(tick(lo), tick(Math.max(lo, Math.min(hi, U) - 2)));
  const maxPriceRange = range(tick(Math.min(hi, Math.max(lo, L) + 2)), tick(hi));
  if (L < lo) fail('SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW');
  else if (L > Math.min(hi, U) - 2) fail('SPOT_CHECK_CODE_LOW_PRICE_TOO_HIGH');
  if (U < Math.max(lo, L) + 2) fail('SPOT_CHECK_CODE_HIGH_PRICE_TOO_LOW');
  else if (U > hi) fail('SPOT_CHECK_CODE_HIGH_PRICE_TOO_HIGH');
  const pricesOk = code === SPOT_CHECK_SUCCESS;

  const maxCells = pricesOk ? maxCellNumber(c.gridType, L, U, m.maker) : CELL_NUMBER_MAX;
  const cellRange = range('2', String(Math.max(2, maxCells)));
  if (c.cellNumber < 2) fail('SPOT_CHECK_CODE_GRID_NO_TOO_LOW');
  else if (c.cellNumber > maxCells) fail('SPOT_CHECK_CODE_GRID_NO_TOO_HIGH');
  const gridOk = code === SPOT_CHECK_SUCCESS;

  let investment = range('', '');
  let baseInvestment = range('', '');
  let profit = range('', '');
  let cellDistance = '';
  let limitUp = range('', tick(hi));
  let plannedQ = 0;
  let levels: number[] = [];
  if (gridOk) {
    levels = gridLevels(c.gridType, L, U, c.cellNumber);
    profit = profitRangeDecimal(levels, m.maker);
    cellDistance = tick(levels[1] - levels[0]);
    limitUp = range(tick(levelAt(c.gridType, L, U, c.cellNumber, c.cellNumber + 1)), tick(hi));
    const px = c.entryTicks ?? p;
    const gap = nearestLevel(levels, px);
    const { qMin, qMax } = quantityBounds(m, levels, px);
    if (qMax >= qMin) {
      const qFrom = quoteCost(m, levels, gap, qMin, px);
      const qTo = quoteCost(m, levels, gap, qMax, px);
      investment = range(quoteBound(m, qFrom), quoteBound(m, qTo));
      baseInvestment = range(lotsBound(m, baseCost(m, levels, gap, qMin, px)), lotsBound(m, baseCost(m, levels, gap, qMax, px)));
      if (c.investMode === 'quote') {
        if (ci.quote < qFrom) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
        else if (ci.quote > qTo) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH');
      } else if (c.investMode === 'base') {
        if (ci.base < baseCost(m, levels, gap, qMin, px)) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
        else if (ci.base > baseCost(m, levels, gap, qMax, px)) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH');
      } else if (ci.quote + notional(m, px, ci.base) > qTo) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH');
      const plan = planPosition(m, levels, gap, ci.quote, ci.base, px);
      if (!plan) fail('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
      else plannedQ = plan.q;
    } else fail('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
  }

  const entryRange = range(tick(lo), tick(hi));
  if (c.entryTicks !== null) {
    if (c.entryTicks < lo) fail('SPOT_CHECK_CODE_EP_TOO_LOW');
    else if (c.entryTicks > hi) fail('SPOT_CHECK_CODE_EP_TOO_HIGH');
  }

  const { tpByPercent: tpByPct, slByPercent: slByPct } = tpSlUses(c.tpSlType);
  const tpFrom = Math.max(p, U) + 1;
  const slTo = Math.min(p, L) - 1;
  const takeProfit = tpByPct ? TP_PERCENT_RANGE : range(tick(tpFrom), '');
  const stopLoss = slByPct ? SL_PERCENT_RANGE : slTo >= 1 ? range(tick(1), tick(slTo)) : range('', '');
  if (c.tpTicks !== null) {
    if (c.tpTicks <= p) fail('SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET');
    else if (c.tpTicks < tpFrom) fail('SPOT_CHECK_CODE_TP_TOO_LOW');
  }
  if (c.tpRate !== null) {
    const v = rateVersusRange(c.tpRate, TP_PERCENT_RANGE);
    if (v < 0) fail('SPOT_CHECK_CODE_TP_TOO_LOW');
    else if (v > 0) fail('SPOT_CHECK_CODE_TP_TOO_HIGH');
  }
  if (c.slTicks !== null) {
    if (c.slTicks >= p) fail('SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET');
    else if (c.slTicks > slTo) fail('SPOT_CHECK_CODE_SL_TOO_HIGH');
  }
  if (c.slRate !== null) {
    const v = rateVersusRange(c.slRate, SL_PERCENT_RANGE);
    if (v < 0) fail('SPOT_CHECK_CODE_SL_TOO_LOW');
    else if (v > 0) fail('SPOT_CHECK_CODE_SL_TOO_HIGH');
  }

  const tsRange = supportsTs ? TS_PERCENT_RANGE : range('0', '0');
  if (c.tsRate !== null) {
    const v = rateVersusRange(c.tsRate, TS_PERCENT_RANGE);
    if (!supportsTs || v > 0) fail('SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH');
    else if (v < 0) fail('SPOT_CHECK_CODE_TS_PERCENT_TOO_LOW');
  }

  if (c.enableTrailing) {
    if (c.cellNumber < 5) fail('SPOT_CHECK_CODE_CAN_NOT_ENABLE_TRAILING_UP');
    else if (c.entryTicks !== null && (c.entryTicks < L || c.entryTicks > U)) fail('SPOT_CHECK_CODE_ENTRY_PRICE_FORBIDDEN_TRAILING_UP');
    else if (c.entryTicks === null && (p < L || p > U)) fail('SPOT_CHECK_CODE_LAST_PRICE_FORBIDDEN_TRAILING_UP');
    if (gridOk && c.limitUpTicks !== null) {
      const from = levelAt(c.gridType, L, U, c.cellNumber, c.cellNumber + 1);
      if (c.limitUpTicks < from) fail('SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_LOW');
      else if (c.limitUpTicks > hi) fail('SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_HIGH');
    }
    if (gridOk && plannedQ > 0) {
      // after a shift at the cap, the lowest cell's reserve must still buy a valid order
      const cap = c.limitUpTicks ?? hi;
      const q = maxBuyLots(m, cap, buyReserve(m, levels[0], plannedQ));
      if (q < minLotsAt(m, cap)) fail('SPOT_CHECK_CODE_INVESTMENT_FORBIDDEN_TRAILING_UP');
    }
  }

  return {
    check_code: code,
    investment,
    profit,
    cell_number: cellRange,
    min_price: minPriceRange,
    max_price: maxPriceRange,
    stop_loss: stopLoss,
    take_profit: takeProfit,
    entry_price: entryRange,
    base_investment: baseInvestment,
    cell_distance: cellDistance,
    ts_percent: tsRange,
    limit_up_price: limitUp,
  };
}
