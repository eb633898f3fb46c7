/**
 * One running bot of every kind the simulator runs, created through the
 * kind's own create call as a user would: the proof suite's fuzz runs with
 * them in the database (so "nothing changed" covers bots, orders and
 * positions), and its authorization matrix aims another user's calls at them.
 *
 * A new kind adds its create here; `sampleBots` refuses to run while a
 * registered driver has none, so the matrix cannot silently skip a kind.
 */
import { DCA_PATHS, FCOMBO_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { gridAround, type Kit } from '../bots/test-kit';

type SampleCreate = (kit: Kit) => { path: string; body: Record<string, unknown>; idField: string };

function contractPrice(kit: Kit, symbol: string, factor: number): string {
  const market = kit.server.ctx.market;
  return market.formatContractPrice(symbol, Math.round(market.markPrice(symbol).indexTicks * factor));
}

export const SAMPLE_CREATES: Record<string, SampleCreate> = {
  GRID_SPOT: (kit) => ({ path: SPOT_GRID_PATHS.createGrid, body: gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), idField: 'grid_id' }),
  DCA_SPOT: () => ({ path: DCA_PATHS.createBot, body: { parameters: { frequency_in_second: 1800, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } }, idField: 'bot_id' }),
  GRID_FUTURES: (kit) => ({
    path: FUTURES_GRID_PATHS.create,
    body: { symbol: 'ETHUSDT', grid_mode: 2, min_price: contractPrice(kit, 'ETHUSDT', 0.98), max_price: contractPrice(kit, 'ETHUSDT', 1.02), cell_number: 6, leverage: '5', total_investment: '500' },
    idField: 'bot_id',
  }),
  MART_FUTURES: () => ({
    path: FMART_PATHS.createFmartBot,
    body: { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.5', add_position_num: 3, init_margin: '1000', round_tp_percent: '0.01' },
    idField: 'bot_id',
  }),
  COMBO_FUTURES: () => ({
    path: FCOMBO_PATHS.createBot,
    body: {
      leverage: '2',
      init_margin: '2000',
      adjust_position_mode: 3,
      adjust_position_percent: '0.05',
      adjust_position_time_interval: 3600,
      symbol_settings: [
        { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
        { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.5' },
      ],
    },
    idField: 'bot_id',
  }),
};

/** Creates one bot of every registered kind for the user of `cookie`; kind → bot id. */
export async function sampleBots(kit: Kit, cookie: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const driver of kit.bots.drivers.all()) {
    const create = SAMPLE_CREATES[driver.kind];
    if (!create) throw new Error(`no sample create for bot kind ${driver.kind}: add one to proof/sample-bots.ts`);
    const { path, body, idField } = create(kit);
    const reply = await kit.post<Record<string, string>>(path, body, cookie);
    const id = reply.result?.[idField];
    if (reply.ret_code !== 0 || !id) throw new Error(`sample ${driver.kind} not created: ${JSON.stringify(reply).slice(0, 300)}`);
    ids[driver.kind] = String(id);
  }
  return ids;
}
