/**
 * The bot-kind registry: **one row per bot kind**, and one per tool area.
 *
 * Everything that lists bot kinds or product areas derives from these two
 * tables, so adding a kind is one row here plus the kind's own code (see
 * "Adding a bot kind" in docs/ARCHITECTURE.md):
 * - the shell's areas, navigation and home cards (`apps/shell/src/app/areas.ts`);
 * - the contracts' all-bots list types and per-user limits (`@tb/contracts`);
 * - the simulator's kinds (each registered driver must match a row);
 * - the lint rule's remote scopes (`eslint.config.mjs` loads this file with jiti);
 * - the build's default remote manifest and the workspace scripts' app list
 *   (`tools/webpack/create-config.js`, `tools/scripts/lib.mjs`);
 * - the end-to-end area list (`e2e/workspace/federation.spec.ts`).
 *
 * This file is plain data with `import type` only, so Node tools can load it
 * without a build. Keep it that way.
 */
import type { BotProductTag, BusinessType } from '@tb/util-enums';

/** Which market a kind trades: spot pairs or linear perpetual contracts. */
export type KindMarket = 'spot' | 'futures';

/**
 * Calls that add to a trader's exposure: starting a bot (own parameters, a copy, the AI pick) and
 * putting more money into a running one. The simulator's compliance guard runs before each of a kind's
 * calls that its route table marks with one (a futures kind's are refused for restricted users and on
 * spot-only sites; a spot kind's create applies a pending tax-terms change first).
 */
export type ExposureOp = 'create' | 'margin-in';

export type BotKindRow = {
  /** The spec's bot kind name, as list-all-bots sends it (`bot_type`) and the simulator stores it. */
  readonly listType: string;
  /** Business type (util-enums `businessType` value). */
  readonly businessType: BusinessType;
  /** The product area under /tradingbot/{lang}/, which is also the remote app's folder (`apps/<area>`). */
  readonly area: string;
  /**
   * The kind's name key: its name in the shared `kinds` strings namespace (`@tb/i18n`, `KIND_NAMES`,
   * one table in en, zh-TW and ar-SA that the navigation, home, ranking, share card and e2e read).
   */
  readonly navKey: string;
  /** Running (not completed) bots of this kind one user may hold; beyond it create answers 402. */
  readonly runningLimit: number;
  /** The product tag a bot of this kind carries on its card (util-enums `botProductTag`). */
  readonly productTag: BotProductTag | null;
  /**
   * The copy-trade tags a bot of this kind carries beside its kind's (spec §3 names them for the futures
   * grid only): `leader` while a running bot copies it, `follower` when it copies another. null: none.
   */
  readonly copyTradeTags: { readonly leader: BotProductTag; readonly follower: BotProductTag } | null;
  /**
   * The kind's bots are ranked and copied from the ranking: the ranking page lists the kind, and the
   * simulator's driver offers ranking figures or a copy detail (a seam test holds the two equal).
   * DCA has no copy detail, so it is not ranked.
   */
  readonly ranked: boolean;
  /** A bot holds a basket of contracts (legs at target weights): the strategy's own call lists the legs running bots hold (tools `aurora/fcombo`, the strategy page's legs). */
  readonly holdsLegs: boolean;
  /** The analytics page label of the kind's create page when the spec gives it one of its own (§2: `FCOMBO_CREATE_PAGE`); null: its market's. */
  readonly createPageLabel: 'FCOMBO_CREATE_PAGE' | null;
  /** The kind's code in the spec's bot-kind enumeration (`BOT_TYPE_<listType>`; 0 is unspecified): `botKind` (bot-kind.ts). */
  readonly botTypeCode: number;
  /** The kind's create redeems a trial-fund voucher (`reward_id`): vouchers granted without naming kinds are for these (admin `grant-reward`). */
  readonly vouchers: boolean;
  readonly market: KindMarket;
  /** The exposure operations the kind offers (every kind `create`; `margin-in` when money can be added to a running bot of a futures kind). */
  readonly exposureOps: readonly ExposureOp[];
  /**
   * Whether the kind's screens have shipped. An unshipped area keeps its
   * routes (a frame) and its home card says it is coming, instead of a
   * Create button that leads to an unfinished page.
   */
  readonly released: boolean;
};

export type ToolAreaRow = {
  readonly area: string;
  readonly navKey: string;
  readonly released: boolean;
  /**
   * The bot kind (list type) the area starts, when it starts bots of one kind (the AI pick copies a
   * futures combo): the site's offer and the restriction of that kind's market then apply to the whole
   * area. null: the area only reads (the ranking lists every kind, and a row opens its kind's own page).
   */
  readonly starts: string | null;
};

