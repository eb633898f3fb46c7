/**
 * A running 3-leg mix combo as get-detail answers it (test support, not
 * shipped): BTC long 0.3334, ETH short 0.3333, SOL long 0.3333 at 5×, drift
 * rebalancing at 5 %, TP 20 %, no SL, trailing 3 %; its part list, orders,
 * positions, transfers, close detail and follow detail.
 */
import type { ComboCloseDetailResult, ComboDetail, ComboFollowResult, ComboOrder, ComboPart, ComboTransferRow } from '../api/bot-endpoints';

export const BOT_ID = '910000000000000007';

const leg = (symbol: string, base: string, side: 'SIDE_LONG' | 'SIDE_SHORT', o: Partial<ComboDetail['symbol_settings'][number]>) => ({
  symbol,
  base_token: base,
  quote_token: 'USDT',
  side,
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

export const DETAIL = {
  bot_id: BOT_ID,
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  bot_mode: 'BOT_MODE_MIX',
  bot_display_status: 'BOT_DISPLAY_STATUS_RUNNING',
  quote_token: 'USDT',
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
  follow_num: 3,
  run_time_duration: '172800',
  create_time: '1800000000',
  end_time: '0',
  last_modify_setting_time: '0',
  symbol_settings: [
    leg('BTCUSDT', 'BTC', 'SIDE_LONG', { target_position_percent: '0.3334', current_position_percent: '0.3512', qty: '0.042', entry_price: '60000.5', mark_price: '61234.5', position_value: '2571.849', unrealized_pnl: '51.828', margin: '500.1', liquidation_price: '48987.6' }),
    leg('ETHUSDT', 'ETH', 'SIDE_SHORT', { current_position_percent: '0.3101', qty: '0.75', entry_price: '3100.25', mark_price: '3050.1', position_value: '2287.575', unrealized_pnl: '37.6125', margin: '500', liquidation_price: '3712.34' }),
    leg('SOLUSDT', 'SOL', 'SIDE_LONG', { current_position_percent: '0.3387', qty: '17.3', entry_price: '150.12', mark_price: '145.2', position_value: '2511.96', unrealized_pnl: '-85.116', margin: '499.9', liquidation_price: '121.05' }),
  ],
  pnl_curve: [
    { time: '1800000000', total_pnl: '0' },
    { time: '1800086400', total_pnl: '-5.5' },
    { time: '1800172800', total_pnl: '23.4567' },
  ],
} satisfies ComboDetail as ComboDetail;

export const PARTS: ComboPart[] = [
  {
    part_id: '3',
    time: '1800003600',
    adjust_position_mode: 'ADJUST_POSITION_MODE_PERCENT',
    fee: '0.8123',
    legs: [
      { symbol: 'BTCUSDT', before_position_percent: '0.3912', after_position_percent: '0.3334', before_qty: '0.049', after_qty: '0.042', limited_reason: '' },
      { symbol: 'ETHUSDT', before_position_percent: '0.3', after_position_percent: '0.3333', before_qty: '0.7', after_qty: '0.75', limited_reason: 'LIMITED_REASON_RISK_LIMIT' },
      { symbol: 'SOLUSDT', before_position_percent: '0.3088', after_position_percent: '0.3333', before_qty: '17.2', after_qty: '17.2', limited_reason: 'LIMITED_REASON_MIN_QTY' },
    ],
  },
  {
    part_id: '2',
    time: '1800001800',
    adjust_position_mode: 'ADJUST_POSITION_MODE_TRANSFER',
    fee: '0.1',
    legs: [{ symbol: 'BTCUSDT', before_position_percent: '0.34', after_position_percent: '0.3334', before_qty: '0.041', after_qty: '0.042', limited_reason: 'LIMITED_REASON_UNSPECIFIED' }],
  },
];

export const ORDERS: ComboOrder[] = [
  { order_id: 'o-2', symbol: 'ETHUSDT', side: 'Sell', avg_price: '3100.25', qty: '0.05', fee: '0.0852', update_time: '1800003600' },
  { order_id: 'o-1', symbol: 'BTCUSDT', side: 'Buy', avg_price: '60000.5', qty: '0.042', fee: '1.386', update_time: '1800000000' },
];

export const TRANSFERS: ComboTransferRow[] = [{ time: '1800001800', transfer_operation: 'TRANSFER_OPERATION_IN', amount: '100' }];

export const CLOSE_DETAIL: ComboCloseDetailResult['detail'] = {
  bot_id: BOT_ID,
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  quote_token: 'USDT',
  stop_type: 'BOT_STOP_TYPE_TAKE_PROFIT',
  close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
  exit_equity: '1812.3456',
  total_margin: '1500',
  total_pnl: '312.3456',
  total_pnl_per: '0.208230',
  realized_pnl: '318.1',
  funding_fee: '-1.25',
  total_exec_fee: '4.5044',
  end_time: '1800259200',
  adjusted_position_num: '9',
  symbol_settings: [
    { symbol: 'BTCUSDT', side: 'SIDE_LONG', pnl: '250.5', liquidated: false },
    { symbol: 'ETHUSDT', side: 'SIDE_SHORT', pnl: '-20.25', liquidated: false },
    { symbol: 'SOLUSDT', side: 'SIDE_LONG', pnl: '82.0956', liquidated: false },
  ],
};

export const FOLLOW: ComboFollowResult['detail'] = {
  bot_id: BOT_ID,
  bot_name: 'BTCUSDT,ETHUSDT,SOLUSDT',
  nick_name: 'Leader',
  quote_token: 'USDT',
  bot_mode: 'BOT_MODE_MIX',
  leverage: '5',
  total_apr: '1.23456',
  total_pnl_per: '0.015637',
  run_time_duration: '172800',
  adjusted_position_num: '4',
  max_drawdown: '0.0421',
  defeat_per: '0.55',
  follow_num: 3,
  adjust_position_mode: 'ADJUST_POSITION_MODE_TIME_OR_PERCENT',
  adjust_position_percent: '0.05',
  adjust_position_time_interval: 86400,
  min_init_margin: '30',
  symbol_settings: DETAIL.symbol_settings.map((l) => ({ symbol: l.symbol, side: l.side, target_position_percent: l.target_position_percent })),
  curve: DETAIL.pnl_curve,
};
