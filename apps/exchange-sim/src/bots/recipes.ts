/**
 * What the kinds' recipes (kit.ts `KindRecipes`) read of the market, and a
 * kind's create call as its route table declares it (the row marked
 * `exposure: { op: 'create', id }`): the seeded population, the proof suite's
 * sample bots, the strategy tools and tests reach every kind through these,
 * never through a table of kinds.
 */
import type { TSchema } from 'typebox';
import type { SimContext } from '../context';
import type { RouteRow } from '../http/route-table';
import type { KindDriver } from './driver';
import type { RecipeMarket } from './kit';
import type { BotPairs } from './pairs';

/** The market now, as recipes read it. */
export function recipeMarket(ctx: SimContext, pairs: BotPairs): RecipeMarket {
  const pairOf = (symbol: string) => {
    const pair = pairs.get(symbol);
    if (!pair) throw new Error(`recipe: no spot pair ${symbol}`);
    return pair;
  };
  const text = (symbol: string, units: number) => {
    const { tickScale } = pairOf(symbol).market;
    return (units / 10 ** tickScale).toFixed(tickScale);
  };
  return {
    // the last price × factor, snapped to the pair's tick (a multiple of tickUnits)
    spotPrice(symbol, factor) {
      const pair = pairOf(symbol);
      const tick = Number(pair.market.tickUnits);
      return text(symbol, Math.round(Math.round(pairs.lastTicks(pair) * factor) / tick) * tick);
    },
    spotTicks: text,
    contractPrice: (symbol, factor) => ctx.market.formatContractPrice(symbol, Math.round(ctx.market.markPrice(symbol).indexTicks * factor)),
  };
}

/** A kind's create call: its path, request schema and answer id field. */
export type CreateCall = { readonly path: string; readonly body: TSchema; readonly idField: string; readonly row: RouteRow };

/** The create call of a driver's route table (the row marked `exposure` create); throws naming the kind when it has none. */
export function createCallOf(driver: Pick<KindDriver, 'kind' | 'routes'>): CreateCall {
  const row = driver.routes().rows.find((r) => r.exposure?.op === 'create');
  if (!row?.body || !row.exposure?.id) throw new Error(`bot kind ${driver.kind}: its route table has no row marked exposure { op: 'create', id } (bots/kinds/<kind>/routes.ts)`);
  return { path: row.path, body: row.body, idField: row.exposure.id, row };
}
