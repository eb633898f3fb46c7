/**
 * A running 3-leg mix combo as get-detail answers it (test support, not
 * shipped): BTC long 0.3334, ETH short 0.3333, SOL long 0.3333 at 5×, drift
 * rebalancing at 5 %, TP 20 %, no SL, trailing 3 %; its part list, orders,
 * transfers, close detail and follow detail.
 */
import { followLeader } from '@tb/feature-bot-pages/testing';
import type { ComboCloseDetailResult, ComboDetail, ComboFollowDetail, ComboLeg, ComboOrder, ComboPart, ComboTransferRow } from '../api/bot-endpoints';

export const BOT_ID = '910000000000000007';

const leg = (symbol: string, symbolId: number, side: 'SIDE_LONG' | 'SIDE_SHORT', o: Partial<ComboLeg>): ComboLeg => ({
  symbol,
  base_token: symbol.replace('USDT', ''),
  quote_token: 'USDT',
  side,
  symbol_id: symbolId,
  target_position_percent: '0.3333',
  current_position_percent: '0.3333',
  qty: '0',
  entry_price: '',
  mark_price: '',
  position_value: '0',
  unrealized_pnl: '0',
  realized_pnl: '0',
  funding_fee: '0',
  exec_fee: '0',
  margin: '0',
  liquidation_price: '',
  liquidated: false,
  ...o,
});

export const DETAIL: ComboDetail = {
  bot_id: BOT_ID,
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  bot_mode: 'BOT_MODE_MIX',
  bot_display_status: 'BOT_DISPLAY_STATUS_RUNNING',
  leverage: '5',
  total_margin: '1500',
  equity: '1523.4567',
  total_pnl: '23.4567',
  total_pnl_per: '0.015637',
  roi: '1.56',
  total_apr: '2.853',
  realized_pnl: '10.5',
  unrealized_pnl: '15.1234',
  total_exec_fee: '2.4167',
  funding_fee: '0.25',
  total_position_value: '7500.12',
  margin_balance: '1523.4567',
  available_balance: '120.5',
  imr: '0.2',
  mmr: '0.01',
  symbol_settings: [
    leg('BTCUSDT', 1, 'SIDE_LONG', { target_position_percent: '0.3334', current_position_percent: '0.3512', qty: '0.042', entry_price: '60000.5', mark_price: '61234.5', position_value: '2571.849', unrealized_pnl: '51.828', margin: '500.1', liquidation_price: '48987.6' }),
    leg('ETHUSDT', 2, 'SIDE_SHORT', { current_position_percent: '0.3101', qty: '0.75', entry_price: '3100.25', mark_price: '3050.1', position_value: '2287.575', unrealized_pnl: '37.6125', margin: '500', liquidation_price: '3712.34' }),
    leg('SOLUSDT', 3, 'SIDE_LONG', { current_position_percent: '0.3387', qty: '17.3', entry_price: '150.12', mark_price: '145.2', position_value: '2511.96', unrealized_pnl: '-85.116', margin: '499.9', liquidation_price: '121.05' }),
  ],
  adjust_position_mode: 'ADJUST_POSITION_MODE_PERCENT',
  adjust_position_percent: '0.05',
  adjust_position_time_interval: 0,
  adjusted_position_num: '4',
  last_adjust_position_time: '1800003600',
  sl_percent: '',
  tp_percent: '0.2',
  trailing_stop_percent: '0.03',
  stop_type: 'BOT_STOP_TYPE_UNSPECIFIED',
  close_code: 'BOT_CLOSE_CODE_UNKNOWN',
  exit_equity: '',
  sl_exit_equity: '',
  tp_exit_equity: '',
  midway_transfer: '100',
  settlement_assets: '',
  follow_num: 3,
  used_reward_amount: '0',
  used_reward_id: '',
  total_bonus: '0',
  run_time_duration: '172800',
  create_time: '1800000000',
  end_time: '0',
  last_modify_setting_time: '0',
  ws_token: '',
  create_type: 3,
  block_source: 0,
  followed_bot_id: '',
  leg_liquidations: 0,
};

const partLeg = (symbol: string, side: string, o: Partial<ComboPart['legs'][number]>) => ({
  symbol,
  side,
  target_position_percent: '0.3333',
  before_position_percent: '0.3333',
  after_position_percent: '0.3333',
  before_qty: '0',
  after_qty: '0',
  fee: '0',
  limited_reason: 'LIMITED_REASON_UNSPECIFIED',
  ...o,
});

