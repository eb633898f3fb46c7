/**
 * Shapes shared by every endpoint: the response envelope, decimal strings,
 * ids, and the ret codes the simulator answers with.
 *
 * Wire conventions (docs/ARCHITECTURE.md "API conventions"):
 * - every response is `{ ret_code, ret_msg, result, ext_info, time_now }`;
 * - `ext_info.clock_rate` (designed): how fast the exchange's clock runs
 *   against real time, as a decimal string (`"1"` real time; the simulator
 *   started with `SIM_SPEED=60` says `"60"`, `"0"` a stopped test clock). A
 *   client reads `time_now` together with it: a server clock far ahead of
 *   the browser's is intended when the rate is not 1, not a wrong local
 *   clock. Absent (a real exchange) means 1;
 * - HTTP 200 for every business outcome, including ret_code ≠ 0;
 * - HTTP 400 + 10001 for bodies/queries failing the schema (the message names the field),
 *   404 + 10404 for unknown paths, 429 + 10006 when rate-limited, 413 for bodies over the limit;
 * - money, prices and rates are decimal strings; ids are strings (they exceed 2^53).
 */
import { Type, type Static, type TSchema } from 'typebox';

/** A non-negative decimal as sent by clients: no sign, no exponent, no leading zeros. */
export const DECIMAL_PATTERN = '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';
/** A decimal that may be negative (changes, PnL). */
export const SIGNED_DECIMAL_PATTERN = '^-?(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';

export const Decimal = (options: { description?: string } = {}) =>
  Type.String({ pattern: DECIMAL_PATTERN, maxLength: 40, examples: ['1.25'], ...options });
export const SignedDecimal = (options: { description?: string } = {}) =>
  Type.String({ pattern: SIGNED_DECIMAL_PATTERN, maxLength: 41, examples: ['-0.0125'], ...options });
/** A decimal string in a response ("" where the spec says "not set"). */
export const DecimalOut = (description?: string) => Type.String(description ? { description } : {});

/** An id: a string of digits (exchange ids exceed 2^53, so never numbers). */
export const Id = (description?: string) =>
  Type.String({ pattern: '^[0-9]{1,20}$', maxLength: 20, ...(description ? { description } : {}) });

/** Ret codes the simulator uses. The bot areas add their own `status_code` inside `result`. */
export const RetCode = {
  OK: 0,
  /** Request failed the schema or a parameter rule (HTTP 400). */
  INVALID_PARAMS: 10001,
  /** Too many attempts (HTTP 429, with a Retry-After header). */
  RATE_LIMITED: 10006,
  /** Not logged in: the client redirects to /{lang}/login?redirect_url=… */
  NOT_LOGGED_IN: 10007,
  /** The user is banned: refused on every private call except profile and logout. */
  USER_BANNED: 10009,
  /** Unexpected server fault (HTTP 500). Never expected for anything a client sends. */
  INTERNAL: 10016,
  /**
   * A compliance rule blocks the call (HTTP 200): the caller's restriction
   * (Islamic member tag, restricted locale) or the site (Hong Kong, EU) does
   * not allow the product. The result is a `ComplianceBlock`
   * (`{compliance: {reason, kinds, …}}`, contracts compliance.ts) and nothing
   * changed; the shell opens its compliance wall on it.
   */
  COMPLIANCE: 10024,
  /** Unknown path or resource (HTTP 404). */
  NOT_FOUND: 10404,
  /** Wrong email/mobile or password (one message for both, so accounts cannot be probed). */
  BAD_CREDENTIALS: 20001,
  /** An account with that email or mobile exists already. */
  ACCOUNT_EXISTS: 20002,
  /** The referral code does not belong to any user. */
  UNKNOWN_REFERRAL: 20003,
  /** Not enough available balance for the transfer. */
  INSUFFICIENT_BALANCE: 31001,
  /** Source and destination account are the same. */
  SAME_ACCOUNT: 31002,
  /** The coin is not listed. */
  UNKNOWN_COIN: 31003,
  /** More decimal places than the coin supports, or zero. */
  INVALID_AMOUNT: 31004,
  /** The resource belongs to another user. */
  NO_PERMISSION: 33003,
} as const;
export type RetCodeValue = (typeof RetCode)[keyof typeof RetCode];

/** `ext_info` of every envelope (see the module comment for `clock_rate`). */
export const ExtInfo = Type.Object({
  clock_rate: Type.Optional(Type.String({ description: 'exchange clock speed against real time (decimal): "1" real time, "60" a simulator at 60×; absent = 1' })),
});
export type ExtInfo = Static<typeof ExtInfo>;

/** The envelope around a result schema. */
export const Envelope = <T extends TSchema>(result: T, description?: string) =>
  Type.Object(
    {
      ret_code: Type.Integer({ description: '0 = OK; see RetCode' }),
      ret_msg: Type.String(),
      result,
      ext_info: ExtInfo,
      time_now: Type.String({ description: 'server time, unix seconds with decimals' }),
    },
    description ? { description } : {},
  );

/** Error envelopes (HTTP 400/404/413/429/500, and HTTP 200 with ret_code ≠ 0): `result` is `{}`. */
export const ErrorEnvelope = Type.Object(
  {
    ret_code: Type.Integer(),
    ret_msg: Type.String(),
    result: Type.Object({}),
    ext_info: ExtInfo,
    time_now: Type.String(),
  },
  { description: 'Error envelope: ret_code ≠ 0 and a message naming the problem (and the field, for 10001).' },
);

export type EnvelopeOf<T> = {
  ret_code: number;
  ret_msg: string;
  result: T;
  ext_info: ExtInfo;
  time_now: string;
};
export type ErrorEnvelopeType = Static<typeof ErrorEnvelope>;

/** An empty result (`{}`), e.g. for logout. */
export const Empty = Type.Object({}, { additionalProperties: false });
