/**
 * Restriction and compliance (spec §6 roles, §7 compliance wall; API notes
 * item 14: "every create endpoint is subject to a compliance wall"). The spec
 * names the flags; what they do is this design, enforced by the simulator
 * (apps/exchange-sim/src/bots/compliance.ts) and mirrored by the screens:
 *
 * **Restricted user** — tagged Islamic (member tag `islamic` = 1), or an
 * account whose profile locale is a restricted locale (`nl-NL`, `en-NL`,
 * `en-GB`). A restricted user gets no leveraged, funding-bearing product: the
 * futures kinds (futures grid, martingale, combo — registry market
 * `futures`) cannot be started or grown. Islamic finance forbids interest
 * (riba) and excessive uncertainty (gharar), which perpetual funding and
 * leverage are; the Dutch and British regulators forbid or restrict
 * leveraged crypto derivatives for retail clients.
 *
 * **The account decides, on the server; a request may only tighten.** A real
 * exchange decides who may trade leveraged derivatives from the account
 * (residence, identity checks), never from something the client sets. So the
 * decision reads what the account says, as stored by the simulator:
 * - the member tag (set by the exchange: admin CLI `member-tag`);
 * - the **profile locale** (the profile's `lang`: the account's locale of
 *   record, i.e. its residence). It is chosen at sign-up (register body
 *   `lang`; the sign-up forms ask for it) and changed only by the account's
 *   own settings call (`POST /x-api/user/private/settings`) or the admin CLI
 *   (`locale <user> <locale>`); every change, the sign-up's included, is a
 *   row of the account's audit trail (`account_changes`: field, old, new, who,
 *   when; admin CLI `audit <user>`). A sign-up that names no locale gets the
 *   most restrictive reading of its request: its `lang` header when that is
 *   restricted, else `en`.
 *
 * Two facts of the request join them, and they can only **add** a reason to
 * refuse, never remove one: the `lang` header (the page's locale, which the
 * client sends on every call) — a restricted page locale restricts an
 * account that is not, and `lang: en` on a restricted account changes
 * nothing — and the host (the site, below). Locales compare without regard
 * to case or separator: `EN-GB`, `en-gb`, `en_GB` and `en-GB` are one locale
 * (and only language and region count: `en-GB-oxendict` is `en-GB`).
 *
 * One pure function, `restrictionOf` in `@tb/util-env`, is the rule: the
 * simulator's guard (answer 10024), its `restriction` call, and the shell's
 * screens (the restricted create page, the notice over a futures area, the
 * home's cards, the ranking's kinds; `selectFuturesRestriction` in
 * `@tb/data-access-session` feeds it the profile, the member tag, the page's
 * locale and host) all run it, so they agree for every combination of
 * profile locale × page locale × host × member tag (proved by a generated
 * matrix: apps/exchange-sim/src/clients/restriction-matrix.test.ts).
 *
 * **Site** — the Hong Kong site (spot-only: licensed virtual-asset platforms
 * may not offer leveraged derivatives to retail) and the EU regulated site
 * (its licence covers spot crypto-assets, not perpetuals) refuse the futures
 * kinds for every user. The site is the request's host.
 *
 * What is refused (HTTP 200, ret_code `RetCode.COMPLIANCE` 10024, result a
 * `ComplianceBlock`, nothing changed): a futures kind's create (own
 * parameters, a copy of a ranked bot or the AI pick alike) and anything
 * that puts more money into a running futures bot (futures-grid add-margin,
 * martingale update with `add_margin`, combo transfer in). Reads, TP/SL
 * edits, withdrawals and closes stay allowed: a trader can always get out.
 *
 * **Islamic tag set on a user who runs futures bots** — the simulator's
 * sweep closes them with the kind's compliance close (futures grid
 * `F_GRID_BOT_STOP_TYPE_COMPLIANCE`, martingale `…_STOP_TYPE_COMPLIANCE`,
 * combo `BOT_STOP_TYPE_COMPLIANCE`; close code `BOT_CLOSE_CODE_COMPLIANCE`),
 * positions closed at market and the margin back in the funding account. A
 * restricted locale does not close bots (an account's locale may be
 * corrected by its owner, and a page locale is a request's); it only refuses
 * new exposure.
 *
 * **Tax identity `IND-GST`** — fees and tax on bot trades are booked
 * differently under the tag, so when a user's tax identity changes to or from
 * `IND-GST`, their running spot bots (spot grid, DCA) close with the tax-tag
 * close (`CLOSE_TAX_TAG_CHANGE`, close code `BOT_CLOSE_CODE_TAX_TAG_CHANGE`),
 * holdings returned as they are; the user starts new bots under the new
 * terms. The spot create confirmation of an IND-GST user says that fees
 * include GST.
 */
import { Type, type Static } from 'typebox';

/** Why a call was blocked: the Islamic member tag, a restricted locale, or the site (Hong Kong, EU). */
export const COMPLIANCE_REASONS = ['islamic', 'locale', 'region'] as const;
export type ComplianceReason = (typeof COMPLIANCE_REASONS)[number];

/** The result of a call refused with ret_code 10024. */
export const ComplianceBlock = Type.Object({
  compliance: Type.Object({
    reason: Type.Union([Type.Literal('islamic'), Type.Literal('locale'), Type.Literal('region')], { description: 'islamic | locale | region' }),
    /** The bot kinds (registry list types) the rule withholds, e.g. GRID_FUTURES, MART_FUTURES, COMBO_FUTURES. */
    kinds: Type.Array(Type.String()),
    /** The restricted locale (reason `locale`), canonical spelling. */
    locale: Type.Optional(Type.String()),
    /** Whose fact restricts: `account` (member tag, profile locale) or `request` (its `lang` header or host: they only tighten). */
    source: Type.Optional(Type.Union([Type.Literal('account'), Type.Literal('request')])),
    /** The site (reason `region`): `hk` or `eu`. */
    site: Type.Optional(Type.String()),
  }),
});
export type ComplianceBlock = Static<typeof ComplianceBlock>;
