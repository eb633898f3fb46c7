import type { PageLabel } from '@tb/data-access-session';
import { AREAS, BOT_KINDS } from '@tb/util-bot-kinds';
import { BASE_PATH } from '@tb/util-env';

/**
 * The page label of a path, sent with analytics page views (spec §2 names the
 * labels, not the mapping; this is the mapping):
 * - the trading-bot home, spot kinds (spot grid, DCA) and tool areas (ranking, AI pick) → TRADING_BOT_PAGE;
 * - pages of futures kinds (registry `market: 'futures'`) → DERIVATIVES_PAGE, except a create
 *   page whose kind has a label of its own (registry `createPageLabel`: the combo's FCOMBO_CREATE_PAGE);
 * - anything else (unknown pages) → UNSPECIFIED_PAGE.
 */
const DERIVATIVES_AREAS = new Set<string>(BOT_KINDS.filter((k) => k.market === 'futures').map((k) => k.area));
const CREATE_PAGE_LABELS = new Map<string, PageLabel>(BOT_KINDS.flatMap((k) => (k.createPageLabel ? [[k.area, k.createPageLabel] as const] : [])));
const TRADING_BOT_AREAS = new Set<string>(AREAS.map((a) => a.area).filter((area) => !DERIVATIVES_AREAS.has(area)));

export function pageLabelOf(pathname: string): PageLabel {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return 'UNSPECIFIED_PAGE';
  const [, , area, page] = pathname.slice(1).split('/');
  if (!area) return 'TRADING_BOT_PAGE';
  const ownCreateLabel = page === 'create' ? CREATE_PAGE_LABELS.get(area) : undefined;
  if (ownCreateLabel) return ownCreateLabel;
  if (DERIVATIVES_AREAS.has(area)) return 'DERIVATIVES_PAGE';
  if (TRADING_BOT_AREAS.has(area)) return 'TRADING_BOT_PAGE';
  return 'UNSPECIFIED_PAGE';
}
