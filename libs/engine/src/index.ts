/**
 * @tb/engine — pure, deterministic, exact bot engines and market model.
 * No I/O, no clocks, no Math.random: every function's output depends only on
 * its arguments. Prices are integer ticks, quantities integer lots, money
 * integer quote units (core/rules.ts).
 *
 * Layout (each section below exports one layer; imports go downwards only,
 * docs/ARCHITECTURE.md "Engine"):
 * - market/    seeded prices, candles, aggregation, CSV replay; the mark-price
 *              and funding-rate models of the perpetuals
 * - core/      exact arithmetic, symbol rules, rate comparisons
 * - common/    what every bot kind shares: orders and fills, close codes,
 *              price paths, stops (TP/SL/trailing thresholds), grid levels and
 *              the grid walker, APR, walk-forward validation
 * - futures/   the futures core the three futures kinds share: contracts and
 *              risk tiers, isolated positions, funding, liquidation, the risk
 *              watch, settlement parts
 * - spot-grid/, dca/, futures-grid/, martingale/, combo/   one folder per bot
 *              kind (input, state machine, codes); a kind never imports
 *              another kind's folder
 * - backtest/  one recorder (curve, drawdown, progress), a backtest per kind,
 *              the stress test's worst windows
 * - ai-params/ AI parameter proposals (spot grid, futures grid, combo's daily
 *              pick), each checked walk-forward
 * - testing/   fast-check support for the property tests (not exported)
 */

// Market model: seeded prices, candles, aggregation, CSV replay
export { KLINE_INTERVALS, MINUTE_MS, DAY_MS, candleAt, candleOpenTime, seriesFromCandles, sliceSeries, intervalNominalMs } from './market/candles';
export type { Candle, CandleSeries, KlineInterval } from './market/candles';
export { VOL_PROFILES, defaultVolProfile, resolveVolProfile, baseOfSymbol } from './market/profiles';
export type { VolProfile, VolProfileName } from './market/profiles';
export { createPriceModel, nextMinute, generateHistory, SUBSTEPS, PATH_OFFSETS_MS } from './market/price-model';
export type { PriceModelOptions, PriceModelState, PriceModelParams, PathPoint, MinuteStep, GeneratedHistory } from './market/price-model';
export { aggregateCandles, bucketStart } from './market/aggregate';
export { parseCandleCsv, CandleCsvError } from './market/csv';
export type { CsvIssue, CsvSymbolSpec } from './market/csv';
export { parseIsoTime } from './market/time';

// Exact arithmetic and symbol rules
export { parseDecimal, isDecimal, decimalToUnits, unitsToDecimal, divRound, compareDecimal, ratioToDecimal, DecimalError } from './core/decimal';
export type { RoundingMode, ParsedDecimal } from './core/decimal';
export { ExactRangeError } from './core/int';
export { compileRules, parseRate, priceToTicks, ticksToPrice, qtyToLots, lotsToQty, quoteToUnits, unitsToQuote, notional, fee, checkOrder, minLotsAt, maxLotsAt, EngineInputError } from './core/rules';
export type { SymbolRules, MarketRules, Rate, OrderViolation } from './core/rules';
export { compareRates, rateLess, sameRate } from './core/rate';

// Shared by every bot kind: orders and fills (fee booking)
export { orderRate, fillAmounts, buyCost, buyReserve, sellProceeds, maxBuyLots, minSellLots, minSellPrice } from './common/orders';
export { marketChunks, executable, minExecutableLots, marketBuyCost, marketSellProceeds, maxMarketBuyLots, minMarketSellLots, minMarketSellPrice } from './common/orders';
export type { OrderSide, OrderType, OrderCancelReason, OrderRecord, Fill, OrderFill, FillAmounts } from './common/orders';
// … close codes
export { BOT_CLOSE_CODES, CLOSE_CODE_OF_CAUSE } from './common/close-codes';
export type { BotCloseCode, CloseCause, StopKind } from './common/close-codes';
// … price paths
export { CANDLE_PATH_OFFSETS_MS, candlePath, highFirst, walkCandle } from './common/price-path';
export type { PricePoint } from './common/price-path';
// … stops: TP / SL / trailing-stop settings and price thresholds
export { TP_SL_TYPES, tpSlUses, inferTpSlType, compileTpSl, updateTpSl, sameTpSl, profitTargetPrice, lossLimitPrice, trailingStopPrice, StopLevels } from './common/stops';
export type { TpSlType, TpSlInput, TpSlConfig, LinearPnl, PriceThreshold } from './common/stops';
// … grid levels and profit per grid
export { gridLevels, levelAt, nearestLevel, levelsDistinct, cellProfitFraction, profitRange, profitRangeDecimal, allCellsProfitable, maxCellCount } from './common/grid-levels';
export type { GridType, Fraction } from './common/grid-levels';
// … APR
export { MINUTES_PER_YEAR, minutesRunning, apr, aprDecimal } from './common/apr';
// … errors of transitions (EngineInputError is core/rules.ts')
export { EngineStateError } from './common/errors';

