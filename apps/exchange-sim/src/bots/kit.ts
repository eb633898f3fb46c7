/**
 * What a kind's driver gets from the bot area: the shared services, built
 * before any driver (so no driver imports `core.ts`, and `core.ts` imports
 * the drivers only through `kinds/index.ts`).
 */
import type { SimContext } from '../context';
import type { AiParamsRegistry } from './ai-params';
import type { KindDriver, LiveBot } from './driver';
import type { FollowService } from './follow';
import type { BotLifecycle } from './lifecycle';
import type { BotPairs } from './pairs';
import type { Rewards } from './rewards';
import type { BotRunner } from './runner';
import type { BotStore } from './store';
import type { Notices } from '../notices/notices';
import type { RiskDesk } from '../notices/risk';

export type BotsKit = {
  readonly ctx: SimContext;
  /** Spot pairs as the engines see them (and whether each is open for new bots). */
  readonly pairs: BotPairs;
  readonly store: BotStore;
  readonly runner: BotRunner;
  /** Vouchers (`bot_rewards`), per kind. */
  readonly rewards: Rewards;
  /** The shared create / close sequences. */
  readonly lifecycle: BotLifecycle;
  readonly follow: FollowService;
  readonly ai: AiParamsRegistry;
  /** Bot notifications (notices/notices.ts): the futures drivers hand them their steps' events. */
  readonly notices: Notices;
  /** Alert and guard distances of futures bots, the user's default, the risk view (notices/risk.ts). */
  readonly risk: RiskDesk;
  readonly log: (message: string, error?: unknown) => void;
};

/** A bot kind as the simulator loads it: its registry list type and the factory of its driver. */
export type KindModule = {
  readonly kind: string;
  create(kit: BotsKit): KindDriver<LiveBot>;
};
