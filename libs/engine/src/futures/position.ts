/**
 * One isolated-margin position of a USDT-margined linear perpetual, exact.
 *
 * Units (see core/rules.ts): prices in ticks, size in lots, money in quote
 * units of 10^-(tickScale + lotScale); `u` below is `unitsPerTickLot`, the
 * quote units of one tick × one lot.
 *
 * State. A position keeps its **cost** exactly: cost = Σ lots × ticks of the
 * lots still open (tick·lots), so its value at entry is cost × u quote units
 * and the average entry is cost / lots ticks, never stored rounded. Its
 * **margin** is the quote units posted into it (isolated). Everything else
 * (tier, liquidation trigger, bankruptcy price) is derived from (side, lots,
 * cost, margin) after each change and stored, so checking a price against
 * the position is one integer comparison.
 *
 * Cash. Every operation returns `walletDelta`: what the caller adds to the
 * bot's wallet (its available balance). Opening/adding posts initial margin
 * and pays the fee from the wallet; reducing/closing releases margin and
 * realises PnL into it; funding is paid from / received into it (it never
 * touches the position margin, so it never moves the liquidation price).
 * Ledger identity, exact at every step (tested by property):
 *
 *     wallet + position margin = deposits + realisedPnl + funding − fees − insurance
 *
 * where the right-hand counters are the position's cumulative fields.
 *
 * Fills:
 * - fee = ceil(notional × maker/taker rate), in quote, in the exchange's
 *   favour (as spot);
 * - opening or adding q lots at p posts IM = ceil(q × p × u × 100 / leverage)
 *   (leverage ×100), after checking the leverage against the tier of the new
 *   value (FuturesError RISK_LIMIT otherwise);
 * - reducing q of L lots removes a share of the cost: all of it when closing,
 *   else floor(cost × q / L) for a long and ceil(cost × q / L) for a short,
 *   so the average entry of what stays never moves in the trader's favour
 *   (a long's stays ≥ exact, a short's ≤ exact: its liquidation price is, if
 *   anything, nearer); realised PnL = ±(q × p − removed) × u; margin released
 *   = all when closing, else floor(margin × q / L);
 * - a fill larger than the position on the other side closes it and opens
 *   the rest on the new side at the same price (one fee for the whole fill).
 *
 * Liquidation (isolated, the formula of trading-math-and-market.md, no fee to
 * close reserved): with value V = cost × u, margin M (initial margin plus any
 * extra added, less withdrawals) and MM = maintenance margin of V's tier,
 *
 *     long:  liq = (V + MM − M) / (lots × u) = entry − (M − MM) / size
 *     short: liq = (V − MM + M) / (lots × u) = entry + (M − MM) / size
 *
 * which is exactly where equity at the mark, M + unrealised PnL, equals MM.
 * Worked example (spec): long 1 BTC at 20,000, 50×: M = IM = 400,
 * MM = 0.5 % × 20,000 = 100, liq = 20,000 − 300 = 19,700. Rounded to ticks
 * conservatively: a long's up (ceil), a short's down (floor), so the
 * position is liquidated at or before the exact point, never after, and
 * never more than one tick before. The trigger fires when the mark reaches
 * it: long when mark ≤ liq, short when mark ≥ liq. A long with
 * M ≥ V + MM can never be liquidated (liq 0); a short's "never" is
 * LIQ_NEVER (above every price the market model can produce).
 *
 * Bankruptcy price (equity 0): long (V − M) / (lots × u), short
 * (V + M) / (lots × u) (= entry × (1 ∓ 1/leverage) with no extra margin),
 * rounded toward the entry like the liquidation price (long up, short down).
 *
 * On liquidation the trader loses the whole position margin M, as if closed
 * at the bankruptcy price. The liquidation engine takes the position over and
 * closes it at the trigger price: the market PnL there is `realisedPnl`
 * (≤ 0), and what is left of the margin at that price — the margin between
 * liquidation and bankruptcy, equity at the trigger, ≥ MM ≥ 0 — goes to the
 * insurance fund (`insurance`, explicit so the simulator can post it). No
 * trading fee is charged on a liquidation. realisedPnl − insurance = −M.
 */