// Spot grid
export * from './spot-grid/types';
export { validateSpotGrid, CELL_NUMBER_MAX } from './spot-grid/validate';
export {
  createSpotGrid,
  stepSpotGrid,
  stepSpotGridCandle,
  closeSpotGrid,
  withdrawableProfit,
  withdrawProfit,
  validateAddInvestment,
  addInvestment,
  validateSpotGridUpdate,
  modifySpotGrid,
  spotGridMetrics,
  cloneSpotGrid,
} from './spot-grid/spot-grid';
export type { SpotGridCreateResult, SpotGridCloseOptions, SpotGridAddition, SpotGridChangeResult, SpotGridUpdate, SpotGridMetrics } from './spot-grid/spot-grid';

// DCA
export { createDca, stepDca, closeDca, delistDcaPair, dcaAverageCost, dcaTakeProfitPrice, cloneDca, DCA_CLOSE_CODE, DCA_CLOSE_MODE_BY_CODE } from './dca/dca';
export type { DcaInput, DcaPairInput, DcaState, DcaPairState, DcaEvent, DcaStep, DcaCloseMode, DcaCloseReason } from './dca/dca';

// Backtests
export type { BacktestOptions, BacktestSummary, PnlCurve } from './backtest/curve';
export type { RiskBacktestOptions, RiskCounts } from './backtest/risk-track';
// the stress test before create (issue 31): worst windows and one window through a kind's own backtest
export { worstWindows, windowsAreShort, replayFrom, stressRun, stressSymbols, stressMarket, STRESS_ENGINE } from './backtest/stress';
export type { StressWindow, StressJob, StressOutcome } from './backtest/stress';
export { backtestSpotGrid, backtestSpotGridReference } from './backtest/spot-grid-backtest';
export type { SpotGridBacktest, SpotGridBacktestResult, BacktestTrade } from './backtest/spot-grid-backtest';
export { backtestDca } from './backtest/dca-backtest';
export type { DcaBacktestResult } from './backtest/dca-backtest';

// AI parameters
export { proposeSpotGridParams, proposeSpotGridStyles, proposeSpotGridValidated, preferredStyle, proposeGridShape, GRID_STYLES } from './ai-params/ai-params';
export type { GridStyle, AiGridProposal, AiGridStyles, AiProposalFigures, GridShape, AiValidatedGridProposal, AiValidatedGridStyles } from './ai-params/ai-params';
export { AI_LOSS_LIMIT, AI_TEST_SHARE, aiVerdict, splitHistory, testStartIndex } from './common/walk-forward';
export type { AiFailure, AiValidation } from './common/walk-forward';

// ---------------------------------------------------------------------------
// Futures (USDT-margined linear perpetuals, isolated margin): the core shared
// by futures grid, martingale and combo, and the mark-price / funding models.
// ---------------------------------------------------------------------------
export { compileContract, tierIndex, tierFor, maxLeverageFor, checkLeverage, parseLeverage, initialMargin, maintenanceMargin, FuturesError } from './futures/contract';
export type { ContractRules, RiskTierInput, RiskTier, FuturesContract, FuturesErrorCode } from './futures/contract';
export {
  LIQ_NEVER,
  flatPosition,
  applyFill,
  liquidationHit,
  liquidate,
  unrealisedPnl,
  entryValue,
  positionTier,
  requiredInitialMargin,
  requiredMaintenanceMargin,
  addMargin,
  maxWithdrawableMargin,
  reduceMargin,
  estimateLiquidation,
  liquidationPriceTicks,
  averageEntryPrice,
  futuresMetrics,
} from './futures/position';
export type { PositionSide, FillSide, Liquidity, FuturesFill, FuturesPosition, FillResult, CashResult, LiquidationResult, EstimateOptions, LiquidationEstimate, FuturesMetrics } from './futures/position';
export { FUNDING_INTERVAL_MS, RATE_E8, nextFundingInstant, fundingInstants, fundingPayment, settleFunding } from './futures/funding';
export { PositionBook } from './futures/book';
export { DEFAULT_ALERT_RATE, newRiskWatch, cloneRiskWatch, withinBoundary, withinDistance, guarded, watchRisk, riskBand, setRiskDistances } from './futures/risk-watch';
export type { RiskWatch, RiskSignal, RiskEvent } from './futures/risk-watch';
export { settlementParts, settlementSum } from './futures/settlement';
export type { SettlementParts } from './futures/settlement';
export { DEFAULT_MARK_PARAMS, createMarkModel, markFromIndex, stepMarkModel, markSeries } from './market/mark-price';
export type { MarkModelParams, MarkModelState, MarkSeries } from './market/mark-price';
export {
  FUNDING_INTEREST_E8,
  FUNDING_CLAMP_E8,
  EMPTY_PREMIUM_WINDOW,
  premiumE8,
  fundingRateE8,
  addPremiumSample,
  premiumIndexE8,
  windowFundingRateE8,
  fundingEventsForSeries,
} from './market/funding-rate';
export type { PremiumWindow, FundingEvent } from './market/funding-rate';