export const BOT_KINDS = [
  { listType: 'GRID_SPOT', businessType: 'spotGrid', area: 'spot-grid', navKey: 'spotGrid', runningLimit: 50, productTag: 'spotGrid', copyTradeTags: null, ranked: true, holdsLegs: false, createPageLabel: null, botTypeCode: 1, vouchers: true, market: 'spot', exposureOps: ['create'], released: true },
  { listType: 'DCA_SPOT', businessType: 'spotDca', area: 'dca', navKey: 'dca', runningLimit: 20, productTag: 'spotDca', copyTradeTags: null, ranked: false, holdsLegs: false, createPageLabel: null, botTypeCode: 2, vouchers: false, market: 'spot', exposureOps: ['create'], released: true },
  { listType: 'GRID_FUTURES', businessType: 'futureGrid', area: 'futures-grid', navKey: 'futuresGrid', runningLimit: 20, productTag: 'futureGrid', copyTradeTags: { leader: 'futureGridCopyLeader', follower: 'futureGridCopyFollower' }, ranked: true, holdsLegs: false, createPageLabel: null, botTypeCode: 3, vouchers: false, market: 'futures', exposureOps: ['create', 'margin-in'], released: true },
  { listType: 'MART_FUTURES', businessType: 'futureMartin', area: 'martingale', navKey: 'martingale', runningLimit: 20, productTag: null, copyTradeTags: null, ranked: true, holdsLegs: false, createPageLabel: null, botTypeCode: 4, vouchers: false, market: 'futures', exposureOps: ['create', 'margin-in'], released: true },
  { listType: 'COMBO_FUTURES', businessType: 'futureCombo', area: 'combo', navKey: 'combo', runningLimit: 10, productTag: null, copyTradeTags: null, ranked: true, holdsLegs: true, createPageLabel: 'FCOMBO_CREATE_PAGE', botTypeCode: 5, vouchers: false, market: 'futures', exposureOps: ['create', 'margin-in'], released: true },
] as const satisfies readonly BotKindRow[];

/** Areas that are not one bot kind: they read across every kind. */
export const TOOL_AREAS = [
  { area: 'ranking', navKey: 'ranking', released: true, starts: null },
  { area: 'ai-pick', navKey: 'aiPick', released: true, starts: 'COMBO_FUTURES' },
] as const satisfies readonly ToolAreaRow[];

export type BotKindSpec = (typeof BOT_KINDS)[number];
export type BotListType = BotKindSpec['listType'];
export type AreaName = BotKindSpec['area'] | (typeof TOOL_AREAS)[number]['area'];
export type AreaNavKey = BotKindSpec['navKey'] | (typeof TOOL_AREAS)[number]['navKey'];

/** Every bot kind's list type, in registry order. */
export const BOT_LIST_TYPES = BOT_KINDS.map((row) => row.listType) as unknown as readonly [BotListType, ...BotListType[]];

/** Module Federation names must be JS identifiers: `spot-grid` → `spot_grid`. */
export const remoteNameOf = (area: string): string => area.replace(/-/g, '_');

export type AreaSpec = {
  readonly area: AreaName;
  /** The remote's federation name. */
  readonly remote: string;
  readonly navKey: AreaNavKey;
  /** The bot kind the area creates and shows; null for tool areas. */
  readonly kind: BotListType | null;
  readonly released: boolean;
  /** The market of the bots the area starts (a kind's own; the kind a tool area `starts`), null for a reading-only area. */
  readonly market: KindMarket | null;
};

const marketOfKind = (listType: string | null): KindMarket | null => BOT_KINDS.find((row) => row.listType === listType)?.market ?? null;

/** Every product area (one remote each), in navigation order: the bot kinds, then the tool areas. */
export const AREAS: readonly AreaSpec[] = [
  ...BOT_KINDS.map((row) => ({ area: row.area, remote: remoteNameOf(row.area), navKey: row.navKey, kind: row.listType, released: row.released, market: row.market })),
  ...TOOL_AREAS.map((row) => ({ area: row.area, remote: remoteNameOf(row.area), navKey: row.navKey, kind: null, released: row.released, market: marketOfKind(row.starts) })),
];

/** The kinds the ranking lists and copies from (`ranked`, shipped), in registry order. */
export const RANKED_KINDS: readonly BotKindSpec[] = BOT_KINDS.filter((row) => row.ranked && row.released);

/** The registry row of a list type. */
export function botKindSpec(listType: BotListType): BotKindSpec {
  const row = BOT_KINDS.find((k) => k.listType === listType);
  if (!row) throw new Error(`unknown bot kind ${listType}`);
  return row;
}

/** True for a string that names a registered bot kind. */
export function isBotListType(value: string): value is BotListType {
  return BOT_KINDS.some((k) => k.listType === value);
}

/**
 * The name key (`kinds` namespace of `@tb/i18n`) of a kind given by its list type (`GRID_SPOT`):
 * `useKindName()(nameKeyOf(bot_type), fallback)`. null for a list type no row has.
 */
export function nameKeyOf(listType: string): string | null {
  return BOT_KINDS.find((k) => k.listType === listType)?.navKey ?? null;
}

/** Per-user running limit of each kind. */
export const RUNNING_LIMITS: Readonly<Record<BotListType, number>> = Object.fromEntries(BOT_KINDS.map((k) => [k.listType, k.runningLimit])) as Record<BotListType, number>;

/**
 * The product tags a bot carries on its card (spec §3 bot product tags):
 * its kind's tag (spot grid, spot DCA, future grid; martingale and combo
 * have none in the spec), and for a futures grid its copy-trade role —
 * follower when it copies another bot (`followed_bot_id` set), leader while
 * at least one running bot copies it. The spec names copy-trade tags for the
 * futures grid only (its row's `copyTradeTags`), so copies of the other kinds carry just their kind's
 * tag (their detail pages still link a copy back to its leader).
 */
export function productTagsOf(
  kind: Pick<BotKindRow, 'productTag' | 'copyTradeTags'>,
  copy: { readonly follows: boolean; readonly runningFollowers: number },
): BotProductTag[] {
  const tag = kind.productTag;
  if (!tag) return [];
  const tags: BotProductTag[] = [tag];
  if (kind.copyTradeTags) {
    if (copy.runningFollowers > 0) tags.push(kind.copyTradeTags.leader);
    if (copy.follows) tags.push(kind.copyTradeTags.follower);
  }
  return tags;
}
