/**
 * FG-1 validate: allowed ranges, estimated liquidation prices and one check
 * code; the same rules for a running bot's TP/SL, trailing-stop and move
 * changes (query-fgrid-tpsl-range, query-fgrid-move-scope).
 *
 * The API documents the fields and codes but not the bounds; this engine
 * uses (documented choices). "Band": [last / 10, last × 10] (ticks, last /
 * 10 rounded up). The start price px is the entry price if one is set, else
 * the last price: the grid starts there, so its range must contain it.
 * - min_price: [band low, min(px, max_price) − 1 tick]; max_price:
 *   [max(px, min_price) + 1 tick, band high];
 * - entry_price: within the band and strictly inside the grid;
 * - cell_number: 2 … the largest N ≤ 200 whose rounded levels are distinct
 *   and whose every cell earns more than two maker fees (common/grid-levels
 *   maxCellCount);
 * - leverage: [1, the highest leverage at which the sized grid's largest
 *   planned position value stays in a risk tier allowing it] (≤ the
 *   contract's maximum: LEVERAGE_TOO_HIGH above that, RISK_LIMIT between);
 * - investment: from the smallest investment that sizes to the smallest
 *   valid order (minQty / minNotional at the lowest level and at px) to the
 *   largest that sizes within the largest order (maxQty / maxNotional at
 *   the highest level) and within the risk tier allowing the leverage
 *   (sizing.ts); a planned position above the last tier is AMOUNT_TOO_BIG;
 * - percent TP / SL (fractions of the total investment): TP [0.0001, 10],
 *   SL [0.0001, 1] capped just below the loss at the estimated liquidation:
 *   an SL the PnL could only reach after liquidation is SL_CAUSE_LIQUIDATION;
 * - price TP / SL against px and the estimated liquidation prices: a long
 *   grid's TP above px, its SL below px and above the long liquidation
 *   price; a short grid's TP below px, its SL above px and below the short
 *   liquidation price; a neutral grid's on either side (not at px), an SL
 *   below px above the long liquidation price and one above px below the
 *   short one; all within the band (TP_/SL_PRICE_TOO_LOW/HIGH outside it);
 * - trailing_stop_per: [0.001, 0.99]; not offered for neutral grids (the
 *   trailing stop follows the grid's direction: the highest price for a
 *   long grid, the lowest for a short one), whose range is "" … "";
 * - move_up_price: [the level above the grid's top, the highest level the
 *   moved grid's orders stay valid (maxQty / maxNotional) and profitable
 *   at, within the band]; move_down_price: [the lowest level ≥ 1 tick, in
 *   the band, where the orders stay valid (minQty / minNotional), the level
 *   below the bottom]; arithmetic grids only (MOVE_PRICE_NOT_ALLOWED), both
 *   "" … "" for a geometric grid or when no move is possible.
 * The estimated liquidation prices (`long_liq_price`, `short_liq_price`)
 * are futures/position.ts estimateLiquidation over the planned fills of
 * sizing.ts — the engine's own applyFill, so the live position's trigger
 * after those fills is exactly the estimate.
 * Codes are checked in the order prices, entry, grid count, leverage,
 * investment, risk tier, TP, SL, trailing stop, move prices; the first
 * failure is returned.
 */
import { decimalToUnits, ratioToDecimal, unitsToDecimal } from '../core/decimal';
import { type MarketRules, EngineInputError, maxLotsAt, minLotsAt, priceToTicks, quoteToUnits, ticksToPrice, unitsToQuote } from '../core/rules';
import { type GridType, allCellsProfitable, gridLevels, levelAt, maxCellCount, nearestLevel, profitRange } from '../common/grid-levels';
import { executable } from '../common/orders';
import { type DecimalRange, range, rateVersusRange } from '../common/ranges';
import { type TpSlConfig, compileTpSl } from '../common/stops';
import { type FuturesContract, compileContract } from '../futures/contract';
import { type FuturesFill, type FuturesPosition, LIQ_NEVER, flatPosition, unrealisedPnl } from '../futures/position';
import { type GridSize, type PlannedFills, formulaQty, investmentFor, priceSum, runPath, sizeGrid, tierVerdict, valueLimitFor } from './sizing';
import { restingPaths, totalInvestment } from './core';
import {
  type FuturesGridCheckCode,
  type FuturesGridConfig,
  type FuturesGridContract,
  type FuturesGridInput,
  type FuturesGridMarket,
  type FuturesGridMode,
  type FuturesGridState,
  type FuturesGridValidation,
  FGRID_CELL_NUMBER_MAX,
  FGRID_CHECK_SUCCESS,
} from './types';

