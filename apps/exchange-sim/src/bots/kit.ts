/**
 * What a kind's driver gets from the bot area: the shared services, built
 * before any driver (so no driver imports `core.ts`, and `core.ts` imports
 * the drivers only through `kinds/index.ts`).
 */
import type { SimContext } from '../context';
import type { Db } from '../db/database';
import type { AiParamsRegistry } from './ai-params';
import type { RouteTable } from '../http/route-table';
import type { KindDriver, KindParts, LiveBot } from './driver';
import type { FollowService } from './follow';
import type { BotLifecycle } from './lifecycle';
import type { BotPairs } from './pairs';
import type { Rewards } from './rewards';
import type { BotRunner } from './runner';
import type { BotRow, BotStore } from './store';
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

/** Prices as a recipe reads them (its own random numbers aside): the market at the moment the bot starts. */
export type RecipeMarket = {
  /** A spot pair's last price × `factor`, on the pair's tick grid. */
  spotPrice(symbol: string, factor: number): string;
  /** A price in a spot pair's price units (10^-tickScale, as the engine stores levels), as a decimal. */
  spotTicks(symbol: string, ticks: number): string;
  /** A contract's index price × `factor`, on the contract's tick grid. */
  contractPrice(symbol: string, factor: number): string;
};

/**
 * A seeded leader's own random numbers (deterministic per seed and leader):
 * `rand`/`pick` draw on, `width` was drawn first for every leader (a price
 * range's half-width, 3–12 %, for kinds that trade a range).
 */
export type LeaderDraw = { rand(): number; pick<T>(xs: readonly T[]): T; readonly width: number };

/**
 * How bots of a kind are made without a person filling a form, written by
 * the kind itself (bots/kinds/<kind>/recipes.ts), never by a shared if/else
 * over kinds:
 * - `sample`: one create body that succeeds now for a funded user (the
 *   proof suite's sample bots, tests that need a bot of every kind);
 * - `leader`: the seeded population's recipe (population/population.ts):
 *   how many of the plan's slots the kind has (`weight`: a kind's chance to
 *   be a leader's is weight / the sum of weights), a leader's create body,
 *   and, for a kind whose leaders copy an earlier one, the copy's body from
 *   the copied bot's row.
 */
export type KindRecipes = {
  sample(m: RecipeMarket): Record<string, unknown>;
  readonly leader: {
    readonly weight: number;
    body(m: RecipeMarket, draw: LeaderDraw): Record<string, unknown>;
    copy?(leader: BotRow, m: RecipeMarket, draw: LeaderDraw): Record<string, unknown>;
  };
};

/** A step of a kind's own tables' migrations (versioned apart from the shared ones under meta `schema.bots.<kind>`; never edit a shipped step, append). */
export type KindMigration = string | ((db: Db) => void);

/**
 * A bot kind as the simulator loads it, from its folder's `index.ts` (the
 * composition root, bots/kinds/<kind>/index.ts): its registry list type,
 * the factory of its driver, its recipes and its own tables' migrations
 * (bots/schema.ts `migrateBots` applies them after the shared steps).
 */
export type KindModule = {
  readonly kind: string;
  create(kit: BotsKit): KindDriver<LiveBot>;
  readonly recipes: KindRecipes;
  readonly migrations?: readonly KindMigration[];
};

/**
 * A kind's driver wired to its service and route table, at the kind's
 * composition root (bots/kinds/<kind>/index.ts): the driver gets them as
 * late-bound parts (`KindParts`), the service gets the driver, the routes
 * the service — one service per kind, built on first use. So driver.ts
 * imports neither service.ts nor routes.ts, and only index.ts knows all three
 * (src/imports.test.ts fails on any import circle in bots/).
 */
export function composeKind<D, S>(
  driverOf: (parts: KindParts<S>) => D,
  serviceOf: (driver: D) => S,
  routesOf: (service: S) => RouteTable,
): D {
  let service: S | undefined;
  const parts: KindParts<S> = {
    service: () => (service ??= serviceOf(driver)),
    routes: () => routesOf(parts.service()),
  };
  const driver = driverOf(parts);
  return driver;
}
