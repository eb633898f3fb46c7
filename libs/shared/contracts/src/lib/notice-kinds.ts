/**
 * The bot notice kinds (notices.ts explains each), with no schema code behind
 * them: browser code reads them through `@tb/contracts/paths`.
 */
export const NOTICE_KINDS = ['liq_warning', 'liquidated', 'tp_hit', 'sl_hit', 'trailing_hit', 'round_completed', 'add_placed', 'rebalanced', 'adds_paused', 'adds_resumed', 'closed', 'leader_stopped'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Kinds shown as toasts (and system notifications) at once. */
export const URGENT_NOTICE_KINDS: readonly NoticeKind[] = ['liq_warning', 'liquidated'];
/** Bounds of a liquidation alert or guard distance, fractions of the mark (designed): below 0.5 % a warning would come with the liquidation; above 90 % always. */
export const RISK_DISTANCE_BOUNDS = { min: '0.005', max: '0.9' } as const;
