/**
 * The figures the futures pieces print, from engine integers: exact decimal
 * strings (the engine's `unitsToDecimal` / `ticksToPrice` / `unitsToQuote`)
 * formatted by `@tb/util-format` on the contract's tick. Nothing here goes
 * through a float.
 */
import { ticksToPrice, unitsToDecimal, unitsToQuote, type FuturesContract } from '@tb/engine';
import { formatAmount, formatLeverage, formatPrice } from '@tb/util-format';

/** A leverage ×100 as shown: 6666 → "66.66x". */
export const leverageText = (e2: number, locale: string): string => formatLeverage(unitsToDecimal(e2, 2), { locale });

/** Quote units of the contract as money: "2,000,000.00 USDT". */
export const quoteText = (contract: FuturesContract, units: number, coin: string, locale: string): string => formatAmount(unitsToQuote(contract.market, units), coin, { locale });

/** A price in ticks, on the contract's tick: "19,700.0". */
export const tickPriceText = (contract: FuturesContract, ticks: number, locale: string): string =>
  formatPrice(ticksToPrice(contract.market, ticks), { tickSize: contract.market.rules.tickSize, locale });
