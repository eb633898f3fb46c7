import { api } from '@tb/data-access-api';
import { NOTICE_PATHS } from '@tb/contracts/paths';
import type { NoticeListBody, NoticeListResult, NoticePref, NoticePrefsResult, NoticeReadBody, NoticeUnreadResult, RiskViewResult } from '@tb/contracts';

/**
 * The shell's notification and risk-view endpoints (contracts notices.ts),
 * injected into the page's one API slice. Every call is the signed-in user's
 * own; a pushed notice (live.ts) invalidates 'Notices', so the count and the
 * open list refetch.
 */
export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellNoticeUnread: build.query<NoticeUnreadResult, void>({
      query: () => ({ url: NOTICE_PATHS.unread, method: 'POST', body: {} }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: [{ type: 'Notices', id: 'unread' }],
    }),
    shellNoticeList: build.query<NoticeListResult, NoticeListBody>({
      query: (body) => ({ url: NOTICE_PATHS.list, method: 'POST', body }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: [{ type: 'Notices', id: 'list' }],
    }),
    shellNoticeRead: build.mutation<NoticeUnreadResult, NoticeReadBody>({
      query: (body) => ({ url: NOTICE_PATHS.read, method: 'POST', body }),
      invalidatesTags: ['Notices'],
    }),
    shellNoticePrefs: build.query<NoticePrefsResult, void>({
      query: () => ({ url: NOTICE_PATHS.prefs, method: 'POST', body: {} }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: [{ type: 'Notices', id: 'prefs' }],
    }),
    shellNoticeUpdatePrefs: build.mutation<NoticePrefsResult, { prefs?: NoticePref[]; alert_percent?: string }>({
      query: (body) => ({ url: NOTICE_PATHS.updatePrefs, method: 'POST', body }),
      invalidatesTags: [{ type: 'Notices', id: 'prefs' }],
    }),
    shellRiskView: build.query<RiskViewResult, void>({
      query: () => ({ url: NOTICE_PATHS.riskView, method: 'POST', body: {} }),
      extraOptions: { silent: true },
      providesTags: ['Risk'],
    }),
  }),
});

export const { useShellNoticeUnreadQuery, useShellNoticeListQuery, useShellNoticeReadMutation, useShellNoticePrefsQuery, useShellNoticeUpdatePrefsMutation, useShellRiskViewQuery } = noticeApi;
