import { randomBytes } from 'node:crypto';
import { FEATURE_FLAGS, type FeatureFlag, type Profile, PASSWORD_RULE, RetCode, USER_STATUS } from '@tb/contracts';
import { DEFAULT_LOCALE, accountLocaleOf } from '@tb/util-env';
import { type Db, tx } from '../db/database';
import { ApiError, invalidParam } from '../lib/api-error';
import { hashPassword, type ScryptCost } from './password';

/** A user as stored (password hash excluded from what leaves this module's callers). */
export type User = {
  id: number;
  email: string | null;
  countryCode: string | null;
  mobile: string | null;
  username: string;
  /**
   * The profile locale: the account's locale of record (its residence), which decides the locale
   * restriction (contracts compliance.ts). Set at sign-up; changed only by `setLocale` (the account's
   * settings call, the admin CLI), each change audited.
   */
  lang: string;
  status: number;
  banReason: string;
  vipLevel: number;
  parentMemberId: number;
  referralCode: string;
  taxIdentity: string;
  islamic: number;
  emailVerified: boolean;
  mobileVerified: boolean;
  hasGoogle2fa: boolean;
  createdAt: number;
};

type UserRow = {
  id: number;
  email: string | null;
  country_code: string | null;
  mobile: string | null;
  password_hash: string;
  username: string;
  lang: string;
  status: number;
  ban_reason: string;
  vip_level: number;
  parent_member_id: number;
  referral_code: string;
  tax_identity: string;
  member_tag_islamic: number;
  email_verified: number;
  mobile_verified: number;
  has_google2fa: number;
  created_at: number;
};

export const USER_COLUMNS =
  'u.id, u.email, u.country_code, u.mobile, u.password_hash, u.username, u.lang, u.status, u.ban_reason, u.vip_level, u.parent_member_id, u.referral_code, u.tax_identity, u.member_tag_islamic, u.email_verified, u.mobile_verified, u.has_google2fa, u.created_at';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    countryCode: row.country_code,
    mobile: row.mobile,
    username: row.username,
    lang: row.lang,
    status: row.status,
    banReason: row.ban_reason,
    vipLevel: row.vip_level,
    parentMemberId: row.parent_member_id,
    referralCode: row.referral_code,
    taxIdentity: row.tax_identity,
    islamic: row.member_tag_islamic,
    emailVerified: row.email_verified === 1,
    mobileVerified: row.mobile_verified === 1,
    hasGoogle2fa: row.has_google2fa === 1,
    createdAt: row.created_at,
  };
}

/** The first member id handed out; later ids count up from it. */
export const FIRST_MEMBER_ID = 100_000_001;

export type Identifier = { email: string } | { countryCode: string; mobile: string };

/**
 * Normalises the identifier fields of a register/login body: exactly one of
 * `email` or `mobile` (+ `country_code`). Emails are lower-cased; the country
 * code is kept as digits only.
 */
export function identifierOf(body: { email?: string; mobile?: string; country_code?: string }): Identifier {
  const hasEmail = body.email !== undefined;
  const hasMobile = body.mobile !== undefined;
  if (hasEmail && hasMobile) throw invalidParam('email', 'send either email or mobile, not both');
  if (hasEmail) return { email: body.email!.trim().toLowerCase() };
  if (hasMobile) {
    if (body.country_code === undefined) throw invalidParam('country_code', 'required with mobile');
    return { countryCode: body.country_code.replace(/^\+/, ''), mobile: body.mobile! };
  }
  throw invalidParam('email', 'send an email, or a mobile with country_code');
}

export function identifierKey(id: Identifier): string {
  return 'email' in id ? `email:${id.email}` : `mobile:+${id.countryCode}${id.mobile}`;
}

export function describeIdentifier(id: Identifier): string {
  return 'email' in id ? id.email : `+${id.countryCode} ${id.mobile}`;
}

export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return `****${mobile.slice(-4)}`;
}

/** Who changed an account's audited field (`account_changes.actor`). */
export type AccountActor = 'signup' | 'self' | 'admin';

/** One row of an account's audit trail. */
export type AccountChange = { field: string; oldValue: string; newValue: string; actor: AccountActor; at: number };

export type CreateUserInput = {
  identifier: Identifier;
  password: string;
  referralCode?: string;
  /** The profile locale (a served locale, any spelling; default `en`); recorded in the audit trail as the sign-up's. */
  lang?: string;
  /** Who creates the account (default `signup`; the admin CLI's `create-user` is `admin`). */
  actor?: AccountActor;
  cost?: ScryptCost;
  now: number;
  /** Runs inside the insert's transaction (e.g. the sign-up deposit): both happen or neither. */
  onCreated?: (user: User) => void;
};

