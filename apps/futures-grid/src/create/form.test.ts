import { mergeTrees, missingKeys } from '@tb/i18n/testing';
import { createArSA } from '../i18n/create-ar-SA';
import { createEn as firstScreen } from '../i18n/create-en';
import { createAiEn } from '../i18n/create-en-ai';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { createZhTW } from '../i18n/create-zh-TW';
import { EMPTY_FORM, fieldOf, fractionToPercent, inputFromBody, percentToFraction, toCreateBody, toValidateBody, type FgridFormValues } from './form';

/** The whole English tree: the first screen's words and the lazy parts'. */
const createEn = mergeTrees(firstScreen, createAiEn, createBacktestEn, createConfirmEn);

const values: FgridFormValues = { ...EMPTY_FORM, symbol: 'BTCUSDT', minPrice: '19000.0', maxPrice: '21000', cellNumber: '10', leverage: '5', investment: '1000' };

describe('futures-grid create form', () => {
  it('divides percents by 100 exactly and multiplies them back', () => {
    expect(percentToFraction('2.5')).toBe('0.025');
    expect(percentToFraction('33.33')).toBe('0.3333');
    expect(fractionToPercent('0.025')).toBe('2.5');
    expect(fractionToPercent('')).toBe('');
  });

  it('sends TP by price and SL by percent for tp_sl_type 3, and no trailing stop for a neutral grid', () => {
    const body = toValidateBody({ ...values, mode: 'neutral', tpSlKind: 'tpPriceSlPercent', takeProfit: '21500.5', stopLoss: '12', tsPercent: '3' });
    expect(body).toEqual({ symbol: 'BTCUSDT', grid_mode: 1, grid_type: 1, min_price: '19000', max_price: '21000', cell_number: 10, leverage: '5', tp_sl_type: 3, take_profit_price: '21500.5', stop_loss_per: '0.12', init_margin: '1000' });
    expect(inputFromBody(body!)).toMatchObject({ gridMode: 'neutral', tpSlType: 'tp_price_sl_percent', takeProfitPrice: '21500.5', stopLossPercent: '0.12', investment: '1000' });
  });

  it('keeps move bounds for arithmetic grids only, and waits for a complete grid', () => {
    expect(toCreateBody({ ...values, moveUpPrice: '23000' }, 'manual')).toMatchObject({ move_up_price: '23000', create_type: 3 });
    expect(toCreateBody({ ...values, gridType: 'geometric', moveUpPrice: '23000' }, 'manual')).not.toHaveProperty('move_up_price');
    expect(toValidateBody({ ...values, investment: '' })).toBeNull();
    expect(toValidateBody({ ...values, entryPrice: 'abc' })).toBeNull();
  });

  it('puts a check message at the input that edits its field or an alias', () => {
    expect(fieldOf({ field: 'quote_investment', aliases: ['total_investment', 'init_margin'] })).toBe('investment');
    expect(fieldOf({ field: 'ts_percent', aliases: ['trailing_stop_per'] })).toBe('tsPercent');
    expect(fieldOf({ field: 'stop_loss_price', aliases: ['stop_loss_per'] })).toBe('stopLoss');
    expect(fieldOf({ field: null, aliases: [] })).toBeNull();
  });

  it.each([
    ['zh-TW', createZhTW],
    ['ar-SA', createArSA],
  ])('%s has every key of English (and no other), none empty, with the same placeholders', (_locale, tree) => {
    expect(missingKeys(createEn, tree)).toEqual([]);
    expect(missingKeys(tree, createEn)).toEqual([]);
    const placeholders = (value: unknown, prefix = ''): Array<[string, string]> =>
      typeof value === 'string' ? [[prefix, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',')]] : Object.entries(value as object).flatMap(([k, v]) => placeholders(v, `${prefix}.${k}`));
    // by key: the English parts are merged here, not in the locales' order
    const sorted = (pairs: Array<[string, string]>) => [...pairs].sort(([a], [b]) => a.localeCompare(b));
    expect(sorted(placeholders(tree))).toEqual(sorted(placeholders(createEn)));
    expect(placeholders(tree).filter(([key]) => (key.split('.').reduce((node: unknown, part) => (part ? (node as Record<string, unknown>)[part] : node), tree) as string) === '')).toEqual([]);
  });
});
