import {
  API_PATHS,
  Empty,
  Envelope,
  ErrorEnvelope,
  FEATURE_FLAGS,
  type FeatureFlag,
  LoginBody,
  type LoginResult,
  LoginResult as LoginResultSchema,
  PLATFORMS,
  Profile,
  RESTRICTED_LOCALES,
  RegisterBody,
  RestrictionResult,
  RetCode,
  UserTagQuery,
  UserTagResult,
  WebConfigBody,
  WebConfigResult,
} from '@tb/contracts';
import { normalizeLocale } from '@tb/util-env';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decoyHash, verifyPassword } from '../accounts/password';
import { depositSignupFunds } from '../accounts/signup-funds';
import { describeIdentifier, identifierKey, identifierOf, toProfile } from '../accounts/users';
import type { RouteArea, SimContext } from '../context';
import { clearAuthCookie, setAuthCookie, userOf } from '../http/auth';
import { envelope } from '../http/envelope';
import { ApiError, invalidParam, rateLimited } from '../lib/api-error';

const errors = { 400: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope };

function platformOf(request: FastifyRequest): string {
  const header = request.headers.platform;
  return typeof header === 'string' && (PLATFORMS as readonly string[]).includes(header) ? header : 'pc';
}

function startSession(ctx: SimContext, request: FastifyRequest, reply: FastifyReply, userId: number, returnToken: boolean): LoginResult {
  const session = ctx.sessions.create(userId, platformOf(request));
  setAuthCookie(request, reply, ctx.config.env, session.token);
  return {
    user_id: String(userId),
    expires_at: session.expiresAt,
    ...(returnToken ? { user_token: session.token } : {}),
  };
}

/**
 * Accounts and per-user data:
 * register, login, logout, profile, user tags, restriction data and feature flags.
 */
