import { createHash } from 'node:crypto';
import {
  API_PATHS,
  BriefSymbolListQuery,
  BriefSymbolListResult,
  type ContractSymbol,
  DEFAULT_DEPTH_MERGE_RATIOS,
  DEFAULT_QUOTE_COIN,
  DepthQuery,
  DepthResult,
  DynamicSymbolItemQuery,
  DynamicSymbolItemResult,
  ErrorEnvelope,
  KlineQuery,
  KlineResult,
  SpotSymbolListQuery,
  SpotSymbolListResult,
  type SpotSymbolItem,
  type SymbolsByContractType,
} from '@tb/contracts';
import { endpoint, tableArea } from '../http/route-table';
import { invalidParam } from '../lib/api-error';
import { fromUnits, scaleOf, toUnits } from '../lib/decimal';
import { LINEAR_CONTRACTS, SPOT_PAIRS, contractConfig, linearContract, spotPair } from '../market/symbols';
import { contractTickerFields } from '../derivatives/ticker';
import { depthSnapshot } from '../market/depth';

/**
 * Symbol configuration and market data:
 * - brief-symbol-list: every contract grouped by contract type, with a version
 *   for client caches (`version` = the client's copy → `changed: false`, empty lists).
 *   Gray symbols (pre-listing) are included only for users with the `symbolGray` flag (the cookie's
 *   user, or for in-app calls the user whose session token ends with `token_suffix`).
 * - dynamic-symbol-item: one contract's configuration with live prices.
 * - list-symbol-info-v2: spot pairs for grid and DCA bots, with live 24 h figures.
 * - kline: candles of any spec interval.
 * - depth: a modelled order-book snapshot around the last price, merged by
 *   one of the symbol's depth-merge ratios (market/depth.ts: deterministic
 *   per seed, symbol and time).
 * Unknown symbols answer HTTP 200, ret_code 10001 naming the field.
 * A delisted symbol (market/delistings.ts) reads `Closed` in the lists (and a
 * delisted contract `support_bot: false`); a delisting changes the contract
 * list's versions, so cached client copies refresh.
 */
