import {
  API_PATHS,
  AnnouncementSearchBody,
  AnnouncementSearchParams,
  AnnouncementSearchResult,
  ErrorEnvelope,
  RetCode,
} from '@tb/contracts';
import { SUPPORTED_LOCALES, announcementLocale } from '@tb/util-env';
import { isAnnouncementLocale, searchAnnouncements } from '../announcements/search';
import { emptyBodyAsObject } from '../http/optional-body';
import { endpoint, tableArea } from '../http/route-table';
import { ApiError } from '../lib/api-error';

/**
 * Announcement search per locale index (`announcements-<locale>`). Locales
 * with their own announcements: en, zh-TW, ar-SA (zh-MY reads zh-TW); any other
 * served locale reads the English index; an unknown locale is 404 / 10404.
 */
export const announcementRoutes = tableArea(() => ({
  tags: ['announcements'],
  rows: [
    endpoint({
      method: 'POST',
      path: API_PATHS.announcements,
      summary: 'Search announcements: page (0-based), hits_per_page (default 10), topic and category filters',
      params: AnnouncementSearchParams,
      body: AnnouncementSearchBody,
      result: AnnouncementSearchResult,
      errors: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      preValidation: emptyBodyAsObject,
      handler: ({ params, body }) => {
        const requested = params.locale_index.slice('announcements-'.length);
        const served = (SUPPORTED_LOCALES as readonly string[]).find((l) => l.toLowerCase() === requested.toLowerCase());
        if (!served) throw new ApiError(RetCode.NOT_FOUND, `index announcements-${requested} does not exist`, 404);
        const locale = announcementLocale(served);
        const index = isAnnouncementLocale(locale) ? locale : 'en';
        return searchAnnouncements(index, body);
      },
    }),
  ],
}));
