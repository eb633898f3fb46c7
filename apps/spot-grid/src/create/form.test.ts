import { EMPTY_FORM, isComplete, previewLevels, toValidateBody, tpSlTypeOf, type GridFormValues } from './form';
import { toCreateBody } from './create-body';

const base: GridFormValues = { ...EMPTY_FORM, symbol: 'BTCUSDT', minPrice: '60000', maxPrice: '70000', cellNumber: '10', quoteInvestment: '500' };

describe('isComplete', () => {
  it('needs pair, range, a whole grid count and the investment of the chosen mode', () => {
    expect(isComplete(base)).toBe(true);
    expect(isComplete({ ...base, cellNumber: '10.5' })).toBe(false);
    expect(isComplete({ ...base, quoteInvestment: '' })).toBe(false);
    expect(isComplete({ ...base, investMode: 'base' })).toBe(false);
    expect(isComplete({ ...base, investMode: 'base', baseInvestment: '0.01' })).toBe(true);
    expect(isComplete({ ...base, investMode: 'base_and_quote', baseInvestment: '0.01' })).toBe(true);
    expect(isComplete({ ...base, minPrice: '0' })).toBe(false);
  });
});

describe('payloads', () => {
  it('validate-input leaves empty optional inputs out', () => {
    expect(toValidateBody(base, true)).toEqual({ symbol: 'BTCUSDT', cell_number: 10, min_price: '60000', max_price: '70000', grid_type: 1, invest_mode: 0, quote_investment: '500' });
  });

  it('TP/SL by price: validate names and create names, tp_sl_type 2', () => {
    const v = { ...base, takeProfit: '75000', stopLoss: '55000' };
    expect(toValidateBody(v, true)).toMatchObject({ tp_sl_type: 2, take_profit: '75000', stop_loss: '55000' });
    expect(toCreateBody(v, true, 'manual')).toMatchObject({ tp_sl_type: 2, take_profit_price: '75000', stop_loss_price: '55000', create_type: 3 });
  });

  it('attributes the create to where it started: the create block, the AI block, or the rank list for a copy opened from the ranking', () => {
    const copy = { ...base, followedGridId: '100000000000000021' };
    expect(toCreateBody(base, true, 'manual')).toMatchObject({ create_type: 3, block_source: 1 });
    expect(toCreateBody(base, true, 'auto')).toMatchObject({ create_type: 2, block_source: 2 });
    expect(toCreateBody(copy, true, 'copy')).toMatchObject({ create_type: 1, block_source: 1, followed_grid_id: '100000000000000021' });
    expect(toCreateBody(copy, true, 'copy', true)).toMatchObject({ create_type: 1, block_source: 3, followed_grid_id: '100000000000000021' });
  });

  it('TP/SL by total-PnL percent: fractions, tp_sl_type 1', () => {
    const v: GridFormValues = { ...base, tpMode: 'percent', slMode: 'percent', takeProfit: '20', stopLoss: '10' };
    expect(toValidateBody(v, true)).toMatchObject({ tp_sl_type: 1, take_profit_per: '0.2', stop_loss_per: '0.1' });
    expect(toCreateBody(v, true, 'manual')).not.toHaveProperty('take_profit_price');
  });

  it.each([
    ['price', 'percent', 3, { take_profit_price: '75000', stop_loss_per: '0.1' }],
    ['percent', 'price', 4, { take_profit_per: '0.2', stop_loss_price: '55000' }],
  ] as const)('TP by %s and SL by %s: tp_sl_type %i with each side in its own unit', (tpMode, slMode, type, fields) => {
    const v: GridFormValues = { ...base, tpMode, slMode, takeProfit: tpMode === 'price' ? '75000' : '20', stopLoss: slMode === 'price' ? '55000' : '10' };
    expect(toCreateBody(v, true, 'manual')).toMatchObject({ tp_sl_type: type, ...fields });
  });

  it('one side alone goes by its own choice; neither sends no TP/SL', () => {
    expect(tpSlTypeOf({ mode: 'percent', set: true }, { mode: 'price', set: false })).toBe(1);
    expect(tpSlTypeOf({ mode: 'percent', set: false }, { mode: 'price', set: true })).toBe(2);
    expect(tpSlTypeOf({ mode: 'price', set: false }, { mode: 'price', set: false })).toBe(0);
    expect(toValidateBody({ ...base, slMode: 'percent', stopLoss: '10' }, true)).toMatchObject({ tp_sl_type: 1, stop_loss_per: '0.1' });
  });

  it('trailing stop is sent ÷100 only when allowed; trailing up carries its cap', () => {
    const v = { ...base, tsPercent: '5', enableTrailing: true, limitUpPrice: '90000' };
    expect(toValidateBody(v, true)).toMatchObject({ ts_percent: '0.05', enable_trailing: true, limit_up_price: '90000' });
    expect(toValidateBody(v, false)).not.toHaveProperty('ts_percent');
    expect(toValidateBody({ ...base, limitUpPrice: '90000' }, true)).not.toHaveProperty('limit_up_price');
  });

  it('invest modes send the matching amounts', () => {
    expect(toValidateBody({ ...base, investMode: 'base', baseInvestment: '0.02' }, true)).toMatchObject({ invest_mode: 1, base_investment: '0.02' });
    expect(toValidateBody({ ...base, investMode: 'base', baseInvestment: '0.02' }, true)).not.toHaveProperty('quote_investment');
    expect(toValidateBody({ ...base, investMode: 'base_and_quote', baseInvestment: '0.02' }, true)).toMatchObject({ invest_mode: 2, base_investment: '0.02', quote_investment: '500' });
  });

  it('a copy names its source and create type 1; AI is create type 2 from the AI block', () => {
    expect(toCreateBody({ ...base, followedGridId: '123456789012345678' }, true, 'copy')).toMatchObject({ followed_grid_id: '123456789012345678', create_type: 1 });
    expect(toCreateBody({ ...base, gridType: 'geometric' }, true, 'auto')).toMatchObject({ grid_type: 2, create_type: 2, block_source: 2 });
  });
});

describe('previewLevels', () => {
  it('arithmetic levels on the tick, both ends exact', () => {
    expect(previewLevels('100', '110', '4', 'arithmetic', '0.01')).toEqual(['100', '102.5', '105', '107.5', '110']);
  });
  it('geometric levels grow by the same ratio', () => {
    const levels = previewLevels('100', '400', '2', 'geometric', '0.01');
    expect(levels).toEqual(['100', '200', '400']);
  });
  it('nothing for inputs that cannot make a grid', () => {
    expect(previewLevels('110', '100', '4', 'arithmetic', '0.01')).toEqual([]);
    expect(previewLevels('100', '110', '', 'arithmetic', '0.01')).toEqual([]);
    expect(previewLevels('abc', '110', '4', 'arithmetic', '0.01')).toEqual([]);
  });
});
