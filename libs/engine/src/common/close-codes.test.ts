import { BOT_CLOSE_CODES, CLOSE_CODE_OF_CAUSE, type CloseCause } from './close-codes';

describe('close codes', () => {
  it('lists each unified code once, in the wire form', () => {
    expect(new Set(BOT_CLOSE_CODES).size).toBe(BOT_CLOSE_CODES.length);
    for (const c of BOT_CLOSE_CODES) expect(c).toMatch(/^BOT_CLOSE_CODE_[A-Z_]+$/);
  });

  it('gives every shared cause a distinct listed code, the stops their auto codes', () => {
    const causes = Object.keys(CLOSE_CODE_OF_CAUSE) as CloseCause[];
    const codes = causes.map((c) => CLOSE_CODE_OF_CAUSE[c]);
    expect(new Set(codes).size).toBe(causes.length);
    for (const code of codes) expect(BOT_CLOSE_CODES).toContain(code);
    expect([CLOSE_CODE_OF_CAUSE.take_profit, CLOSE_CODE_OF_CAUSE.stop_loss, CLOSE_CODE_OF_CAUSE.trailing_stop]).toEqual([
      'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
      'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
      'BOT_CLOSE_CODE_TRAILING_STOP',
    ]);
    expect(CLOSE_CODE_OF_CAUSE.liquidation).toBe('BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION');
  });
});
