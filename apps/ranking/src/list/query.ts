/**
 * The ranking's filter as URL search parameters (shareable; back and forward
 * restore it) and as the mixed-ranking request. Parameters are read
 * hostile-first: an unknown value falls back to the default, never reaches
 * the request.
 *
 * `sort` pnl | amount | copies; `kind` a registry area (spot-grid, …, may
 * repeat); `symbol` e.g. BTCUSDT; `run` day | week | month | older;
 * `pnl` 0-5 | 5-10 | 10-20 | 20-50 | 50-70 | 70-100 | 100.
 */
import { BOT_KINDS, RANKED_KINDS, type BotKindSpec, type BotListType } from '@tb/util-bot-kinds';
import { offersMarket, siteProfileOfHost } from '@tb/util-env';
import type { MixedRankingBody } from '../api/types';

export const SORTS = { pnl: 'RANKING_SORT_PNL_PERCENT', amount: 'RANKING_SORT_PNL_AMOUNT', copies: 'RANKING_SORT_COPIED_COUNT' } as const;
export const RUN_TIMES = { day: 'RANKING_RUN_TIME_WITHIN_1D', week: 'RANKING_RUN_TIME_1D_7D', month: 'RANKING_RUN_TIME_7D_30D', older: 'RANKING_RUN_TIME_OVER_30D' } as const;
export const PNL_BANDS = {
  '0-5': 'RANKING_PNL_BAND_0_5',
  '5-10': 'RANKING_PNL_BAND_5_10',
  '10-20': 'RANKING_PNL_BAND_10_20',
  '20-50': 'RANKING_PNL_BAND_20_50',
  '50-70': 'RANKING_PNL_BAND_50_70',
  '70-100': 'RANKING_PNL_BAND_70_100',
  '100': 'RANKING_PNL_BAND_OVER_100',
} as const;

export type SortKey = keyof typeof SORTS;
export type RunKey = keyof typeof RUN_TIMES;
export type PnlKey = keyof typeof PNL_BANDS;

/** The kinds a trader can copy, in registry order: the registry's `ranked` rows (DCA has no copy detail, so it is not ranked). */
export { RANKED_KINDS };

/**
 * The ranked kinds this site offers (util-env's site profile of the page's
 * host): on a spot-only site (Hong Kong) the ranking neither lists nor
 * offers futures bots, which a trader there could not copy. A restricted
 * trader (Islamic tag or a restricted locale: contracts `compliance.ts`)
 * cannot start futures kinds either, so for them the ranking is spot only.
 */
export function offeredRankedKinds(host: string, restricted = false): readonly BotKindSpec[] {
  const profile = siteProfileOfHost(host);
  return RANKED_KINDS.filter((k) => offersMarket(profile, k.market) && !(restricted && k.market === 'futures'));
}

export type RankingFilter = { sort: SortKey; kinds: string[]; symbol: string; run: RunKey | ''; pnl: PnlKey | '' };

export const DEFAULT_FILTER: RankingFilter = { sort: 'pnl', kinds: [], symbol: '', run: '', pnl: '' };

const has = <T extends object>(table: T, key: string | null): key is Extract<keyof T, string> => key !== null && Object.prototype.hasOwnProperty.call(table, key);

export function readFilter(params: URLSearchParams): RankingFilter {
  const sort = params.get('sort');
  const run = params.get('run');
  const pnl = params.get('pnl');
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  const areas = new Set(params.getAll('kind'));
  return {
    sort: has(SORTS, sort) ? sort : 'pnl',
    kinds: RANKED_KINDS.filter((k) => areas.has(k.area)).map((k) => k.area),
    symbol: /^[A-Z0-9]{2,30}$/.test(symbol) ? symbol : '',
    run: has(RUN_TIMES, run) ? run : '',
    pnl: has(PNL_BANDS, pnl) ? pnl : '',
  };
}

/** The filter as search parameters: defaults are left out, so the plain ranking has a plain URL. */
export function writeFilter(filter: RankingFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.sort !== 'pnl') params.set('sort', filter.sort);
  for (const kind of filter.kinds) params.append('kind', kind);
  if (filter.symbol) params.set('symbol', filter.symbol);
  if (filter.run) params.set('run', filter.run);
  if (filter.pnl) params.set('pnl', filter.pnl);
  return params;
}

export const RANKING_PAGE_SIZE = 50;

/** The request of one page of the filter; `offered` (default every ranked kind) bounds the kinds asked for. */
export function requestOf(filter: RankingFilter, page: number, offered: readonly BotKindSpec[] = RANKED_KINDS): MixedRankingBody {
  const body: MixedRankingBody = { sort: SORTS[filter.sort], page, limit: RANKING_PAGE_SIZE };
  const chosen = offered.filter((k) => filter.kinds.includes(k.area));
  // no kind chosen: every kind the site offers (named only when the site offers fewer than all)
  const types = (chosen.length ? chosen : offered.length < RANKED_KINDS.length ? offered : []).map((k) => k.listType as BotListType);
  if (types.length) body.bot_types = types;
  if (filter.symbol) body.symbol = filter.symbol;
  if (filter.run) body.run_time = RUN_TIMES[filter.run];
  if (filter.pnl) body.pnl_band = PNL_BANDS[filter.pnl];
  return body;
}

/** The registry area of a ranked row's kind (its follow page lives there). */
export function areaOfType(listType: string): string | undefined {
  return BOT_KINDS.find((k) => k.listType === listType)?.area;
}
