/**
 * Restriction and compliance, enforced by the simulator (the design is
 * written down in `@tb/contracts` compliance.ts). Everything lives here, away
 * from the kinds' create paths, so the kinds and the shared sequences know
 * nothing of it:
 *
 * - `complianceBlockOf`: whether a caller may take on more exposure in a
 *   market, by the one rule (`restrictionOf`, `@tb/util-env`): the futures
 *   kinds are withheld from restricted accounts (Islamic member tag; profile
 *   locale nl-NL, en-NL, en-GB), and a request's `lang` header (a restricted
 *   page locale) or host (the spot-only sites: Hong Kong, EU regulated) can
 *   only add a reason, never lift the account's. Spot kinds never are.
 * - `registerComplianceGuard`: a preHandler on the calls that start a bot or
 *   put more money into one — the rows of the kinds' route tables marked
 *   with an `exposure` (`create`, `margin-in`; http/route-table.ts), which
 *   carry their kind's market from the registry, so a new futures kind's
 *   creates are guarded by construction; a blocked call answers HTTP 200,
 *   ret_code 10024 (`RetCode.COMPLIANCE`) with `{compliance: {reason, kinds,
 *   locale?, site?}}` before its handler runs, so nothing changes. Reads,
 *   TP/SL edits, withdrawals and closes are never guarded: a trader can
 *   always get out. A banned caller is left to the create's own ban refusal.
 * - `ComplianceSweeps`: run with the ban sweep (every SWEEP_MS, and at start):
 *   `islamic()` closes the running futures bots of users tagged Islamic with
 *   the kind's compliance close (positions closed at market, margin back to
 *   the funding account); `taxTerms()` closes the running spot bots of users
 *   whose tax identity went to or from IND-GST since the sweep last saw them,
 *   with the tax-tag close (holdings back as they are), and records the new
 *   terms (`bot_tax_terms`). A spot create first applies a pending tax-terms
 *   change of its caller, so a bot started after the change is never closed
 *   for it. A busy bot (a DCA round executing) waits for the next sweep.
 */
import { type ComplianceBlock, RetCode, USER_STATUS } from '@tb/contracts';
import { BOT_KINDS, type KindMarket } from '@tb/util-bot-kinds';
import { type RestrictionFacts, restrictionOf } from '@tb/util-env';
import { isBanned } from '../accounts/users';
import type { SimApp, SimContext } from '../context';
import { addsExposure } from '../http/route-table';
import { ApiError } from '../lib/api-error';
import { restrictionFacts } from '../accounts/restriction';
import type { DriverRegistry } from './drivers';
import type { BotLifecycle } from './lifecycle';
import type { BotRow } from './store';

export type ComplianceDetail = ComplianceBlock['compliance'];

const kindsOf = (market: KindMarket) => BOT_KINDS.filter((row) => row.market === market).map((row) => row.listType);
const FUTURES_KINDS = kindsOf('futures');
const SPOT_KINDS = kindsOf('spot');
const IND_GST = 'IND-GST';

/** Why the caller may not take on more exposure in `market` (null: allowed): the rule's strongest reason, with the kinds it withholds. */
export function complianceBlockOf(facts: RestrictionFacts, market: KindMarket): ComplianceDetail | null {
  const found = restrictionOf(facts, market);
  if (!found) return null;
  const kinds = [...kindsOf(market)];
  if (found.reason === 'region') return { reason: 'region', kinds, site: found.site, source: found.source };
  if (found.reason === 'islamic') return { reason: 'islamic', kinds, source: found.source };
  return { reason: 'locale', kinds, locale: found.locale, source: found.source };
}

const WORDS: Record<ComplianceDetail['reason'], string> = {
  islamic: 'leveraged, funding-bearing bots are not available to accounts tagged Islamic',
  locale: 'leveraged bots are not available to retail users in this locale',
  region: 'this site offers spot bots only',
};

/** The refusal of a blocked call. */
export function complianceError(detail: ComplianceDetail): ApiError {
  return new ApiError(RetCode.COMPLIANCE, `compliance: ${WORDS[detail.reason]}`, 200, {}, { compliance: detail });
}

