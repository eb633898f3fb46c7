/**
 * Request payload field names, per product, from the API field reference
 * (SG-1/SG-2, FG-1/FG-2, FM-1/FM-2, FC-1/FC-2, DCA-1) and the spec's own
 * futures-grid creation payload (§3). A check code names the field it
 * concerns with one of these, so a form can put the message next to it.
 *
 * Designed where the API is silent: the spot-grid update payload
 * (validate-update-sgrid / update-sgrid) adds `grid_id` and `add_investment`
 * (the quote amount added to a running grid).
 */
export const SPOT_GRID_FIELDS = [
  'symbol',
  'max_price',
  'min_price',
  'cell_number',
  'invest_mode',
  'base_investment',
  'quote_investment',
  'stop_loss',
  'take_profit',
  'stop_loss_price',
  'take_profit_price',
  'entry_price',
  'ts_percent',
  'enable_trailing',
  'limit_up_price',
  'followed_grid_id',
  'block_source',
  'create_type',
  'strategy_id',
  'source',
  'grid_id',
  'add_investment',
] as const;

/**
 * Futures grid: the spec's creation payload (which carries `quote_investment`,
 * `ts_percent`, …) plus the API's FG-1/FG-2 names (`total_investment`,
 * `init_margin`, `trailing_stop_per`, …). Where both name one input, check
 * codes name the spec's field and list the API's as aliases.
 */
export const FUTURES_GRID_FIELDS = [
  'symbol',
  'max_price',
  'min_price',
  'cell_number',
  'entry_price',
  'stop_loss_price',
  'take_profit_price',
  'base_investment',
  'quote_investment',
  'invest_mode',
  'ts_percent',
  'followed_grid_id',
  'block_source',
  'create_type',
  'strategy_id',
  'enable_trailing',
  'limit_up_price',
  'source',
  'leverage',
  'grid_mode',
  'grid_type',
  'total_investment',
  'init_margin',
  'stop_loss_per',
  'take_profit_per',
  'trailing_stop_per',
  'tp_sl_type',
  'move_up_price',
  'move_down_price',
] as const;

export const MARTINGALE_FIELDS = [
  'symbol',
  'martingale_mode',
  'leverage',
  'price_float_percent',
  'add_position_percent',
  'add_position_num',
  'init_margin',
  'round_tp_percent',
  'sl_percent',
  'entry_price',
  'need_to_slippage',
  'auto_cycle_toggle',
] as const;

export const COMBO_FIELDS = [
  'leverage',
  'init_margin',
  'adjust_position_mode',
  'symbol_settings',
  'adjust_position_percent',
  'adjust_position_time_interval',
  'sl_percent',
  'tp_percent',
  'trailing_stop_percent',
  'need_to_slippage',
] as const;

/** DCA-1 nests these under `parameters`. */
export const DCA_FIELDS = ['frequency_in_second', 'quote_coin', 'pairs', 'max_invest_amount'] as const;

export type SpotGridField = (typeof SPOT_GRID_FIELDS)[number];
export type FuturesGridField = (typeof FUTURES_GRID_FIELDS)[number];
export type MartingaleField = (typeof MARTINGALE_FIELDS)[number];
export type ComboField = (typeof COMBO_FIELDS)[number];
export type DcaField = (typeof DCA_FIELDS)[number];
export type PayloadField = SpotGridField | FuturesGridField | MartingaleField | ComboField | DcaField;

export const ALL_PAYLOAD_FIELDS: ReadonlySet<string> = new Set<string>([
  ...SPOT_GRID_FIELDS,
  ...FUTURES_GRID_FIELDS,
  ...MARTINGALE_FIELDS,
  ...COMBO_FIELDS,
  ...DCA_FIELDS,
]);