export const PARTS: ComboPart[] = [
  {
    no: 4,
    time: '1800003600',
    reason: 'ADJUST_POSITION_MODE_PERCENT',
    equity: '1510.2',
    fee: '0.8123',
    legs: [
      partLeg('BTCUSDT', 'SIDE_LONG', { target_position_percent: '0.3334', before_position_percent: '0.3912', after_position_percent: '0.3334', before_qty: '0.049', after_qty: '0.042', fee: '0.5' }),
      partLeg('ETHUSDT', 'SIDE_SHORT', { before_position_percent: '0.3', before_qty: '0.7', after_qty: '0.75', fee: '0.3123', limited_reason: 'LIMITED_REASON_RISK_LIMIT' }),
      partLeg('SOLUSDT', 'SIDE_LONG', { before_position_percent: '0.3088', before_qty: '17.2', after_qty: '17.2', limited_reason: 'LIMITED_REASON_MIN_QTY' }),
    ],
  },
  {
    no: 3,
    time: '1800001800',
    reason: 'ADJUST_POSITION_MODE_TRANSFER',
    equity: '1500',
    fee: '0.1',
    legs: [partLeg('BTCUSDT', 'SIDE_LONG', { target_position_percent: '0.3334', before_position_percent: '0.34', after_position_percent: '0.3334', before_qty: '0.041', after_qty: '0.042', fee: '0.1' })],
  },
];

const order = (o: Partial<ComboOrder>): ComboOrder => ({
  order_id: '1',
  symbol: 'BTCUSDT',
  side: 'Buy',
  order_type: 'Market',
  status: 'FILLED',
  action: 'open',
  rebalance_no: 0,
  price: '0',
  qty: '0',
  value: '0',
  fee: '0',
  realized_pnl: '0',
  create_time: '1800000000',
  ...o,
});

export const ORDERS: ComboOrder[] = [
  order({ order_id: '2', symbol: 'ETHUSDT', side: 'Sell', action: 'rebalance', rebalance_no: 4, price: '3100.25', qty: '0.05', value: '155.0125', fee: '0.0852', create_time: '1800003600' }),
  order({ order_id: '1', price: '60000.5', qty: '0.042', value: '2520.021', fee: '1.386' }),
];

export const TRANSFERS: ComboTransferRow[] = [{ time: '1800001800', type: 'TRANSFER_OPERATION_IN', amount: '100', balance_after: '1500' }];

const closeLeg = (symbol: string, side: string, o: Partial<ComboCloseDetailResult['legs'][number]>) => ({ symbol, side, close_price: '', close_qty: '0', realized_pnl: '0', funding_fee: '0', exec_fee: '0', liquidated: false, ...o });

export const CLOSE_DETAIL: ComboCloseDetailResult = {
  bot_id: BOT_ID,
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  bot_mode: 'BOT_MODE_MIX',
  leverage: '5',
  stop_type: 'BOT_STOP_TYPE_TAKE_PROFIT',
  close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
  create_time: '1800000000',
  end_time: '1800259200',
  run_time_duration: '259200',
  total_margin: '1500',
  exit_equity: '1812.3456',
  total_pnl: '312.3456',
  total_pnl_per: '0.20823',
  realized_pnl: '318.1',
  funding_fee: '-1.25',
  total_exec_fee: '4.5044',
  adjusted_position_num: '9',
  settlement_amount: '1812.3456',
  // 1500 + 318.1 − 4.5044 − 1.25 − 0 = 1812.3456
  settlement_parts: { margin_back: '1500', realised_pnl: '318.1', fees: '4.5044', funding: '-1.25', liquidation_loss: '0', settlement: '1812.3456' },
  legs: [
    closeLeg('BTCUSDT', 'SIDE_LONG', { close_price: '66000.1', close_qty: '0.042', realized_pnl: '250.5', funding_fee: '-0.75', exec_fee: '2.1' }),
    closeLeg('ETHUSDT', 'SIDE_SHORT', { close_price: '3127.25', close_qty: '0.75', realized_pnl: '-20.25', funding_fee: '0.5', exec_fee: '1.3' }),
    closeLeg('SOLUSDT', 'SIDE_LONG', { realized_pnl: '87.85', funding_fee: '-1', exec_fee: '1.1044', liquidated: true }),
  ],
};

export const FOLLOW: ComboFollowDetail = {
  bot_id: BOT_ID,
  nick_name: 'Leader',
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  bot_mode: 'BOT_MODE_MIX',
  bot_display_status: 'BOT_DISPLAY_STATUS_RUNNING',
  run_time_duration: '172800',
  total_apr: '1.23456',
  total_pnl_per: '0.015637',
  max_drawdown: '0.0421',
  adjusted_position_num: '4',
  follow_num: 3,
  parameters: {
    leverage: '5',
    symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
      { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
      { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
    ],
    adjust_position_mode: 3,
    adjust_position_percent: '0.05',
    adjust_position_time_interval: 86400,
    tp_percent: '0.2',
    sl_percent: '',
    trailing_stop_percent: '',
    min_init_margin: '30',
  },
  curve: [
    { time: '1800000000', pnl_per: '0' },
    { time: '1800086400', pnl_per: '-0.0037' },
    { time: '1800172800', pnl_per: '0.015637' },
  ],
  defeat_per: '',
  leader: followLeader(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']),
};
