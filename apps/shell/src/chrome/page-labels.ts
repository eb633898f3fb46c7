import type { PageLabel } from '@tb/data-access-session';
import { BASE_PATH } from '@tb/util-env';

/**
 * The page label of a path, sent with analytics page views (spec §2 names the
 * labels, not the mapping; this is the mapping):
 * - the trading-bot home, spot grid, DCA, ranking and AI pick → TRADING_BOT_PAGE;
 * - futures grid, martingale and combo pages → DERIVATIVES_PAGE, except the
 *   combo create page → FCOMBO_CREATE_PAGE;
 * - anything else (unknown pages) → UNSPECIFIED_PAGE.
 */
const TRADING_BOT_AREAS = new Set(['spot-grid', 'dca', 'ranking', 'ai-pick']);
const DERIVATIVES_AREAS = new Set(['futures-grid', 'martingale', 'combo']);

export function pageLabelOf(pathname: string): PageLabel {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return 'UNSPECIFIED_PAGE';
  const [, , area, page] = pathname.slice(1).split('/');
  if (!area) return 'TRADING_BOT_PAGE';
  if (area === 'combo' && page === 'create') return 'FCOMBO_CREATE_PAGE';
  if (DERIVATIVES_AREAS.has(area)) return 'DERIVATIVES_PAGE';
  if (TRADING_BOT_AREAS.has(area)) return 'TRADING_BOT_PAGE';
  return 'UNSPECIFIED_PAGE';
}