/** Percent bounds (fractions), reported by the validators. */
export const FGRID_BOUNDS = {
  takeProfitPer: { from: '0.0001', to: '10' },
  stopLossPer: { from: '0.0001', to: '1' },
  trailingStopPer: { from: '0.001', to: '0.99' },
} as const;
const MAX_TICKS = 2_147_483_647;
const EMPTY: DecimalRange = { from: '', to: '' };

/** A compiled contract from either form. */
export function contractOf(contract: FuturesGridContract): FuturesContract {
  return 'tiers' in contract ? contract : compileContract(contract);
}

/** Input compiled to integers; `leverageE2` as given (its bounds are checked by the validator). */
export interface CompiledFuturesInput {
  readonly c: FuturesContract;
  readonly lastTicks: number;
  readonly config: FuturesGridConfig;
  readonly investment: number;
}

const given = (v: string | undefined): v is string => v !== undefined && v !== '';

/** Leverage as ×100, exactly (at most two decimals); malformed → EngineInputError('leverage'). */
function leverageE2Of(text: string): number {
  let units: bigint;
  try {
    units = decimalToUnits(text, 2, 'exact');
  } catch {
    throw new EngineInputError('leverage', `"${text}" is not a leverage with at most two decimals`);
  }
  return units > 100_000_000n ? 100_000_000 : Number(units);
}

/** Sides on which the price TP / SL fire (types.ts FuturesGridConfig). */
export function stopSides(mode: FuturesGridMode, tp: TpSlConfig, refTicks: number): { tpUp: boolean; slUp: boolean } {
  if (mode === 'long') return { tpUp: true, slUp: false };
  if (mode === 'short') return { tpUp: false, slUp: true };
  return { tpUp: tp.tpTicks !== null && tp.tpTicks > refTicks, slUp: tp.slTicks !== null && tp.slTicks > refTicks };
}

/** Parses and type-checks the input; malformed values throw EngineInputError naming the API field. */
export function compileFuturesInput(input: FuturesGridInput, contract: FuturesGridContract, market: FuturesGridMarket): CompiledFuturesInput {
  const c = contractOf(contract);
  const m = c.market;
  const lastTicks = priceToTicks(m, market.lastPrice, 'lastPrice');
  const mode = input.gridMode;
  if (mode !== 'neutral' && mode !== 'long' && mode !== 'short') throw new EngineInputError('grid_mode', 'must be neutral, long or short');
  const gridType: GridType = input.gridType ?? 'arithmetic';
  if (gridType !== 'arithmetic' && gridType !== 'geometric') throw new EngineInputError('grid_type', 'must be arithmetic or geometric');
  if (!Number.isInteger(input.cellNumber) || input.cellNumber < 1) throw new EngineInputError('cell_number', 'must be a positive integer');
  const minTicks = priceToTicks(m, input.minPrice, 'min_price');
  const maxTicks = priceToTicks(m, input.maxPrice, 'max_price');
  const investment = quoteToUnits(m, input.investment, 'total_investment');
  const entryTicks = given(input.entryPrice) ? priceToTicks(m, input.entryPrice, 'entry_price') : null;
  const tpSl = compileTpSl(m, input);
  const ref = entryTicks ?? lastTicks;
  return {
    c,
    lastTicks,
    investment,
    config: {
      mode,
      gridType,
      cellNumber: input.cellNumber,
      minTicks,
      maxTicks,
      leverageE2: leverageE2Of(input.leverage),
      entryTicks,
      entryDirection: entryTicks === null || entryTicks === lastTicks ? 0 : entryTicks < lastTicks ? -1 : 1,
      ...tpSl,
      ...stopSides(mode, tpSl, ref),
      moveUpTicks: given(input.moveUpPrice) ? priceToTicks(m, input.moveUpPrice, 'move_up_price') : null,
      moveDownTicks: given(input.moveDownPrice) ? priceToTicks(m, input.moveDownPrice, 'move_down_price') : null,
    },
  };
}

