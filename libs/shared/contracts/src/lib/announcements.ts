/**
 * `POST /x-api/announcements/api/search/v1/index/{locale-index}` where
 * `{locale-index}` is `announcements-<locale>` (e.g. `announcements-en`,
 * `announcements-zh-TW`, `announcements-ar-SA`). A served locale without its
 * own announcements reads the English index; anything else is a 404.
 *
 * Body (designed; the spec names page 0, 10 hits per page, a topic filter and
 * a category exclusion): `{ page, hits_per_page, query?, filters? }`. Results
 * are newest first.
 */
import { Type, type Static } from 'typebox';

export const ANNOUNCEMENTS_PER_PAGE = 10;
export const ANNOUNCEMENT_TOPICS = ['trading_bots', 'promotions', 'maintenance', 'listings', 'product_updates'] as const;
export const ANNOUNCEMENT_CATEGORIES = ['new_crypto', 'latest_activities', 'product_updates', 'maintenance_updates', 'latest_bybit_news'] as const;
/** The filter the trading-bot pages send. */
export const TRADING_BOT_ANNOUNCEMENT_FILTERS = { topics: ['trading_bots'], exclude_categories: ['new_crypto'] };

export const announcementIndex = (locale: string): string => `announcements-${locale}`;

const Topic = Type.String({ pattern: '^[a-z_]{1,32}$' });

export const AnnouncementSearchParams = Type.Object(
  { locale_index: Type.String({ pattern: '^announcements-[A-Za-z]{2}(-[A-Za-z]{2,3})?$' }) },
  { additionalProperties: false },
);
export type AnnouncementSearchParams = Static<typeof AnnouncementSearchParams>;

export const AnnouncementSearchBody = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 0 })),
    hits_per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: ANNOUNCEMENTS_PER_PAGE })),
    /** Words that must all appear in the title or description (case-insensitive). */
    query: Type.Optional(Type.String({ maxLength: 100 })),
    filters: Type.Optional(
      Type.Object(
        {
          /** Hits must carry at least one of these topics. */
          topics: Type.Optional(Type.Array(Topic, { maxItems: 10 })),
          /** Hits must be in one of these categories. */
          categories: Type.Optional(Type.Array(Topic, { maxItems: 10 })),
          /** Hits must not be in any of these categories. */
          exclude_categories: Type.Optional(Type.Array(Topic, { maxItems: 10 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AnnouncementSearchBody = Static<typeof AnnouncementSearchBody>;

export const AnnouncementHit = Type.Object({
  objectID: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String(),
  topics: Type.Array(Type.String()),
  category: Type.String(),
  /** Unix ms. */
  publish_time: Type.Integer(),
});
export type AnnouncementHit = Static<typeof AnnouncementHit>;

export const AnnouncementSearchResult = Type.Object({
  hits: Type.Array(AnnouncementHit),
  page: Type.Integer(),
  hits_per_page: Type.Integer(),
  nb_hits: Type.Integer(),
  nb_pages: Type.Integer(),
});
export type AnnouncementSearchResult = Static<typeof AnnouncementSearchResult>;
