import { defineCodedEnum, defineEnum, prefixed, type CodedMemberSpec, type EnumValue, type MemberSpec } from './define-enum';

type BotStatusValue =
  | 'unknown'
  | 'raw'
  | 'rejected'
  | 'new'
  | 'initializing'
  | 'running'
  | 'cancelling'
  | 'completed'
  | 'awaitActivation';

const BOT_STATUS_SUFFIXES: Record<BotStatusValue, string> = {
  unknown: 'UNSPECIFIED',
  raw: 'RAW',
  rejected: 'REJECTED',
  new: 'NEW',
  initializing: 'INITIALIZING',
  running: 'RUNNING',
  cancelling: 'CANCELLING',
  completed: 'COMPLETED',
  awaitActivation: 'AWAIT_ACTIVATION',
};

/** The spot-grid form's members: the bare names, the futures-grid spelling as an alias. */
function spotGridStatusMembers(): Record<BotStatusValue, MemberSpec> {
  return Object.fromEntries(
    (Object.keys(BOT_STATUS_SUFFIXES) as BotStatusValue[]).map((value): [BotStatusValue, MemberSpec] => [
      value,
      value === 'unknown'
        ? { wire: 'UNKNOWN', aliases: ['UNSPECIFIED'] }
        : { wire: BOT_STATUS_SUFFIXES[value], aliases: [`FUTURE_GRID_STATUS_${BOT_STATUS_SUFFIXES[value]}`] },
    ]),
  ) as Record<BotStatusValue, MemberSpec>;
}

/**
 * Bot status (spec §4: RAW, REJECTED, NEW, INITIALIZING, RUNNING, CANCELLING,
 * COMPLETED, AWAIT_ACTIVATION), spot-grid form: SG-4 sends the bare names
 * (`RUNNING`). `UNKNOWN`/`UNSPECIFIED` and anything else read as `unknown`.
 * The lifecycle: raw (recorded, not yet accepted) → new (accepted) or
 * rejected → [awaitActivation while an entry price is pending] →
 * initializing (placing the first orders) → running → cancelling → completed.
 */
export const spotGridStatus = /*#__PURE__*/ defineEnum('BotStatus', /*#__PURE__*/ spotGridStatusMembers(), 'unknown');
export type BotStatus = EnumValue<typeof spotGridStatus>;

/**
 * Bot status, futures-grid form: FG-4 sends `FUTURE_GRID_STATUS_*` (example:
 * `FUTURE_GRID_STATUS_COMPLETED`; its list has no RAW, which is designed as
 * `FUTURE_GRID_STATUS_RAW`). The bare spot names read too.
 */
export const futureGridStatus = /*#__PURE__*/ defineEnum(
  'FutureGridStatus',
  /*#__PURE__*/ prefixed('FUTURE_GRID_STATUS_', BOT_STATUS_SUFFIXES, undefined, {
    unknown: ['UNKNOWN', 'Unspecified'],
    raw: ['RAW'],
    rejected: ['REJECTED'],
    new: ['NEW'],
    initializing: ['INITIALIZING'],
    running: ['RUNNING'],
    cancelling: ['CANCELLING'],
    completed: ['COMPLETED'],
    awaitActivation: ['AWAIT_ACTIVATION', 'Await activation'],
  }),
  'unknown',
);

/** Statuses in which a bot still holds orders or money (shown under "ongoing"). */
export function isBotStatusActive(status: BotStatus): boolean {
  return status === 'new' || status === 'initializing' || status === 'running' || status === 'awaitActivation';
}
/** Final statuses: nothing will change any more. */
export function isBotStatusFinal(status: BotStatus): boolean {
  return status === 'completed' || status === 'rejected';
}
/**
 * Whether a close request is accepted. SG-3: only from NEW or RUNNING
 * (CANCELLING/COMPLETED answer 405); futures closes need a running state,
 * which here includes awaiting activation (an untriggered bot can be called off).
 */
export function canCloseBot(status: BotStatus, product: 'spot' | 'futures'): boolean {
  if (product === 'spot') return status === 'new' || status === 'running';
  return status === 'running' || status === 'awaitActivation' || status === 'new';
}

type DisplayStatusValue = 'unspecified' | 'initializing' | 'awaitActivation' | 'running' | 'cancelling' | 'completed';
const DISPLAY_STATUS_SUFFIXES: Record<DisplayStatusValue, string> = {
  unspecified: 'UNSPECIFIED',
  initializing: 'INITIALIZING',
  awaitActivation: 'AWAIT_ACTIVATION',
  running: 'RUNNING',
  cancelling: 'CANCELLING',
  completed: 'COMPLETED',
};
const DISPLAY_STATUS_LABELS: Record<DisplayStatusValue, readonly string[]> = {
  unspecified: ['Unspecified'],
  initializing: ['Initializing'],
  awaitActivation: ['Awaiting activation'],
  running: ['Running'],
  cancelling: ['Cancelling'],
  completed: ['Completed'],
};