/** The band of prices around `last`: [ceil(last / 10), last × 10] (ticks). */
function band(last: number): { lo: number; hi: number } {
  return { lo: Math.max(1, Math.ceil(last / 10)), hi: Math.min(MAX_TICKS, last * 10) };
}

/** Per-grid profit rate on margin (× leverage), after both maker fees, as a fraction range rounded down. */
export function profitOnMargin(levels: readonly number[], m: MarketRules, leverageE2: number): DecimalRange {
  const pr = profitRange(levels, m.maker);
  const f = (num: bigint, den: bigint): string => ratioToDecimal(num * BigInt(leverageE2), den * 100n, 6, 'floor');
  return { from: f(pr.minFrac.num, pr.minFrac.den), to: f(pr.maxFrac.num, pr.maxFrac.den) };
}

/** Where one side of the grid stands at its estimated liquidation: the trigger and the loss there (quote units, > 0). */
export interface LiquidationSide {
  readonly liqTicks: number;
  /** −(total PnL at the trigger): an SL of a larger loss could only fire after liquidation. */
  readonly lossAtLiq: number;
}

/** The long / short side's liquidation after `fills` from a position and PnL offset (null: no such side, or unreachable). */
function sideAt(c: FuturesContract, start: FuturesPosition, fills: readonly FuturesFill[], pnlOffset: number, side: 'long' | 'short'): LiquidationSide | null {
  if (fills.length === 0) return null;
  const run = runPath(c, start, fills);
  const p = run.position;
  if (!Number.isFinite(run.need) || p.side !== side || p.liqTicks <= 0 || p.liqTicks >= LIQ_NEVER) return null;
  // PnL at the trigger = offset + cash moved + margin + unrealised PnL there (offset: what is not in the path)
  return { liqTicks: p.liqTicks, lossAtLiq: -(pnlOffset + run.cash + p.margin + unrealisedPnl(c, p, p.liqTicks)) };
}

/** Liquidation sides of a planned (creation) or resting (running bot) set of fills. */
export interface LiquidationSides {
  readonly long: LiquidationSide | null;
  readonly short: LiquidationSide | null;
}

/** A sized grid's liquidation sides from flat (PnL = wallet + margin + uPnL − investment with the wallet starting at the investment: offset 0). */
export function plannedSides(c: FuturesContract, plan: PlannedFills, leverageE2: number): LiquidationSides {
  const flat = flatPosition(c, leverageE2);
  return { long: sideAt(c, flat, plan.down, 0, 'long'), short: sideAt(c, flat, plan.up, 0, 'short') };
}

/** A running bot's liquidation sides: its resting orders all filled down (long side) or up (short side). */
export function restingSides(s: FuturesGridState): LiquidationSides {
  const { down, up } = restingPaths(s);
  // PnL = (wallet − owed + withdrawn − total investment) + margin + uPnL, the path adding its cash to the wallet
  const offset = s.wallet - s.fundingOwed + s.withdrawn - totalInvestment(s);
  return { long: sideAt(s.contract, s.position, down, offset, 'long'), short: sideAt(s.contract, s.position, up, offset, 'short') };
}

/** TP / SL / trailing ranges and the first failing code. */
interface StopVerdict {
  readonly code: FuturesGridCheckCode;
  readonly take_profit: DecimalRange;
  readonly stop_loss: DecimalRange;
  readonly take_profit_price: DecimalRange;
  readonly stop_loss_price: DecimalRange;
  readonly trailing_stop_per: DecimalRange;
}

