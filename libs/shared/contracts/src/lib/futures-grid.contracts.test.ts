import { Compile } from 'typebox/compile';
import { FGRID_CHECK_CODES } from '@tb/util-check-codes';
import { accountType, blockSource, createType, gridType, tpSlType } from '@tb/util-enums';
import { FUTURES_CODES, FUTURES_GRID_CODES, FUTURES_GRID_PATHS, FuturesGridCreateBody, FuturesGridTpSlBody, FuturesGridValidateBody } from '../index';

describe('futures grid contracts', () => {
  it('uses the util-enums request codes', () => {
    for (const [k, v] of Object.entries(FUTURES_GRID_CODES.gridType)) expect(gridType.toCode(k as 'geometric')).toBe(v);
    for (const [k, v] of Object.entries(FUTURES_GRID_CODES.tpSlType)) expect(tpSlType.toCode(k as 'price')).toBe(v);
    for (const [k, v] of Object.entries(FUTURES_GRID_CODES.createType)) expect(createType.toCode(k as 'copy')).toBe(v);
    for (const [k, v] of Object.entries(FUTURES_CODES.accountType)) expect(accountType.toCode(k as 'derivatives')).toBe(v);
    expect(blockSource.toCode('pageAi')).toBe(4);
    expect(FGRID_CHECK_CODES.map((c) => c.code)).toContain('FGRID_CHECK_CODE_OPERATE_DENIED');
  });

  it('serves every futures-grid call under /x-api', () => {
    for (const path of Object.values(FUTURES_GRID_PATHS)) expect(path).toMatch(/^\/x-api\/(contract\/v5\/fgridbot|fgrid\/v1)\/[a-z-]+$/);
  });

  it('accepts a create body and refuses unknown fields, a leverage below 1 and a bad grid mode', () => {
    const create = Compile(FuturesGridCreateBody);
    const body = { symbol: 'BTCUSDT', grid_mode: 2, min_price: '60000', max_price: '70000', cell_number: 10, leverage: '5', total_investment: '1000', account_type: 1, create_type: 3, block_source: 1 };
    expect(create.Check(body)).toBe(true);
    expect(create.Check({ ...body, foo: 1 })).toBe(false);
    expect(create.Check({ ...body, leverage: '0.5' })).toBe(false);
    expect(create.Check({ ...body, grid_mode: 4 })).toBe(false);
    const { total_investment: _, ...grid } = body;
    expect(Compile(FuturesGridValidateBody).Check({ ...grid, init_margin: '' })).toBe(false); // create-only fields
    expect(Compile(FuturesGridValidateBody).Check({ symbol: 'BTCUSDT', grid_mode: 1, min_price: '1', max_price: '2', cell_number: 2, leverage: '1', init_margin: '' })).toBe(true);
    expect(Compile(FuturesGridTpSlBody).Check({ bot_id: '100000000000000001', tp_sl_type: 4, take_profit_per: '0.2', stop_loss_price: '60000' })).toBe(true);
  });
});
