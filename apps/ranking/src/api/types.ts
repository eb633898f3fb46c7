/**
 * The ranking's payloads as the browser reads them: the contracts' static
 * types only (`import type`), so no schema code ships with the remote.
 */
export type { MixedRankingBody, MixedRankingResult, RankingRow, RankingFilterResult } from '@tb/contracts';
export type {
  AuroraCreationBody,
  AuroraCreationResult,
  AuroraFcomboResult,
  AuroraHomeResult,
  AuroraInfoBody,
  AuroraInfoResult,
  ChatLine,
  ChatStrategyInfoResult,
  StrategyInfoResult,
  StrategySummary,
  YieldPoint,
} from '@tb/contracts';