export const marketRoutes = tableArea((_app, ctx) => {
  const listVersion = (configsShown: ContractSymbol[]) =>
    createHash('sha256').update(JSON.stringify(configsShown)).digest('hex').slice(0, 16);
  let listing: { generation: number; configs: ContractSymbol[]; publicConfigs: ContractSymbol[]; versions: { public: string; gray: string } } | undefined;
  /** The contract configurations as listed now (rebuilt when the delisted set changes). */
  const contracts = () => {
    ctx.delistings.list();
    if (listing?.generation === ctx.delistings.generation) return listing;
    const configs = LINEAR_CONTRACTS.map((contract): ContractSymbol => {
      const config = contractConfig(contract);
      return ctx.delistings.has('futures', contract.symbol) ? { ...config, status: 'Closed', support_bot: false } : config;
    });
    const publicConfigs = configs.filter((c) => !c.is_pre_listing);
    listing = { generation: ctx.delistings.generation, configs, publicConfigs, versions: { public: listVersion(publicConfigs), gray: listVersion(configs) } };
    return listing;
  };

  const emptyGroups = (): SymbolsByContractType => ({
    InversePerpetual: [],
    LinearPerpetual: [],
    InverseFutures: [],
    UsdcPerpetual: [],
    UsdcFutures: [],
    LinearFutures: [],
  });

  return {
    tags: ['market'],
    errors: { 400: ErrorEnvelope },
    rows: [
      endpoint({
        method: 'GET',
        path: API_PATHS.briefSymbolList,
        summary: 'Contract symbol configuration grouped by contract type (cacheable by version)',
        auth: 'optional',
        query: BriefSymbolListQuery,
        result: BriefSymbolListResult,
        handler: ({ query, request }) => {
          // The cookie session, else the in-app caller named by its token suffix.
          const suffix = query.token_suffix;
          const userId = request.session?.user.id ?? (suffix ? ctx.sessions.userIdBySuffix(suffix) : null);
          const gray = userId !== null ? ctx.users.flags(userId).has('symbolGray') : false;
          const { configs, publicConfigs, versions } = contracts();
          const version = gray ? versions.gray : versions.public;
          const symbols = emptyGroups();
          const changed = query.version !== version;
          if (changed) {
            const filter = query.filter ?? 'all';
            for (const config of gray ? configs : publicConfigs) {
              if (filter !== 'all' && config.contract_type !== filter) continue;
              symbols[config.contract_type].push(config);
            }
          }
          return { version, changed, default_quote_coin: DEFAULT_QUOTE_COIN, symbols };
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.dynamicSymbolItem,
        summary: 'One contract’s configuration with its last price and 24 h figures',
        query: DynamicSymbolItemQuery,
        result: DynamicSymbolItemResult,
        handler: ({ query }) => {
          const contract = linearContract(query.symbol);
          if (!contract) throw invalidParam('query.symbol', `unknown contract ${query.symbol}`);
          const { configs, versions } = contracts();
          const config = configs.find((c) => c.name === contract.symbol)!;
          const ticker = ctx.market.ticker(contract.symbol);
          const round = (price: string) => roundToTick(price, contract.tickSize);
          return {
            version: versions.public,
            symbol: config,
            last_price: round(ticker.c),
            ...contractTickerFields(ctx.market, contract.symbol),
            price_24h_pcnt: ticker.m,
            high_price_24h: round(ticker.h),
            low_price_24h: round(ticker.l),
            volume_24h: ticker.v,
            turnover_24h: ticker.qv,
          };
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.spotSymbolList,
        summary: 'Spot pairs for grid and DCA bots: price, amplitude, 24 h change, tick size, trade limits, trailing support',
        query: SpotSymbolListQuery,
        result: SpotSymbolListResult,
        handler: ({ query }) => {
          const { quote_coin: quote, keyword } = query;
          const needle = keyword?.toUpperCase();
          const list: SpotSymbolItem[] = [];
          for (const pair of SPOT_PAIRS) {
            if (quote && pair.quote !== quote) continue;
            if (needle && !pair.symbol.includes(needle)) continue;
            const ticker = ctx.market.ticker(pair.symbol);
            list.push({
              symbol: pair.symbol,
              base_coin: pair.base,
              quote_coin: pair.quote,
              price: roundToTick(ticker.c, pair.tickSize),
              amplitude: ticker.amplitude,
              change_24h: ticker.m,
              tick_size: pair.tickSize,
              price_scale: scaleOf(pair.tickSize),
              qty_scale: scaleOf(pair.lotSize),
              min_trade_qty: pair.minQty,
              max_trade_qty: pair.maxQty,
              min_trade_amount: pair.minAmount,
              max_trade_amount: pair.maxAmount,
              is_support_ts: pair.supportTrailingStop,
              status: ctx.delistings.has('spot', pair.symbol) ? 'Closed' : pair.status,
              display: pair.display,
            });
          }
          return { list };
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.kline,
        summary: 'Candles for 1m … 1M: open time ≤ end (default now), newest `limit` (default 200, max 1000), oldest first',
        query: KlineQuery,
        result: KlineResult,
        handler: ({ query }) => {
          const { symbol, interval, start, end } = query;
          if (!ctx.market.has(symbol)) throw invalidParam('query.symbol', `unknown symbol ${symbol}`);
          if (start !== undefined && end !== undefined && start > end) throw invalidParam('query.start', 'must not be after end');
          const list = ctx.market.klines(symbol, interval, { start, end, limit: query.limit ?? 200 });
          return { symbol, interval, list };
        },
      }),
      endpoint({
        method: 'GET',
        path: API_PATHS.depth,
        summary: 'Order-book snapshot around the last price: `limit` levels a side (default 10), each `merge` ticks wide (one of the symbol’s depth-merge ratios)',
        query: DepthQuery,
        result: DepthResult,
        handler: ({ query }) => {
          const category = query.category ?? 'spot';
          const instrument = category === 'spot' ? spotPair(query.symbol) : linearContract(query.symbol);
          if (!instrument || !ctx.market.has(instrument.symbol)) throw invalidParam('query.symbol', `unknown ${category === 'spot' ? 'spot pair' : 'contract'} ${query.symbol}`);
          const ratios = category === 'spot' ? [...DEFAULT_DEPTH_MERGE_RATIOS] : contractConfig(linearContract(query.symbol)!).depth_merge_ratios;
          const merge = query.merge ?? ratios[0];
          if (!ratios.includes(merge)) throw invalidParam('query.merge', `must be one of ${ratios.join(', ')}`);
          const lastPrice = roundToTick(ctx.market.lastPrice(instrument.symbol).price, instrument.tickSize);
          const ts = ctx.clock.now();
          const book = depthSnapshot({
            seed: ctx.config.seed,
            category,
            symbol: instrument.symbol,
            tickSize: instrument.tickSize,
            lotSize: instrument.lotSize,
            minQty: instrument.minQty,
            lastPrice,
            merge,
            levels: query.limit ?? 10,
            now: ts,
          });
          return { symbol: instrument.symbol, category, ts, last_price: lastPrice, tick_size: instrument.tickSize, merge, merge_ratios: ratios, ...book };
        },
      }),
    ],
  };
});

/** Rounds a decimal price (at any scale) half-up to a tick size such as "0.5" or "0.01"; the result has the tick's decimals. */
export function roundToTick(price: string, tickSize: string): string {
  const tickScale = scaleOf(tickSize);
  const scale = Math.max(scaleOf(price), tickScale);
  const units = toUnits(price, scale);
  const tick = toUnits(tickSize, scale);
  const rounded = ((units + tick / 2n) / tick) * tick;
  return fromUnits(rounded / 10n ** BigInt(scale - tickScale), tickScale, true);
}
