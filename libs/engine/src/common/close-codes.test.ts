import { BOT_CLOSE_CODES, CLOSE_CODE_OF_CAUSE } from './close-codes';

describe('close codes', () => {
  it('lists each unified code once, in the wire form', () => {
    expect(new Set(BOT_CLOSE_CODES).size).toBe(BOT_CLOSE_CODES.length);
    for (const c of BOT_CLOSE_CODES) expect(c).toMatch(/^BOT_CLOSE_CODE_[A-Z_]+$/);
  });

  it('gives every shared cause its own unified code', () => {
    expect(CLOSE_CODE_OF_CAUSE).toEqual({
      manual: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      failed_initiation: 'BOT_CLOSE_CODE_FAILED_INITIATION',
      take_profit: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
      stop_loss: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
      trailing_stop: 'BOT_CLOSE_CODE_TRAILING_STOP',
      symbol_delisted: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
      user_banned: 'BOT_CLOSE_CODE_USER_BANNED',
      liquidation: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
    });
    const codes = Object.values(CLOSE_CODE_OF_CAUSE);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