export class Users {
  private readonly byId;
  private readonly byEmail;
  private readonly byMobile;
  private readonly byReferral;
  private readonly flagsOf;
  private readonly audit;
  private readonly auditOf;

  constructor(private readonly db: Db) {
    this.byId = db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`);
    this.byEmail = db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.email = ?`);
    this.byMobile = db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.country_code = ? AND u.mobile = ?`);
    this.byReferral = db.prepare('SELECT id FROM users WHERE referral_code = ?');
    this.flagsOf = db.prepare('SELECT flag FROM user_flags WHERE user_id = ?').pluck();
    this.audit = db.prepare('INSERT INTO account_changes (user_id, field, old_value, new_value, actor, at) VALUES (?, ?, ?, ?, ?, ?)');
    this.auditOf = db.prepare('SELECT field, old_value AS oldValue, new_value AS newValue, actor, at FROM account_changes WHERE user_id = ? ORDER BY id');
  }

  /** Creates a user; the password is hashed before the (single) insert transaction. */
  async create(input: CreateUserInput): Promise<User> {
    if (!PASSWORD_RULE.test(input.password)) {
      throw invalidParam('password', 'must be 8 to 128 characters and contain at least one letter and one digit');
    }
    if (input.lang !== undefined && accountLocaleOf(input.lang) === null) throw invalidParam('lang', `${input.lang} is not a locale the exchange serves`);
    const passwordHash = await hashPassword(input.password, input.cost);
    try {
      return this.insert(input, passwordHash);
    } catch (error) {
      // Another process (the admin CLI) may have inserted the same identifier meanwhile.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new ApiError(RetCode.ACCOUNT_EXISTS, `an account with ${describeIdentifier(input.identifier)} exists already`);
      }
      throw error;
    }
  }

  private insert(input: CreateUserInput, passwordHash: string): User {
    return tx(this.db, () => {
      if (this.findRow(input.identifier)) {
        throw new ApiError(RetCode.ACCOUNT_EXISTS, `an account with ${describeIdentifier(input.identifier)} exists already`);
      }
      let parent = 0;
      if (input.referralCode) {
        const referrer = this.byReferral.get(input.referralCode.toUpperCase()) as { id: number } | undefined;
        if (!referrer) throw new ApiError(RetCode.UNKNOWN_REFERRAL, `referral_code: no user has the code ${input.referralCode}`);
        parent = referrer.id;
      }
      const id = (this.db.prepare('SELECT COALESCE(MAX(id), ?) + 1 AS id FROM users').get(FIRST_MEMBER_ID - 1) as { id: number }).id;
      const isEmail = 'email' in input.identifier;
      const lang = accountLocaleOf(input.lang) ?? DEFAULT_LOCALE;
      const username = isEmail
        ? (input.identifier as { email: string }).email.split('@')[0].slice(0, 24)
        : `user${(input.identifier as { mobile: string }).mobile.slice(-4)}`;
      this.db
        .prepare(
          `INSERT INTO users (id, email, country_code, mobile, password_hash, username, lang, parent_member_id, referral_code,
             email_verified, mobile_verified, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          isEmail ? (input.identifier as { email: string }).email : null,
          isEmail ? null : (input.identifier as { countryCode: string }).countryCode,
          isEmail ? null : (input.identifier as { mobile: string }).mobile,
          passwordHash,
          username,
          lang,
          parent,
          this.uniqueReferralCode(),
          // The simulator has no mail or SMS: the identifier counts as verified at registration.
          isEmail ? 1 : 0,
          isEmail ? 0 : 1,
          input.now,
        );
      this.audit.run(id, 'lang', '', lang, input.actor ?? 'signup', input.now);
      const user = this.get(id)!;
      input.onCreated?.(user);
      return user;
    });
  }

  private uniqueReferralCode(): string {
    for (;;) {
      const code = randomBytes(6).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
      if (code.length === 8 && !this.byReferral.get(code)) return code;
    }
  }

  /** The stored row, password hash included (for login only). */
  findRow(identifier: Identifier): (User & { passwordHash: string }) | undefined {
    const row = (
      'email' in identifier ? this.byEmail.get(identifier.email) : this.byMobile.get(identifier.countryCode, identifier.mobile)
    ) as UserRow | undefined;
    return row && { ...toUser(row), passwordHash: row.password_hash };
  }

  get(id: number): User | undefined {
    const row = this.byId.get(id) as UserRow | undefined;
    return row && toUser(row);
  }

  /** Finds a user by member id, email, or +<country code>-<mobile> (admin CLI). */
  lookup(text: string): User | undefined {
    if (/^[0-9]+$/.test(text)) return this.get(Number(text));
    if (text.includes('@')) {
      const row = this.byEmail.get(text.trim().toLowerCase()) as UserRow | undefined;
      return row && toUser(row);
    }
    const match = /^\+([0-9]{1,4})[ -]([0-9]{5,15})$/.exec(text);
    if (match) {
      const row = this.byMobile.get(match[1], match[2]) as UserRow | undefined;
      return row && toUser(row);
    }
    return undefined;
  }

  list(): User[] {
    return (this.db.prepare(`SELECT ${USER_COLUMNS} FROM users u ORDER BY u.id`).all() as UserRow[]).map(toUser);
  }

  flags(userId: number): Set<FeatureFlag> {
    return new Set(this.flagsOf.all(userId) as FeatureFlag[]);
  }

  setFlag(userId: number, flag: FeatureFlag, on: boolean): void {
    if (!FEATURE_FLAGS.includes(flag)) throw new Error(`unknown flag ${flag}; known: ${FEATURE_FLAGS.join(', ')}`);
    tx(this.db, () => {
      if (on) this.db.prepare('INSERT OR IGNORE INTO user_flags (user_id, flag) VALUES (?, ?)').run(userId, flag);
      else this.db.prepare('DELETE FROM user_flags WHERE user_id = ? AND flag = ?').run(userId, flag);
    });
  }

  /**
   * Sets the profile locale (the account's locale of record, which the restriction reads): a served
   * locale in any spelling, stored in its served spelling; the change is a row of the audit trail, in the
   * same transaction. Throws a 400 (`lang`) for a locale the exchange does not serve.
   */
  setLocale(userId: number, text: string, actor: AccountActor, now: number): { lang: string; changed: boolean } {
    const lang = accountLocaleOf(text);
    if (lang === null) throw invalidParam('lang', `${text} is not a locale the exchange serves`);
    return tx(this.db, () => {
      const user = this.get(userId);
      if (!user) throw new Error(`no user ${userId}`);
      if (user.lang === lang) return { lang, changed: false };
      this.db.prepare('UPDATE users SET lang = ? WHERE id = ?').run(lang, userId);
      this.audit.run(userId, 'lang', user.lang, lang, actor, now);
      return { lang, changed: true };
    });
  }

  /** Sets the Islamic member tag (the exchange's: admin CLI), audited. */
  setIslamic(userId: number, islamic: number, actor: AccountActor, now: number): void {
    tx(this.db, () => {
      const user = this.get(userId);
      if (!user) throw new Error(`no user ${userId}`);
      if (user.islamic === islamic) return;
      this.update(userId, { islamic });
      this.audit.run(userId, 'member_tag_islamic', String(user.islamic), String(islamic), actor, now);
    });
  }

  /** The account's audit trail, oldest first. */
  changes(userId: number): AccountChange[] {
    return this.auditOf.all(userId) as AccountChange[];
  }

  /** Plain field updates (the profile locale is `setLocale`'s alone: it is audited). */
  update(userId: number, fields: Partial<{ taxIdentity: string; islamic: number; vipLevel: number; status: number; banReason: string }>): void {
    const columns: Record<string, string> = {
      taxIdentity: 'tax_identity',
      islamic: 'member_tag_islamic',
      vipLevel: 'vip_level',
      status: 'status',
      banReason: 'ban_reason',
    };
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    if (!entries.length) return;
    const sql = `UPDATE users SET ${entries.map(([key]) => `${columns[key]} = ?`).join(', ')} WHERE id = ?`;
    tx(this.db, () => {
      const info = this.db.prepare(sql).run(...entries.map(([, value]) => value), userId);
      if (info.changes !== 1) throw new Error(`no user ${userId}`);
    });
  }

  ban(userId: number, reason: string): void {
    this.update(userId, { status: USER_STATUS.BANNED, banReason: reason });
  }

  unban(userId: number): void {
    this.update(userId, { status: USER_STATUS.NORMAL, banReason: '' });
  }
}

export function toProfile(user: User): Profile {
  return {
    id: String(user.id),
    username: user.username,
    vague_email: maskEmail(user.email),
    vague_mobile: maskMobile(user.mobile),
    mobile_verified: user.mobileVerified,
    email_verified: user.emailVerified,
    has_google2fa: user.hasGoogle2fa,
    country_code: user.countryCode ?? '',
    lang: user.lang,
    parent_member_id: String(user.parentMemberId),
    status: user.status,
    loyalty_vip_info: { is_vip: user.vipLevel > 0, label_level: user.vipLevel },
  };
}

export const isBanned = (user: User) => user.status === USER_STATUS.BANNED;