import { FuturesError, checkLeverage, initialMargin, maintenanceMargin, tierIndex, type FuturesContract, type RiskTier } from './contract';
import { ratioToDecimal, pow10, unitsToDecimal } from '../core/decimal';
import { mul, mulDivCeil, mulDivFloor, safe } from '../core/int';
import { fee, lotsToQty, notional, ticksToPrice } from '../core/rules';

export type PositionSide = 'long' | 'short';
/** A buy adds to a long / reduces a short; a sell the reverse. */
export type FillSide = 'buy' | 'sell';
export type Liquidity = 'maker' | 'taker';

/** A trade of the position's symbol: `lots` at `ticks`, maker or taker. */
export interface FuturesFill {
  readonly side: FillSide;
  readonly ticks: number;
  readonly lots: number;
  readonly liquidity: Liquidity;
}

/** A short's liquidation/bankruptcy trigger when it can never be reached: above every mark (≤ 2^31 − 1 ticks). */
export const LIQ_NEVER = 2 ** 31;
const MAX_TICKS = 2 ** 31 - 1;

/** An isolated position (flat when `side` is null). Plain, JSON-serialisable, never mutated. */
export interface FuturesPosition {
  /** null = flat (lots, cost and margin are 0). */
  readonly side: PositionSide | null;
  /** Size in lots (> 0 when open). */
  readonly lots: number;
  /** Σ lots × ticks of the open lots (tick·lots); value at entry = cost × unitsPerTickLot. */
  readonly cost: number;
  /** Position margin, quote units. */
  readonly margin: number;
  /** Leverage ×100 (500 = 5×), fixed for the position's life. */
  readonly leverageE2: number;
  /** 0-based index of the risk tier of the value at entry (0 when flat). */
  readonly tier: number;
  /** Liquidation trigger in ticks: long liquidates when mark ≤ it (0 = never), short when mark ≥ it (LIQ_NEVER = never). */
  readonly liqTicks: number;
  /** Bankruptcy price in ticks (long 0 / short LIQ_NEVER when unreachable; 0 when flat). */
  readonly bankruptcyTicks: number;
  /** Cumulative realised PnL of reductions, closes and liquidations (market part), quote units. */
  readonly realisedPnl: number;
  /** Cumulative trading fees paid, quote units. */
  readonly fees: number;
  /** Cumulative funding, + received / − paid, quote units. */
  readonly funding: number;
  /** Cumulative margin forfeited to the insurance fund by liquidations, quote units. */
  readonly insurance: number;
}

/** Result of a fill. */
export interface FillResult {
  readonly position: FuturesPosition;
  /** Add to the wallet: marginReleased + realisedPnl − fee − marginPosted. */
  readonly walletDelta: number;
  readonly fee: number;
  readonly realisedPnl: number;
  readonly marginPosted: number;
  readonly marginReleased: number;
  /** Lots of the fill that reduced/closed the previous position. */
  readonly closedLots: number;
  /** Lots of the fill that opened/added (the rest). */
  readonly openedLots: number;
}

/** Result of a margin change or a funding settlement. */
export interface CashResult {
  readonly position: FuturesPosition;
  /** Add to the wallet (negative when paying). */
  readonly walletDelta: number;
}

/** Result of a liquidation. */
export interface LiquidationResult {
  /** The flat position, counters updated. */
  readonly position: FuturesPosition;
  readonly side: PositionSide;
  readonly lots: number;
  /** The liquidation price the mark reached (where the liquidation engine closes). */
  readonly triggerTicks: number;
  /** The trader's close price: the bankruptcy price. */
  readonly bankruptcyTicks: number;
  /** The whole position margin, lost by the trader. */
  readonly marginLost: number;
  /** Market PnL of the close at the trigger price (≤ 0). */
  readonly realisedPnl: number;
  /** Margin left at the trigger price, to the insurance fund (≥ 0); realisedPnl − insurance = −marginLost. */
  readonly insurance: number;
  /** Always 0: nothing comes back to the wallet. */
  readonly walletDelta: number;
}

