/**
 * Linear perpetuals as the futures engines see them: the engine's
 * `ContractRules` mapped field by field from the contract configuration the
 * simulator serves (`contractConfig`), compiled once, with the exact
 * conversion of engine quote units to ledger minor units of the settlement
 * coin.
 *
 * Fees (the simulator's futures schedule, the exchange's standard non-VIP
 * USDT-perpetual rates; `ContractSymbol` carries none): maker 0.02 %, taker
 * 0.055 %, charged in the quote coin and rounded up (the engine's rule). A
 * driver's resting limit orders pay maker, market orders (opening, closing,
 * stop) taker; a liquidation pays no fee (the engine's rule).
 *
 * Funding accounts: a futures bot is funded from the user's `derivatives` or
 * `unified` account (spot and fund stay the spot kinds' accounts).
 */
import { type ContractRules, type FuturesContract, compileContract, unitsToQuote } from '@tb/engine';
import type { ContractSymbol } from '@tb/contracts';
import { coinInfo } from '../ledger/coins';
import { LINEAR_CONTRACTS, type LinearContract, contractConfig } from '../market/symbols';

export const FUTURES_MAKER_FEE = '0.0002';
export const FUTURES_TAKER_FEE = '0.00055';

export const FUTURES_FUNDING_ACCOUNTS = ['derivatives', 'unified'] as const;
export type FuturesFundingAccount = (typeof FUTURES_FUNDING_ACCOUNTS)[number];

export const isFuturesFundingAccount = (account: string): account is FuturesFundingAccount =>
  (FUTURES_FUNDING_ACCOUNTS as readonly string[]).includes(account);

/** A contract with everything the futures postings and drivers need, precomputed. */
export type DerivContract = {
  contract: LinearContract;
  config: ContractSymbol;
  symbol: string;
  /** Settlement (quote) coin: margin, PnL, fees and funding are in it. */
  coin: string;
  rules: ContractRules;
  futures: FuturesContract;
  /** Ledger minor units of the settlement coin per engine quote unit. */
  quoteFactor: bigint;
  /** Open for new positions: trading and shown. */
  tradable: boolean;
};

/** The engine's boundary form of a served contract configuration (the futures core's documented mapping). */
export function contractRules(config: ContractSymbol): ContractRules {
  return {
    tickSize: config.tick_size,
    lotSize: config.lot_size,
    minQty: config.min_qty,
    maxQty: config.max_order_qty,
    minNotional: config.min_notional_value,
    makerFee: FUTURES_MAKER_FEE,
    takerFee: FUTURES_TAKER_FEE,
    maxLeverageE2: config.max_leverage_e2,
    riskTiers: config.risk_limits.map((t) => ({
      limit: t.limit,
      imrE4: t.initial_margin_rate_e4,
      mmrE4: t.maintenance_margin_rate_e4,
      maxLeverageE2: t.max_leverage_e2,
    })),
  };
}

function build(contract: LinearContract): DerivContract {
  const config = contractConfig(contract);
  const rules = contractRules(config);
  const futures = compileContract(rules);
  const coin = coinInfo(contract.quote);
  if (!coin) throw new Error(`${contract.symbol}: settlement coin ${contract.quote} not in the ledger`);
  // Engine quote units are 10^-(tickScale + lotScale); the ledger keeps the coin's scale.
  if (futures.market.quoteScale > coin.scale) {
    throw new Error(`${contract.symbol}: quote precision ${futures.market.quoteScale} exceeds the ledger's ${coin.scale}`);
  }
  return {
    contract,
    config,
    symbol: contract.symbol,
    coin: contract.quote,
    rules,
    futures,
    quoteFactor: 10n ** BigInt(coin.scale - futures.market.quoteScale),
    tradable: contract.status === 'Trading' && contract.display === 1,
  };
}

/** Every linear contract of the symbol table, compiled. */
export class FuturesContracts {
  private readonly bySymbol = new Map<string, DerivContract>();

  constructor(contracts: readonly LinearContract[] = LINEAR_CONTRACTS) {
    for (const contract of contracts) this.bySymbol.set(contract.symbol, build(contract));
  }

  get(symbol: string): DerivContract | undefined {
    return this.bySymbol.get(symbol);
  }

  all(): DerivContract[] {
    return [...this.bySymbol.values()];
  }
}

/** Engine quote units → ledger minor units of the settlement coin (exact). */
export const ledgerUnits = (c: DerivContract, units: number): bigint => BigInt(units) * c.quoteFactor;

/** Ledger minor units → engine quote units, rounded down (what a balance can pay). */
export const engineUnitsFloor = (c: DerivContract, units: bigint): number => Number(units / c.quoteFactor);

/** Engine quote units as a decimal of the settlement coin. */
export const quoteText = (c: DerivContract, units: number): string => unitsToQuote(c.futures.market, units);
