/**
 * The notification and risk-desk endpoints (contracts notices.ts,
 * NOTICE_PATHS): private calls of the signed-in user, who only ever reads
 * and changes their own notices, preferences and bots.
 */
import {
  BotRiskBody,
  BotRiskResult,
  BotRiskUpdateBody,
  Empty,
  NOTICE_PATHS,
  NoticeListBody,
  NoticeListResult,
  NoticePrefsResult,
  NoticePrefsUpdateBody,
  NoticeReadBody,
  NoticeUnreadResult,
  RetCode,
  RiskViewResult,
} from '@tb/contracts';
import { ApiError } from '../lib/api-error';
import { emptyBodyAsObject } from '../http/optional-body';
import { BODY_ERRORS, type RouteTable, post } from '../http/route-table';
import type { Bots } from '../bots/core';

export function noticeRoutes(bots: Bots): RouteTable {
  const { notices, risk, ctx, store } = bots;
  /** A list by bot names one of the caller's bots (running or closed); another's bot is refused as unknown, not answered empty. */
  const ownBot = (userId: number, botId: string | undefined): string | undefined => {
    if (botId !== undefined && store.get(botId)?.user_id !== userId) throw new ApiError(RetCode.NOT_FOUND, 'no bot of yours with this id', 200);
    return botId;
  };
  // an empty body may be sent as none; the caller must be signed in and not banned (a banned account is refused
  // every private call but profile and logout: proof/authz-matrix.test.ts)
  const optionalBody = { preValidation: emptyBodyAsObject };
  return {
    tags: ['notices'],
    errors: BODY_ERRORS,
    rows: [
      post(NOTICE_PATHS.list, NoticeListBody, NoticeListResult, 'The caller’s bot notices, newest first (page 0-based, limit ≤ 100), with the unread count', ({ body, user }) => notices.list(user.id, body.page ?? 0, body.limit ?? 20, body.unread_only === true, ownBot(user.id, body.bot_id)), optionalBody),
      post(NOTICE_PATHS.unread, Empty, NoticeUnreadResult, 'How many of the caller’s notices are unread', ({ user }) => ({ unread: notices.unread(user.id) }), optionalBody),
      post(NOTICE_PATHS.read, NoticeReadBody, NoticeUnreadResult, 'Marks notices read (`ids`, only the caller’s) or all of them (`all`); the unread count after', ({ body, user }) => ({ unread: notices.markRead(user.id, body.all === true ? null : (body.ids ?? [])) }), optionalBody),
      post(NOTICE_PATHS.prefs, Empty, NoticePrefsResult, 'The caller’s notice preferences (kinds off or on, for all bots or one) and default alert distance', ({ user }) => ({ prefs: notices.prefs(user.id), alert_percent: risk.defaultAlertText(user.id) }), optionalBody),
      post(
        NOTICE_PATHS.updatePrefs,
        NoticePrefsUpdateBody,
        NoticePrefsResult,
        'Changes notice preferences and the default alert distance of new futures bots',
        ({ body, user }) => {
          if (body.alert_percent !== undefined) risk.setDefaultAlert(user.id, body.alert_percent);
          if (body.prefs !== undefined) notices.setPrefs(user.id, body.prefs);
          return { prefs: notices.prefs(user.id), alert_percent: risk.defaultAlertText(user.id) };
        },
        optionalBody,
      ),
      post(NOTICE_PATHS.botRisk, BotRiskBody, BotRiskResult, 'A running futures bot’s alert and guard distances and its watch flags', ({ body, user }) => risk.get(user.id, body.bot_id)),
      post(NOTICE_PATHS.updateBotRisk, BotRiskUpdateBody, BotRiskResult, 'Sets a running futures bot’s alert distance and add guard ("" = off)', ({ body, user }) => risk.update(user.id, body.bot_id, body.alert_percent, body.guard_percent, ctx.clock.now())),
      post(NOTICE_PATHS.riskView, Empty, RiskViewResult, 'Every open position of the caller’s running futures bots, nearest liquidation first, and the net exposure per coin', ({ user }) => risk.view(user.id), optionalBody),
    ],
  };
}
