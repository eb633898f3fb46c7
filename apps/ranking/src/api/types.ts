/**
 * The ranking's payloads as the browser reads them: the contracts' static
 * types only (`import type`), so no schema code ships with the remote.
 */
export type { MixedRankingBody, MixedRankingResult, RankingRow, RankingFilterResult } from '@tb/contracts';
