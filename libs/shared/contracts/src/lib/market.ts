/**
 * Symbol configuration, spot list items and klines.
 *
 * Units (spec §9): margin rates in 1/10000 (`*_e4`, shown ÷100 as a percent),
 * leverage in E2 (`*_e2`, ÷100), designated margin in E8 (`*_e8`, ÷1e8).
 * Prices, sizes and notional values are decimal strings.
 */
import { Type, type Static } from 'typebox';
import { DecimalOut } from './common';

export const CONTRACT_TYPES = [
  'InversePerpetual',
  'LinearPerpetual',
  'InverseFutures',
  'UsdcPerpetual',
  'UsdcFutures',
  'LinearFutures',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const SYMBOL_STATUSES = ['Trading', 'Closed', 'PreLaunch', 'Delisted'] as const;
export type SymbolStatus = (typeof SYMBOL_STATUSES)[number];

/** Display flag: 0 hidden, 1 shown. A hidden symbol is never shown. */
export const DISPLAY = { HIDDEN: 0, SHOWN: 1 } as const;

export const DEFAULT_DEPTH_MERGE_RATIOS = [1, 2, 4, 10] as const;
export const DEFAULT_QUOTE_COIN = 'USDT';

const ContractTypeSchema = Type.Enum(CONTRACT_TYPES);
const StatusSchema = Type.Enum(SYMBOL_STATUSES);

export const RiskLimitTier = Type.Object({
  id: Type.Integer(),
  /** Position value up to which this tier applies (quote coin). */
  limit: DecimalOut(),
  initial_margin_rate_e4: Type.Integer(),
  maintenance_margin_rate_e4: Type.Integer(),
  max_leverage_e2: Type.Integer(),
});
export type RiskLimitTier = Static<typeof RiskLimitTier>;

export const PreListingInfo = Type.Object({
  /** e.g. "CallAuction", "ContinuousTrading" */
  phase: Type.String(),
  /** Unix ms. */
  auction_start_time: Type.Integer(),
  trading_start_time: Type.Integer(),
});

/** Contract symbol configuration (spec §3), one linear perpetual or other contract. */
export const ContractSymbol = Type.Object({
  name: Type.String({ description: 'e.g. BTCUSDT' }),
  alias: Type.String(),
  base_currency: Type.String(),
  quote_currency: Type.String(),
  contract_type: ContractTypeSchema,
  status: StatusSchema,
  max_price: DecimalOut(),
  min_price: DecimalOut(),
  min_qty: DecimalOut(),
  max_order_qty: DecimalOut(),
  max_market_order_qty: DecimalOut(),
  tick_size: DecimalOut(),
  lot_size: DecimalOut(),
  price_scale: Type.Integer(),
  lot_scale: Type.Integer(),
  depth_merge_ratios: Type.Array(Type.Integer()),
  initial_margin_rate_e4: Type.Integer(),
  maintenance_margin_rate_e4: Type.Integer(),
  risk_limit_base: DecimalOut('position value covered by the first tier'),
  risk_limit_step: DecimalOut('added per further tier'),
  risk_limits: Type.Array(RiskLimitTier),
  leverage_sections_e2: Type.Array(Type.Integer(), { description: 'leverage steps offered on the slider' }),
  max_leverage_e2: Type.Integer(),
  tags: Type.Array(Type.String()),
  /** Unix ms. */
  start_trading_time: Type.Integer(),
  /** Unix ms; 0 for perpetuals. */
  settle_time: Type.Integer(),
  is_popular: Type.Boolean(),
  icon_url: Type.String(),
  icon_night_url: Type.String(),
  support_copy_trade: Type.Boolean(),
  copy_trade_min_leverage_e2: Type.Integer(),
  copy_trade_max_leverage_e2: Type.Integer(),
  copy_trade_min_designated_margin_e8: Type.Integer(),
  copy_trade_max_designated_margin_e8: Type.Integer(),
  coin: Type.String({ description: 'settle coin' }),
  coin_name: Type.String(),
  qty_unit: Type.String(),
  value_scale: Type.Integer(),
  min_notional_value: DecimalOut(),
  is_pre_listing: Type.Boolean(),
  pre_listing_info: Type.Union([PreListingInfo, Type.Null()]),
  display: Type.Integer({ description: '0 hidden, 1 shown' }),
  /** Grid/martingale bots may run on it. */
  support_bot: Type.Boolean(),
});
export type ContractSymbol = Static<typeof ContractSymbol>;

/** `GET /x-api/contract/v5/product/brief-symbol-list` */
export const BriefSymbolListQuery = Type.Object(
  {
    /** `all` or one contract type. */
    filter: Type.Optional(Type.Enum(['all', ...CONTRACT_TYPES])),
    /** The version the client has cached; when it is current, `changed` is false and lists are empty. */
    version: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9._-]*$' })),
    /** Last 8 characters of the user token (in-app); identifies the user's gray list. */
    token_suffix: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{0,8}$' })),
  },
  { additionalProperties: false },
);
export type BriefSymbolListQuery = Static<typeof BriefSymbolListQuery>;