/** A flat position at a leverage (×100), checked against the contract (FuturesError LEVERAGE_TOO_LOW / _HIGH). */
export function flatPosition(c: FuturesContract, leverageE2: number): FuturesPosition {
  checkLeverage(c, leverageE2, 0);
  return { side: null, lots: 0, cost: 0, margin: 0, leverageE2, tier: 0, liqTicks: 0, bankruptcyTicks: 0, realisedPnl: 0, fees: 0, funding: 0, insurance: 0 };
}

function ceilDiv(n: bigint, d: bigint): bigint {
  return n <= 0n ? -(-n / d) : (n + d - 1n) / d;
}

interface Derived {
  tier: number;
  liqTicks: number;
  bankruptcyTicks: number;
}

/**
 * Exact liquidation and bankruptcy triggers of (side, lots, cost, margin):
 * the formulas of the file comment, in bigint, rounded toward the entry.
 */
function derive(c: FuturesContract, side: PositionSide | null, lots: number, cost: number, margin: number): Derived {
  if (side === null) return { tier: 0, liqTicks: 0, bankruptcyTicks: 0 };
  const u = c.market.unitsPerTickLot;
  const value = mul(cost, u, 'position value');
  const tier = tierIndex(c, value);
  if (tier < 0) throw new FuturesError('RISK_LIMIT', 'position value exceeds the last risk limit');
  const mm = BigInt(maintenanceMargin(c.tiers[tier], value));
  const v = BigInt(value);
  const m = BigInt(margin);
  const den = BigInt(lots) * BigInt(u);
  if (side === 'long') {
    const liq = ceilDiv(v + mm - m, den);
    const bank = ceilDiv(v - m, den);
    return {
      tier,
      liqTicks: liq <= 0n ? 0 : liq > BigInt(MAX_TICKS) ? MAX_TICKS : Number(liq),
      bankruptcyTicks: bank <= 0n ? 0 : bank > BigInt(MAX_TICKS) ? MAX_TICKS : Number(bank),
    };
  }
  const liq = (v - mm + m) / den; // numerator > 0: mm ≤ value
  const bank = (v + m) / den;
  return {
    tier,
    liqTicks: liq >= BigInt(LIQ_NEVER) ? LIQ_NEVER : Number(liq),
    bankruptcyTicks: bank >= BigInt(LIQ_NEVER) ? LIQ_NEVER : Number(bank),
  };
}

function withState(c: FuturesContract, p: FuturesPosition, side: PositionSide | null, lots: number, cost: number, margin: number, counters: Partial<FuturesPosition>): FuturesPosition {
  return { ...p, ...counters, side, lots, cost, margin, ...derive(c, side, lots, cost, margin) };
}

function checkFill(f: FuturesFill): void {
  if (f.side !== 'buy' && f.side !== 'sell') throw new RangeError(`fill side must be buy or sell, got ${String(f.side)}`);
  if (!Number.isSafeInteger(f.ticks) || f.ticks < 1 || f.ticks > MAX_TICKS) throw new RangeError(`fill price must be 1 … 2^31 − 1 ticks, got ${f.ticks}`);
  if (!Number.isSafeInteger(f.lots) || f.lots < 1) throw new RangeError(`fill size must be a positive number of lots, got ${f.lots}`);
}

/**
 * Applies a fill: opens, adds, reduces, closes or flips (rules in the file
 * comment). Throws FuturesError RISK_LIMIT when the part that opens/adds
 * would take the value into a tier that does not allow the leverage (the
 * whole fill is refused; nothing changes).
 */
