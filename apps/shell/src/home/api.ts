import { api } from '@tb/data-access-api';
import { API_PATHS, BOTS_PATHS } from '@tb/contracts/paths';
import { announcementLocale } from '@tb/util-env';
import type { AnnouncementSearchResult, BotsSummaryResult, ListAllBotsBody, ListAllBotsResult } from './types';

/** Announcements shown on the trading-bot home (spec §7): first page, 10 hits, trading-bots topic, no new-crypto. */
export const ANNOUNCEMENTS_PER_PAGE = 10;
export const ANNOUNCEMENT_FILTERS = { topics: ['trading_bots'], exclude_categories: ['new_crypto'] };
/** Bots per page of the home's running/closed lists. */
export const BOTS_PER_PAGE = 10;

/** The index a locale reads (zh-MY → zh-TW, pt-PT → pt-BR; the server falls back to English for others). */
export function announcementIndexFor(locale: string): string {
  return `announcements-${announcementLocale(locale)}`;
}

/** The shell's own endpoints, injected into the page's one API slice. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellListAllBots: build.query<ListAllBotsResult, ListAllBotsBody>({
      query: (body) => ({ url: BOTS_PATHS.listAllBots, method: 'POST', body }),
      // The list shows its own error state; 10007 still sends the user to the login page.
      extraOptions: { silent: true },
      providesTags: (_result, _error, body) => [{ type: 'BotList', id: body.status }],
    }),
    shellBotsSummary: build.query<BotsSummaryResult, void>({
      query: () => ({ url: BOTS_PATHS.botsSummary, method: 'POST', body: {} }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'BotList', id: 'summary' }],
    }),
    shellAnnouncements: build.query<AnnouncementSearchResult, { index: string }>({
      query: ({ index }) => ({
        url: API_PATHS.announcements,
        params: { locale_index: index },
        method: 'POST',
        body: { page: 0, hits_per_page: ANNOUNCEMENTS_PER_PAGE, filters: ANNOUNCEMENT_FILTERS },
      }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Announcements'],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useShellListAllBotsQuery, useShellBotsSummaryQuery, useShellAnnouncementsQuery } = homeApi;
