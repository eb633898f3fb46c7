/**
 * What every kind's copy (follow) detail says about the leader the same way
 * (issue 13 item 4; designed, the spec names the fields of each kind's
 * follow detail but not "your entry now" nor the curve). Each kind's follow
 * detail carries it as `leader`:
 *
 * - `start_time`: Unix ms, when the leader's bot started;
 * - `entries`: one per symbol the bot trades (a combo: one per leg, in leg
 *   order), with `start_price`, the last price at the leader's start (the
 *   open of that minute's candle), and `price_now`, the last price when the
 *   detail was answered. The page shows "the leader entered at X, the price
 *   now is Y (+z %)" and replaces `price_now` with the live quote;
 * - `pnl_curve`: the leader's PnL fraction over time, oldest first, at most
 *   FOLLOW_CURVE_POINTS points `{ t, v }` (t Unix ms; the last is now). The
 *   same points as the ranking's small curve, thinned less.
 *
 * Follow details are readable without logging in (`auth: optional`): a
 * visitor who opens a ranked bot sees what it did; the copy itself (the
 * create form) asks for the login. A bot that does not allow following is
 * found only by its owner.
 */
import { Type, type Static, type TInteger, type TSchema, type TString } from 'typebox';
import { botCall } from './bots';
import { DecimalOut, Id } from './common';

/** The most points a follow detail's PnL curve carries. */
export const FOLLOW_CURVE_POINTS = 60;

export const FollowEntry = Type.Object({
  symbol: Type.String(),
  start_price: DecimalOut('last price at the leader\'s start, "" when unknown'),
  price_now: DecimalOut('last price when answered'),
});
export type FollowEntry = Static<typeof FollowEntry>;

export const FollowCurvePoint = Type.Object({ t: Type.Integer({ description: 'Unix ms' }), v: DecimalOut('PnL fraction at t') });
export type FollowCurvePoint = Static<typeof FollowCurvePoint>;

export const FollowLeader = Type.Object({
  start_time: Type.Integer({ description: 'Unix ms' }),
  entries: Type.Array(FollowEntry, { minItems: 1, maxItems: 20 }),
  pnl_curve: Type.Array(FollowCurvePoint, { maxItems: FOLLOW_CURVE_POINTS }),
});
export type FollowLeader = Static<typeof FollowLeader>;

/** Defeat percentage is shown only from this fraction up (spec §9). */
export const DEFEAT_PER_MIN = '0.6';


/**
 * A kind's follow detail (spec §3 follow fields), in the order every kind
 * answers it: the bot's id under the kind's key and the owner's masked
 * `nick_name`; the kind's own figures; `follow_num`; the `parameters` a copy
 * sends to the kind's create call; what the kind adds after them (`after`,
 * e.g. combo's curve); the `leader`'s entries and curve.
 */
export const followDetailOf = <I extends string, F extends Record<string, TSchema>, P extends TSchema, A extends Record<string, TSchema> = Record<never, TSchema>>(
  idKey: I,
  figures: F,
  parameters: P,
  after: A = {} as A,
) =>
  Type.Object({ [idKey]: Id(), nick_name: Type.String(), ...figures, follow_num: Type.Integer(), parameters, ...after, leader: FollowLeader } as {
    [K in I]: TString;
  } & { nick_name: TString } & F & { follow_num: TInteger; parameters: P } & A & { leader: typeof FollowLeader });

/**
 * A kind's follow-detail call, `[detail, success, outcome]`: the detail as
 * `followDetailOf` builds it (same arguments) and the answer carrying it
 * under `detail`.
 */
export const followCall = <I extends string, F extends Record<string, TSchema>, P extends TSchema, A extends Record<string, TSchema> = Record<never, TSchema>>(
  idKey: I,
  figures: F,
  parameters: P,
  after: A = {} as A,
) => {
  const detail = followDetailOf(idKey, figures, parameters, after);
  const [success, outcome] = botCall({ detail });
  return [detail, success, outcome] as const;
};