/** The TP / SL / trailing rules of the file comment, at reference price `ref` (ticks), band around `last`. */
export function stopVerdict(m: MarketRules, config: FuturesGridConfig, ref: number, last: number, sides: LiquidationSides, investment: number): StopVerdict {
  const { lo, hi } = band(last);
  const price = (t: number): string => ticksToPrice(m, t);
  const mode = config.mode;
  const longLiq = sides.long?.liqTicks ?? 0;
  const shortLiq = sides.short?.liqTicks ?? MAX_TICKS + 1;
  let code: FuturesGridCheckCode = FGRID_CHECK_SUCCESS;
  const fail = (k: FuturesGridCheckCode): void => {
    if (code === FGRID_CHECK_SUCCESS) code = k;
  };
  // percent SL: just below the smallest loss at liquidation of the sides the grid can be on
  const losses = [sides.long?.lossAtLiq, sides.short?.lossAtLiq].filter((x): x is number => x !== undefined);
  const lossAtLiq = losses.length ? Math.min(...losses) : Number.POSITIVE_INFINITY;
  const slTo =
    Number.isFinite(lossAtLiq) && investment > 0 && lossAtLiq - 1 < investment ? ratioToDecimal(BigInt(Math.max(0, lossAtLiq - 1)), BigInt(investment), 4, 'floor') : FGRID_BOUNDS.stopLossPer.to;
  const stopLoss = range(FGRID_BOUNDS.stopLossPer.from, slTo);
  const tpRange = mode === 'long' ? range(price(Math.min(hi, ref + 1)), price(hi)) : mode === 'short' ? range(price(lo), price(Math.max(lo, ref - 1))) : range(price(lo), price(hi));
  const slFrom = mode === 'short' ? ref + 1 : Math.max(lo, longLiq + 1);
  const slTo2 = mode === 'long' ? ref - 1 : Math.min(hi, shortLiq - 1);
  const slRange = slFrom <= slTo2 && slFrom >= 1 ? range(price(slFrom), price(slTo2)) : EMPTY;

  if (config.tpTicks !== null) {
    const tp = config.tpTicks;
    if (mode === 'long' && tp <= ref) fail('FGRID_CHECK_CODE_TP_PRICE_LOWER_THAN_LAST_PRICE');
    else if (mode === 'short' && tp >= ref) fail('FGRID_CHECK_CODE_TP_PRICE_HIGHER_THAN_LAST_PRICE');
    else if (mode === 'neutral' && tp === ref) fail('FGRID_CHECK_CODE_TP_PRICE_LOWER_THAN_LAST_PRICE');
    else if (tp < lo) fail('FGRID_CHECK_CODE_TP_PRICE_TOO_LOW');
    else if (tp > hi) fail('FGRID_CHECK_CODE_TP_PRICE_TOO_HIGH');
  }
  if (config.tpRate !== null) {
    const v = rateVersusRange(config.tpRate, FGRID_BOUNDS.takeProfitPer);
    if (v < 0) fail('FGRID_CHECK_CODE_TP_TOO_LOW');
    else if (v > 0) fail('FGRID_CHECK_CODE_TP_TOO_HIGH');
  }
  if (config.slTicks !== null) {
    const sl = config.slTicks;
    const below = mode === 'long' || (mode === 'neutral' && sl < ref);
    if (mode === 'long' && sl >= ref) fail('FGRID_CHECK_CODE_SL_PRICE_HIGHER_THAN_LAST_PRICE');
    else if (mode === 'short' && sl <= ref) fail('FGRID_CHECK_CODE_SL_PRICE_LOWER_THAN_LAST_PRICE');
    else if (mode === 'neutral' && sl === ref) fail('FGRID_CHECK_CODE_SL_PRICE_HIGHER_THAN_LAST_PRICE');
    else if (below && sl <= longLiq) fail('FGRID_CHECK_CODE_SL_PRICE_LOWER_THAN_LIQ_PRICE');
    else if (!below && sl >= shortLiq) fail('FGRID_CHECK_CODE_SL_PRICE_HIGHER_THAN_LIQ_PRICE');
    else if (sl < lo) fail('FGRID_CHECK_CODE_SL_PRICE_TOO_LOW');
    else if (sl > hi) fail('FGRID_CHECK_CODE_SL_PRICE_TOO_HIGH');
  }
  if (config.slRate !== null) {
    const v = rateVersusRange(config.slRate, FGRID_BOUNDS.stopLossPer);
    if (v < 0) fail('FGRID_CHECK_CODE_SL_TOO_LOW');
    else if (v > 0) fail('FGRID_CHECK_CODE_SL_TOO_HIGH');
    else if (Number.isFinite(lossAtLiq) && BigInt(config.slRate.num) * BigInt(investment) >= BigInt(lossAtLiq) * BigInt(config.slRate.den)) fail('FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION');
  }
  const tsRange = mode === 'neutral' ? EMPTY : FGRID_BOUNDS.trailingStopPer;
  if (config.tsRate !== null && (mode === 'neutral' || rateVersusRange(config.tsRate, FGRID_BOUNDS.trailingStopPer) !== 0)) fail('FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT');
  return {
    code,
    take_profit: FGRID_BOUNDS.takeProfitPer,
    stop_loss: stopLoss,
    take_profit_price: tpRange,
    stop_loss_price: slRange,
    trailing_stop_per: tsRange,
  };
}

