/**
 * The simulator's derivatives side, created once per server (`ctx.derivatives`):
 * - `contracts`  the linear perpetuals compiled for the futures engine, with the futures fee schedule;
 * - `positions`  the futures positions table (one row per bot and contract);
 * - `postings`   one ledger posting per engine result (fills, liquidations, margin changes,
 *                funding) plus funding / withdrawing / settling a futures bot;
 * - `funding`    the funding settlement (`settleUpTo(now, keys?)`).
 * Mark prices and funding rates themselves are the market's (`ctx.market.markPrice`, `funding`, …).
 * How a futures driver uses them: apps/exchange-sim/README.md, "Perpetuals".
 */
import type { Db } from '../db/database';
import type { Ledger } from '../ledger/ledger';
import { FuturesContracts } from './contracts';
import { type FundingSource, FundingSettlement } from './funding';
import { PositionStore } from './positions';
import { FuturesPostings } from './postings';

export type Derivatives = {
  contracts: FuturesContracts;
  positions: PositionStore;
  postings: FuturesPostings;
  funding: FundingSettlement;
};

export function createDerivatives(deps: { db: Db; ledger: Ledger; rates: FundingSource }): Derivatives {
  const contracts = new FuturesContracts();
  const positions = new PositionStore(deps.db);
  const postings = new FuturesPostings({ db: deps.db, ledger: deps.ledger, contracts, positions });
  const funding = new FundingSettlement({ db: deps.db, ledger: deps.ledger, rates: deps.rates, contracts, positions, postings });
  return { contracts, positions, postings, funding };
}

export { FUTURES_FUNDING_ACCOUNTS, FUTURES_MAKER_FEE, FUTURES_TAKER_FEE, type DerivContract, type FuturesFundingAccount, ledgerUnits } from './contracts';
export type { FundingSettled, SettleReport } from './funding';
export type { PositionKey, PositionRow } from './positions';
export { DerivativesError, type FuturesBot, type FuturesBotRef, type FuturesIdentity, fundingInstantAtOrBefore } from './postings';
