import { emptySymbolStructure, type ContractSymbol, type ContractType, type SymbolsByContractType } from './model';

/**
 * The built-in fallback list (spec §7: "a hard-coded fallback symbol list is
 * used when the call and the cache both fail"). It holds the most traded
 * contracts with conservative trading rules, so a page can still render its
 * symbol picker and price precision while the symbol service is down; every
 * order is still checked by the server with the live rules.
 */
type Seed = {
  name: string;
  base: string;
  quote: string;
  type: ContractType;
  tick: string;
  priceScale: number;
  lot: string;
  lotScale: number;
  minQty: string;
  maxQty: string;
  maxLeverageE2: number;
  coin: string;
};

const SEEDS: Seed[] = [
  { name: 'BTCUSDT', base: 'BTC', quote: 'USDT', type: 'LinearPerpetual', tick: '0.10', priceScale: 2, lot: '0.001', lotScale: 3, minQty: '0.001', maxQty: '1190', maxLeverageE2: 10000, coin: 'USDT' },
  { name: 'ETHUSDT', base: 'ETH', quote: 'USDT', type: 'LinearPerpetual', tick: '0.01', priceScale: 2, lot: '0.01', lotScale: 2, minQty: '0.01', maxQty: '7240', maxLeverageE2: 10000, coin: 'USDT' },
  { name: 'SOLUSDT', base: 'SOL', quote: 'USDT', type: 'LinearPerpetual', tick: '0.010', priceScale: 3, lot: '0.1', lotScale: 1, minQty: '0.1', maxQty: '79770', maxLeverageE2: 5000, coin: 'USDT' },
  { name: 'XRPUSDT', base: 'XRP', quote: 'USDT', type: 'LinearPerpetual', tick: '0.0001', priceScale: 4, lot: '1', lotScale: 0, minQty: '1', maxQty: '2960000', maxLeverageE2: 5000, coin: 'USDT' },
  { name: 'BTCUSD', base: 'BTC', quote: 'USD', type: 'InversePerpetual', tick: '0.50', priceScale: 2, lot: '1', lotScale: 0, minQty: '1', maxQty: '1000000', maxLeverageE2: 10000, coin: 'BTC' },
  { name: 'ETHUSD', base: 'ETH', quote: 'USD', type: 'InversePerpetual', tick: '0.05', priceScale: 2, lot: '1', lotScale: 0, minQty: '1', maxQty: '1000000', maxLeverageE2: 5000, coin: 'ETH' },
  { name: 'BTCPERP', base: 'BTC', quote: 'USDC', type: 'UsdcPerpetual', tick: '0.5', priceScale: 1, lot: '0.001', lotScale: 3, minQty: '0.001', maxQty: '100', maxLeverageE2: 10000, coin: 'USDC' },
  { name: 'ETHPERP', base: 'ETH', quote: 'USDC', type: 'UsdcPerpetual', tick: '0.05', priceScale: 2, lot: '0.01', lotScale: 2, minQty: '0.01', maxQty: '1500', maxLeverageE2: 10000, coin: 'USDC' },
];

function toSymbol(seed: Seed): ContractSymbol {
  return {
    name: seed.name,
    alias: seed.name,
    base_currency: seed.base,
    quote_currency: seed.quote,
    contract_type: seed.type,
    status: 'Trading',
    max_price: '',
    min_price: '',
    min_qty: seed.minQty,
    max_order_qty: seed.maxQty,
    max_market_order_qty: seed.maxQty,
    tick_size: seed.tick,
    lot_size: seed.lot,
    price_scale: seed.priceScale,
    lot_scale: seed.lotScale,
    depth_merge_ratios: [1, 2, 4, 10],
    initial_margin_rate_e4: Math.ceil(1_000_000 / seed.maxLeverageE2),
    maintenance_margin_rate_e4: 50,
    risk_limit_base: '',
    risk_limit_step: '',
    risk_limits: [],
    leverage_sections_e2: [100, 200, 300, 500, 1000, 2000, seed.maxLeverageE2].filter((value, index, list) => value <= seed.maxLeverageE2 && list.indexOf(value) === index),
    max_leverage_e2: seed.maxLeverageE2,
    tags: [],
    start_trading_time: 0,
    settle_time: 0,
    is_popular: seed.base === 'BTC' || seed.base === 'ETH',
    icon_url: '',
    icon_night_url: '',
    support_copy_trade: false,
    copy_trade_min_leverage_e2: 0,
    copy_trade_max_leverage_e2: 0,
    copy_trade_min_designated_margin_e8: 0,
    copy_trade_max_designated_margin_e8: 0,
    coin: seed.coin,
    coin_name: seed.coin,
    qty_unit: seed.type === 'InversePerpetual' ? 'USD' : seed.base,
    value_scale: seed.priceScale,
    min_notional_value: seed.type === 'InversePerpetual' ? '' : '5',
    is_pre_listing: false,
    pre_listing_info: null,
    display: 1,
    support_bot: true,
  };
}

/** The fallback structure (a fresh copy per call). */
export function fallbackSymbols(): SymbolsByContractType {
  const structure = emptySymbolStructure();
  for (const seed of SEEDS) structure[seed.type].push(toSymbol(seed));
  return structure;
}