function displayMembers(prefix: string, otherPrefix: string): Record<DisplayStatusValue, CodedMemberSpec> {
  const members = {} as Record<DisplayStatusValue, CodedMemberSpec>;
  (Object.keys(DISPLAY_STATUS_SUFFIXES) as DisplayStatusValue[]).forEach((value, index) => {
    members[value] = {
      wire: `${prefix}${DISPLAY_STATUS_SUFFIXES[value]}`,
      code: index,
      aliases: [...DISPLAY_STATUS_LABELS[value], `${otherPrefix}${DISPLAY_STATUS_SUFFIXES[value]}`],
    };
  });
  return members;
}

/**
 * Display status for martingale, futures grid and combo (spec §4), combo form
 * `BOT_DISPLAY_STATUS_*` (example: `BOT_DISPLAY_STATUS_COMPLETED`). Codes in
 * the documented order (unspecified 0 … completed 5). The martingale
 * spelling reads too.
 */
export const displayStatus = /*#__PURE__*/ defineCodedEnum(
  'DisplayStatus',
  /*#__PURE__*/ displayMembers('BOT_DISPLAY_STATUS_', 'F_MART_BOT_DISPLAY_STATUS_'),
  'unspecified',
);
export type DisplayStatus = EnumValue<typeof displayStatus>;

/** Display status, martingale form `F_MART_BOT_DISPLAY_STATUS_*` (example: `F_MART_BOT_DISPLAY_STATUS_RUNNING`). */
export const martingaleDisplayStatus = /*#__PURE__*/ defineCodedEnum(
  'MartingaleDisplayStatus',
  /*#__PURE__*/ displayMembers('F_MART_BOT_DISPLAY_STATUS_', 'BOT_DISPLAY_STATUS_'),
  'unspecified',
);

/** The display status a futures-grid bot status shows as (raw/new → initializing; rejected → completed). */
export function displayStatusOfBotStatus(status: BotStatus): DisplayStatus {
  switch (status) {
    case 'raw':
    case 'new':
    case 'initializing':
      return 'initializing';
    case 'awaitActivation':
      return 'awaitActivation';
    case 'running':
      return 'running';
    case 'cancelling':
      return 'cancelling';
    case 'completed':
    case 'rejected':
      return 'completed';
    default:
      return 'unspecified';
  }
}

type OrderStatusValue =
  | 'unknown'
  | 'notActive'
  | 'untriggered'
  | 'deactivated'
  | 'triggered'
  | 'created'
  | 'rejected'
  | 'new'
  | 'partiallyFilled'
  | 'filled'
  | 'cancelled'
  | 'pendingNew'
  | 'pendingCancel';

/**
 * Order statuses for futures and bot orders (spec §3). Wire identifiers
 * `ORDER_STATUS_*` are designed; the exchange's order APIs' mixed-case names
 * (`PartiallyFilled`, `Cancelled`, `Untriggered`, …) read too.
 */
const ORDER_STATUS_MEMBERS: Record<OrderStatusValue, MemberSpec> = {
  unknown: { wire: 'ORDER_STATUS_UNSPECIFIED', aliases: ['UNKNOWN'] },
  notActive: { wire: 'ORDER_STATUS_NOT_ACTIVE', aliases: ['NotActive'] },
  untriggered: { wire: 'ORDER_STATUS_UNTRIGGERED', aliases: ['Untriggered'] },
  deactivated: { wire: 'ORDER_STATUS_DEACTIVATED', aliases: ['Deactivated'] },
  triggered: { wire: 'ORDER_STATUS_TRIGGERED', aliases: ['Triggered'] },
  created: { wire: 'ORDER_STATUS_CREATED', aliases: ['Created'] },
  rejected: { wire: 'ORDER_STATUS_REJECTED', aliases: ['Rejected'] },
  new: { wire: 'ORDER_STATUS_NEW', aliases: ['New'] },
  partiallyFilled: { wire: 'ORDER_STATUS_PARTIALLY_FILLED', aliases: ['PartiallyFilled'] },
  filled: { wire: 'ORDER_STATUS_FILLED', aliases: ['Filled'] },
  cancelled: { wire: 'ORDER_STATUS_CANCELLED', aliases: ['Cancelled', 'Canceled', 'ORDER_STATUS_CANCELED'] },
  pendingNew: { wire: 'ORDER_STATUS_PENDING_NEW', aliases: ['PendingNew'] },
  pendingCancel: { wire: 'ORDER_STATUS_PENDING_CANCEL', aliases: ['PendingCancel'] },
};