export function applyFill(c: FuturesContract, pos: FuturesPosition, fill: FuturesFill): FillResult {
  checkFill(fill);
  const m = c.market;
  const u = m.unitsPerTickLot;
  const f = fee(notional(m, fill.ticks, fill.lots), fill.liquidity === 'maker' ? m.maker : m.taker);
  const dir: PositionSide = fill.side === 'buy' ? 'long' : 'short';
  let side = pos.side;
  let lots = pos.lots;
  let cost = pos.cost;
  let margin = pos.margin;
  let realised = 0;
  let released = 0;
  let closed = 0;
  if (side !== null && side !== dir) {
    closed = Math.min(fill.lots, lots);
    let removed: number;
    if (closed === lots) {
      removed = cost;
      released = margin;
    } else {
      removed = side === 'long' ? mulDivFloor(cost, closed, lots) : mulDivCeil(cost, closed, lots);
      released = mulDivFloor(margin, closed, lots);
    }
    const exit = notional(m, fill.ticks, closed);
    const basis = mul(removed, u, 'cost');
    realised = side === 'long' ? exit - basis : basis - exit;
    lots -= closed;
    cost -= removed;
    margin -= released;
    if (lots === 0) side = null;
  }
  const opened = fill.lots - closed;
  let posted = 0;
  if (opened > 0) {
    side = dir;
    lots = safe(lots + opened, 'position size');
    cost = safe(cost + mul(opened, fill.ticks, 'cost'), 'cost');
    checkLeverage(c, pos.leverageE2, mul(cost, u, 'position value'));
    posted = initialMargin(notional(m, fill.ticks, opened), pos.leverageE2);
    margin = safe(margin + posted, 'margin');
  }
  const position = withState(c, pos, side, lots, cost, margin, {
    realisedPnl: safe(pos.realisedPnl + realised, 'realised PnL'),
    fees: safe(pos.fees + f, 'fees'),
  });
  return {
    position,
    walletDelta: safe(released + realised - f - posted, 'wallet delta'),
    fee: f,
    realisedPnl: realised,
    marginPosted: posted,
    marginReleased: released,
    closedLots: closed,
    openedLots: opened,
  };
}

/** True when a mark range [low, high] (ticks) reaches the position's liquidation trigger. O(1). */
export function liquidationHit(pos: FuturesPosition, markLowTicks: number, markHighTicks: number): boolean {
  if (pos.side === 'long') return markLowTicks <= pos.liqTicks;
  if (pos.side === 'short') return markHighTicks >= pos.liqTicks;
  return false;
}

/**
 * Liquidates an open position (call when `liquidationHit`): the trader loses
 * the whole margin, the market PnL at the trigger is realised and the equity
 * left at the trigger goes to the insurance fund (file comment).
 */
export function liquidate(c: FuturesContract, pos: FuturesPosition): LiquidationResult {
  if (pos.side === null) throw new FuturesError('NO_POSITION', 'nothing to liquidate');
  if (pos.liqTicks === 0 || pos.liqTicks === LIQ_NEVER) throw new RangeError('this position has no reachable liquidation price');
  const exit = notional(c.market, pos.liqTicks, pos.lots);
  const basis = mul(pos.cost, c.market.unitsPerTickLot, 'cost');
  const realised = pos.side === 'long' ? exit - basis : basis - exit;
  const insurance = pos.margin + realised;
  const position = withState(c, pos, null, 0, 0, 0, {
    realisedPnl: safe(pos.realisedPnl + realised, 'realised PnL'),
    insurance: safe(pos.insurance + insurance, 'insurance'),
  });
  return {
    position,
    side: pos.side,
    lots: pos.lots,
    triggerTicks: pos.liqTicks,
    bankruptcyTicks: pos.bankruptcyTicks,
    marginLost: pos.margin,
    realisedPnl: realised,
    insurance,
    walletDelta: 0,
  };
}

/** Unrealised PnL at a mark (quote units): long (lots × mark − cost) × u, short the negative. */
export function unrealisedPnl(c: FuturesContract, pos: FuturesPosition, markTicks: number): number {
  if (pos.side === null) return 0;
  const d = notional(c.market, markTicks, pos.lots) - mul(pos.cost, c.market.unitsPerTickLot, 'position value');
  return safe(pos.side === 'long' ? d : 0 - d, 'unrealised PnL'); // 0 − d, not −d: never a negative zero
}

/** Value at entry (quote units): cost × u — what selects the risk tier. */
export function entryValue(c: FuturesContract, pos: FuturesPosition): number {
  return mul(pos.cost, c.market.unitsPerTickLot, 'position value');
}

/** The risk tier the position is in (the first tier when flat). */
export function positionTier(c: FuturesContract, pos: FuturesPosition): RiskTier {
  return c.tiers[pos.tier];
}

/** Initial margin the position requires at its leverage: ceil(value × 100 / leverage). */
export function requiredInitialMargin(c: FuturesContract, pos: FuturesPosition): number {
  return initialMargin(entryValue(c, pos), pos.leverageE2);
}

