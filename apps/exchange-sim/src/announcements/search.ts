import { ANNOUNCEMENTS_PER_PAGE, type AnnouncementHit, type AnnouncementSearchBody, type AnnouncementSearchResult } from '@tb/contracts';
import { ANNOUNCEMENTS, ANNOUNCEMENT_LOCALES, type AnnouncementLocale } from './data';

/**
 * The announcement search index (an Algolia-like search over the seeded
 * announcements of one locale): topic / category filters, all-words query,
 * newest first, paged.
 */
export function isAnnouncementLocale(locale: string): locale is AnnouncementLocale {
  return (ANNOUNCEMENT_LOCALES as readonly string[]).includes(locale);
}

export function searchAnnouncements(locale: AnnouncementLocale, body: AnnouncementSearchBody): AnnouncementSearchResult {
  const page = body.page ?? 0;
  const perPage = body.hits_per_page ?? ANNOUNCEMENTS_PER_PAGE;
  const words = (body.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const { topics, categories, exclude_categories: excluded } = body.filters ?? {};
  const matches: AnnouncementHit[] = [];
  for (const item of ANNOUNCEMENTS) {
    if (topics?.length && !topics.some((topic) => item.topics.includes(topic))) continue;
    if (categories?.length && !categories.includes(item.category)) continue;
    if (excluded?.includes(item.category)) continue;
    const text = item.text[locale];
    const haystack = `${text.title} ${text.description}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    matches.push({
      objectID: `${item.id}-${locale}`,
      title: text.title,
      description: text.description,
      url: `/${locale}/announcements/${item.slug}`,
      topics: item.topics,
      category: item.category,
      publish_time: item.publishTime,
    });
  }
  matches.sort((a, b) => b.publish_time - a.publish_time);
  return {
    hits: matches.slice(page * perPage, page * perPage + perPage),
    page,
    hits_per_page: perPage,
    nb_hits: matches.length,
    nb_pages: Math.ceil(matches.length / perPage),
  };
}
