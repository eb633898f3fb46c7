/**
 * @tb/futures-feature: the futures family's hooks and widgets that need the
 * page's shared state — a symbol's compiled contract and live funding (the
 * symbol cache), and the settlement balance with its transfer-in shortcut
 * (RTK Query, endpoints prefixed `futures…`). `scope:futures`: only the
 * futures remotes may import it (lint). Presentational pieces:
 * `@tb/futures-ui`.
 */
export { useFuturesContract, useFuturesContracts, useLastPrices, futuresContractOf, contractRulesFrom, FUTURES_FEES, type FuturesContractState } from './lib/contract';
export { futuresBalanceApi, useFuturesCoinBalancesQuery, useFuturesTransferMutation, settlementBalances, BALANCE_ACCOUNTS, type FuturesAccount, type SettlementBalances } from './lib/balance-api';
export { SettlementBalance, type SettlementBalanceProps } from './lib/SettlementBalance';
export { SymbolFunding, type SymbolFundingProps } from './lib/SymbolFunding';
export { ContractPicker, maxLeverageE2, type ContractPickerProps } from './lib/ContractPicker';
export { ContractPickerDialog, type ContractPickerDialogProps } from './lib/ContractPickerDialog';
export { ContractsPage, type ContractsPageProps } from './lib/ContractsPage';
export { symbolsParam } from './lib/symbols-param';
export { useStagedValue } from './lib/staged-value';
export { RiskPanel, type RiskPanelProps } from './lib/RiskPanel';
export { futuresBotStrings } from './lib/bot-strings';
export { createFormAlerts, type CreateFormAlertsArgs } from './lib/form-alerts';
export { futuresRiskApi, useFuturesBotRiskQuery, useFuturesUpdateBotRiskMutation, useFuturesBotNoticesQuery } from './lib/risk-api';
// light: the engine's backtests behind it load on its Run button (lib/stress/stress-load.ts, its own chunk); the section is shared with the spot kinds (@tb/feature-bot-pages)
export { StressTest, type StressTestProps } from './lib/stress/FuturesStressTest';