export const SymbolsByContractType = Type.Object({
  InversePerpetual: Type.Array(ContractSymbol),
  LinearPerpetual: Type.Array(ContractSymbol),
  InverseFutures: Type.Array(ContractSymbol),
  UsdcPerpetual: Type.Array(ContractSymbol),
  UsdcFutures: Type.Array(ContractSymbol),
  LinearFutures: Type.Array(ContractSymbol),
});
export type SymbolsByContractType = Static<typeof SymbolsByContractType>;

export const BriefSymbolListResult = Type.Object({
  version: Type.String(),
  changed: Type.Boolean(),
  default_quote_coin: Type.String(),
  symbols: SymbolsByContractType,
});
export type BriefSymbolListResult = Static<typeof BriefSymbolListResult>;

/** `GET /x-api/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDT` */
export const DynamicSymbolItemQuery = Type.Object(
  { symbol: Type.String({ pattern: '^[A-Z0-9]{2,24}$' }) },
  { additionalProperties: false },
);
export type DynamicSymbolItemQuery = Static<typeof DynamicSymbolItemQuery>;
/**
 * Live values of one contract. Prices are on the contract's tick. The mark,
 * index and funding fields (designed; the spec's futures facts: funding every
 * 8 h at 00:00 / 08:00 / 16:00 UTC, payment = position value at the mark ×
 * rate, positive = longs pay shorts, rate = premium index + clamp(0.01 % −
 * premium index, ±0.05 %)) come from the simulator's seeded mark model.
 */
export const DynamicSymbolItemResult = Type.Object({
  version: Type.String(),
  symbol: ContractSymbol,
  /** Live values: last price and 24 h figures. */
  last_price: DecimalOut(),
  /** What liquidations trigger on and funding is charged at: the index with the model's basis. */
  mark_price: DecimalOut('mark price'),
  /** The same-named spot series' price on the contract's tick (what the mark is derived from). */
  index_price: DecimalOut('index price'),
  price_24h_pcnt: DecimalOut('fraction'),
  high_price_24h: DecimalOut(),
  low_price_24h: DecimalOut(),
  volume_24h: DecimalOut(),
  turnover_24h: DecimalOut(),
  /** The rate fixed at the last funding instant ("" before the first one of the history). */
  last_funding_rate: DecimalOut('fraction: "0.0001" = 0.01 % per interval'),
  /** Unix ms of that instant (0 before the first). */
  last_funding_time: Type.Integer(),
  /** The rate the running interval would fix now (its premium index so far; the interest rate with none yet). */
  next_funding_rate: DecimalOut('predicted rate, fraction'),
  /** Unix ms of the next funding instant. */
  next_funding_time: Type.Integer(),
  funding_interval_hour: Type.Integer({ description: 'hours between funding instants (8)' }),
});
export type DynamicSymbolItemResult = Static<typeof DynamicSymbolItemResult>;

/** `GET /x-api/s1/bot/grid/v1/list-symbol-info-v2` — spot symbols for grid and DCA bots. */
export const SpotSymbolListQuery = Type.Object(
  {
    quote_coin: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,10}$' })),
    keyword: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$' })),
  },
  { additionalProperties: false },
);
export type SpotSymbolListQuery = Static<typeof SpotSymbolListQuery>;

