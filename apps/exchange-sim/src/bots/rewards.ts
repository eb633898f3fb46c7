/**
 * Bot vouchers (`bot_rewards`). A trial-fund voucher adds its amount of a coin
 * to a new bot's investment, once, before it expires, when the investment
 * reaches its minimum. Granted by the exchange (admin CLI `grant-reward`).
 */
import type { BotReward, REWARD_STATUSES } from '@tb/contracts';
import { type Db, nextId, tx } from '../db/database';
import { coinInfo } from '../ledger/coins';
import { fromUnits, toUnits } from '../lib/decimal';

export const REWARD_TYPE_TRIAL_FUND = 'BOT_REWARD_TYPE_TRIAL_FUND';
export type RewardStatus = (typeof REWARD_STATUSES)[number];

type RewardRow = {
  reward_id: string;
  user_id: number;
  reward_type: string;
  coin: string;
  amount: number;
  min_investment: number;
  bot_types: string;
  create_time: number;
  expire_time: number;
  used_time: number;
  used_bot_id: string;
};

const STATUS_SQL: Record<RewardStatus, string> = {
  REWARD_STATUS_UNUSED: 'used_time = 0 AND expire_time > @now',
  REWARD_STATUS_USED: 'used_time > 0',
  REWARD_STATUS_EXPIRED: 'used_time = 0 AND expire_time <= @now',
};

export class Rewards {
  constructor(private readonly db: Db) {}

  /** Grants a voucher for the bot kinds it names (list types); amounts are decimals of `coin`. Returns its id. */
  grant(input: { userId: number; coin: string; amount: string; days: number; minInvestment?: string; botTypes: readonly string[]; now: number }): string {
    const info = coinInfo(input.coin);
    if (!info) throw new Error(`unknown coin ${input.coin}`);
    const amount = toUnits(input.amount, info.scale);
    if (amount <= 0n) throw new Error('the amount must be greater than zero');
    if (!(input.days > 0)) throw new Error('the validity must be at least one day');
    const min = input.minInvestment ? toUnits(input.minInvestment, info.scale) : 0n;
    return tx(this.db, () => {
      const id = nextId(this.db, 'bot_reward');
      this.db
        .prepare(
          `INSERT INTO bot_rewards (reward_id, user_id, reward_type, coin, amount, min_investment, bot_types, create_time, expire_time)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, input.userId, REWARD_TYPE_TRIAL_FUND, input.coin, amount, min, input.botTypes.join(','), input.now, input.now + Math.round(input.days * 86_400_000));
      return id;
    });
  }

  list(userId: number, status: RewardStatus | undefined, limit: number, offset: number, now: number): { total: number; rewards: BotReward[] } {
    const where = `user_id = @user${status ? ` AND ${STATUS_SQL[status]}` : ''}`;
    const params = { user: userId, now, limit, offset };
    const total = this.db.prepare(`SELECT COUNT(*) FROM bot_rewards WHERE ${where}`).pluck().get(params) as number;
    const rows = this.db
      .prepare(`SELECT * FROM bot_rewards WHERE ${where} ORDER BY create_time DESC, reward_id DESC LIMIT @limit OFFSET @offset`)
      .all(params) as RewardRow[];
    return { total, rewards: rows.map((row) => this.view(row, now)) };
  }

  /** The voucher if `userId` may use it now on a bot of `kind` (else why not). */
  usable(userId: number, rewardId: string, kind: string, now: number): { ok: true; coin: string; amount: bigint; minInvestment: bigint } | { ok: false; reason: string } {
    const row = this.db.prepare('SELECT * FROM bot_rewards WHERE reward_id = ?').get(rewardId) as RewardRow | undefined;
    if (!row || row.user_id !== userId) return { ok: false, reason: 'no such voucher' };
    if (row.used_time > 0) return { ok: false, reason: 'the voucher has been used' };
    if (row.expire_time <= now) return { ok: false, reason: 'the voucher has expired' };
    if (!row.bot_types.split(',').includes(kind)) return { ok: false, reason: `the voucher does not apply to ${kind} bots` };
    return { ok: true, coin: row.coin, amount: BigInt(row.amount), minInvestment: BigInt(row.min_investment) };
  }

  /** Marks a voucher used by a bot (inside the bot's creation transaction). */
  markUsed(rewardId: string, botId: string, now: number): void {
    const info = this.db.prepare('UPDATE bot_rewards SET used_time = ?, used_bot_id = ? WHERE reward_id = ? AND used_time = 0').run(now, botId, rewardId);
    if (info.changes !== 1) throw new Error(`voucher ${rewardId} was used meanwhile`);
  }

  private view(row: RewardRow, now: number): BotReward {
    const scale = coinInfo(row.coin)?.scale ?? 8;
    const status: RewardStatus = row.used_time > 0 ? 'REWARD_STATUS_USED' : row.expire_time <= now ? 'REWARD_STATUS_EXPIRED' : 'REWARD_STATUS_UNUSED';
    return {
      reward_id: row.reward_id,
      reward_type: row.reward_type,
      coin: row.coin,
      amount: fromUnits(BigInt(row.amount), scale),
      min_investment: row.min_investment > 0 ? fromUnits(BigInt(row.min_investment), scale) : '',
      bot_types: row.bot_types.split(','),
      status,
      create_time: row.create_time,
      expire_time: row.expire_time,
      used_time: row.used_time,
      used_bot_id: row.used_bot_id,
    };
  }
}
