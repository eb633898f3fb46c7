/**
 * @jest-environment node
 */
import { API_PATHS, CONTRACT_TYPES, ContractSymbol, DEFAULT_QUOTE_COIN, TOKEN_SUFFIX_LENGTH as CONTRACT_SUFFIX } from '@tb/contracts';
import { Value } from 'typebox/value';
import { SYMBOL_PATHS, TOKEN_SUFFIX_LENGTH } from './cache';
import { fallbackSymbols } from './fallback';
import { allSymbols, CONTRACT_TYPE_KEYS } from './model';

describe('symbol client constants equal the simulator contract', () => {
  it('paths, contract types, quote coin and token suffix length', () => {
    expect(SYMBOL_PATHS.briefSymbolList).toBe(API_PATHS.briefSymbolList);
    expect(SYMBOL_PATHS.dynamicSymbolItem).toBe(API_PATHS.dynamicSymbolItem);
    expect([...CONTRACT_TYPE_KEYS]).toEqual([...CONTRACT_TYPES]);
    expect(DEFAULT_QUOTE_COIN).toBe('USDT');
    expect(TOKEN_SUFFIX_LENGTH).toBe(CONTRACT_SUFFIX);
  });

  it('every fallback symbol is a valid ContractSymbol', () => {
    for (const symbol of allSymbols(fallbackSymbols())) {
      expect([symbol.name, Value.Check(ContractSymbol, symbol)]).toEqual([symbol.name, true]);
    }
  });
});
