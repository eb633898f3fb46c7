/**
 * @tb/feature-bot-pages: the scaffolds every bot kind's pages stand on —
 * page states, breadcrumb, status pill, running time, PnL summary, paged
 * orders table, close-detail page, the server clock, check-code messages and
 * backtest paging. Kind-specific content stays in the remotes; this lib gives
 * structure, states and the shared widgets. Styles: `styles.css` (loaded once
 * by the shell with the design system's). The server-message mapper is the
 * `@tb/feature-bot-pages/server-messages` entry (it carries the check-code
 * catalogue).
 */
export { botPageStrings, useBotPageT } from './lib/strings';
export { useBotPageDetailT, usePnlLabels } from './lib/strings-pages';
export type { BotPagesTranslations } from './lib/locales/en';
export { BotPageState, Breadcrumb, isNotFound, type BotPageStateProps, type BreadcrumbItem } from './lib/PageState';
export { StatusPill, botStatusTone, RunningTime, LiveRunningTime, useServerElapsed, PnlSummary, ratioOf, type StatusTone, type PnlFigure, type PnlRole, type PnlSummaryProps } from './lib/widgets';
export { Pager, PagedTable, pageCount, pagedQueryState, useOrdersPage, type PagedTableProps } from './lib/OrdersTable';
export { useOrderStatusColumn, useOrderStatusText, isFilledOrder, type OrderStatusFields } from './lib/order-status';
export { pageStateOf, tableStateOf, type QueryStateSource } from './lib/query-state';
export { CopyLinks, copyPath, type CopyLinksProps } from './lib/CopyLinks';
export { closeDetailLinks, createOnSymbol, type CloseDetailLinkOptions } from './lib/close-links';
export { creationSource, useFromRank, type CreationKind } from './lib/creation-source';
export { FollowScaffold, showsDefeat, moveSince, rangePlace, gridRange, gridPriceText, tickOf, type FollowView, type FollowSource, type GridRange, type FollowScaffoldProps } from './lib/FollowScaffold';
export { ReturnCurve, type ReturnPoint } from './lib/ReturnCurve';
export { ShareResult, cardFileName, type ShareCardData } from './lib/share/ShareResult';
export { SummaryDialog, type SummaryDialogProps } from './lib/SummaryDialog';
export { BotSubPage, type BotSubPageProps } from './lib/BotSubPage';
export { useBotDialog, DetailActions, ClosedNotice, type BotDialogSlot, type BotDetailDialogProps, type DetailAction } from './lib/bot-dialog';
export { LiveDetailRoute, type LiveBot, type LiveDetailRouteProps } from './lib/LiveDetailRoute';
export { ActionDialog, CloseActionDialog, submitThen, useBotAction, type ActionDialogProps, type CloseWords } from './lib/ActionDialog';
export { SettingsDialog, type SettingsDialogProps, type SettingsWords } from './lib/SettingsDialog';
export { CloseModeDialog, type CloseModeChoice, type CloseModeWords, type CloseModeDialogProps } from './lib/CloseModeDialog';
export { CloseDetailScaffold, CloseDetailRoute, type CloseDetailScaffoldProps, type CloseDetailFact, type CloseDetailLoaded } from './lib/CloseDetail';
export { ServerClock, useServerClock, exchangeNow, MIN_RATE_SPAN_MS, WINDOW, type ClockReading } from './lib/server-clock';
export { useCheckMessage, useRefusalMessage, loadCheckCodes, isSuccessCode, type CheckMessage } from './lib/check-messages';
export { useBacktestRun, backtestProgressValue, type BacktestRunState, type BacktestRunArgs } from './lib/backtest-run';
export { BacktestSection, type BacktestSectionProps } from './lib/BacktestSection';
export { hintWithBounds } from './lib/hint';
export { pnlParts, sumOfParts, type PnlParts } from './lib/pnl-parts';
export { useFormDraft, readDraft, writeDraft, clearDraft, DRAFT_PREFIX } from './lib/form-draft';
export { fetchCandleHistory, spotRules, candleSeries, alignRows, yieldToBrowser, pagesFor, KLINE_PAGE_SIZE, STANDARD_FEE_RATE, type KlineRow, type BacktestProgress, type FetchHistoryArgs, type SpotRulesSource } from './lib/backtest';
export { usePriceTarget, type PriceTarget, type PriceTargetField } from './lib/depth/price-target';
export { percentToFraction, fractionToPercent, tpSlTypeOf, type TpSlMode, type TpSlTypeCode } from './lib/tp-sl';
export { aprText, APR_MIN_RUNNING_MS } from './lib/apr';
export { useBoundsText, percentRange, outside, type BoundsRange, type MinMax } from './lib/bounds';
export { useLimitVerdict, useSubmitAfterVerdict, type LimitVerdict, type LimitVerdictOptions, type LimitQueryState } from './lib/limit-verdict';
export { PnlCurveChart, type PnlCurvePoint, type PnlCurveSeries } from './lib/PnlCurveChart';
export { VoucherPicker, useVouchers, usableVoucher, voucherVerdict, type VoucherPickerProps, type VoucherVerdict } from './lib/vouchers/VoucherPicker';
export { SuitedPicks, type SuitedPick } from './lib/SuitedPicks';
export { TaxTermsNote } from './lib/TaxTermsNote';
export { GuidedStart, startingTab, useTraderExperience, type TraderExperience } from './lib/experience';
export { useOnDemand } from './lib/on-demand';
export { useSameContent } from './lib/same-content';
export { AiTestFacts, AiTestRule, AiWithheld, useAiFailureText, type AiTestFactsProps, type AiWithheldProps } from './lib/AiTest';
export { useCloseWords, closeMeaning, CLOSE_CODE_MEANING, GRID_STOP_MEANING, MART_STOP_MEANING, COMBO_STOP_MEANING, SPOT_REASON_MEANING, DCA_REASON_MEANING, type CloseMeaning, type CloseValueKind } from './lib/close-words';
export { Glossary, SettlementBreakdown, useGlossary, type GlossaryTerm } from './lib/Glossary';
// light: the engine's backtests behind it load on its Run button (lib/stress/stress-run.ts, its own chunk)
export { StressTest, type StressTestProps } from './lib/stress/StressTest';
export { silentPost, silentPostBot, silentPostFixed, silentGetSymbol, type BotCall } from './lib/calls';
export { WhenNearViewport, type WhenNearViewportProps } from './lib/depth/WhenNearViewport';
export { WhenIdle, type WhenIdleProps } from './lib/depth/WhenIdle';
export { ManualAiTabs, useManualAiTabs, FormEnd, VisitorBanner, type VisitorBannerProps, type ManualAiTabsProps, type ManualAiState, type ManualOrAi, type FormEndProps } from './lib/ManualAiTabs';
export { useReviewSubmit, useOpenCreatedBot, type ReviewSubmitOptions } from './lib/review-submit';
export { readCreateForm, type FormReading } from './lib/form-reading';
export { CreateActions, type CreateActionsProps } from './lib/CreateActions';
export { RetryAlert, type RetryAlertProps } from './lib/RetryAlert';
export { KindRoutes, KIND_PAGE_PATHS, type KindRoutesProps, type KindPageRole } from './lib/KindRoutes';
export { OrdersSubnav, OrdersTabs, type OrdersList, type OrdersSubnavProps, type OrdersTabsProps } from './lib/OrdersNav';
