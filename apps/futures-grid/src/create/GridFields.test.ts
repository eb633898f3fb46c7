import { EMPTY_FORM, type FgridFormValues } from './form';
import { flagDrop, shownKind } from './GridFields';

const values: FgridFormValues = { ...EMPTY_FORM, symbol: 'BTCUSDT', tpSlKind: 'percent', takeProfit: '5', stopLoss: '3', tsPercent: '1', moveUpPrice: '22000', moveDownPrice: '18000' };
const none = { trailing: false, tpslEquity: false, rangeFollows: false };
const all = { trailing: true, tpslEquity: true, rangeFollows: true };

describe('flagDrop', () => {
  it('drops what a trader’s flags do not offer: TP/SL by percent (back to by price, emptied), the trailing stop and the range moves', () => {
    expect(shownKind(values, none)).toBe('price');
    expect(flagDrop(values, none)).toEqual({ tpSlKind: 'price', takeProfit: '', stopLoss: '', tsPercent: '', moveUpPrice: '', moveDownPrice: '' });
  });

  it('keeps everything the flags offer, and drops nothing from values that already fit (so the page applies it once)', () => {
    expect(shownKind(values, all)).toBe('percent');
    expect(flagDrop(values, all)).toEqual({});
    expect(flagDrop({ ...values, ...flagDrop(values, none) }, none)).toEqual({});
  });
});
