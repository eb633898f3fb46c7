/**
 * The kind driver contract: the one interface every bot kind implements for
 * the simulator. The runner, the shared create/close sequence (lifecycle.ts),
 * the sweeps (bans, delistings), list-all-bots, ranking, follow/copy and AI
 * parameters iterate the registered drivers (drivers.ts) and never branch on
 * a kind. A kind's driver lives in `bots/kinds/<kind>/` with its service,
 * its book (engine events → rows and postings) and its route table; see
 * "Adding a bot kind" in docs/ARCHITECTURE.md.
 *
 * Required: `kind` (a registry list type), `texts`, `load`, `symbols`,
 * `step`, `isDone`, `settle`, `listItem`, `routes`.
 * Optional: `clocked`, `persist` (required when `step` returns quiet
 * transitions), `catchUp`, `busy`, `delist`, `ranking`, `follow`, `ai`.
 */
import type { BotListItem, FollowLeader } from '@tb/contracts';
import type { RouteTable } from '../http/route-table';
import type { FundingFix, MarkPoint, PricePoint } from '../market/market';
import type { BotRef } from './postings';
import type { BotRow } from './store';

/** A running (or loaded) bot: its ledger reference, its kind, and the runner's bookkeeping. Each kind adds its engine state. */

/** A kind's list-all-bots row; the route adds what is the same for every kind (`product_tags`). */
export type ListedBot = Omit<BotListItem, 'product_tags'>;

export type LiveBot = BotRef & {
  readonly kind: string;
  /** A transition failed to apply (a bug): the bot is left alone and reported (`runner.faults`). */
  faulted: boolean;
  /** The state in memory is newer than its row: a quiet step moved only the price bookmark. */
  dirty: boolean;
  /** Wall-clock ms (performance.now) of the last write of the state. */
  persistedWall: number;
};

/**
 * What one drain of the runner feeds the bots, in one transaction.
 *
 * `points`: the price points the market revealed since the previous drain,
 * per symbol, in time order (prices in the series' ticks; each kind converts
 * to its instrument's ticks). The derivatives side grows this batch, not the
 * runner's loop: mark-price points per contract (`marks`, same shape as
 * `points`) and the funding settlements due in the drain (`funding`: symbol,
 * rate, instant) are added here by the runner's market subscription, and the
 * bots that trade those symbols are woken by them (`wakes` in runner.ts).
 */
export type DrainInput = {
  /** Simulated time of the drain. */
  readonly now: number;
  readonly points: ReadonlyMap<string, readonly PricePoint[]>;
  /**
   * The derivatives feed since the previous drain, per contract symbol, in
   * arrival order: mark points (each carries the index — the contract's last
   * price — and the mark, in contract ticks) and funding fixes. Only symbols
   * some running bot trades; absent when none.
   */
  readonly futures?: ReadonlyMap<string, readonly FuturesFeedItem[]>;
};

/** One item of a contract's derivatives feed (DrainInput.futures). */
export type FuturesFeedItem = { readonly type: 'mark'; readonly point: MarkPoint } | { readonly type: 'funding'; readonly fix: FundingFix };

/**
 * One step of a bot, prepared by its driver and applied by the runner:
 * `write` runs in a savepoint of the drain's transaction (a failure rolls
 * back that bot alone and marks it faulted); `commit` takes the new state
 * into the live bot once the drain committed (at once for a quiet step).
 */
export type Transition = {
  /**
   * Only the price bookmark moved (no order, fill or journal): the state row
   * is not written by `write` but later by `persist`, at most every
   * QUIET_PERSIST_MS of wall time (re-deriving it after a crash gives the same
   * state, since no level was crossed).
   */
  readonly quiet: boolean;
  /** Rows, ledger postings and (unless quiet) the state row of the step. */
  readonly write?: () => void;
  readonly commit: () => void;
  /** The bot completed in this step: the runner stops driving it. */
  readonly done?: boolean;
};

/**
 * Why a bot closes: its owner (with the request's close mode code), a user
 * ban, a delisting of one of its symbols, a compliance clearance (the owner
 * became restricted: futures kinds) or a tax-tag change (IND-GST on or off:
 * spot kinds); see compliance.ts; or the master a copy-trade follower copies
 * stopped (kinds with copy-trade tags in the registry: the futures grid;
 * sweeps.ts). A kind closes for the last three with the nearest close it has
 * when it is never reached for them.
 */
export type CloseOrder =
  | { readonly cause: 'user'; readonly mode: number }
  | { readonly cause: 'ban' }
  | { readonly cause: 'delisting'; readonly symbol: string }
  | { readonly cause: 'compliance' }
  | { readonly cause: 'tax-tag' }
  | { readonly cause: 'master' };

/** Words the shared sequences use in their refusals and logs. */
export type KindTexts = {
  /** "grid", "DCA bot": not-found refusals (`grid not found`). */
  readonly noun: string;
  /** "grid", "DCA": runner logs (`grid 1… could not apply its step`). */
  readonly label: string;
  /** "spot grids": the running-limit refusal (`at most 50 running spot grids per user`). */
  readonly plural: string;
  /** The refusal of a close of a closed bot. */
  readonly alreadyClosed: string;
};

/** A ranking entry: what the ranking shows of one followable running bot (amounts in its quote coin, fractions as decimals). */
export type RankingSummary = {
  readonly bot_id: string;
  readonly bot_type: string;
  readonly symbol: string;
  readonly nick_name: string;
  readonly quote_token: string;
  /** ms running. */
  readonly run_time: number;
  readonly total_pnl: string;
  readonly total_pnl_per: string;
  readonly total_apr: string;
  readonly follow_num: number;
};