export const SpotSymbolItem = Type.Object({
  symbol: Type.String(),
  base_coin: Type.String(),
  quote_coin: Type.String(),
  price: DecimalOut('last price'),
  amplitude: DecimalOut('24 h (high − low) / low, fraction'),
  change_24h: DecimalOut('24 h change, fraction'),
  tick_size: DecimalOut(),
  price_scale: Type.Integer(),
  qty_scale: Type.Integer(),
  min_trade_qty: DecimalOut(),
  max_trade_qty: DecimalOut(),
  min_trade_amount: DecimalOut('in quote coin'),
  max_trade_amount: DecimalOut('in quote coin'),
  is_support_ts: Type.Boolean({ description: 'spot trailing stop supported' }),
  status: StatusSchema,
  display: Type.Integer({ description: '0 hidden, 1 shown' }),
});
export type SpotSymbolItem = Static<typeof SpotSymbolItem>;
export const SpotSymbolListResult = Type.Object({ list: Type.Array(SpotSymbolItem) });
export type SpotSymbolListResult = Static<typeof SpotSymbolListResult>;

export const KLINE_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];
export const KLINE_MAX_LIMIT = 1000;

/**
 * `GET /x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1h&limit=200&end=<ms>` (designed).
 * Candles whose open time is ≤ `end` (default now), oldest first, at most `limit`.
 * Weeks start on Monday 00:00 UTC; months on the 1st 00:00 UTC; 3d counts from the Unix epoch.
 * The last candle may still be open.
 */
export const KlineQuery = Type.Object(
  {
    symbol: Type.String({ pattern: '^[A-Z0-9]{2,24}$' }),
    interval: Type.Enum(KLINE_INTERVALS),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: KLINE_MAX_LIMIT })),
    end: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
  },
  { additionalProperties: false },
);
export type KlineQuery = Static<typeof KlineQuery>;

export const Kline = Type.Object({
  /** Open time, unix ms. */
  t: Type.Integer(),
  o: DecimalOut(),
  h: DecimalOut(),
  l: DecimalOut(),
  c: DecimalOut(),
  /** Base volume. */
  v: DecimalOut(),
  /** Quote volume. */
  qv: DecimalOut(),
});
export type Kline = Static<typeof Kline>;
export const KlineResult = Type.Object({
  symbol: Type.String(),
  interval: Type.String(),
  list: Type.Array(Kline),
});
export type KlineResult = Static<typeof KlineResult>;

/**
 * `GET /x-api/s1/market/v1/mark-kline` (designed): mark-price candles of a
 * linear contract, same query and shape as the kline endpoint (`KlineQuery`,
 * `KlineResult`); prices on the contract's tick, volumes "0".
 */
export const MarkKlineQuery = KlineQuery;
export type MarkKlineQuery = KlineQuery;

/** The book depth levels one call may ask for. */
export const DEPTH_MAX_LEVELS = 50;

/**
 * `GET /x-api/s1/market/v1/depth?symbol=BTCUSDT&category=spot&merge=1&limit=10` (designed; the
 * spec names only the contracts' depth-merge ratios). An order-book snapshot
 * around the last price: `limit` merged levels a side, each level `merge` ticks
 * wide (one of the symbol's `depth_merge_ratios`; spot pairs use the default
 * 1, 2, 4, 10). Bids are rounded down to their level and listed best (highest)
 * first, asks rounded up and listed best (lowest) first; `total` is the
 * cumulative quantity from the best level. `category` picks the spot pair or
 * the linear contract of that name (default spot).
 */
export const DepthQuery = Type.Object(
  {
    symbol: Type.String({ pattern: '^[A-Z0-9]{2,24}$' }),
    category: Type.Optional(Type.Union([Type.Literal('spot'), Type.Literal('linear')])),
    merge: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DEPTH_MAX_LEVELS })),
  },
  { additionalProperties: false },
);
export type DepthQuery = Static<typeof DepthQuery>;

export const DepthLevel = Type.Object({
  price: DecimalOut(),
  /** Base quantity resting at this level (on the lot). */
  qty: DecimalOut(),
  /** Cumulative quantity from the best level to this one. */
  total: DecimalOut(),
});
export type DepthLevel = Static<typeof DepthLevel>;

export const DepthResult = Type.Object({
  symbol: Type.String(),
  category: Type.Union([Type.Literal('spot'), Type.Literal('linear')]),
  /** Exchange time of the snapshot, unix ms. */
  ts: Type.Integer(),
  last_price: DecimalOut(),
  tick_size: DecimalOut(),
  /** The merge ratio used and the ratios the symbol offers. */
  merge: Type.Integer(),
  merge_ratios: Type.Array(Type.Integer()),
  bids: Type.Array(DepthLevel),
  asks: Type.Array(DepthLevel),
});
export type DepthResult = Static<typeof DepthResult>;