export const orderStatus = /*#__PURE__*/ defineEnum('OrderStatus', ORDER_STATUS_MEMBERS, 'unknown');
export type OrderStatus = EnumValue<typeof orderStatus>;

/**
 * Grid order statuses: the order statuses plus three grid-only outcomes
 * (spec §3): `orderCost` (the order was refused because its cost exceeded
 * the bot's available margin), `priceBelowTenPercentOfBase` (refused: the
 * price is under 10 % of the grid's base price, the exchange's price-band
 * rule) and `openInterest` (refused: open-interest limit).
 */
export const gridOrderStatus = /*#__PURE__*/ defineEnum(
  'GridOrderStatus',
  {
    ...ORDER_STATUS_MEMBERS,
    orderCost: { wire: 'ORDER_STATUS_ORDER_COST' },
    priceBelowTenPercentOfBase: { wire: 'ORDER_STATUS_PRICE_BELOW_10_PERCENT_OF_BASE' },
    openInterest: { wire: 'ORDER_STATUS_OPEN_INTEREST' },
  },
  'unknown',
);
export type GridOrderStatus = EnumValue<typeof gridOrderStatus>;

/**
 * Why a bot's order was cancelled (designed; the spec's order calls are silent): the engine's
 * `OrderCancelReason` (libs/engine common/orders.ts) on the wire as `cancel_reason` of a cancelled
 * order in every order history ("" for any other status). The engine's names read too.
 */
export const orderCancelReason = /*#__PURE__*/ defineEnum(
  'OrderCancelReason',
  {
    unknown: { wire: 'ORDER_CANCEL_REASON_UNSPECIFIED' },
    botClosed: { wire: 'ORDER_CANCEL_REASON_BOT_CLOSED', aliases: ['bot_closed'] },
    gridMoved: { wire: 'ORDER_CANCEL_REASON_GRID_MOVED', aliases: ['grid_moved'] },
    replaced: { wire: 'ORDER_CANCEL_REASON_REPLACED', aliases: ['replaced'] },
    roundEnded: { wire: 'ORDER_CANCEL_REASON_ROUND_ENDED', aliases: ['round_ended'] },
    riskPaused: { wire: 'ORDER_CANCEL_REASON_RISK_PAUSED', aliases: ['risk_paused'] },
  },
  'unknown',
);
export type OrderCancelReason = EnumValue<typeof orderCancelReason>;

/** Whether an order status still rests on the book (or may still fill). */
export function isOrderOpen(status: GridOrderStatus): boolean {
  return (
    status === 'new' ||
    status === 'partiallyFilled' ||
    status === 'untriggered' ||
    status === 'created' ||
    status === 'pendingNew' ||
    status === 'triggered'
  );
}

/**
 * Display flag (spec §3: hidden 0, shown 1). Spec §5: "a symbol is shown only
 * if its display flag is not hidden", so this enumeration's fallback is
 * `shown`: any value other than 0/`hidden` shows the symbol.
 */
export const displayFlag = /*#__PURE__*/ defineCodedEnum(
  'DisplayFlag',
  {
    hidden: { wire: 'DISPLAY_FLAG_HIDDEN', code: 0, aliases: ['HIDDEN'] },
    shown: { wire: 'DISPLAY_FLAG_SHOWN', code: 1, aliases: ['SHOWN'] },
  },
  'shown',
);
export type DisplayFlag = EnumValue<typeof displayFlag>;
export function isSymbolShown(flag: unknown): boolean {
  return displayFlag.fromServer(flag) !== 'hidden';
}

/**
 * Contract symbol status (spec §3 "status (for example trading or closed)"),
 * in the exchange's symbol API spelling. Spot symbols say `ONLINE`/`OFFLINE`
 * (SG-4 `spot_symbol_status`), read as trading/closed.
 */
export const symbolStatus = /*#__PURE__*/ defineEnum(
  'SymbolStatus',
  {
    unknown: { wire: 'Unknown' },
    preLaunch: { wire: 'PreLaunch', aliases: ['PRE_LAUNCH'] },
    trading: { wire: 'Trading', aliases: ['ONLINE'] },
    settling: { wire: 'Settling' },
    delivering: { wire: 'Delivering' },
    closed: { wire: 'Closed', aliases: ['OFFLINE'] },
  },
  'unknown',
);
export type SymbolStatus = EnumValue<typeof symbolStatus>;
