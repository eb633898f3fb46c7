/**
 * The bots' ledger postings. A bot's money lives in its own account
 * (`user:<id>:bot:<botId>`, shown under the user's `bot` account type):
 * - funding: user's spot/fund account → bot account (`bot-fund`);
 * - a fill: the bot trades with the exchange's `market` account and pays its
 *   fee (quote coin) to the `fees` account (`bot-trade`, one journal per fill);
 * - a DCA buy pays straight from the funding account (`bot-dca-buy`): the
 *   quote never rests in the bot, the coins bought do;
 * - a voucher: from outside the exchange into the bot (`bot-reward`);
 * - profit withdrawal, settlement: bot account → funding account.
 */
import { type AccountRef, type Ledger, type Posting, botAccount, systemAccount, userAccount } from '../ledger/ledger';
import { type BotPair, baseLedgerUnits, quoteLedgerUnits } from './pairs';
import type { FundingAccount } from './store';

export type BotRef = { id: string; userId: number; account: FundingAccount };

export const botAccountOf = (bot: BotRef): AccountRef => botAccount(bot.userId, bot.id);
export const fundingAccountOf = (bot: BotRef): AccountRef => userAccount(bot.userId, bot.account);

const market = systemAccount('market');
const fees = systemAccount('fees');

function entries(list: Posting[]): Posting[] {
  return list.filter((entry) => entry.amount !== 0n);
}

/**
 * One fill of a bot at the market: `lots` of base for `notional` quote units,
 * `fee` quote units. A buy paid `from` another account (DCA) takes the quote
 * there; otherwise from the bot account.
 */
export function postFill(
  ledger: Ledger,
  bot: BotRef,
  p: BotPair,
  fill: { side: 'buy' | 'sell'; lots: number; notional: number; fee: number; orderId: string },
  payer?: AccountRef,
): void {
  const self = botAccountOf(bot);
  const base = baseLedgerUnits(p, fill.lots);
  const value = quoteLedgerUnits(p, fill.notional);
  const cost = quoteLedgerUnits(p, fill.fee);
  const list =
    fill.side === 'buy'
      ? [
          { account: payer ?? self, coin: p.quote, amount: -(value + cost) },
          { account: market, coin: p.quote, amount: value },
          { account: fees, coin: p.quote, amount: cost },
          { account: market, coin: p.base, amount: -base },
          { account: self, coin: p.base, amount: base },
        ]
      : [
          { account: self, coin: p.base, amount: -base },
          { account: market, coin: p.base, amount: base },
          { account: market, coin: p.quote, amount: -value },
          { account: self, coin: p.quote, amount: value - cost },
          { account: fees, coin: p.quote, amount: cost },
        ];
  ledger.post({
    kind: payer ? 'bot-dca-buy' : 'bot-trade',
    ref: fill.orderId,
    memo: `${bot.id} ${fill.side} ${p.symbol}`,
    userId: bot.userId,
    entries: entries(list),
  });
}

/** Funding account → bot account (coins in ledger units; zero amounts skipped). */
export function postFunding(ledger: Ledger, bot: BotRef, amounts: { coin: string; amount: bigint }[], kind = 'bot-fund'): void {
  const list: Posting[] = [];
  for (const { coin, amount } of amounts) {
    if (amount === 0n) continue;
    list.push({ account: fundingAccountOf(bot), coin, amount: -amount }, { account: botAccountOf(bot), coin, amount });
  }
  if (list.length) ledger.post({ kind, ref: bot.id, userId: bot.userId, entries: list });
}

/** A voucher's amount enters the bot from outside the exchange. */
export function postReward(ledger: Ledger, bot: BotRef, coin: string, amount: bigint, rewardId: string): void {
  if (amount <= 0n) return;
  ledger.post({
    kind: 'bot-reward',
    ref: rewardId,
    memo: `voucher ${rewardId} for bot ${bot.id}`,
    userId: bot.userId,
    entries: [
      { account: systemAccount('external'), coin, amount: -amount },
      { account: botAccountOf(bot), coin, amount },
    ],
  });
}

/** Bot account → funding account (profit withdrawal). */
export function postWithdrawal(ledger: Ledger, bot: BotRef, coin: string, amount: bigint): void {
  if (amount <= 0n) return;
  ledger.transfer({ from: botAccountOf(bot), to: fundingAccountOf(bot), coin, amount, kind: 'bot-withdraw', ref: bot.id, userId: bot.userId });
}

/**
 * Settlement: everything the bot account holds in `coins` goes back to the
 * funding account; returns what moved, by coin.
 */
export function postSettlement(ledger: Ledger, bot: BotRef, coins: string[]): Map<string, bigint> {
  const moved = new Map<string, bigint>();
  const list: Posting[] = [];
  for (const coin of new Set(coins)) {
    const held = ledger.balance(botAccountOf(bot), coin).wallet;
    moved.set(coin, held);
    if (held === 0n) continue;
    list.push({ account: botAccountOf(bot), coin, amount: -held }, { account: fundingAccountOf(bot), coin, amount: held });
  }
  if (list.length) ledger.post({ kind: 'bot-settle', ref: bot.id, userId: bot.userId, entries: list });
  return moved;
}
