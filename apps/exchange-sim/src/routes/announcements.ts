import {
  API_PATHS,
  AnnouncementSearchBody,
  AnnouncementSearchParams,
  AnnouncementSearchResult,
  Envelope,
  ErrorEnvelope,
  RetCode,
} from '@tb/contracts';
import { SUPPORTED_LOCALES, announcementLocale } from '@tb/util-env';
import { isAnnouncementLocale, searchAnnouncements } from '../announcements/search';
import type { RouteArea } from '../context';
import { envelope } from '../http/envelope';
import { emptyBodyAsObject } from '../http/optional-body';
import { ApiError } from '../lib/api-error';

/**
 * Announcement search per locale index (`announcements-<locale>`). Locales
 * with their own announcements: en, zh-TW, ar-SA (zh-MY reads zh-TW); any other
 * served locale reads the English index; an unknown locale is 404 / 10404.
 */
export const announcementRoutes: RouteArea = (app, ctx) => {
  app.post(
    API_PATHS.announcements,
    {
      schema: {
        tags: ['announcements'],
        summary: 'Search announcements: page (0-based), hits_per_page (default 10), topic and category filters',
        params: AnnouncementSearchParams,
        body: AnnouncementSearchBody,
        response: { 200: Envelope(AnnouncementSearchResult), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
      preValidation: emptyBodyAsObject,
    },
    async (request) => {
      const requested = request.params.locale_index.slice('announcements-'.length);
      const served = (SUPPORTED_LOCALES as readonly string[]).find((l) => l.toLowerCase() === requested.toLowerCase());
      if (!served) throw new ApiError(RetCode.NOT_FOUND, `index announcements-${requested} does not exist`, 404);
      const locale = announcementLocale(served);
      const index = isAnnouncementLocale(locale) ? locale : 'en';
      return envelope(ctx.clock.now(), searchAnnouncements(index, request.body));
    },
  );
};
