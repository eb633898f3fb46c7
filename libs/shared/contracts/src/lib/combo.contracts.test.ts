import { Compile } from 'typebox/compile';
import { COMBO_CHECK_CODES } from '@tb/util-check-codes';
import { adjustPositionMode, blockSource, comboLegSide, createType, transferOperation } from '@tb/util-enums';
import {
  FCOMBO_CODES,
  FCOMBO_PATHS,
  FcomboCreateBody,
  FcomboDailyPickResult,
  FcomboLimitBody,
  FcomboModifyBody,
  FcomboNoPopBody,
  FcomboTransferBody,
} from '../index';

describe('combo contracts', () => {
  it('uses the util-enums request codes and the 17 check codes', () => {
    expect(comboLegSide.toCode('long')).toBe(FCOMBO_CODES.side.long);
    expect(comboLegSide.toCode('short')).toBe(FCOMBO_CODES.side.short);
    for (const [k, v] of Object.entries(FCOMBO_CODES.adjustPositionMode)) expect(adjustPositionMode.toCode(k as 'time')).toBe(v);
    for (const [k, v] of Object.entries(FCOMBO_CODES.transferType)) expect(transferOperation.toCode(k as 'in')).toBe(v);
    expect(createType.toCode('copy')).toBe(1);
    expect(blockSource.toCode('aiCreate')).toBe(2);
    expect(blockSource.toCode('rankList')).toBe(3);
    expect(COMBO_CHECK_CODES).toHaveLength(17);
  });

  it('serves the 16 calls of spec §7 under fcombobot', () => {
    const paths = Object.values(FCOMBO_PATHS);
    expect(paths).toHaveLength(16);
    expect(new Set(paths).size).toBe(16);
    for (const path of paths) expect(path).toMatch(/^\/x-api\/contract\/v5\/private\/fcombobot\/[a-z0-9-]+$/);
    expect(FCOMBO_PATHS.getHistoryOrders.endsWith('/get-history-orders-v2')).toBe(true);
  });

  it('accepts the FC-1/FC-2 bodies and refuses unknown fields, bad weights and bad sides', () => {
    const legs = [
      { symbol: 'BTCUSDT', target_position_percent: '0.5', side: 1 },
      { symbol: 'ETHUSDT', target_position_percent: '0.5', side: 2 },
    ];
    const body = { leverage: '3', init_margin: '500', adjust_position_mode: 3, symbol_settings: legs, adjust_position_percent: '0.05', adjust_position_time_interval: 86400, tp_percent: '0.2', sl_percent: '', trailing_stop_percent: '' };
    const create = Compile(FcomboCreateBody);
    expect(create.Check(body)).toBe(true);
    expect(create.Check({ ...body, create_type: 1, block_source: 2, followed_bot_id: '100000000000000001' })).toBe(true);
    expect(create.Check({ ...body, foo: 1 })).toBe(false);
    expect(create.Check({ ...body, adjust_position_mode: 7 })).toBe(false);
    expect(create.Check({ ...body, symbol_settings: [{ ...legs[0], side: 3 }, legs[1]] })).toBe(false);
    expect(create.Check({ ...body, symbol_settings: [{ ...legs[0], target_position_percent: '0.33333' }, legs[1]] })).toBe(false);
    expect(create.Check({ ...body, symbol_settings: [{ ...legs[0], target_position_percent: '1.5' }, legs[1]] })).toBe(false);
    expect(create.Check({ ...body, symbol_settings: [{ ...legs[0], extra: 1 }, legs[1]] })).toBe(false);
    const limit = Compile(FcomboLimitBody);
    expect(limit.Check({ ...body, leverage: '', init_margin: '', need_to_slippage: false })).toBe(true);
    expect(limit.Check({ ...body, create_type: 1 })).toBe(false); // create-only
    // one leg is well-formed: the count is a check code (SYMBOL_NUM_TOO_LOW), not a 400
    expect(limit.Check({ ...body, symbol_settings: [legs[0]] })).toBe(true);
  });

  it('shapes transfer, modify-setting and no-pop bodies', () => {
    expect(Compile(FcomboTransferBody).Check({ bot_id: '1', type: 1, amount: '10' })).toBe(true);
    expect(Compile(FcomboTransferBody).Check({ bot_id: '1', type: 3, amount: '10' })).toBe(false);
    expect(Compile(FcomboTransferBody).Check({ bot_id: '1', type: 2, amount: '-1' })).toBe(false);
    expect(Compile(FcomboModifyBody).Check({ bot_id: '1', tp_percent: '' })).toBe(true);
    expect(Compile(FcomboModifyBody).Check({ bot_id: '1', leverage: '2' })).toBe(false);
    expect(Compile(FcomboNoPopBody).Check({ no_pop: true })).toBe(true);
    expect(Compile(FcomboNoPopBody).Check({ no_pop: 'yes' })).toBe(false);
  });

  it('describes the daily pick payload', () => {
    const pick = {
      date: '2026-11-23',
      pick_id: 'mix-btc-eth',
      bot_name: 'BTCUSDT,ETHUSDT',
      bot_mode: 'BOT_MODE_MIX',
      leverage: '2',
      symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' }],
      adjust_position_mode: 2,
      adjust_position_percent: '0.05',
      adjust_position_time_interval: 0,
      suggested_init_margin: '100',
      backtest: { start_time: '1', end_time: '2', total_pnl_per: '0.01', max_drawdown: '0.02', apr: '0.5', rebalance_num: 3, curve: [{ time: '1', pnl_per: '0' }] },
      score: '0.5',
      rule: 'r',
      no_pop: false,
    };
    expect(Compile(FcomboDailyPickResult).Check({ status_code: 200, debug_msg: '', pick })).toBe(true);
  });
});
