import { randomUUID } from 'node:crypto';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  GUID_COOKIE,
  GUID_COOKIE_MAX_AGE_SECONDS,
  RetCode,
  type SessionEnv,
  authCookieName,
} from '@tb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../accounts/sessions';
import { isBanned, type User } from '../accounts/users';
import type { SimApp, SimContext } from '../context';
import { ApiError, notLoggedIn, rateLimited } from '../lib/api-error';

/**
 * Who may call a route, set per route as `config: { auth: … }`:
 * - `public`            anyone (the default); the session is not read;
 * - `optional`          anyone; `request.session` is set when logged in;
 * - `user`              logged-in users that are not banned (10007 / 10009 otherwise);
 * - `user-allow-banned` logged-in users, banned ones too (profile, logout).
 * Logged-in modes also take a token from the caller's per-user bucket
 * (`limits.userCalls`): past it, 429 / 10006 with Retry-After.
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'user-allow-banned';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    /** The caller's session (set for every auth mode but `public`, null when anonymous). */
    session: Session | null;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** `local` for localhost, else the configured environment: the auth cookie is `tb_secure_token_<env>`. */
export function cookieEnv(request: FastifyRequest, configured: SessionEnv): SessionEnv {
  return LOCAL_HOSTS.has(request.hostname.replace(/:\d+$/, '')) ? 'local' : configured;
}

const USER_TOKEN_HEADER = 'usertoken';

/** The token a request carries: the auth cookie, or the `UserToken` header (in-app). */
export function requestToken(request: FastifyRequest, env: SessionEnv): string | undefined {
  const cookie = request.cookies[authCookieName(cookieEnv(request, env))];
  if (cookie) return cookie;
  const header = request.headers[USER_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** The logged-in user of a request whose route is not public (throws 10007 if anonymous). */
export function userOf(request: FastifyRequest): User {
  if (!request.session) throw notLoggedIn();
  return request.session.user;
}

export function setAuthCookie(request: FastifyRequest, reply: FastifyReply, env: SessionEnv, token: string): void {
  reply.setCookie(authCookieName(cookieEnv(request, env)), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearAuthCookie(request: FastifyRequest, reply: FastifyReply, env: SessionEnv): void {
  reply.clearCookie(authCookieName(cookieEnv(request, env)), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The onRequest hook: gives every browser a `tb_guid` cookie (a v4 UUID, 36
 * characters, 120 days; readable by scripts, which send it as the `guid`
 * header), then applies the route's auth mode.
 */
export function registerAuth(app: SimApp, ctx: SimContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const guid = request.cookies[GUID_COOKIE];
    if (!guid || !GUID_PATTERN.test(guid)) {
      reply.setCookie(GUID_COOKIE, randomUUID(), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: GUID_COOKIE_MAX_AGE_SECONDS,
      });
    }
    const mode = request.routeOptions.config?.auth ?? 'public';
    if (mode === 'public') return;
    request.session = ctx.sessions.resolve(requestToken(request, ctx.config.env));
    if (mode === 'optional') return;
    reply.header('cache-control', 'no-store');
    if (!request.session) throw notLoggedIn();
    const wait = ctx.limits.userCalls.take(String(request.session.user.id));
    if (wait > 0) throw rateLimited(wait, 'requests from this account');
    if (mode === 'user' && isBanned(request.session.user)) {
      const reason = request.session.user.banReason;
      throw new ApiError(RetCode.USER_BANNED, `user banned${reason ? `: ${reason}` : ''}`);
    }
  });
}
