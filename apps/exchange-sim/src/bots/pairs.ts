/**
 * Spot pairs as the bot engines see them: the engine's symbol rules (tick,
 * lot, order limits and fees), the conversion of market prices (the price
 * series runs on a tick that may be finer than the pair's) to the pair's
 * ticks, and the exact conversion of engine amounts to ledger minor units.
 *
 * Fees (the simulator's spot schedule; the exchange's standard non-VIP spot
 * rate): maker 0.1 %, taker 0.1 %, charged in the quote coin and rounded up
 * (the engine's rule). Grid limit orders pay maker, market orders (start,
 * trailing up, close conversion, DCA buys) taker.
 */
import {
  type CandleSeries,
  type MarketRules,
  type SpotMarket,
  type SymbolRules,
  compileRules,
  lotsToQty,
  ticksToPrice,
  unitsToQuote,
} from '@tb/engine';
import { coinInfo } from '../ledger/coins';
import type { Delistings } from '../market/delistings';
import type { Market } from '../market/market';
import { SPOT_PAIRS, type SpotPair } from '../market/symbols';
import { scaleOf, toUnits } from '../lib/decimal';

export const SPOT_MAKER_FEE = '0.001';
export const SPOT_TAKER_FEE = '0.001';

/** A spot pair with everything the bots need, precomputed. */
export type BotPair = {
  pair: SpotPair;
  symbol: string;
  base: string;
  quote: string;
  rules: SymbolRules;
  market: MarketRules;
  /** Series ticks per pair tick: a pair price = round(series ticks / ratio). */
  seriesTicksPerTick: bigint;
  /** Ledger units of the quote coin per engine quote unit. */
  quoteFactor: bigint;
  /** Decimal places the ledger keeps for the quote coin. */
  quoteCoinScale: number;
  /** Ledger units of the base coin per lot. */
  lotFactor: bigint;
  /** Listed for new bots: trading and shown (a delisting closes it later: `BotPairs.open`). */
  tradable: boolean;
};

function build(pair: SpotPair, seriesTick: string): BotPair {
  const rules: SymbolRules = {
    tickSize: pair.tickSize,
    lotSize: pair.lotSize,
    minQty: pair.minQty,
    maxQty: pair.maxQty,
    minNotional: pair.minAmount,
    maxNotional: pair.maxAmount,
    makerFee: SPOT_MAKER_FEE,
    takerFee: SPOT_TAKER_FEE,
  };
  const market = compileRules(rules);
  const quote = coinInfo(pair.quote);
  const base = coinInfo(pair.base);
  if (!quote || !base) throw new Error(`${pair.symbol}: coin not in the ledger`);
  // Engine quote units are 10^-(tickScale + lotScale); the ledger keeps the coin's scale.
  if (market.quoteScale > quote.scale) throw new Error(`${pair.symbol}: quote precision ${market.quoteScale} exceeds the ledger's ${quote.scale}`);
  if (market.lotScale > base.scale) throw new Error(`${pair.symbol}: lot precision exceeds the ledger's ${base.scale}`);
  const scale = Math.max(scaleOf(seriesTick), scaleOf(pair.tickSize));
  const seriesUnits = toUnits(seriesTick, scale);
  const tickUnits = toUnits(pair.tickSize, scale);
  if (tickUnits % seriesUnits !== 0n) throw new Error(`${pair.symbol}: tick ${pair.tickSize} is not a multiple of the series tick ${seriesTick}`);
  return {
    pair,
    symbol: pair.symbol,
    base: pair.base,
    quote: pair.quote,
    rules,
    market,
    seriesTicksPerTick: tickUnits / seriesUnits,
    quoteFactor: 10n ** BigInt(quote.scale - market.quoteScale),
    quoteCoinScale: quote.scale,
    lotFactor: BigInt(market.lotUnits) * 10n ** BigInt(base.scale - market.lotScale),
    tradable: pair.status === 'Trading' && pair.display === 1,
  };
}

