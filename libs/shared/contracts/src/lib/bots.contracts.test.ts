import { Compile } from 'typebox/compile';
import { BOT_RESPONSE_CODES, SPOT_CHECK_CODES } from '@tb/util-check-codes';
import { botCloseCode, dcaMode, gridStyle, spotCloseMode, spotCreateInvestMode, tpSlType, gridType, accountType, createType, blockSource } from '@tb/util-enums';
import {
  BOT_STATUS_CODE,
  BOTS_PATHS,
  UNREACHABLE_BOT_STATUS_CODES,
  DCA_CLOSE_MODE_CODES,
  DCA_PATHS,
  DcaCreateBody,
  DcaCloseBody,
  ListAllBotsBody,
  SPOT_GRID_CODES,
  SPOT_GRID_PATHS,
  SpotGridCloseBody,
  SpotGridCreateBody,
  SpotGridCreateResult,
  SpotGridOrdersBody,
  SpotGridValidateBody,
} from '../index';

describe('bot contracts', () => {
  it('names every status code after a util-check-codes response code with the same number', () => {
    for (const [name, status] of Object.entries(BOT_STATUS_CODE)) {
      const def = BOT_RESPONSE_CODES.find((d) => d.code === `BOT_RESPONSE_CODE_${name}`);
      expect(def?.statusCode).toBe(status);
    }
  });

  it('answers every spec §8 bot response code, or names it unreachable with why', () => {
    const answered = new Set(Object.keys(BOT_STATUS_CODE));
    for (const def of BOT_RESPONSE_CODES) {
      if (def.statusCode === null) continue; // UNKNOWN: the client's name for a number it does not know
      const name = def.code.replace('BOT_RESPONSE_CODE_', '');
      const why = UNREACHABLE_BOT_STATUS_CODES[name];
      expect({ name, answered: answered.has(name) || (typeof why === 'string' && why.length > 0) }).toEqual({ name, answered: true });
      expect({ name, both: answered.has(name) && why !== undefined }).toEqual({ name, both: false });
    }
  });

  it('uses the util-enums request codes', () => {
    expect(SPOT_GRID_CODES.gridType).toEqual({ arithmetic: gridType.toCode('arithmetic'), geometric: gridType.toCode('geometric') });
    for (const [k, v] of Object.entries(SPOT_GRID_CODES.investMode)) expect(spotCreateInvestMode.toCode(k as 'quote')).toBe(v);
    for (const [k, v] of Object.entries(SPOT_GRID_CODES.tpSlType)) expect(tpSlType.toCode(k as 'price')).toBe(v);
    for (const [k, v] of Object.entries(SPOT_GRID_CODES.closeMode)) expect(spotCloseMode.toCode(k as 'base')).toBe(v);
    for (const [k, v] of Object.entries(SPOT_GRID_CODES.accountType)) expect(accountType.toCode(k as 'spot')).toBe(v);
    for (const [k, v] of Object.entries(DCA_CLOSE_MODE_CODES)) expect(dcaMode.toCode(k as 'base')).toBe(v);
    expect(createType.toCode('copy')).toBe(1);
    expect(blockSource.toCode('pageAi')).toBe(4);
    expect(gridStyle.values).toEqual(['unspecified', 'highProfits', 'steady', 'highFrequency']);
    expect(botCloseCode.toServer('unknown')).toBe('BOT_CLOSE_CODE_UNKNOWN');
    expect(SPOT_CHECK_CODES[0].code).toBe('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED');
  });

  it('puts every path under its documented prefix', () => {
    for (const path of Object.values(SPOT_GRID_PATHS)) expect(path).toMatch(/^\/x-api\/s1\/bot\/grid\/v1\/[a-z0-9-]+$/);
    for (const path of Object.values(DCA_PATHS)) expect(path).toMatch(/^\/x-api\/s1\/bot\/dca\/v1\/[a-z-]+$/);
    expect(BOTS_PATHS.listAllBots).toBe('/x-api/s1/bot/tradingbot/v1/list-all-bots');
    expect(Object.keys(SPOT_GRID_PATHS)).toHaveLength(21);
    expect(Object.keys(DCA_PATHS)).toHaveLength(9);
  });

  it('accepts the documented payloads and refuses wrong types and unknown fields', () => {
    const create = Compile(SpotGridCreateBody);
    const grid = { symbol: 'BTCUSDT', min_price: '60000', max_price: '70000', cell_number: 20, quote_investment: '1000' };
    expect(create.Check(grid)).toBe(true);
    expect(create.Check({ ...grid, invest_mode: 0, grid_type: 2, tp_sl_type: 1, take_profit_per: '0.2', stop_loss_per: '', entry_price: '' })).toBe(true);
    expect(create.Check({ ...grid, followed_grid_id: '100000000000000001', create_type: 1, block_source: 3, allow_follow: 0 })).toBe(true);
    expect(create.Check({ ...grid, cell_number: '20' })).toBe(false);
    expect(create.Check({ ...grid, quote_investment: 1000 })).toBe(false);
    expect(create.Check({ ...grid, quote_investment: '-1' })).toBe(false);
    expect(create.Check({ ...grid, grid_type: 3 })).toBe(false);
    expect(create.Check({ ...grid, stop_loss: '1' })).toBe(false);
    expect(create.Check({ ...grid, symbol: 'btcusdt' })).toBe(false);
    const validate = Compile(SpotGridValidateBody);
    expect(validate.Check({ ...grid, stop_loss: '50000', take_profit: '' })).toBe(true);
    expect(validate.Check({ ...grid, stop_loss_price: '50000' })).toBe(false);
    const close = Compile(SpotGridCloseBody);
    expect(close.Check({ grid_id: '100000000000000001', close_mode: '3' })).toBe(true);
    expect(close.Check({ grid_id: '100000000000000001', close_mode: 4 })).toBe(true);
    expect(close.Check({ grid_id: '100000000000000001', close_mode: 1 })).toBe(false);
    expect(close.Check({ grid_id: 100000000000000001, close_mode: 2 })).toBe(false);
    const orders = Compile(SpotGridOrdersBody);
    expect(orders.Check({ grid_id: '1', page: 1, limit: 100 })).toBe(true);
    expect(orders.Check({ grid_id: '1', page: 0 })).toBe(false);
    expect(orders.Check({ grid_id: '1', limit: 101 })).toBe(false);
    const dca = Compile(DcaCreateBody);
    const parameters = { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '10' }] };
    expect(dca.Check({ parameters })).toBe(true);
    expect(dca.Check({ parameters: { ...parameters, frequency_in_second: '600', max_invest_amount: '100', take_profit_per: '0.1' } })).toBe(true);
    expect(dca.Check(parameters)).toBe(false);
    expect(dca.Check({ parameters: { ...parameters, pairs: [] } })).toBe(false);
    expect(dca.Check({ parameters: { ...parameters, frequency_in_second: '10m' } })).toBe(false);
    const dcaClose = Compile(DcaCloseBody);
    expect(dcaClose.Check({ bot_id: '1', close_mode: 2 })).toBe(true);
    expect(dcaClose.Check({ bot_id: '1', close_mode: '4' })).toBe(false);
    const list = Compile(ListAllBotsBody);
    expect(list.Check({ status: 'ongoing', page: 1, limit: 20 })).toBe(true);
    expect(list.Check({ status: 'running' })).toBe(false);
  });

  it('lets a result be the success shape or a refusal', () => {
    const created = Compile(SpotGridCreateResult);
    expect(created.Check({ status_code: 200, debug_msg: '', grid_id: '100000000000000001' })).toBe(true);
    expect(created.Check({ status_code: 421, debug_msg: 'user banned', ban_reason_text: 'fraud' })).toBe(true);
    expect(created.Check({ status_code: 400, debug_msg: 'x', check_code: 'SPOT_CHECK_CODE_GRID_NO_TOO_LOW' })).toBe(true);
  });
});
