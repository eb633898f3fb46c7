/**
 * Spot DCA (recurring buy), DCA-1 / DCA-2.
 *
 * Every `frequency_in_second` (≥ 10) the bot spends a fixed quote amount on
 * each of its 1–5 pairs at the market price (taker fee, charged in quote,
 * rounded up; the quantity is the largest whole number of lots whose cost
 * fits the amount). A purchase or sale larger than the symbol's largest order
 * executes as several orders (common/orders.ts marketChunks, each fee rounded
 * up), and is priced that way. Average cost = Σ quote / Σ base over the
 * current cycle (fees excluded: the harmonic mean of the buy prices).
 *
 * Choices where the API is silent (documented):
 * - a round that is overdue by several periods buys once, then the schedule
 *   resumes on the original grid of times (missed rounds are skipped);
 * - `max_invest_amount` counts what was spent including fees; the last round
 *   spends only what is left of it, and the bot closes with "reached max"
 *   (handing the coins back as base) once no pair can place a minimum order;
 * - optional TP (fraction, per pair): when selling a pair's coins at market
 *   would return its cost (value + fees paid) × (1 + TP), they are sold, the
 *   profit is realised and the pair starts a new cycle; TP does not close the
 *   bot (the DCA close reasons have no TP);
 * - close modes: 2 base (coins handed back as held), 3 quote (sold at
 *   market; a remainder below the minimum order is handed back as base);
 *   a delisted symbol cannot trade, so its coins are always handed back.
 */
import { EngineInputError, type MarketRules, type Rate, type SymbolRules, compileRules, minLotsAt, parseRate, quoteToUnits } from '../core/rules';
import { pow10 } from '../core/decimal';
import { safe } from '../core/int';
import { type BotCloseCode, CLOSE_CODE_OF_CAUSE } from '../common/close-codes';
import { type FillAmounts, type OrderFill, type OrderSide, buyCost, fillAmounts, marketBuyCost, marketChunks, marketSellProceeds, maxMarketBuyLots, minMarketSellPrice } from '../common/orders';

export interface DcaPairInput {
  /** Base coin, e.g. "BTC". */
  readonly base: string;
  /** Quote amount per round (decimal string). */
  readonly amount: string;
  readonly rules: SymbolRules;
}

export interface DcaInput {
  readonly frequencyInSecond: number;
  readonly quoteCoin: string;
  readonly pairs: readonly DcaPairInput[];
  /** Lifetime spend cap in quote; absent, "" or "0" = none. */
  readonly maxInvestAmount?: string;
  /** Per-pair take-profit fraction; absent = none. */
  readonly takeProfitPercent?: string;
}

export type DcaCloseReason = 'MANUALLY' | 'REACHED_MAX' | 'SYMBOL_DELISTED' | 'USER_BANNED' | 'TAX_TAG_CHANGE';
/** Close reason → unified close code (common/close-codes.ts; "reached max" is DCA's own code). */
export const DCA_CLOSE_CODE: Readonly<Record<DcaCloseReason, BotCloseCode>> = {
  MANUALLY: CLOSE_CODE_OF_CAUSE.manual,
  REACHED_MAX: 'BOT_CLOSE_CODE_DCA_REACHED_MAX',
  SYMBOL_DELISTED: CLOSE_CODE_OF_CAUSE.symbol_delisted,
  USER_BANNED: CLOSE_CODE_OF_CAUSE.user_banned,
  /** The owner's tax identity changed to or from IND-GST (contracts compliance.ts). */
  TAX_TAG_CHANGE: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
};
/** DCA-2 close_mode: 2 base, 3 quote; echoed as DCA_BASE_MODE / DCA_QUOTE_MODE. */
export type DcaCloseMode = 'DCA_BASE_MODE' | 'DCA_QUOTE_MODE';
export const DCA_CLOSE_MODE_BY_CODE: Readonly<Record<number, DcaCloseMode>> = { 2: 'DCA_BASE_MODE', 3: 'DCA_QUOTE_MODE' };

export interface DcaPairState {
  readonly base: string;
  readonly symbol: string;
  readonly market: MarketRules;
  /** Per-round amount, pair quote units. */
  readonly amount: number;
  /** Current cycle: value bought (quote units, fees excluded), lots held, fees paid. */
  spent: number;
  lots: number;
  buyFees: number;
  /** Lifetime figures. */
  totalSpent: number;
  totalLots: number;
  realisedProfit: number;
  cycles: number;
  delisted: boolean;
}