/** The spot pairs of a market, by symbol. */
export class BotPairs {
  private readonly bySymbol = new Map<string, BotPair>();
  /** Pairs the bots cannot trade exactly, with the reason. */
  readonly excluded: string[] = [];

  constructor(
    private readonly marketService: Market,
    private readonly delistings: Delistings,
  ) {
    for (const pair of SPOT_PAIRS) {
      if (!marketService.has(pair.symbol)) continue;
      try {
        this.bySymbol.set(pair.symbol, build(pair, marketService.tickSize(pair.symbol)));
      } catch (error) {
        // A pair whose precision the ledger cannot hold exactly is left out of the bots (and said so).
        this.excluded.push(`${pair.symbol}: ${(error as Error).message}`);
      }
    }
    if (this.excluded.length) console.warn(`bots: pairs left out: ${this.excluded.join('; ')}`);
  }

  get(symbol: string): BotPair | undefined {
    return this.bySymbol.get(symbol);
  }

  /** Open for new bots (create, pickers, recommendations, AI parameters): trading, shown and not delisted. */
  open(p: BotPair): boolean {
    return p.tradable && !this.delistings.has('spot', p.symbol);
  }

  /** Trading now: its listed status, unless delisted since. */
  trading(p: BotPair): boolean {
    return p.pair.status === 'Trading' && !this.delistings.has('spot', p.symbol);
  }

  all(): BotPair[] {
    return [...this.bySymbol.values()];
  }

  /** The pair trading `base` against `quote`. */
  of(base: string, quote: string): BotPair | undefined {
    return this.bySymbol.get(`${base}${quote}`);
  }

  /** Series ticks → pair ticks (half up; never below one tick). */
  toTicks(p: BotPair, seriesTicks: number): number {
    if (p.seriesTicksPerTick === 1n) return seriesTicks;
    const r = Number(p.seriesTicksPerTick);
    return Math.max(1, Math.floor((seriesTicks + Math.floor(r / 2)) / r));
  }

  /** The pair's last price in its ticks. */
  lastTicks(p: BotPair): number {
    return this.toTicks(p, this.marketService.lastPrice(p.symbol).ticks);
  }

  /** The pair's last price as a decimal on its tick. */
  lastPrice(p: BotPair): string {
    return ticksToPrice(p.market, this.lastTicks(p));
  }

  /** The engine's view of the market for a pair at its last price. */
  spotMarket(p: BotPair, priceTicks = this.lastTicks(p)): SpotMarket {
    return {
      symbol: p.symbol,
      baseCoin: p.base,
      quoteCoin: p.quote,
      rules: p.rules,
      lastPrice: ticksToPrice(p.market, priceTicks),
      supportsTrailingStop: p.pair.supportTrailingStop,
    };
  }

  /** 1-minute candles of a window converted to the pair's ticks. */
  candles(p: BotPair, from: number, to: number): CandleSeries {
    const series = this.marketService.candles(p.symbol, from, to);
    if (p.seriesTicksPerTick === 1n) return series;
    const convert = (column: Int32Array) => {
      const out = new Int32Array(series.length);
      for (let i = 0; i < series.length; i++) out[i] = this.toTicks(p, column[i]);
      return out;
    };
    return { ...series, open: convert(series.open), high: convert(series.high), low: convert(series.low), close: convert(series.close) };
  }
}

/** Engine quote units → ledger minor units of the quote coin. */
export const quoteLedgerUnits = (p: BotPair, units: number): bigint => BigInt(units) * p.quoteFactor;
/** Lots → ledger minor units of the base coin. */
export const baseLedgerUnits = (p: BotPair, lots: number): bigint => BigInt(lots) * p.lotFactor;
/** Engine quote units as a decimal. */
export const quoteText = (p: BotPair, units: number): string => unitsToQuote(p.market, units);
/** Lots as a decimal base quantity. */
export const qtyText = (p: BotPair, lots: number): string => lotsToQty(p.market, lots);
/** Ticks as a decimal price. */
export const priceText = (p: BotPair, ticks: number): string => ticksToPrice(p.market, ticks);
