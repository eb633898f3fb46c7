/**
 * The simulated exchange's symbol table: spot pairs (grid and DCA bots trade
 * these) and linear perpetual contracts (futures grid, martingale, combo), in
 * one typed module. Tick sizes, lot sizes and limits follow what a large
 * exchange lists for the same pairs.
 *
 * A spot pair and a perpetual with the same name share one price series (the
 * perpetual tracks spot); the series runs on the finer of the two tick sizes
 * and each side rounds to its own tick. `refPrice` is where a fresh market's
 * history starts (90 days back) — the model then wanders from there.
 *
 * Included on purpose: one hidden spot pair and one hidden contract (display
 * 0, never listed as shown), a closed spot pair, a delisted contract and a
 * pre-listing contract.
 */
import { DEFAULT_DEPTH_MERGE_RATIOS, type ContractSymbol, type SymbolStatus } from '@tb/contracts';
import { fromUnits, scaleOf, toUnits } from '../lib/decimal';

export type SpotPair = {
  symbol: string;
  base: string;
  quote: string;
  refPrice: string;
  tickSize: string;
  /** Base quantity step. */
  lotSize: string;
  minQty: string;
  maxQty: string;
  /** Order value bounds in quote coin. */
  minAmount: string;
  maxAmount: string;
  supportTrailingStop: boolean;
  status: SymbolStatus;
  display: 0 | 1;
};

const spot = (
  symbol: string,
  base: string,
  quote: string,
  refPrice: string,
  tickSize: string,
  lotSize: string,
  minQty: string,
  maxQty: string,
  extra: Partial<SpotPair> = {},
): SpotPair => ({
  symbol,
  base,
  quote,
  refPrice,
  tickSize,
  lotSize,
  minQty,
  maxQty,
  minAmount: '5',
  maxAmount: '2000000',
  supportTrailingStop: true,
  status: 'Trading',
  display: 1,
  ...extra,
});

/**
 * A pair whose quantity limits follow from its price: at least 5 USDT and at
 * most 2,000,000 USDT per order, in whole lots.
 */
function alt(symbol: string, base: string, refPrice: string, tickSize: string, lotSize: string, extra: Partial<SpotPair> = {}): SpotPair {
  const priceScale = scaleOf(refPrice);
  const lotScale = scaleOf(lotSize);
  const price = toUnits(refPrice, priceScale);
  const lot = toUnits(lotSize, lotScale);
  // lots = value × 10^(priceScale + lotScale) / (price × lot), rounded up for the minimum, down for the maximum.
  const lotsFor = (value: bigint, up: boolean) => {
    const numerator = value * 10n ** BigInt(priceScale + lotScale);
    const denominator = price * lot;
    return up ? (numerator + denominator - 1n) / denominator : numerator / denominator;
  };
  const qty = (lots: bigint) => fromUnits(lots * lot, lotScale);
  return spot(symbol, base, 'USDT', refPrice, tickSize, lotSize, qty(lotsFor(5n, true)), qty(lotsFor(2_000_000n, false)), extra);
}

