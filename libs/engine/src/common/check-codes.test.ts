import { checkCodes } from './check-codes';
import { closeCodeTable, closeReasons, prefixedCloseCodeTable } from './close-codes';

describe('checkCodes', () => {
  it('lists the success code, both ends of every bounded input, then the other codes, all prefixed', () => {
    const codes = checkCodes('X_CODE_', { success: 'OK', bounded: ['PRICE', 'COUNT'], other: ['NOT_RUNNING'] });
    expect(codes.success).toBe('X_CODE_OK');
    expect(codes.all).toEqual(['X_CODE_OK', 'X_CODE_PRICE_TOO_LOW', 'X_CODE_PRICE_TOO_HIGH', 'X_CODE_COUNT_TOO_LOW', 'X_CODE_COUNT_TOO_HIGH', 'X_CODE_NOT_RUNNING']);
    // the union type is exact: a code that is not described does not type-check
    const ok: (typeof codes.all)[number] = 'X_CODE_COUNT_TOO_HIGH';
    // @ts-expect-error -- NOT_RUNNING has no range, so no TOO_LOW
    const bad: (typeof codes.all)[number] = 'X_CODE_NOT_RUNNING_TOO_LOW';
    expect([ok, bad]).toHaveLength(2);
  });
});

describe('closeCodeTable', () => {
  it('is the list of its reasons, in table order', () => {
    const table = closeCodeTable({ B_STOP: 'BOT_CLOSE_CODE_CANCELED_AUTO', A_STOP: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
    expect(closeReasons(table)).toEqual(['B_STOP', 'A_STOP']);
    expect(table.A_STOP).toBe('BOT_CLOSE_CODE_CANCELED_MANUALLY');
  });

  it('prefixes the shared names with the kind\'s, keeping order and codes', () => {
    const table = prefixedCloseCodeTable('K_STOP_', { BY_USER: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', ADL: 'BOT_CLOSE_CODE_ADL' });
    expect(table).toEqual({ K_STOP_BY_USER: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', K_STOP_ADL: 'BOT_CLOSE_CODE_ADL' });
    expect(closeReasons(table)).toEqual(['K_STOP_BY_USER', 'K_STOP_ADL']);
  });
});