/** Move-price ranges and verdict for a grid of `q` lots per cell at `shift` (q = 0: unsized, the band alone bounds). */
export function moveVerdict(
  m: MarketRules,
  config: FuturesGridConfig,
  shift: number,
  q: number,
  last: number,
): { code: FuturesGridCheckCode; move_up_price: DecimalRange; move_down_price: DecimalRange } {
  const wanted = config.moveUpTicks !== null || config.moveDownTicks !== null;
  if (config.gridType !== 'arithmetic') return { code: wanted ? 'FGRID_CHECK_CODE_MOVE_PRICE_NOT_ALLOWED' : FGRID_CHECK_SUCCESS, move_up_price: EMPTY, move_down_price: EMPTY };
  const { lo, hi } = band(last);
  const n = config.cellNumber;
  const at = (i: number): number => levelAt('arithmetic', config.minTicks, config.maxTicks, n, i);
  const price = (t: number): string => ticksToPrice(m, t);
  // up: the top after k moves is at(n + shift + k); valid while ≤ band, order size fits, the top cell earns its fees
  const upOk = (k: number): boolean => {
    const top = at(n + shift + k);
    return top <= hi && (q === 0 || q <= maxLotsAt(m, top)) && allCellsProfitable([at(n + shift + k - 1), top], m.maker);
  };
  const downOk = (k: number): boolean => {
    const bottom = at(shift - k);
    return bottom >= lo && bottom >= 1 && (q === 0 || q >= minLotsAt(m, bottom));
  };
  const furthest = (ok: (k: number) => boolean): number => {
    if (!ok(1)) return 0;
    let a = 1;
    let b = 2;
    while (ok(b) && b < 1 << 30) {
      a = b;
      b *= 2;
    }
    while (b - a > 1) {
      const mid = a + Math.floor((b - a) / 2);
      if (ok(mid)) a = mid;
      else b = mid;
    }
    return a;
  };
  const ku = furthest(upOk);
  const kd = furthest(downOk);
  const up = ku > 0 ? range(price(at(n + shift + 1)), price(at(n + shift + ku))) : EMPTY;
  const down = kd > 0 ? range(price(at(shift - kd)), price(at(shift - 1))) : EMPTY;
  let code: FuturesGridCheckCode = FGRID_CHECK_SUCCESS;
  if (config.moveUpTicks !== null) {
    if (ku === 0 || config.moveUpTicks > at(n + shift + ku)) code = 'FGRID_CHECK_CODE_MOVE_UP_PRICE_TOO_HIGH';
    else if (config.moveUpTicks < at(n + shift + 1)) code = 'FGRID_CHECK_CODE_MOVE_UP_PRICE_TOO_LOW';
  }
  if (code === FGRID_CHECK_SUCCESS && config.moveDownTicks !== null) {
    if (kd === 0 || config.moveDownTicks < at(shift - kd)) code = 'FGRID_CHECK_CODE_MOVE_DOWN_PRICE_TOO_LOW';
    else if (config.moveDownTicks > at(shift - 1)) code = 'FGRID_CHECK_CODE_MOVE_DOWN_PRICE_TOO_HIGH';
  }
  return { code, move_up_price: up, move_down_price: down };
}

