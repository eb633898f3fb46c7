import { BOT_KINDS } from '@tb/util-bot-kinds';
import { marketOfArea } from './site';

/**
 * Which areas the futures restriction touches (chrome/restriction.tsx has the
 * design). Apart from the notices so the home (first download) can ask
 * without carrying the restricted pages, which come with the area route.
 */

/** Areas a restricted user cannot start anything in: those starting futures bots (registry market: the futures kinds, the AI pick's combo). */
export function isRestrictedArea(area: string): boolean {
  return marketOfArea(area) === 'futures';
}

/** A tool area that starts bots (the AI pick) is restricted as a whole; a kind's area only on its create pages. */
export function isWholeAreaRestricted(area: string): boolean {
  return isRestrictedArea(area) && !BOT_KINDS.some((row) => row.area === area);
}