// Futures grid (on the futures core)
export * from './futures-grid/types';
export { FGRID_BOUNDS, contractOf, validateFuturesGrid, restingSides } from './futures-grid/validate';
export type { LiquidationSide, LiquidationSides } from './futures-grid/validate';
export { totalInvestment as futuresGridTotalInvestment, equityAt as futuresGridEquityAt, orderReserve as futuresGridOrderReserve } from './futures-grid/core';
export {
  cloneFuturesGrid,
  createFuturesGrid,
  stepFuturesGrid,
  futuresCandleTicks,
  closeFuturesGrid,
  addFuturesGridMargin,
  futuresGridWithdrawable,
  withdrawFuturesGridProfit,
  futuresGridTpSlRange,
  validateFuturesGridTpSl,
  updateFuturesGridTpSl,
  updateFuturesGridTrailingStop,
  futuresGridMoveScope,
  updateFuturesGridMoveScope,
  futuresGridMetrics,
} from './futures-grid/futures-grid';
export type {
  FuturesGridCreateResult,
  CandleTicks,
  FuturesGridCloseOptions,
  FuturesGridWithdrawable,
  FuturesGridTpSlRange,
  FuturesGridChangeResult,
  FuturesGridMoveScope,
  FuturesGridMoveUpdate,
  FuturesGridMetrics,
} from './futures-grid/futures-grid';
export { backtestFuturesGrid, backtestFuturesGridReference } from './backtest/futures-grid-backtest';
export type { FuturesGridBacktest, FuturesGridBacktestResult, FuturesGridBacktestOptions, FuturesGridTrade } from './backtest/futures-grid-backtest';
export { fitFuturesGrid, proposeFuturesGridValidated } from './ai-params/futures-grid-ai';
export type { AiFuturesGridProposal, FuturesGridFit } from './ai-params/futures-grid-ai';
// ---------------------------------------------------------------------------
// Futures martingale (long or short, rounds with adds, round take profit,
// auto-cycle, stop loss, liquidation at the mark, funding): the engine, its
// worst-case plan and FM-1 limits, and its backtest. See martingale/README.md.
// ---------------------------------------------------------------------------
export * from './martingale/types';
export { MARTINGALE_BOUNDS, validateMartingale, planMartingale } from './martingale/validate';
export type { MartingaleLimits } from './martingale/validate';
export { addLots, addTriggerTicks } from './martingale/plan';
export type { MartingalePlan, MartingalePlanStep } from './martingale/plan';
export { takeProfitTicks, closeProfit } from './martingale/exit';
export {
  createMartingale,
  stepMartingale,
  closeMartingale,
  validateMartingaleUpdate,
  updateMartingale,
  martingaleMetrics,
  martingaleRoundFigures,
  cloneMartingale,
} from './martingale/martingale';
export type { MartingaleCreateResult, MartingaleCloseOptions, MartingaleUpdate, MartingaleUpdateResult, MartingaleMetrics, MartingaleRoundFigures } from './martingale/martingale';
export { backtestMartingale, backtestMartingaleReference } from './backtest/martingale-backtest';
export { proposeMartingaleParams, proposeMartingaleValidated, hourlyVolatility } from './martingale/ai';
export type { MartingaleAiProposal, MartingaleAiValidated } from './martingale/ai';
export type { MartingaleBacktest, MartingaleBacktestResult, MartingaleBacktestOptions, MartingaleBacktestLiquidation } from './backtest/martingale-backtest';
export { FuturesBacktestRecorder } from './backtest/futures-curve';
export type { FuturesPnlCurve } from './backtest/futures-curve';
// ---------------------------------------------------------------------------
// Futures combo (2–10 long/short legs at target weights, one margin wallet,
// isolated legs on the futures core, rebalancing by time / drift / user,
// TP / SL / trailing on the total): FC-1 limits, the engine, its backtest.
// ---------------------------------------------------------------------------
export * from './combo/types';
export type * from './combo/api-types';
export { validateCombo, COMBO_BOUNDS } from './combo/validate';
export {
  createCombo,
  stepCombo,
  rebalanceCombo,
  modifyComboSetting,
  comboTransferableOut,
  transferCombo,
  closeCombo,
  comboMetrics,
  estimateComboLegs,
  cloneCombo,
  comboEquity,
} from './combo/combo';
export { backtestCombo } from './backtest/combo-backtest';
export { proposeComboPick, comboCandidateInput } from './ai-params/combo-pick';
export type { ComboCandidate, ComboCandidateVerdict, ComboPick, ComboPickResult } from './ai-params/combo-pick';