/** The guard on every exposure row of a kind's table (`config.exposure`; register before the routes). */
export function registerComplianceGuard(app: SimApp, ctx: SimContext, sweeps: ComplianceSweeps): void {
  app.addHook('preHandler', async (request) => {
    const exposure = request.routeOptions.config?.exposure;
    const session = request.session;
    if (!exposure || !session) return;
    // the user as stored now (an administrator may have tagged them since the session was read)
    const user = ctx.users.get(session.user.id) ?? session.user;
    if (isBanned(user) || !addsExposure(exposure, request.body)) return;
    // spot creates: never blocked, but a pending tax-terms change of the caller is applied first
    if (exposure.market === 'spot') {
      if (exposure.op === 'create') sweeps.taxTerms(user.id);
      return;
    }
    const block = complianceBlockOf(restrictionFacts(user, request), exposure.market);
    if (block) throw complianceError(block);
  });
}

/** What one compliance sweep closed. */
export type ComplianceTally = { compliance: number; taxTag: number };

export class ComplianceSweeps {
  private readonly islamicBots;
  private readonly taxChanges;
  private readonly taxChangeOf;
  private readonly runningOf;
  private readonly saveTerms;

  constructor(
    private readonly deps: {
      ctx: SimContext;
      drivers: DriverRegistry;
      lifecycle: BotLifecycle;
      log: (message: string, error?: unknown) => void;
    },
  ) {
    const db = deps.ctx.db;
    const futures = FUTURES_KINDS.map((kind) => `'${kind}'`).join(', ');
    this.islamicBots = db.prepare(
      `SELECT b.* FROM bots b JOIN users u ON u.id = b.user_id WHERE b.status != 'COMPLETED' AND u.member_tag_islamic = 1 AND u.status != ? AND b.kind IN (${futures}) ORDER BY b.id`,
    );
    const changed = `SELECT u.id AS user_id, CASE WHEN u.tax_identity = '${IND_GST}' THEN 1 ELSE 0 END AS ind_gst FROM users u LEFT JOIN bot_tax_terms t ON t.user_id = u.id
      WHERE (CASE WHEN u.tax_identity = '${IND_GST}' THEN 1 ELSE 0 END) != COALESCE(t.ind_gst, 0)`;
    this.taxChanges = db.prepare(changed);
    this.taxChangeOf = db.prepare(`${changed} AND u.id = ?`);
    const spot = SPOT_KINDS.map((kind) => `'${kind}'`).join(', ');
    this.runningOf = db.prepare(`SELECT * FROM bots WHERE user_id = ? AND status != 'COMPLETED' AND kind IN (${spot}) ORDER BY id`);
    this.saveTerms = db.prepare('INSERT INTO bot_tax_terms (user_id, ind_gst) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET ind_gst = excluded.ind_gst');
  }

  /** Both sweeps. */
  sweep(): ComplianceTally {
    return { compliance: this.islamic(), taxTag: this.taxTerms() };
  }

  /** Closes the running futures bots of users tagged Islamic (compliance close); the number closed. */
  islamic(): number {
    let closed = 0;
    for (const row of this.islamicBots.all(USER_STATUS.BANNED) as BotRow[]) {
      if (this.close(row, 'compliance')) closed++;
    }
    return closed;
  }

  /** Applies tax-terms changes (all users, or one): their running spot bots close with the tax-tag close; the number closed. */
  taxTerms(userId?: number): number {
    const changes = (userId === undefined ? this.taxChanges.all() : this.taxChangeOf.all(userId)) as { user_id: number; ind_gst: number }[];
    let closed = 0;
    for (const change of changes) {
      let waiting = false;
      for (const row of this.runningOf.all(change.user_id) as BotRow[]) {
        const outcome = this.close(row, 'tax-tag');
        if (outcome === 'closed') closed++;
        else if (outcome === 'busy') waiting = true;
      }
      // a busy bot keeps the change pending: the next sweep tries again
      if (!waiting) this.saveTerms.run(change.user_id, change.ind_gst);
    }
    return closed;
  }

  private close(row: BotRow, cause: 'compliance' | 'tax-tag'): 'closed' | 'busy' | 'done' {
    const driver = this.deps.drivers.get(row.kind);
    if (!driver) return 'done';
    try {
      const outcome = this.deps.lifecycle.systemClose(driver, row, { cause });
      return outcome === 'closed' ? 'closed' : outcome === 'busy' ? 'busy' : 'done';
    } catch (error) {
      this.deps.log(`${cause} sweep: bot ${row.id} could not be closed; retried at the next sweep`, error);
      return 'busy';
    }
  }
}