/** The kind's ranking figures of a bot; the ranking service adds id, kind, owner, run time and followers. */
export type RankingFigures = Pick<RankingSummary, 'symbol' | 'quote_token' | 'total_pnl' | 'total_pnl_per' | 'total_apr'>;

/** What every kind's copy detail shows the same way, computed by the follow service. */
export type FollowFacts = {
  readonly now: number;
  /** The owner's masked name. */
  readonly nickName: string;
  /** Running bots that copy this one. */
  readonly followers: number;
  /** The share of bots of the same kind with a lower APR (4 decimals), "" below DEFEAT_PER_MIN; `apr` is a fraction per year. */
  defeatPer(apr: string): string;
  /** The leader's start and entries beside the prices now, and its PnL curve (contracts ./follow), for the symbols the bot trades. */
  leader(symbols: readonly string[]): FollowLeader;
};

/** A bot result: success fields with status_code 200, or a refusal. */
export type BotAnswer = { readonly status_code: number; readonly debug_msg: string };

/** A kind's AI proposal for a symbol as the strategy tools read it (tools.ts `aurora/creation`). */
export type AiProposal = BotAnswer & {
  /** The proposal's fields (the kind's create fields among them). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Its backtest's APR and largest drawdown, decimal fractions ('' when the answer has none): its walk-forward test window's when validated. */
  readonly apr: string;
  readonly drawdown: string;
  /** The test window's actual return (a fraction) and its length in days ('' when not validated). */
  readonly windowReturn: string;
  readonly days: string;
  /** Every proposal of the answer failed its walk-forward test (none is offered). */
  readonly nonePassed: boolean;
};

export interface AiParamsProvider {
  /** AI parameters for a symbol (ok(...)), or a refusal (not open for the kind, too little history). */
  detail(symbol: string): BotAnswer;
  /** The kind's own pick among its proposals for a symbol (`proposalOf` in ai-params.ts), with its backtest figures; or the refusal. */
  proposal(symbol: string): AiProposal;
}

export interface KindDriver<L extends LiveBot = LiveBot> {
  /** The registry's list type (`BOT_KINDS[].listType`): the `bots.kind` of its rows and list-all-bots' `bot_type`. */
  readonly kind: string;
  readonly texts: KindTexts;
  /**
   * Steps on every drain, whatever moved (a schedule: DCA rounds fall due on
   * the clock). Otherwise a bot steps only in drains that carry points of its
   * symbols.
   */
  readonly clocked?: boolean;

  /** A live record of a stored row (restart, or a closed bot read back), or why it cannot be (logged; the bot is not resumed). */
  load(row: BotRow): L | string;
  /** The symbols the bot trades: the runner feeds it their points, a delisting of one of them reaches it. */
  symbols(bot: L): readonly string[];
  /** The bot's step on one drain, or null when nothing is to be done. */
  step(bot: L, input: DrainInput): Transition | null;
  /** Writes a quiet bot's state row (its price bookmark); `now` stamps it. Required when `step` returns quiet transitions. */
  persist?(bot: L, now: number): void;
  /**
   * After a restart, before the live stream: the transition that walks the
   * bot through what the market did while the simulator was down (grids: the
   * closed 1-minute candles after its bookmark). Absent: the kind catches up
   * in its own first step (DCA: an overdue round buys once at the first drain,
   * then the schedule resumes).
   */
  catchUp?(bot: L, now: number): Transition | null;
  /** The bot has completed (closed). */
  isDone(bot: L): boolean;
  /** Why the bot cannot close right now (a user's close answers 503; a sweep retries later), or undefined. */
  busy?(bot: L): string | undefined;
  /**
   * Closes the bot at the market's last prices, inside the caller's
   * transaction: cancels its orders, settles what it holds back to the
   * funding account (ledger postings) with the kind's close reason and code
   * for the cause, writes the closed state. Returns the commit that takes the
   * closed state into the live record after the transaction.
   */
  settle(bot: L, order: CloseOrder, now: number): () => void;
  /**
   * A delisting of one of the bot's symbols. Absent or 'close': the bot closes
   * (`settle` with the delisting cause). A kind that can go on without that
   * symbol returns the transition that drops it (written in its own
   * transaction); 'unchanged' when it has already dropped it.
   */
  delist?(bot: L, symbol: string, now: number): 'close' | 'unchanged' | Transition;
  /** The list-all-bots row (figures at the current prices, or at the close), or null to leave the row out. */
  listItem(row: BotRow, bot: L, now: number): ListedBot | null;
  /** Kinds whose bots can be ranked (followable bots of the kind are counted and listed by the ranking). */
  readonly ranking?: { figures(row: BotRow, bot: L, now: number): RankingFigures };
  /** Kinds whose bots can be copied: the kind's copy detail of a followable bot. */
  readonly follow?: { detail(row: BotRow, bot: L, facts: FollowFacts): object };
  /** Kinds with AI parameters. */
  readonly ai?: AiParamsProvider;
  /** The kind's endpoints, asked once when the server registers its routes. */
  routes(): RouteTable;
}

/**
 * What a kind's composition root (bots/kinds/<kind>/index.ts, `composeKind`
 * in kit.ts) hands the kind's driver: the parts that are built from the
 * driver — its service (built once, on first use) and its route table —
 * late-bound, so the driver imports neither its service nor its routes and
 * the service may import the driver's type without a circle.
 */
export type KindParts<S = unknown> = {
  /** The kind's one service (the routes' and, for kinds with AI parameters, the AI registry's). */
  readonly service: () => S;
  readonly routes: () => RouteTable;
};
