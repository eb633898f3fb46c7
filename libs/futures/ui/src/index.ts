/**
 * @tb/futures-ui: the presentational pieces every futures kind (futures
 * grid, martingale, combo) builds its pages from — leverage, margin mode,
 * liquidation estimates, positions, funding — on the engine's exact futures
 * core. `scope:futures`: only the futures remotes may import it (lint).
 * Styles: `@tb/futures-ui/styles.css`, imported by each futures remote's
 * routes (never by the shell, so none of it reaches a spot page).
 */
export { futuresStrings, useFuturesT } from './lib/strings';
/** The transfer dialog's English (`@tb/futures-feature`), for `useFuturesT(futuresTransferEn)`. */
export { transferEn as futuresTransferEn } from './lib/locales/en-transfer';
export { riskEn as futuresRiskEn } from './lib/locales/en-risk';
export type { FuturesTranslations } from './lib/locales/en';
export { leverageLimit, readLeverage, exposureValue, amountUnits, type LeverageExposure, type LeverageLimit, type LeverageBinding, type LeverageReading } from './lib/leverage';
export { futuresFieldRules, leverageRule, sharedMarginRule, quantityRule, priceCeiling, marginCeiling, PERCENT_CEILING, type FuturesFieldRules } from './lib/field-rules';
export { LeveragePicker, useLeverageMessage, type LeveragePickerProps } from './lib/LeveragePicker';
export { MarginModeChoice, type MarginMode } from './lib/MarginMode';
export { estimatePlan, planFills, positionFromFigures, addMarginEstimate, reachable, type PlannedFill, type PlanEstimate, type PositionFigures } from './lib/liquidation';
export { markDistance, priceDistance, withinDistance, DEFAULT_LIQUIDATION_THRESHOLDS, type MarkDistance, type LiquidationTone } from './lib/mark-distance';
export { LiquidationPreview, AddMarginPreview, type LiquidationPreviewProps, type AddMarginPreviewProps } from './lib/LiquidationPreview';
export { PositionTable, positionRow, positionFigures, type PositionRow, type PositionTableProps } from './lib/PositionTable';
export { FundingCountdown, fundingTarget, countdownText, type ExchangeClock, type FundingCountdownProps } from './lib/FundingCountdown';
export { leverageText, quoteText, tickPriceText } from './lib/format';
export { isolate } from './lib/bidi';