/** What the validator planned: the verdict plus, when the grid can be sized, its levels, gap and size. */
export interface FuturesGridPlan {
  readonly validation: FuturesGridValidation;
  readonly levels: number[];
  readonly gap: number;
  readonly startTicks: number;
  readonly size: GridSize | null;
}

/** FG-1: validates a futures grid configuration. Throws EngineInputError on malformed input. */
export function validateFuturesGrid(input: FuturesGridInput, contract: FuturesGridContract, market: FuturesGridMarket): FuturesGridValidation {
  return planFuturesGrid(compileFuturesInput(input, contract, market)).validation;
}

/** Validation of a compiled input, with the plan creation uses. */
export function planFuturesGrid(ci: CompiledFuturesInput): FuturesGridPlan {
  const { c, lastTicks: p, config: cfg, investment: inv } = ci;
  const m = c.market;
  const price = (t: number): string => ticksToPrice(m, t);
  const { lo, hi } = band(p);
  const L = cfg.minTicks;
  const U = cfg.maxTicks;
  const px = cfg.entryTicks ?? p;
  const lev = cfg.leverageE2;
  let code: FuturesGridCheckCode = FGRID_CHECK_SUCCESS;
  const fail = (k: FuturesGridCheckCode): void => {
    if (code === FGRID_CHECK_SUCCESS) code = k;
  };

  const minTo = Math.min(px, U) - 1;
  const maxFrom = Math.max(px, L) + 1;
  const minPrice = minTo >= lo ? range(price(lo), price(minTo)) : EMPTY;
  const maxPrice = maxFrom <= hi ? range(price(maxFrom), price(hi)) : EMPTY;
  if (L < lo) fail('FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW');
  else if (L > minTo) fail('FGRID_CHECK_CODE_LOW_PRICE_TOO_HIGH');
  if (U < maxFrom) fail('FGRID_CHECK_CODE_HIGH_PRICE_TOO_LOW');
  else if (U > hi) fail('FGRID_CHECK_CODE_HIGH_PRICE_TOO_HIGH');
  const entryFrom = Math.max(lo, L + 1);
  const entryTo = Math.min(hi, U - 1);
  const entryPrice = entryFrom <= entryTo ? range(price(entryFrom), price(entryTo)) : EMPTY;
  if (cfg.entryTicks !== null) {
    if (cfg.entryTicks < entryFrom) fail('FGRID_CHECK_CODE_ENTRY_PRICE_TOO_LOW');
    else if (cfg.entryTicks > entryTo) fail('FGRID_CHECK_CODE_ENTRY_PRICE_TOO_HIGH');
  }
  const pricesOk = code === FGRID_CHECK_SUCCESS;

  const maxCells = pricesOk ? maxCellCount(cfg.gridType, L, U, m.maker, FGRID_CELL_NUMBER_MAX) : FGRID_CELL_NUMBER_MAX;
  const cellRange = range('2', String(Math.max(2, maxCells)));
  if (cfg.cellNumber < 2) fail('FGRID_CHECK_CODE_GRID_NO_TOO_LOW');
  else if (cfg.cellNumber > maxCells) fail('FGRID_CHECK_CODE_GRID_NO_TOO_HIGH');
  const gridOk = code === FGRID_CHECK_SUCCESS;

  let leverage = range('1', unitsToDecimal(c.maxLeverageE2, 2));
  if (lev < 100) fail('FGRID_CHECK_CODE_LEVERAGE_TOO_LOW');
  else if (lev > c.maxLeverageE2) fail('FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH');
  const levOk = code === FGRID_CHECK_SUCCESS;

  let levels: number[] = [];
  let gap = 0;
  let size: GridSize | null = null;
  let investment = EMPTY;
  let profit = EMPTY;
  let qty = '';
  let sides: LiquidationSides = { long: null, short: null };
  if (gridOk) {
    levels = gridLevels(cfg.gridType, L, U, cfg.cellNumber);
    gap = nearestLevel(levels, px);
    profit = profitOnMargin(levels, m, levOk ? lev : 100);
  }
  if (gridOk && levOk) {
    const n = cfg.cellNumber;
    const sum = priceSum(cfg.mode, levels, gap, px);
    const qMin = Math.max(minLotsAt(m, levels[0]), minLotsAt(m, px));
    const qMax = maxLotsAt(m, levels[n]);
    const qTier = Math.floor(valueLimitFor(c, lev) / (sum * m.unitsPerTickLot));
    const qTop = Math.min(qMax, qTier);
    const from = investmentFor(c, cfg.mode, levels, gap, px, lev, qMin);
    const to = qTop >= qMin ? investmentFor(c, cfg.mode, levels, gap, px, lev, qTop + 1) - 1 : from - 1;
    investment = Number.isFinite(to) && to >= from ? range(unitsToQuote(m, from), unitsToQuote(m, to)) : range(unitsToQuote(m, from), '');
    // The highest leverage whose sized grid fits a tier allowing it (monotone: the value grows with the
    // leverage). Searched with the formula's quantity (sizing.ts, no fills to build), which is never below
    // the exact one; then stepped up while the exact quantity, at most that, still fits.
    const fits = (l: number, q: number): boolean => tierVerdict(c, q * sum * m.unitsPerTickLot, l) === 'ok';
    const formula = (l: number): boolean => fits(l, formulaQty(c, sum, inv, l));
    const exact = (l: number): boolean => fits(l, sizeGrid(c, cfg.mode, levels, gap, px, l, inv).q);
    if (inv > 0 && exact(100)) {
      let a = 100;
      let b = c.maxLeverageE2;
      while (a < b) {
        const mid = a + Math.ceil((b - a) / 2);
        if (formula(mid)) a = mid;
        else b = mid - 1;
      }
      while (a < c.maxLeverageE2 && exact(a + 1)) a++;
      leverage = range('1', unitsToDecimal(a, 2));
    }
    size = sizeGrid(c, cfg.mode, levels, gap, px, lev, inv);
    const init = Math.abs(size.plan.down.concat(size.plan.up).filter((f) => f.liquidity === 'taker').reduce((x, f) => x + f.lots, 0));
    if (size.q < qMin || (init > 0 && !executable(m, px, init))) fail('FGRID_CHECK_CODE_INVESTMENT_TOO_LOW');
    else if (size.q > qMax) fail('FGRID_CHECK_CODE_INVESTMENT_TOO_HIGH');
    else {
      const t = tierVerdict(c, size.peakValue, lev);
      if (t === 'too_big') fail('FGRID_CHECK_CODE_AMOUNT_TOO_BIG');
      else if (t === 'risk_limit') fail('FGRID_CHECK_CODE_RISK_LIMIT');
      else {
        qty = unitsToDecimal(BigInt(size.q) * BigInt(m.lotUnits), m.lotScale);
        sides = plannedSides(c, size.plan, lev);
      }
    }
    if (code !== FGRID_CHECK_SUCCESS) size = null;
  }

  const stops = stopVerdict(m, cfg, px, p, sides, inv);
  fail(stops.code);
  const moves = moveVerdict(m, cfg, 0, size?.q ?? 0, p);
  fail(moves.code);

  const liq = (side: LiquidationSide | null): string => (side === null ? '' : price(side.liqTicks));
  return {
    validation: {
      check_code: code,
      investment,
      profit,
      cell_number: cellRange,
      min_price: minPrice,
      max_price: maxPrice,
      leverage,
      stop_loss: stops.stop_loss,
      take_profit: stops.take_profit,
      take_profit_price: stops.take_profit_price,
      stop_loss_price: stops.stop_loss_price,
      entry_price: entryPrice,
      trailing_stop_per: stops.trailing_stop_per,
      long_liq_price: liq(sides.long),
      short_liq_price: liq(sides.short),
      move_up_price: moves.move_up_price,
      move_down_price: moves.move_down_price,
      cell_gtv0_per: '0',
      qty_per_grid: qty,
    },
    levels,
    gap,
    startTicks: px,
    size,
  };
}
