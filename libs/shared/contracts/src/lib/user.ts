/**
 * Accounts, sessions, profile and per-user data.
 *
 * Register / login / logout are not in the spec (the exchange's own account
 * pages own them); these are the simulator's design:
 * - an identifier is an email, or a mobile number with its country code;
 * - passwords are 8–128 characters with at least one letter and one digit;
 * - login answers one message for an unknown user or a wrong password.
 */
import { LOCALE_MAX_LENGTH, RESTRICTED_LOCALES } from '@tb/util-env';
import { Type, type Static } from 'typebox';
import { Id } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The rule the simulator applies (a letter and a digit); the schema checks only the length range. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*[0-9]).{8,128}$/s;

const Email = Type.String({ format: 'email', maxLength: 254, description: 'email address' });
const Mobile = Type.String({ pattern: '^[0-9]{5,15}$', description: 'national number, digits only' });
const CountryCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'calling code, e.g. "+852" or "852"' });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/**
 * The account's profile locale (its locale of record, i.e. its residence; see
 * compliance.ts): a locale the exchange serves, in any case or separator
 * (`en-GB`, `EN_gb`); stored in its served spelling. An unserved locale is
 * refused (400, field `lang`).
 */
const AccountLocale = Type.String({ minLength: 2, maxLength: LOCALE_MAX_LENGTH, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$', description: 'profile locale (residence), e.g. en-GB' });

export const RegisterBody = Type.Object(
  {
    email: Type.Optional(Email),
    mobile: Type.Optional(Mobile),
    country_code: Type.Optional(CountryCode),
    password: Password,
    referral_code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,16}$' })),
    /**
     * The profile locale the user chooses at sign-up (the sign-up forms ask for it). Absent: the most
     * restrictive reading of the request — its `lang` header when that is a restricted locale, else `en` —
     * so the page a form was opened on can only tighten the account, never loosen it.
     */
    lang: Type.Optional(AccountLocale),
  },
  { additionalProperties: false, description: 'Either email, or mobile with country_code.' },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Type.Optional(Email),
    mobile: Type.Optional(Mobile),
    country_code: Type.Optional(CountryCode),
    password: Password,
    /** In-app clients ask for the token in the body to send it later as the `UserToken` header. */
    return_token: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, description: 'Either email, or mobile with country_code.' },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Type.Object({
  user_id: Id(),
  /** Unix ms when the session ends (7 days after login). */
  expires_at: Type.Integer(),
  /** Present only when `return_token` was true. */
  user_token: Type.Optional(Type.String()),
});
export type LoginResult = Static<typeof LoginResult>;

/** User status values (the profile's `status`). */
export const USER_STATUS = { NORMAL: 1, BANNED: 2 } as const;

/** The profile, exactly the spec's fields. `id` > 0 means logged in. */
export const Profile = Type.Object({
  id: Id('member id; a string of digits'),
  username: Type.String(),
  vague_email: Type.String({ description: 'masked email, e.g. "de***@tradingbot.local"; "" if none' }),
  vague_mobile: Type.String({ description: 'masked mobile, e.g. "****1234"; "" if none' }),
  mobile_verified: Type.Boolean(),
  email_verified: Type.Boolean(),
  has_google2fa: Type.Boolean(),
  country_code: Type.String(),
  lang: Type.String(),
  parent_member_id: Type.String({ description: 'referrer member id, "0" if none' }),
  status: Type.Integer({ description: '1 normal, 2 banned (USER_STATUS)' }),
  loyalty_vip_info: Type.Object({
    is_vip: Type.Boolean(),
    label_level: Type.Integer({ description: '0 = not VIP, 1–5 VIP levels' }),
  }),
});
export type Profile = Static<typeof Profile>;

/** `GET /x-api/user/private/user-tag?req_tags=tax_identity[,member_tag]` */
export const UserTagQuery = Type.Object(
  { req_tags: Type.String({ pattern: '^[a-z_]{1,32}(,[a-z_]{1,32}){0,9}$' }) },
  { additionalProperties: false },
);
export type UserTagQuery = Static<typeof UserTagQuery>;

export const TAX_IDENTITIES = ['', 'IND-GST'] as const;
export const UserTagResult = Type.Object({
  user_tags: Type.Object({
    tax_identity: Type.Optional(Type.String({ description: '"" or "IND-GST"' })),
    member_tag: Type.Optional(Type.String({ description: 'JSON of member tags, e.g. {"islamic":1}' })),
  }),
});
export type UserTagResult = Static<typeof UserTagResult>;

/** Locales under which the restriction applies (spec §6); the rule is `restrictionOf` in `@tb/util-env`. */
export { RESTRICTED_LOCALES };

/**
 * `GET /x-api/user/private/restriction`: what the account says, what the request adds, and the verdict
 * for the futures kinds (the same rule the compliance guard runs: compliance.ts).
 */
export const RestrictionResult = Type.Object({
  member_tag: Type.Object({ islamic: Type.Integer({ description: '1 = tagged Islamic' }) }),
  /** The account's profile locale (decides; changed only by the settings call or the admin CLI). */
  account_locale: Type.String(),
  /** The request's locale (its `lang` header, canonical spelling; "" without one): may only tighten. */
  locale: Type.String(),
  /** The request's site (its host): `global`, `hk`, `uae` or `eu`; a spot-only site tightens. */
  site: Type.String(),
  restricted: Type.Boolean(),
  /** Every reason that applies, strongest first: "region" | "islamic" | "locale". */
  reasons: Type.Array(Type.String({ description: '"region" | "islamic" | "locale"' })),
  /** Whose fact restricts, per reason (same order): "account" or "request". */
  sources: Type.Array(Type.String({ description: '"account" | "request"' })),
});
export type RestrictionResult = Static<typeof RestrictionResult>;

/** `POST /x-api/user/private/settings`: the account's own settings; today its profile locale. */
export const AccountSettingsBody = Type.Object({ lang: AccountLocale }, { additionalProperties: false });
export type AccountSettingsBody = Static<typeof AccountSettingsBody>;

/** The settings after the call; `changed` false when the value was already the account's. */
export const AccountSettingsResult = Type.Object({ lang: Type.String(), changed: Type.Boolean() });
export type AccountSettingsResult = Static<typeof AccountSettingsResult>;

/** Per-user feature flags read through the web-config call. */
export const FEATURE_FLAGS = [
  'symbolGray',
  'futuresTrailingStop',
  'spotTrailingStop',
  'tpslEquity',
  'longShortTrailing',
  'euBot',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const WebConfigBody = Type.Object(
  {
    project: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }),
    keys: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }), { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type WebConfigBody = Static<typeof WebConfigBody>;

/** Result keyed by flag name; a flag is on when its value has `gray: true`. Unknown keys are off. */
export const WebConfigResult = Type.Record(Type.String(), Type.Object({ gray: Type.Boolean() }));
export type WebConfigResult = Static<typeof WebConfigResult>;
