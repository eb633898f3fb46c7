import { expectLocaleMatches, mergeTrees } from '@tb/i18n/testing';
import { createArSA } from '../i18n/create-ar-SA';
import { createEn as firstScreen } from '../i18n/create-en';
import { createAiEn } from '../i18n/create-en-ai';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { createZhTW } from '../i18n/create-zh-TW';
import { contractConfig } from '@tb/data-access-symbols';
import { compileContract } from '@tb/engine';
import { contractRulesFrom } from '@tb/futures-feature';
import { simBtcSymbol } from '@tb/futures-feature/testing';
import { EMPTY_FORM, fieldOf, fieldRules, inputFromBody, readForm, toCreateBody, toValidateBody, type FgridFormValues } from './form';

/** The whole English tree: the first screen's words and the lazy parts'. */
const createEn = mergeTrees(firstScreen, createAiEn, createBacktestEn, createConfirmEn);

const values: FgridFormValues = { ...EMPTY_FORM, symbol: 'BTCUSDT', minPrice: '19000.0', maxPrice: '21000', cellNumber: '10', leverage: '5', investment: '1000' };
/** BTCUSDT as the simulator serves it (tick 0.1, lot 0.001: margin in 0.0001 USDT). */
const contract = compileContract(contractRulesFrom(contractConfig(simBtcSymbol())));
/** The form's values read with their rules: what a body is built from (null while a field has a problem). */
const exact = (v: FgridFormValues) => readForm(v, fieldRules(contract, v)).exact;
const body = (v: FgridFormValues) => toValidateBody(exact(v));

describe('futures-grid create form', () => {
  it('sends TP by price and SL by percent for tp_sl_type 3, and no trailing stop for a neutral grid', () => {
    const sent = body({ ...values, mode: 'neutral', tpSlKind: 'tpPriceSlPercent', takeProfit: '21500.5', stopLoss: '12', tsPercent: '3' });
    expect(sent).toEqual({ symbol: 'BTCUSDT', grid_mode: 1, grid_type: 1, min_price: '19000', max_price: '21000', cell_number: 10, leverage: '5', tp_sl_type: 3, take_profit_price: '21500.5', stop_loss_per: '0.12', init_margin: '1000' });
    expect(inputFromBody(sent!)).toMatchObject({ gridMode: 'neutral', tpSlType: 'tp_price_sl_percent', takeProfitPrice: '21500.5', stopLossPercent: '0.12', investment: '1000' });
  });

  it('keeps move bounds for arithmetic grids only, and waits for a complete grid', () => {
    expect(toCreateBody(exact({ ...values, moveUpPrice: '23000' })!, 'manual')).toMatchObject({ move_up_price: '23000', create_type: 3 });
    expect(toCreateBody(exact({ ...values, gridType: 'geometric', moveUpPrice: '23000' })!, 'manual')).not.toHaveProperty('move_up_price');
    expect(body({ ...values, investment: '' })).toBeNull();
    expect(body({ ...values, entryPrice: 'abc' })).toBeNull();
  });

  it('sends nothing a field refuses, and exactly what it takes (issue 32)', () => {
    const problems = (v: Partial<FgridFormValues>) => readForm({ ...values, ...v }, fieldRules(contract, { ...values, ...v })).problems;
    // letters, exponents, a sign, more decimals than the tick or the quote unit, off the tick, huge, past the leverage step or cap
    expect(problems({ minPrice: '19000.05' })).toEqual({ minPrice: { kind: 'tooManyDecimals', decimals: 1 } });
    expect(problems({ maxPrice: '5e2' })).toEqual({ maxPrice: { kind: 'notNumber' } });
    expect(problems({ investment: '-100' })).toEqual({ investment: { kind: 'negative' } });
    expect(problems({ investment: '100.123456789' })).toEqual({ investment: { kind: 'tooManyDecimals', decimals: 4 } });
    expect(problems({ investment: '999999999999' }).investment).toMatchObject({ kind: 'high' });
    expect(problems({ maxPrice: '99999999999' }).maxPrice).toMatchObject({ kind: 'high' });
    expect(problems({ leverage: '5.123' })).toEqual({ leverage: { kind: 'tooManyDecimals', decimals: 2 } });
    expect(problems({ leverage: '500' }).leverage).toMatchObject({ kind: 'high' });
    expect(problems({ cellNumber: '2.5' })).toEqual({ cellNumber: { kind: 'notWhole' } });
    for (const bad of [{ minPrice: 'abc' }, { investment: '0' }, { leverage: '0.5' }, { takeProfit: '1.234' }]) expect(body({ ...values, ...bad })).toBeNull();
    // a decimal leverage and a margin to the quote unit are sent as typed
    expect(body({ ...values, leverage: '5.1', investment: '100.1234' })).toMatchObject({ leverage: '5.1', init_margin: '100.1234' });
    // another locale's separators and Eastern digits read as the number they mean
    expect(readForm({ ...values, investment: '\u0661\u0662\u0663\u066b\u0665' }, fieldRules(contract, values), 'ar-SA').exact?.investment).toBe('123.5');
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
    expectLocaleMatches(createEn, tree);
    // (none empty: missingKeys, which it runs both ways, counts an empty string as missing)
  });
});