/** Maintenance margin of the position (its tier's MMR on the value at entry, less the deduction). */
export function requiredMaintenanceMargin(c: FuturesContract, pos: FuturesPosition): number {
  return pos.side === null ? 0 : maintenanceMargin(c.tiers[pos.tier], entryValue(c, pos));
}

function checkAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError(`${what} must be a positive integer of quote units, got ${amount}`);
}

/** Adds margin to an open position (moves the liquidation price away). walletDelta = −amount. */
export function addMargin(c: FuturesContract, pos: FuturesPosition, amount: number): CashResult {
  checkAmount(amount, 'margin to add');
  if (pos.side === null) throw new FuturesError('NO_POSITION', 'margin can only be added to an open position');
  return { position: withState(c, pos, pos.side, pos.lots, pos.cost, safe(pos.margin + amount, 'margin'), {}), walletDelta: -amount };
}

/**
 * Most margin that may be withdrawn now (quote units): what keeps the
 * position at or above its initial margin requirement at this mark,
 * max(0, margin − IM − max(0, −unrealised PnL)); an unrealised profit does
 * not make margin withdrawable. After such a withdrawal equity ≥ IM ≥ MM, so
 * the position is not liquidatable at this mark.
 */
export function maxWithdrawableMargin(c: FuturesContract, pos: FuturesPosition, markTicks: number): number {
  if (pos.side === null) return 0;
  const loss = Math.max(0, -unrealisedPnl(c, pos, markTicks));
  return Math.max(0, pos.margin - requiredInitialMargin(c, pos) - loss);
}

/** Withdraws margin (≤ maxWithdrawableMargin at this mark, else FuturesError MARGIN_TOO_HIGH). walletDelta = +amount. */
export function reduceMargin(c: FuturesContract, pos: FuturesPosition, amount: number, markTicks: number): CashResult {
  checkAmount(amount, 'margin to withdraw');
  if (pos.side === null) throw new FuturesError('NO_POSITION', 'no position to take margin from');
  const max = maxWithdrawableMargin(c, pos, markTicks);
  if (amount > max) throw new FuturesError('MARGIN_TOO_HIGH', `at most ${max} quote units may be withdrawn now`);
  return { position: withState(c, pos, pos.side, pos.lots, pos.cost, pos.margin - amount, {}), walletDelta: amount };
}

/** Options of `estimateLiquidation`. */
export interface EstimateOptions {
  /** Position to start from (default: flat at the leverage). */
  readonly start?: FuturesPosition;
  /** Margin added after the fills (quote units, default 0). */
  readonly extraMargin?: number;
}

/** Result of `estimateLiquidation`. */
export interface LiquidationEstimate {
  /** The position after the planned fills (and extra margin). */
  readonly position: FuturesPosition;
  /** Its liquidation trigger (ticks; see FuturesPosition.liqTicks). */
  readonly liqTicks: number;
  readonly bankruptcyTicks: number;
  /** Margin the fills post in total and the fees they pay (quote units): what the wallet needs. */
  readonly marginPosted: number;
  readonly fees: number;
  /** Highest position value (quote units) reached along the way. */
  readonly peakValue: number;
}

/**
 * Pre-trade estimate: the liquidation price after a planned set of fills (a
 * grid's opening orders, a martingale's adds), assuming every one fills in
 * the order given. It runs the engine's own `applyFill`, so applying the
 * same fills to the live position gives exactly this trigger; splitting them
 * into partial fills changes the posted margin by less than one quote unit
 * per part, and the trigger by at most one tick. Throws FuturesError
 * (RISK_LIMIT, …) when a fill would be refused.
 */
export function estimateLiquidation(c: FuturesContract, leverageE2: number, fills: readonly FuturesFill[], options: EstimateOptions = {}): LiquidationEstimate {
  let p = options.start ?? flatPosition(c, leverageE2);
  if (p.leverageE2 !== leverageE2) throw new RangeError('start position has another leverage');
  let posted = 0;
  let fees = 0;
  let peak = entryValue(c, p);
  for (const f of fills) {
    const r = applyFill(c, p, f);
    p = r.position;
    posted += r.marginPosted;
    fees += r.fee;
    peak = Math.max(peak, entryValue(c, p));
  }
  if (options.extraMargin) p = addMargin(c, p, options.extraMargin).position;
  return { position: p, liqTicks: p.liqTicks, bankruptcyTicks: p.bankruptcyTicks, marginPosted: posted, fees, peakValue: peak };
}