export interface DcaState {
  readonly v: 1;
  readonly kind: 'dca';
  readonly quoteCoin: string;
  readonly frequencyMs: number;
  /** Common quote scale of `invested` / `maxInvest` (the largest pair scale). */
  readonly scale: number;
  readonly maxInvest: number;
  readonly tpRate: Rate | null;
  readonly createdAt: number;
  status: 'RUNNING' | 'COMPLETED';
  nextBuyAt: number;
  invested: number;
  rounds: number;
  endedAt: number;
  closeReason: DcaCloseReason | null;
  closeCode: BotCloseCode | null;
  closeMode: DcaCloseMode | null;
  nextRef: number;
  pairs: DcaPairState[];
}

/** Events of a transition. Every DCA order is a market order (taker fee); fills name their pair's symbol. */
export type DcaEvent =
  | (OrderFill & { readonly type: 'order_filled'; readonly symbol: string })
  | { readonly type: 'buy_skipped'; readonly time: number; readonly symbol: string; readonly reason: 'below_min_order' | 'insufficient_balance' | 'symbol_delisted' }
  | { readonly type: 'take_profit'; readonly time: number; readonly symbol: string; readonly profit: number }
  | { readonly type: 'closed'; readonly time: number; readonly reason: DcaCloseReason; readonly closeCode: BotCloseCode; readonly closeMode: DcaCloseMode; readonly returned: readonly { symbol: string; lots: number; quote: number }[] };

export interface DcaStep {
  readonly state: DcaState;
  readonly events: readonly DcaEvent[];
}

const toCommon = (s: DcaState, p: DcaPairState, units: number): number => units * Number(pow10(s.scale - p.market.quoteScale));

/** DCA-1: checks and creates a bot; throws EngineInputError naming the bad field (the API's 400). */
export function createDca(input: DcaInput, now: number): DcaState {
  if (!Number.isInteger(input.frequencyInSecond) || input.frequencyInSecond < 10) throw new EngineInputError('frequency_in_second', 'must be an integer of at least 10');
  if (!Array.isArray(input.pairs) || input.pairs.length < 1 || input.pairs.length > 5) throw new EngineInputError('pairs', 'must have 1 to 5 entries');
  const seen = new Set<string>();
  const pairs: DcaPairState[] = input.pairs.map((p, i) => {
    if (seen.has(p.base)) throw new EngineInputError(`pairs[${i}].base`, `duplicated symbol ${p.base}`);
    seen.add(p.base);
    const market = compileRules(p.rules);
    const amount = quoteToUnits(market, p.amount, `pairs[${i}].amount`);
    if (amount < Math.max(1, market.minNotionalUnits)) throw new EngineInputError(`pairs[${i}].amount`, 'is below the minimum order value');
    return { base: p.base, symbol: `${p.base}${input.quoteCoin}`, market, amount, spent: 0, lots: 0, buyFees: 0, totalSpent: 0, totalLots: 0, realisedProfit: 0, cycles: 0, delisted: false };
  });
  const scale = Math.max(...pairs.map((p) => p.market.quoteScale));
  const common = (p: DcaPairState, u: number) => u * Number(pow10(scale - p.market.quoteScale));
  let maxInvest = -1;
  if (input.maxInvestAmount !== undefined && input.maxInvestAmount !== '' && input.maxInvestAmount !== '0') {
    maxInvest = safe(Number(BigInt(quoteToUnits(pairs[0].market, input.maxInvestAmount, 'max_invest_amount')) * pow10(scale - pairs[0].market.quoteScale)), 'max_invest_amount');
    const round = pairs.reduce((a, p) => a + common(p, p.amount), 0);
    if (maxInvest < round) throw new EngineInputError('max_invest_amount', 'is smaller than one round of purchases');
  }
  const tpRate = input.takeProfitPercent ? parseRate(input.takeProfitPercent, 'take_profit_percent') : null;
  return {
    v: 1,
    kind: 'dca',
    quoteCoin: input.quoteCoin,
    frequencyMs: input.frequencyInSecond * 1000,
    scale,
    maxInvest,
    tpRate: tpRate && tpRate.num > 0 ? tpRate : null,
    createdAt: now,
    status: 'RUNNING',
    nextBuyAt: now,
    invested: 0,
    rounds: 0,
    endedAt: 0,
    closeReason: null,
    closeCode: null,
    closeMode: null,
    nextRef: 1,
    pairs,
  };
}