export const SPOT_PAIRS: readonly SpotPair[] = [
  spot('BTCUSDT', 'BTC', 'USDT', '67250.50', '0.01', '0.000001', '0.000048', '71.739562'),
  spot('ETHUSDT', 'ETH', 'USDT', '3480.25', '0.01', '0.00001', '0.00062', '1229.23363'),
  spot('SOLUSDT', 'SOL', 'USDT', '148.62', '0.01', '0.001', '0.054', '12802.441'),
  spot('XRPUSDT', 'XRP', 'USDT', '0.5234', '0.0001', '0.01', '1.95', '1608064.52'),
  spot('DOGEUSDT', 'DOGE', 'USDT', '0.15412', '0.00001', '0.1', '35.4', '7800000'),
  spot('ADAUSDT', 'ADA', 'USDT', '0.4521', '0.0001', '0.01', '11.06', '1900000'),
  spot('AVAXUSDT', 'AVAX', 'USDT', '35.18', '0.01', '0.001', '0.142', '82000'),
  spot('DOTUSDT', 'DOT', 'USDT', '7.012', '0.001', '0.001', '0.72', '400000'),
  spot('LINKUSDT', 'LINK', 'USDT', '15.234', '0.001', '0.001', '0.33', '250000'),
  spot('LTCUSDT', 'LTC', 'USDT', '84.56', '0.01', '0.00001', '0.06', '20000'),
  spot('BCHUSDT', 'BCH', 'USDT', '452.3', '0.1', '0.00001', '0.011', '3100'),
  spot('TRXUSDT', 'TRX', 'USDT', '0.12134', '0.00001', '0.1', '41.3', '8000000'),
  spot('TONUSDT', 'TON', 'USDT', '5.987', '0.001', '0.01', '0.84', '300000'),
  spot('NEARUSDT', 'NEAR', 'USDT', '6.145', '0.001', '0.01', '0.82', '300000'),
  spot('APTUSDT', 'APT', 'USDT', '9.012', '0.001', '0.001', '0.56', '220000'),
  spot('ARBUSDT', 'ARB', 'USDT', '1.0823', '0.0001', '0.01', '4.7', '1800000'),
  spot('OPUSDT', 'OP', 'USDT', '2.4876', '0.0001', '0.01', '2.02', '800000'),
  spot('SUIUSDT', 'SUI', 'USDT', '1.0312', '0.0001', '0.01', '4.9', '1900000'),
  spot('ATOMUSDT', 'ATOM', 'USDT', '8.123', '0.001', '0.001', '0.62', '240000'),
  spot('UNIUSDT', 'UNI', 'USDT', '9.456', '0.001', '0.001', '0.53', '210000'),
  spot('MNTUSDT', 'MNT', 'USDT', '0.9123', '0.0001', '0.01', '5.5', '2100000'),
  spot('SHIBUSDT', 'SHIB', 'USDT', '0.00002512', '0.00000001', '1', '200000', '80000000000'),
  spot('PEPEUSDT', 'PEPE', 'USDT', '0.00001123', '0.00000001', '1', '450000', '180000000000'),
  alt('XLMUSDT', 'XLM', '0.11023', '0.00001', '0.1'),
  alt('ETCUSDT', 'ETC', '26.12', '0.01', '0.01'),
  alt('ICPUSDT', 'ICP', '9.853', '0.001', '0.01'),
  alt('HBARUSDT', 'HBAR', '0.07124', '0.00001', '1'),
  alt('AAVEUSDT', 'AAVE', '152.41', '0.01', '0.001'),
  alt('INJUSDT', 'INJ', '24.315', '0.001', '0.01'),
  alt('SEIUSDT', 'SEI', '0.4123', '0.0001', '0.1'),
  alt('TIAUSDT', 'TIA', '7.812', '0.001', '0.01'),
  alt('RENDERUSDT', 'RENDER', '7.456', '0.001', '0.01'),
  alt('FETUSDT', 'FET', '1.3124', '0.0001', '0.01'),
  alt('WIFUSDT', 'WIF', '2.3451', '0.0001', '0.01'),
  alt('BONKUSDT', 'BONK', '0.00002234', '0.00000001', '1'),
  alt('JUPUSDT', 'JUP', '0.9876', '0.0001', '0.01'),
  alt('PYTHUSDT', 'PYTH', '0.3876', '0.0001', '0.1'),
  alt('ENAUSDT', 'ENA', '0.5123', '0.0001', '0.1'),
  alt('ONDOUSDT', 'ONDO', '1.0234', '0.0001', '0.01'),
  alt('STXUSDT', 'STX', '1.8765', '0.0001', '0.01'),
  alt('IMXUSDT', 'IMX', '1.5342', '0.0001', '0.01'),
  alt('GALAUSDT', 'GALA', '0.02567', '0.00001', '1'),
  alt('SANDUSDT', 'SAND', '0.3456', '0.0001', '0.1'),
  alt('MANAUSDT', 'MANA', '0.3789', '0.0001', '0.1'),
  alt('CRVUSDT', 'CRV', '0.3012', '0.0001', '0.1'),
  alt('LDOUSDT', 'LDO', '1.4563', '0.0001', '0.01'),
  alt('ALGOUSDT', 'ALGO', '0.1523', '0.0001', '0.1'),
  alt('VETUSDT', 'VET', '0.02612', '0.00001', '1'),
  alt('KASUSDT', 'KAS', '0.14562', '0.00001', '0.1', { supportTrailingStop: false }),
  spot('BTCUSDC', 'BTC', 'USDC', '67248.90', '0.01', '0.000001', '0.000048', '71.739562'),
  spot('ETHUSDC', 'ETH', 'USDC', '3480.11', '0.01', '0.00001', '0.00062', '1229.23363'),
  spot('SOLUSDC', 'SOL', 'USDC', '148.60', '0.01', '0.001', '0.054', '12802.441', { supportTrailingStop: false }),
  spot('XRPUSDC', 'XRP', 'USDC', '0.5234', '0.0001', '0.01', '1.95', '1608064.52'),
  spot('DOGEUSDC', 'DOGE', 'USDC', '0.15412', '0.00001', '0.1', '35.4', '7800000'),
  // Hidden: listed in the data, never returned as shown.
  spot('FILUSDT', 'FIL', 'USDT', '4.512', '0.001', '0.01', '1.1', '400000', { display: 0 }),
  // Closed: trading halted; still listed so existing bots can show it.
  spot('LTCUSDC', 'LTC', 'USDC', '84.50', '0.01', '0.00001', '0.06', '20000', { status: 'Closed', supportTrailingStop: false }),
];

