import { formatAmountAsSent, formatFractionAsSent, formatLeverageAsSent } from './as-sent';
import { decimalsOf, exactCeiling, numberFieldProblem, readNumberField, readNumberFields } from './number-field';

describe('readNumberField: the one exact input path of a number field', () => {
  const price = { step: '0.5', above: '0', max: '1000000', required: true };

  it('takes what people type or paste, exactly, in any locale', () => {
    expect(readNumberField('1,234.5', price)).toEqual({ ok: true, value: '1234.5' });
    expect(readNumberField(' 007.5 ', price)).toEqual({ ok: true, value: '7.5' });
    expect(readNumberField('\u0661\u0662\u0663\u066b\u0665', price, 'ar-SA')).toEqual({ ok: true, value: '123.5' });
    expect(readNumberField('1.234,5', price, 'de-DE')).toEqual({ ok: true, value: '1234.5' });
    expect(readNumberField('', { decimals: 2 })).toEqual({ ok: true, value: '' });
  });

  it('refuses, with the reason, what the field cannot take: never a silent change', () => {
    expect(numberFieldProblem('5e2', price)).toEqual({ kind: 'notNumber' });
    expect(numberFieldProblem('12abc', price)).toEqual({ kind: 'notNumber' });
    expect(numberFieldProblem('-5', price)).toEqual({ kind: 'negative' });
    expect(numberFieldProblem('10.25', price)).toEqual({ kind: 'tooManyDecimals', decimals: 1 });
    expect(numberFieldProblem('10.4', { ...price, decimals: 1 })).toEqual({ kind: 'step', step: '0.5' });
    expect(numberFieldProblem('0', price)).toEqual({ kind: 'notAbove', bound: '0' });
    expect(numberFieldProblem('2000000', price)).toEqual({ kind: 'high', max: '1000000' });
    expect(numberFieldProblem('0.5', { min: '1' })).toEqual({ kind: 'low', min: '1' });
    expect(numberFieldProblem('', price)).toEqual({ kind: 'required' });
    expect(numberFieldProblem('2.5', { decimals: 0 })).toEqual({ kind: 'notWhole' });
  });

  it('reads a form at once: values only when no field has a problem', () => {
    const rules = { a: { decimals: 2 }, b: { decimals: 0, required: true } };
    expect(readNumberFields({ a: '1.5', b: '3' }, rules)).toEqual({ values: { a: '1.5', b: '3' }, read: { a: '1.5', b: '3' }, problems: {} });
    expect(readNumberFields({ a: '1.555', b: '3' }, rules)).toMatchObject({ values: null, read: { b: '3' }, problems: { a: { kind: 'tooManyDecimals' } } });
  });

  it('has an exact ceiling per unit scale, and counts decimals as written', () => {
    expect(exactCeiling(8)).toBe('10000000');
    expect(exactCeiling(4)).toBe('100000000000');
    expect(decimalsOf('100.1230')).toBe(4);
    expect(decimalsOf('100')).toBe(0);
  });
});

describe('formatting a body as sent: never fewer decimals than the value carries', () => {
  it('money, percents from fractions, leverage', () => {
    expect(formatAmountAsSent('100.1234', 'USDT')).toBe('100.1234 USDT');
    expect(formatAmountAsSent('100', 'USDT')).toBe('100.00 USDT');
    expect(formatAmountAsSent('1234.5', 'USDT', { locale: 'de-DE' })).toBe('1.234,50 USDT');
    expect(formatFractionAsSent('0.0123456')).toBe('1.23456%');
    expect(formatFractionAsSent('0.05')).toBe('5%');
    expect(formatLeverageAsSent('5.1')).toBe('5.1x');
  });
});
