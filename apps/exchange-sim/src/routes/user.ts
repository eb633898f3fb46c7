import {
  API_PATHS,
  AccountSettingsBody,
  AccountSettingsResult,
  Empty,
  ErrorEnvelope,
  FEATURE_FLAGS,
  type FeatureFlag,
  LoginBody,
  type LoginResult,
  LoginResult as LoginResultSchema,
  PLATFORMS,
  Profile,
  RegisterBody,
  RestrictionResult,
  RetCode,
  UserTagQuery,
  UserTagResult,
  WebConfigBody,
  WebConfigResult,
} from '@tb/contracts';
import { canonicalLocale, restrictionsOf, siteProfileOfHost } from '@tb/util-env';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decoyHash, verifyPassword } from '../accounts/password';
import { depositSignupFunds } from '../accounts/signup-funds';
import { restrictionFacts, signupLocale } from '../accounts/restriction';
import { describeIdentifier, identifierKey, identifierOf, toProfile } from '../accounts/users';
import type { SimContext } from '../context';
import { clearAuthCookie, setAuthCookie } from '../http/auth';
import { type RouteTable, endpoint, post, tableArea } from '../http/route-table';
import { ApiError, invalidParam, rateLimited } from '../lib/api-error';

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
export const userRoutes = tableArea((_app, ctx): RouteTable => {
  let decoy: Promise<string> | null = null;
  const decoyFor = () => (decoy ??= decoyHash(ctx.config.scryptCost));

  return {
    tags: ['user'],
    errors: { 400: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope },
    rows: [
      post(API_PATHS.register, RegisterBody, LoginResultSchema, 'Register with an email, or a mobile number and country code; logs in on success', async ({ body, request, reply }) => {
        const identifier = identifierOf(body);
        const wait = ctx.limits.registerPerIp.retryAfter(request.ip);
        if (wait > 0) throw rateLimited(wait, 'registrations from this address');
        const user = await ctx.users.create({
          identifier,
          password: body.password,
          referralCode: body.referral_code,
          lang: signupLocale(body.lang, request),
          cost: ctx.config.scryptCost,
          now: ctx.clock.now(),
          onCreated: (created) => depositSignupFunds(ctx.ledger, created.id, ctx.config.signupFunds),
        });
        ctx.limits.registerPerIp.hit(request.ip);
        request.log.info({ userId: user.id, identifier: describeIdentifier(identifier) }, 'user registered');
        return startSession(ctx, request, reply, user.id, false);
      }, { auth: 'public' }),
      post(API_PATHS.login, LoginBody, LoginResultSchema, 'Log in; sets the auth cookie (7 days). Failures are rate-limited per identifier and per IP', async ({ body, request, reply }) => {
        const identifier = identifierOf(body);
        const key = identifierKey(identifier);
        const wait = Math.max(ctx.limits.loginPerIdentifier.retryAfter(key), ctx.limits.loginPerIp.retryAfter(request.ip));
        if (wait > 0) throw rateLimited(wait, 'failed login attempts');
        const row = ctx.users.findRow(identifier);
        // Always run one hash, so an unknown user takes as long as a wrong password.
        const valid = await verifyPassword(body.password, row?.passwordHash ?? (await decoyFor()));
        if (!row || !valid) {
          ctx.limits.loginPerIdentifier.hit(key);
          ctx.limits.loginPerIp.hit(request.ip);
          throw new ApiError(RetCode.BAD_CREDENTIALS, 'wrong email/mobile or password');
        }
        ctx.limits.loginPerIdentifier.clear(key);
        return startSession(ctx, request, reply, row.id, body.return_token === true);
      }, { auth: 'public' }),
      endpoint({
        method: 'POST',
        path: API_PATHS.logout,
        summary: 'End the session and clear the cookie',
        auth: 'user-allow-banned',
        result: Empty,
        errors: {},
        handler: ({ request, reply }) => {
          if (request.session) ctx.sessions.revoke(request.session.tokenHash);
          clearAuthCookie(request, reply, ctx.config.env);
          return {};
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.profile,
        summary: 'The current user profile (10007 when not logged in). Banned users get it too, with status 2',
        auth: 'user-allow-banned',
        result: Profile,
        errors: {},
        handler: ({ user }) => toProfile(user),
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.userTag,
        summary: 'User tags: tax_identity ("" or "IND-GST") and member_tag',
        auth: 'user',
        query: UserTagQuery,
        result: UserTagResult,
        handler: ({ user, query }) => {
          const tags = query.req_tags.split(',');
          const unknown = tags.find((tag) => tag !== 'tax_identity' && tag !== 'member_tag');
          if (unknown) throw invalidParam('query.req_tags', `unknown tag ${unknown}; known: tax_identity, member_tag`);
          const userTags: { tax_identity?: string; member_tag?: string } = {};
          if (tags.includes('tax_identity')) userTags.tax_identity = user.taxIdentity;
          if (tags.includes('member_tag')) userTags.member_tag = JSON.stringify({ islamic: user.islamic });
          return { user_tags: userTags };
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.restriction,
        summary: 'Restriction data: the account’s member tag and profile locale, the request’s locale and site, and the verdict for the futures kinds (the compliance guard’s rule)',
        auth: 'user',
        result: RestrictionResult,
        errors: {},
        handler: ({ user, request }) => {
          const facts = restrictionFacts(user, request);
          const found = restrictionsOf(facts, 'futures');
          return {
            member_tag: { islamic: user.islamic },
            account_locale: user.lang,
            locale: canonicalLocale(facts.requestLocale),
            site: siteProfileOfHost(facts.host ?? '').key,
            restricted: found.length > 0,
            reasons: found.map((r) => r.reason),
            sources: found.map((r) => r.source),
          };
        },
      }),
      post(
        API_PATHS.accountSettings,
        AccountSettingsBody,
        AccountSettingsResult,
        'The account’s own settings: its profile locale (the restriction’s locale of record; each change is audited)',
        ({ user, body }) => ctx.users.setLocale(user.id, body.lang, 'self', ctx.clock.now()),
      ),
      endpoint({
        method: 'POST',
        path: API_PATHS.webConfig,
        summary: `Per-user feature flags (${FEATURE_FLAGS.join(', ')}); a flag is on when its value has gray: true`,
        auth: 'optional',
        body: WebConfigBody,
        result: WebConfigResult,
        handler: ({ body, request }) => {
          // Flags belong to the trading-bot project; other projects' keys read as off.
          const flags = request.session && body.project === 'tradingbot' ? ctx.users.flags(request.session.user.id) : new Set<FeatureFlag>();
          const result: Record<string, { gray: boolean }> = {};
          for (const key of body.keys) result[key] = { gray: flags.has(key as FeatureFlag) };
          return result;
        },
      }),
    ],
  };
});