export type LinearContract = {
  symbol: string;
  base: string;
  quote: string;
  refPrice: string;
  tickSize: string;
  lotSize: string;
  minQty: string;
  maxOrderQty: string;
  maxMarketOrderQty: string;
  maxPrice: string;
  minNotional: string;
  /** Maximum leverage of the first risk tier (×). */
  maxLeverage: number;
  /** First-tier position limit (quote coin), and the increment per further tier. */
  riskLimitBase: number;
  riskLimitStep: number;
  popular: boolean;
  copyTrade: boolean;
  status: SymbolStatus;
  display: 0 | 1;
  startTradingTime: number;
  preListing?: { phase: string; auctionStartTime: number; tradingStartTime: number };
  tags: string[];
};

const perp = (
  symbol: string,
  base: string,
  quote: string,
  refPrice: string,
  tickSize: string,
  lotSize: string,
  maxOrderQty: string,
  maxLeverage: number,
  riskLimitBase: number,
  extra: Partial<LinearContract> = {},
): LinearContract => ({
  symbol,
  base,
  quote,
  refPrice,
  tickSize,
  lotSize,
  minQty: lotSize,
  maxOrderQty,
  maxMarketOrderQty: extra.maxMarketOrderQty ?? tenth(maxOrderQty, lotSize),
  maxPrice: '1999999.8',
  minNotional: '5',
  maxLeverage,
  riskLimitBase,
  riskLimitStep: riskLimitBase,
  popular: false,
  copyTrade: true,
  status: 'Trading',
  display: 1,
  startTradingTime: Date.UTC(2021, 4, 20),
  tags: [],
  ...extra,
});