/** Deep copy. */
export function cloneDca(s: DcaState): DcaState {
  return { ...s, pairs: s.pairs.map((p) => ({ ...p })) };
}

/** What selling a pair's cycle must return for its TP: (spent + fees) × (1 + tp) as the exact fraction num/den. */
function tpTarget(p: DcaPairState, tp: Rate): { num: bigint; den: bigint } {
  return { num: BigInt(p.spent + p.buyFees) * BigInt(tp.den + tp.num), den: BigInt(tp.den) };
}

/** Lowest price (ticks) at which selling a pair's cycle returns cost × (1 + TP), or +∞. */
export function dcaTakeProfitPrice(s: DcaState, p: DcaPairState): number {
  if (s.tpRate === null || p.lots <= 0) return Number.POSITIVE_INFINITY;
  const t = tpTarget(p, s.tpRate);
  return minMarketSellPrice(p.market, p.lots, t.num, t.den);
}

/** Mutating core shared by the live step and the backtest. */
export class DcaCore {
  readonly events: DcaEvent[] = [];
  constructor(readonly s: DcaState) {}

  /** A market order of `lots` at `px`, in as many fills as the order limits need; the totals (0 when it cannot execute). */
  private market(time: number, p: DcaPairState, side: OrderSide, px: number, lots: number): FillAmounts {
    let notional = 0;
    let fee = 0;
    for (const x of marketChunks(p.market, px, lots)) {
      const a = fillAmounts(p.market, px, x, p.market.taker);
      this.events.push({ type: 'order_filled', time, ref: this.s.nextRef++, symbol: p.symbol, side, priceTicks: px, lots: x, notional: a.notional, fee: a.fee });
      notional += a.notional;
      fee += a.fee;
    }
    return { notional, fee };
  }

  /** Runs a due round at `time` with prices in ticks per symbol; `available` (common units) limits spending. */
  round(time: number, priceOf: (symbol: string) => number, available = Number.POSITIVE_INFINITY): void {
    const s = this.s;
    if (s.status !== 'RUNNING' || time < s.nextBuyAt) return;
    let budget = available;
    for (const p of s.pairs) {
      if (p.delisted) {
        this.events.push({ type: 'buy_skipped', time, symbol: p.symbol, reason: 'symbol_delisted' });
        continue;
      }
      const px = priceOf(p.symbol);
      const unit = Number(pow10(s.scale - p.market.quoteScale));
      let spend = p.amount;
      if (s.maxInvest >= 0) spend = Math.min(spend, Math.floor((s.maxInvest - s.invested) / unit));
      const lots = maxMarketBuyLots(p.market, px, spend);
      if (lots < minLotsAt(p.market, px)) {
        this.events.push({ type: 'buy_skipped', time, symbol: p.symbol, reason: 'below_min_order' });
        continue;
      }
      if (marketBuyCost(p.market, px, lots) * unit > budget) {
        this.events.push({ type: 'buy_skipped', time, symbol: p.symbol, reason: 'insufficient_balance' });
        continue;
      }
      const { notional: n, fee: f } = this.market(time, p, 'buy', px, lots);
      budget -= (n + f) * unit;
      p.spent += n;
      p.lots += lots;
      p.buyFees += f;
      p.totalSpent += n;
      p.totalLots += lots;
      // the common scale can be finer than a pair's: past 2^53 units, refuse rather than drift
      s.invested = safe(s.invested + (n + f) * unit, 'invested');
    }
    s.rounds++;
    s.nextBuyAt += s.frequencyMs * (Math.floor((time - s.nextBuyAt) / s.frequencyMs) + 1);
    if (s.maxInvest >= 0) {
      const left = s.maxInvest - s.invested;
      const canBuy = s.pairs.some((p) => {
        const px = priceOf(p.symbol);
        return !p.delisted && buyCost(p.market, px, minLotsAt(p.market, px)) * toCommon(s, p, 1) <= left;
      });
      if (!canBuy) this.close('REACHED_MAX', 'DCA_BASE_MODE', time, priceOf);
    }
  }

