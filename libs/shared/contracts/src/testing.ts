/**
 * `@tb/contracts/testing`: request bodies the tests of more than one project
 * send (the simulator's route tests, the end-to-end specs), in one place so a
 * contract change is one edit, and checked against the contracts' body types
 * (`satisfies`). Type imports only: loading it pulls in no schema code.
 */
import type { FcomboCreateBody } from './lib/combo';
import type { FmartCreateBody } from './lib/martingale';

/** A long BTCUSDT martingale with auto-cycle: adds every 0.1 % against it (×1.5, up to 3), takes 0.2 % of the round's margin, so rounds with adds complete within simulated hours. */
export const LONG_AUTO_CYCLE = {
  symbol: 'BTCUSDT',
  martingale_mode: 1,
  leverage: '2',
  price_float_percent: '0.001',
  add_position_percent: '1.5',
  add_position_num: 3,
  init_margin: '2000',
  round_tp_percent: '0.002',
  auto_cycle_toggle: 1,
} as const satisfies FmartCreateBody;

/** A 3× combo of BTC long, ETH short and SOL long at a third each, rebalanced every 4 h or at 5 % drift, 20 % take profit. */
export const THREE_LEG_COMBO = {
  leverage: '3',
  init_margin: '300',
  adjust_position_mode: 3,
  symbol_settings: [
    { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
    { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
    { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
  ],
  adjust_position_percent: '0.05',
  adjust_position_time_interval: 14400,
  tp_percent: '0.2',
} as const satisfies FcomboCreateBody;