/** A tenth of a quantity, rounded down to the lot (for max market order quantities). */
function tenth(qty: string, lot: string): string {
  const scale = Math.max(scaleOf(qty), scaleOf(lot));
  const factor = 10n ** BigInt(scale);
  const toInt = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return BigInt(whole + fraction.padEnd(scale, '0'));
  };
  const lotUnits = toInt(lot);
  const units = (toInt(qty) / 10n / lotUnits) * lotUnits;
  const whole = units / factor;
  const fraction = (units % factor).toString().padStart(scale, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

export const LINEAR_CONTRACTS: readonly LinearContract[] = [
  perp('BTCUSDT', 'BTC', 'USDT', '67250.50', '0.1', '0.001', '1190', 100, 2_000_000, {
    popular: true,
    tags: ['hot'],
    startTradingTime: Date.UTC(2020, 2, 25),
  }),
  perp('ETHUSDT', 'ETH', 'USDT', '3480.25', '0.01', '0.01', '7240', 100, 1_000_000, {
    popular: true,
    tags: ['hot'],
    startTradingTime: Date.UTC(2020, 9, 21),
  }),
  perp('SOLUSDT', 'SOL', 'USDT', '148.62', '0.01', '0.1', '79770', 100, 400_000, { popular: true }),
  perp('XRPUSDT', 'XRP', 'USDT', '0.5234', '0.0001', '1', '6540000', 75, 400_000, { popular: true }),
  perp('DOGEUSDT', 'DOGE', 'USDT', '0.15412', '0.00001', '1', '27000000', 75, 400_000, { popular: true }),
  perp('ADAUSDT', 'ADA', 'USDT', '0.4521', '0.0001', '1', '4600000', 75, 200_000),
  perp('AVAXUSDT', 'AVAX', 'USDT', '35.18', '0.001', '0.1', '61000', 50, 200_000),
  perp('DOTUSDT', 'DOT', 'USDT', '7.012', '0.001', '0.1', '200000', 50, 200_000),
  perp('LINKUSDT', 'LINK', 'USDT', '15.234', '0.001', '0.1', '120000', 50, 200_000),
  perp('LTCUSDT', 'LTC', 'USDT', '84.56', '0.01', '0.1', '15000', 50, 200_000),
  perp('BCHUSDT', 'BCH', 'USDT', '452.3', '0.05', '0.01', '1500', 50, 200_000),
  perp('TRXUSDT', 'TRX', 'USDT', '0.12134', '0.00001', '1', '7000000', 50, 100_000),
  perp('TONUSDT', 'TON', 'USDT', '5.987', '0.0001', '0.1', '300000', 50, 100_000),
  perp('NEARUSDT', 'NEAR', 'USDT', '6.145', '0.001', '0.1', '280000', 50, 100_000),
  perp('APTUSDT', 'APT', 'USDT', '9.012', '0.0001', '0.01', '190000', 50, 100_000),
  perp('ARBUSDT', 'ARB', 'USDT', '1.0823', '0.0001', '0.1', '1600000', 50, 100_000),
  perp('OPUSDT', 'OP', 'USDT', '2.4876', '0.0001', '0.1', '700000', 50, 100_000),
  perp('SUIUSDT', 'SUI', 'USDT', '1.0312', '0.0001', '10', '1700000', 50, 100_000),
  perp('BNBUSDT', 'BNB', 'USDT', '585.4', '0.01', '0.01', '3000', 75, 400_000),
  perp('1000PEPEUSDT', '1000PEPE', 'USDT', '0.011234', '0.000001', '100', '180000000', 50, 100_000, {
    tags: ['meme'],
  }),
  perp('BTCUSDC', 'BTC', 'USDC', '67248.90', '0.5', '0.001', '1190', 100, 2_000_000, { copyTrade: false }),
  perp('ETHUSDC', 'ETH', 'USDC', '3480.11', '0.05', '0.01', '7240', 100, 1_000_000, { copyTrade: false }),
  perp('SOLUSDC', 'SOL', 'USDC', '148.60', '0.01', '0.1', '79770', 50, 400_000, { copyTrade: false }),
  // Hidden contract.
  perp('FILUSDT', 'FIL', 'USDT', '4.512', '0.001', '0.1', '300000', 50, 100_000, { display: 0 }),
  // Delisted: trading closed, kept for history and closed bots.
  perp('FTMUSDT', 'FTM', 'USDT', '0.7012', '0.0001', '1', '2000000', 25, 100_000, { status: 'Closed', copyTrade: false }),
  // Pre-listing: call auction before continuous trading starts.
  perp('WLDUSDT', 'WLD', 'USDT', '2.1034', '0.0001', '0.1', '500000', 20, 100_000, {
    status: 'PreLaunch',
    copyTrade: false,
    startTradingTime: Date.UTC(2027, 0, 15, 8),
    preListing: { phase: 'CallAuction', auctionStartTime: Date.UTC(2026, 10, 20, 8), tradingStartTime: Date.UTC(2027, 0, 15, 8) },
    tags: ['pre-market'],
  }),
];

/** Leverage steps offered by the UI slider, trimmed to the contract's maximum. */
const LEVERAGE_STEPS = [1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100];

/**
 * Risk-limit tiers: the first tier allows `maxLeverage`; each further tier
 * (position limit + step) raises the initial margin rate by half the first
 * tier's and the maintenance rate by a quarter of it, so max leverage falls.
 */
export function riskTiers(contract: LinearContract): ContractSymbol['risk_limits'] {
  const baseImr = Math.round(10_000 / contract.maxLeverage);
  const baseMmr = Math.max(Math.round(baseImr / 2), 25);
  const tiers: ContractSymbol['risk_limits'] = [];
  for (let i = 0; i < 5; i++) {
    const imr = baseImr + Math.round((i * baseImr) / 2);
    tiers.push({
      id: i + 1,
      limit: String(contract.riskLimitBase + i * contract.riskLimitStep),
      initial_margin_rate_e4: imr,
      maintenance_margin_rate_e4: baseMmr + Math.round((i * baseImr) / 4),
      max_leverage_e2: Math.floor(1_000_000 / imr),
    });
  }
  return tiers;
}

/** The spec's contract configuration object for one contract. */
export function contractConfig(contract: LinearContract): ContractSymbol {
  const tiers = riskTiers(contract);
  const tickScale = scaleOf(contract.tickSize);
  return {
    name: contract.symbol,
    alias: contract.symbol,
    base_currency: contract.base,
    quote_currency: contract.quote,
    contract_type: 'LinearPerpetual',
    status: contract.status,
    max_price: contract.maxPrice,
    min_price: contract.tickSize,
    min_qty: contract.minQty,
    max_order_qty: contract.maxOrderQty,
    max_market_order_qty: contract.maxMarketOrderQty,
    tick_size: contract.tickSize,
    lot_size: contract.lotSize,
    price_scale: tickScale,
    lot_scale: scaleOf(contract.lotSize),
    depth_merge_ratios: [...DEFAULT_DEPTH_MERGE_RATIOS],
    initial_margin_rate_e4: tiers[0].initial_margin_rate_e4,
    maintenance_margin_rate_e4: tiers[0].maintenance_margin_rate_e4,
    risk_limit_base: String(contract.riskLimitBase),
    risk_limit_step: String(contract.riskLimitStep),
    risk_limits: tiers,
    leverage_sections_e2: LEVERAGE_STEPS.filter((step) => step <= contract.maxLeverage).map((step) => step * 100),
    max_leverage_e2: contract.maxLeverage * 100,
    tags: contract.tags,
    start_trading_time: contract.startTradingTime,
    settle_time: 0,
    is_popular: contract.popular,
    icon_url: `/tb-static/shell/coins/${contract.base.toLowerCase()}.svg`,
    icon_night_url: `/tb-static/shell/coins/${contract.base.toLowerCase()}-night.svg`,
    support_copy_trade: contract.copyTrade,
    copy_trade_min_leverage_e2: 100,
    copy_trade_max_leverage_e2: contract.copyTrade ? Math.min(contract.maxLeverage, 50) * 100 : 0,
    copy_trade_min_designated_margin_e8: contract.copyTrade ? 10 * 1e8 : 0,
    copy_trade_max_designated_margin_e8: contract.copyTrade ? 1_000_000 * 1e8 : 0,
    coin: contract.quote,
    coin_name: contract.quote,
    qty_unit: contract.base,
    value_scale: 4,
    min_notional_value: contract.minNotional,
    is_pre_listing: contract.preListing !== undefined,
    pre_listing_info: contract.preListing
      ? {
          phase: contract.preListing.phase,
          auction_start_time: contract.preListing.auctionStartTime,
          trading_start_time: contract.preListing.tradingStartTime,
        }
      : null,
    display: contract.display,
    support_bot: contract.status === 'Trading',
  };
}

const spotByName = new Map(SPOT_PAIRS.map((pair) => [pair.symbol, pair]));
const contractByName = new Map(LINEAR_CONTRACTS.map((contract) => [contract.symbol, contract]));

export const spotPair = (symbol: string) => spotByName.get(symbol);
export const linearContract = (symbol: string) => contractByName.get(symbol);

/**
 * A price series: one per distinct symbol name, on a tick that divides every
 * tick size sharing it. `modelSymbol` names the random stream that drives it:
 * a USDC pair follows its USDT twin tick for tick (USDC at par), with
 * `volumeShare` of its turnover.
 */
export type SeriesSpec = { symbol: string; refPrice: string; tickSize: string; lotSize: string; modelSymbol: string; volumeShare: number };

export function seriesSpecs(): SeriesSpec[] {
  const specs = new Map<string, Omit<SeriesSpec, 'tickSize' | 'modelSymbol' | 'volumeShare'> & { scale: number }>();
  const add = (symbol: string, refPrice: string, tickSize: string, lotSize: string) => {
    const existing = specs.get(symbol);
    const scale = Math.max(scaleOf(tickSize), scaleOf(refPrice), existing?.scale ?? 0);
    specs.set(symbol, { symbol, refPrice: existing?.refPrice ?? refPrice, lotSize: existing?.lotSize ?? lotSize, scale });
  };
  for (const pair of SPOT_PAIRS) add(pair.symbol, pair.refPrice, pair.tickSize, pair.lotSize);
  for (const contract of LINEAR_CONTRACTS) add(contract.symbol, contract.refPrice, contract.tickSize, contract.lotSize);
  // The series tick is 10^-scale: a divisor of every tick size sharing the series.
  const tickOf = (scale: number) => (scale === 0 ? '1' : `0.${'1'.padStart(scale, '0')}`);
  return [...specs.values()].map(({ scale, ...spec }) => {
    const twin = spec.symbol.endsWith('USDC') ? specs.get(`${spec.symbol.slice(0, -4)}USDT`) : undefined;
    if (twin && twin.scale === scale) {
      return { ...spec, refPrice: twin.refPrice, tickSize: tickOf(scale), modelSymbol: twin.symbol, volumeShare: 0.2 };
    }
    return { ...spec, tickSize: tickOf(scale), modelSymbol: spec.symbol, volumeShare: 1 };
  });
}