  /** Sells a pair's cycle at `px` if that returns its TP target (at or above dcaTakeProfitPrice). */
  takeProfit(time: number, p: DcaPairState, px: number): void {
    const s = this.s;
    if (s.status !== 'RUNNING' || p.delisted || s.tpRate === null || p.lots <= 0) return;
    const t = tpTarget(p, s.tpRate);
    // as executed at px: a sale that cannot execute there, or returns less once split, waits
    if (BigInt(marketSellProceeds(p.market, px, p.lots)) * t.den < t.num) return;
    const { notional: n, fee: f } = this.market(time, p, 'sell', px, p.lots);
    const profit = n - f - p.spent - p.buyFees;
    p.realisedProfit += profit;
    p.cycles++;
    p.spent = 0;
    p.lots = 0;
    p.buyFees = 0;
    this.events.push({ type: 'take_profit', time, symbol: p.symbol, profit });
  }

  close(reason: DcaCloseReason, mode: DcaCloseMode, time: number, priceOf: (symbol: string) => number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    const returned: { symbol: string; lots: number; quote: number }[] = [];
    for (const p of s.pairs) {
      let quote = 0;
      if (mode === 'DCA_QUOTE_MODE' && !p.delisted && reason !== 'SYMBOL_DELISTED' && p.lots > 0) {
        const px = priceOf(p.symbol);
        if (marketChunks(p.market, px, p.lots).length > 0) {
          const { notional: n, fee: f } = this.market(time, p, 'sell', px, p.lots);
          quote = n - f;
          p.realisedProfit += quote - p.spent - p.buyFees;
          p.lots = 0;
        }
      }
      returned.push({ symbol: p.symbol, lots: p.lots, quote });
    }
    s.status = 'COMPLETED';
    s.endedAt = time;
    s.closeReason = reason;
    s.closeCode = DCA_CLOSE_CODE[reason];
    s.closeMode = mode;
    this.events.push({ type: 'closed', time, reason, closeCode: s.closeCode, closeMode: mode, returned });
  }
}

/**
 * Live step at `time` with current prices (ticks per symbol): TP checks, then
 * the round if due. `availableQuote` (decimal) is the user's spendable quote
 * balance; purchases that would exceed it are skipped.
 */
export function stepDca(state: DcaState, time: number, prices: Readonly<Record<string, number>>, availableQuote?: string): DcaStep {
  const s = cloneDca(state);
  const core = new DcaCore(s);
  const priceOf = (symbol: string): number => {
    const p = prices[symbol];
    if (!Number.isInteger(p) || p < 1) throw new EngineInputError(`prices.${symbol}`, 'a positive integer price in ticks is required');
    return p;
  };
  for (const p of s.pairs) if (!p.delisted && p.lots > 0 && s.tpRate) core.takeProfit(time, p, priceOf(p.symbol));
  const available = availableQuote === undefined ? Number.POSITIVE_INFINITY : quoteToUnits({ ...s.pairs[0].market, quoteScale: s.scale }, availableQuote, 'available_quote');
  core.round(time, priceOf, available);
  return { state: s, events: core.events };
}

/** DCA-2: closes with a mode (2 base / 3 quote) and a reason (default manual). */
export function closeDca(state: DcaState, mode: DcaCloseMode, time: number, prices: Readonly<Record<string, number>>, reason: DcaCloseReason = 'MANUALLY'): DcaStep {
  if (state.status === 'COMPLETED') throw new EngineInputError('bot_id', 'the bot has been closed');
  if (mode !== 'DCA_BASE_MODE' && mode !== 'DCA_QUOTE_MODE') throw new EngineInputError('close_mode', 'must be 2 (base) or 3 (quote)');
  const s = cloneDca(state);
  const core = new DcaCore(s);
  core.close(reason, mode, time, (sym) => prices[sym] ?? 1);
  return { state: s, events: core.events };
}

/** Marks a pair delisted: it stops buying; its coins are handed back at close. */
export function delistDcaPair(state: DcaState, symbol: string): DcaState {
  const s = cloneDca(state);
  const p = s.pairs.find((x) => x.symbol === symbol);
  if (!p) throw new EngineInputError('symbol', `${symbol} is not a pair of this bot`);
  p.delisted = true;
  return s;
}

/** Average cost of a pair's current cycle in ticks (Σ quote / Σ base), as an exact fraction, or null. */
export function dcaAverageCost(p: DcaPairState): { num: bigint; den: bigint } | null {
  if (p.lots === 0) return null;
  return { num: BigInt(p.spent), den: BigInt(p.lots) * BigInt(p.market.unitsPerTickLot) };
}