/**
 * Liquidation price of a position recomputed from scratch (ticks, rounded
 * conservatively), independent of the stored trigger: the straightforward
 * formula, used by the reference benchmark loop and the tests.
 */
export function liquidationPriceTicks(c: FuturesContract, pos: FuturesPosition): number {
  return derive(c, pos.side, pos.lots, pos.cost, pos.margin).liqTicks;
}

/** Average entry price as a decimal: cost / lots ticks, half-even to `scale` decimals (default: the tick's decimals + 2). */
export function averageEntryPrice(c: FuturesContract, pos: FuturesPosition, scale = c.market.tickScale + 2): string {
  if (pos.side === null) return '0';
  return ratioToDecimal(BigInt(pos.cost) * BigInt(c.market.tickUnits), BigInt(pos.lots) * pow10(c.market.tickScale), scale, 'half-even');
}

/** What the futures detail screens show, as decimal strings (quote amounts in the quote coin). */
export interface FuturesMetrics {
  /** "long" | "short" | "" (flat). */
  readonly side: PositionSide | '';
  /** Position size (base quantity / contracts). */
  readonly size: string;
  /** Position value at the mark. */
  readonly positionValue: string;
  /** Average entry (see averageEntryPrice). */
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealisedPnl: string;
  readonly realisedPnl: string;
  /** Cumulative funding, + received / − paid. */
  readonly funding: string;
  readonly fees: string;
  /** Estimated liquidation price; "" when flat or unreachable. */
  readonly liquidationPrice: string;
  /** "" when flat or unreachable. */
  readonly bankruptcyPrice: string;
  readonly positionMargin: string;
  /** Initial / maintenance margin rate of the position's tier, fractions ("0.01" = 1 %). */
  readonly imRate: string;
  readonly mmRate: string;
  /** Configured leverage multiplier. */
  readonly leverage: string;
  /** Value at mark / (margin + unrealised PnL), 2 decimals half-even; "" when that equity is ≤ 0; "0" when flat. */
  readonly realLeverage: string;
}

/** Detail-screen figures of a position at a mark price. */
export function futuresMetrics(c: FuturesContract, pos: FuturesPosition, markTicks: number): FuturesMetrics {
  const m = c.market;
  const q = (units: number): string => unitsToDecimal(units, m.quoteScale);
  const tier = c.tiers[pos.tier];
  const open = pos.side !== null;
  const value = open ? notional(m, markTicks, pos.lots) : 0;
  const upnl = unrealisedPnl(c, pos, markTicks);
  const equity = pos.margin + upnl;
  const liqOk = open && pos.liqTicks > 0 && pos.liqTicks < LIQ_NEVER;
  const bankOk = open && pos.bankruptcyTicks > 0 && pos.bankruptcyTicks < LIQ_NEVER;
  return {
    side: pos.side ?? '',
    size: lotsToQty(m, pos.lots),
    positionValue: q(value),
    entryPrice: averageEntryPrice(c, pos),
    markPrice: ticksToPrice(m, markTicks),
    unrealisedPnl: q(upnl),
    realisedPnl: q(pos.realisedPnl),
    funding: q(pos.funding),
    fees: q(pos.fees),
    liquidationPrice: liqOk ? ticksToPrice(m, pos.liqTicks) : '',
    bankruptcyPrice: bankOk ? ticksToPrice(m, pos.bankruptcyTicks) : '',
    positionMargin: q(pos.margin),
    imRate: unitsToDecimal(tier.imrE4, 4),
    mmRate: unitsToDecimal(tier.mmrE4, 4),
    leverage: unitsToDecimal(pos.leverageE2, 2),
    realLeverage: !open ? '0' : equity <= 0 ? '' : ratioToDecimal(BigInt(value), BigInt(equity), 2, 'half-even'),
  };
}