export const userRoutes: RouteArea = (app, ctx) => {
  let decoy: Promise<string> | null = null;
  const decoyFor = () => (decoy ??= decoyHash(ctx.config.scryptCost));

  app.post(
    API_PATHS.register,
    {
      schema: {
        tags: ['user'],
        summary: 'Register with an email, or a mobile number and country code; logs in on success',
        body: RegisterBody,
        response: { 200: Envelope(LoginResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const wait = ctx.limits.registerPerIp.retryAfter(request.ip);
      if (wait > 0) throw rateLimited(wait, 'registrations from this address');
      const lang = typeof request.headers.lang === 'string' ? normalizeLocale(request.headers.lang) : 'en';
      const user = await ctx.users.create({
        identifier,
        password: request.body.password,
        referralCode: request.body.referral_code,
        lang,
        cost: ctx.config.scryptCost,
        now: ctx.clock.now(),
        onCreated: (created) => depositSignupFunds(ctx.ledger, created.id, ctx.config.signupFunds),
      });
      ctx.limits.registerPerIp.hit(request.ip);
      request.log.info({ userId: user.id, identifier: describeIdentifier(identifier) }, 'user registered');
      return envelope(ctx.clock.now(), startSession(ctx, request, reply, user.id, false));
    },
  );

  app.post(
    API_PATHS.login,
    {
      schema: {
        tags: ['user'],
        summary: 'Log in; sets the auth cookie (7 days). Failures are rate-limited per identifier and per IP',
        body: LoginBody,
        response: { 200: Envelope(LoginResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const key = identifierKey(identifier);
      const wait = Math.max(ctx.limits.loginPerIdentifier.retryAfter(key), ctx.limits.loginPerIp.retryAfter(request.ip));
      if (wait > 0) throw rateLimited(wait, 'failed login attempts');
      const row = ctx.users.findRow(identifier);
      // Always run one hash, so an unknown user takes as long as a wrong password.
      const valid = await verifyPassword(request.body.password, row?.passwordHash ?? (await decoyFor()));
      if (!row || !valid) {
        ctx.limits.loginPerIdentifier.hit(key);
        ctx.limits.loginPerIp.hit(request.ip);
        throw new ApiError(RetCode.BAD_CREDENTIALS, 'wrong email/mobile or password');
      }
      ctx.limits.loginPerIdentifier.clear(key);
      return envelope(ctx.clock.now(), startSession(ctx, request, reply, row.id, request.body.return_token === true));
    },
  );

  app.post(
    API_PATHS.logout,
    {
      schema: { tags: ['user'], summary: 'End the session and clear the cookie', response: { 200: Envelope(Empty) } },
      config: { auth: 'user-allow-banned' },
    },
    async (request, reply) => {
      if (request.session) ctx.sessions.revoke(request.session.tokenHash);
      clearAuthCookie(request, reply, ctx.config.env);
      return envelope(ctx.clock.now(), {});
    },
  );

  app.get(
    API_PATHS.profile,
    {
      schema: {
        tags: ['user'],
        summary: 'The current user profile (10007 when not logged in). Banned users get it too, with status 2',
        response: { 200: Envelope(Profile) },
      },
      config: { auth: 'user-allow-banned' },
    },
    async (request) => envelope(ctx.clock.now(), toProfile(userOf(request))),
  );

  app.get(
    API_PATHS.userTag,
    {
      schema: {
        tags: ['user'],
        summary: 'User tags: tax_identity ("" or "IND-GST") and member_tag',
        querystring: UserTagQuery,
        response: { 200: Envelope(UserTagResult), ...errors },
      },
      config: { auth: 'user' },
    },
    async (request) => {
      const user = userOf(request);
      const tags = request.query.req_tags.split(',');
      const unknown = tags.find((tag) => tag !== 'tax_identity' && tag !== 'member_tag');
      if (unknown) throw invalidParam('query.req_tags', `unknown tag ${unknown}; known: tax_identity, member_tag`);
      const userTags: { tax_identity?: string; member_tag?: string } = {};
      if (tags.includes('tax_identity')) userTags.tax_identity = user.taxIdentity;
      if (tags.includes('member_tag')) userTags.member_tag = JSON.stringify({ islamic: user.islamic });
      return envelope(ctx.clock.now(), { user_tags: userTags });
    },
  );

  app.get(
    API_PATHS.restriction,
    {
      schema: {
        tags: ['user'],
        summary: 'Restriction data: Islamic member tag and locale (nl-NL, en-NL, en-GB are restricted)',
        response: { 200: Envelope(RestrictionResult) },
      },
      config: { auth: 'user' },
    },
    async (request) => {
      const user = userOf(request);
      const header = request.headers.lang;
      const locale = typeof header === 'string' && header.length <= 10 ? normalizeLocale(header) : user.lang;
      const reasons: string[] = [];
      if (user.islamic === 1) reasons.push('islamic');
      if ((RESTRICTED_LOCALES as readonly string[]).includes(locale)) reasons.push('locale');
      return envelope(ctx.clock.now(), {
        member_tag: { islamic: user.islamic },
        locale,
        restricted: reasons.length > 0,
        reasons,
      });
    },
  );

  app.post(
    API_PATHS.webConfig,
    {
      schema: {
        tags: ['user'],
        summary: `Per-user feature flags (${FEATURE_FLAGS.join(', ')}); a flag is on when its value has gray: true`,
        body: WebConfigBody,
        response: { 200: Envelope(WebConfigResult), ...errors },
      },
      config: { auth: 'optional' },
    },
    async (request) => {
      // Flags belong to the trading-bot project; other projects' keys read as off.
      const flags =
        request.session && request.body.project === 'tradingbot' ? ctx.users.flags(request.session.user.id) : new Set<FeatureFlag>();
      const result: Record<string, { gray: boolean }> = {};
      for (const key of request.body.keys) result[key] = { gray: flags.has(key as FeatureFlag) };
      return envelope(ctx.clock.now(), result);
    },
  );
};
