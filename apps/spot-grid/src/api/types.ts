/**
 * Wire shapes of the spot-grid calls (libs/shared/contracts). Types only:
 * browser code never imports TypeBox values.
 */
export type {
  Kline,
  KlineResult,
  SpotSymbolItem,
  SpotSymbolListResult,
  DecimalRange as Range,
  SpotGridValidateBody,
  SpotGridValidateResult as ValidateInputResult,
  SpotGridCreateBody,
  SpotGridCreateResult as CreateGridResult,
  SpotGridDetail as GridDetail,
  SpotGridDetailResult as GridDetailResult,
  SpotGridPnlCurveResult,
  PnlPoint,
  SpotGridInitialBuyResult,
  SpotGridWithdrawDetailResult,
  SpotGridWithdrawBody,
  SpotGridWithdrawResult,
  SpotGridAvailableBalanceResult,
  SpotGridValidateUpdateResult,
  SpotGridUpdateResult,
  SpotGridCloseModesResult,
  CloseModeEstimate,
  SpotGridCloseBody,
  SpotGridCloseResult,
  SpotGridOrdersResult,
  GridOrder,
  SpotGridFollowDetailResult,
  FollowGridDetail,
  AiParamsResult,
  AiGridParams,
  SpotGridRecommendBody,
  SpotGridRecommendResult,
  RecommendedSymbol,
  SpotGridBalanceListBody,
  SpotGridBalanceListResult,
} from '@tb/contracts';
import type { SpotGridCreateBody, SpotGridInitialBuyBody as ContractInitialBuyBody, SpotGridUpdateBody as ContractUpdateBody, SpotGridValidateBody } from '@tb/contracts';

/** invest_mode on the wire: 0 quote only, 1 base only, 2 base + quote (SG-1/SG-2). */
export type InvestModeCode = 0 | 1 | 2;
/** grid_type on the wire: 1 arithmetic, 2 geometric. */
export type GridTypeCode = 1 | 2;
/** tp_sl_type on the wire: 0 none, 1 both percent, 2 both price, 3 TP price + SL percent, 4 TP percent + SL price. */
export type TpSlTypeCode = 0 | 1 | 2 | 3 | 4;
/** close_mode of close-grid (SG-3): 2 all to base, 3 all to quote, 4 as held. */
export type CloseModeCode = 2 | 3 | 4;

/**
 * The contracts type the integer-code fields (`IntCodes`) as a TypeBox union
 * built from a mapped array, whose static type does not come through; the
 * request types below restore the codes the schemas accept.
 */
type Codes = {
  grid_type?: GridTypeCode;
  invest_mode?: InvestModeCode;
  tp_sl_type?: TpSlTypeCode;
};
export type ValidateInputBody = Omit<SpotGridValidateBody, keyof Codes> & Codes;
export type SpotGridInitialBuyBody = Omit<ContractInitialBuyBody, keyof Codes> & Codes;
export type CreateGridBody = Omit<SpotGridCreateBody, keyof Codes | 'create_type' | 'block_source'> & Codes & { create_type?: 0 | 1 | 2 | 3; block_source?: 0 | 1 | 2 | 3 | 4 };
export type SpotGridUpdateBody = Omit<ContractUpdateBody, 'tp_sl_type'> & { tp_sl_type?: TpSlTypeCode };
