/**
 * How every AI proposal is validated and what it reports (issue 29; the
 * engine's common/walk-forward.ts): the history the AI reads (7 days) is
 * cut into a choosing window (its first 4 days) and a test window (the last
 * 3); parameters are chosen from the choosing window only and backtested by
 * the kind's own engine over the test window. A proposal whose test made no
 * fill, was liquidated or lost more than `loss_limit` of its investment is
 * not offered: it is listed under `withheld` with its `failure`, and when
 * nothing passes the result says so (`none_passed`).
 *
 * Every figure here is the test window's: `window_return` is what it
 * actually returned over `test_days` days (not annualised); `apr` is that
 * return annualised from those few days only (pages say "annualised from N
 * days" beside it). Fractions with 6 decimals (estimates, not money).
 */
import { Type, type Static, type TArray, type TObject, type TSchema } from 'typebox';
import { DecimalOut } from './common';
import { BotBody, botCall, SymbolName } from './bots';

/** Why a proposal is not offered ('' = it passed its test). */
export const AI_FAILURES = ['no_fills', 'liquidated', 'loss_beyond_limit', 'not_backtested'] as const;
export type AiFailureCode = (typeof AI_FAILURES)[number];

export const AiValidationOut = Type.Object({
  /** Open of the choosing window's first candle (Unix ms). */
  choose_start: Type.Integer(),
  /** Start of the test window = end of the choosing window (Unix ms). */
  test_start: Type.Integer(),
  test_end: Type.Integer(),
  test_days: DecimalOut('length of the test window in days'),
  window_return: DecimalOut('total PnL over the test window ÷ investment, not annualised (fraction)'),
  max_drawdown: DecimalOut('largest equity fall from a peak over the test window (fraction)'),
  apr: DecimalOut('window_return annualised from test_days days (fraction per year)'),
  fills: Type.Integer(),
  liquidations: Type.Integer(),
  failure: Type.Union([Type.Literal(''), Type.Literal('no_fills'), Type.Literal('liquidated'), Type.Literal('loss_beyond_limit'), Type.Literal('not_backtested')]),
});
export type AiValidationOut = Static<typeof AiValidationOut>;

/** What a kind's AI result says about its validation as a whole. */
export const AiValidationSummary = {
  /** A proposal losing more than this fraction of its investment over its test window is not offered. */
  loss_limit: DecimalOut('fraction'),
  /** No proposal passed its test: nothing is offered (the list is empty; `withheld` says why). */
  none_passed: Type.Boolean(),
};

/** What a futures kind's AI proposal ends with: the liquidations of its backtest and the walk-forward test behind its figures. */
const futuresAiTestFields = {
  backtest_liquidations: Type.Integer(),
  validation: AiValidationOut,
};

/** Every kind's AI-parameters query: the symbol only (`GET …?symbol=BTCUSDT`). */
export const AiSymbolQuery = BotBody({ symbol: SymbolName });
export type AiSymbolQuery = Static<typeof AiSymbolQuery>;

/** The history an AI result read: its 7-day window of 1-minute candles (open of the first, close of the last, Unix ms) and their count. */
export const aiWindowFields = {
  window_start: Type.Integer(),
  window_end: Type.Integer(),
  candles: Type.Integer(),
};

/**
 * What every futures kind's AI answer carries after its symbol and the
 * proposals it offers: the proposals withheld, of the same shape, with why
 * (`validation.failure`); the validation summary; the contract's leverage
 * cap; the investment the backtests assumed; the window read; and whether it
 * was served from the hour's cache.
 */
const futuresAiAnswerFields = <P extends TSchema>(proposal: P) => ({
  withheld: Type.Array(proposal),
  ...AiValidationSummary,
  config: Type.Object({ max_leverage_e2: Type.Integer({ description: 'the contract’s maximum leverage × 100' }) }),
  backtest_investment: DecimalOut('the investment each proposal’s backtest assumed'),
  /** The 7-day window of 1-minute index candles the proposals read (choosing + test windows). */
  ...aiWindowFields,
  /** Served from the hour's cache. */
  cached: Type.Boolean(),
});

/**
 * A futures kind's AI-parameters call (futures grid, martingale), declared
 * once: its proposal is the kind's `fields` followed by the backtest's
 * liquidations and the test behind its figures (futuresAiTestFields); its
 * answer is the symbol, the proposals that passed under `offeredKey`
 * (described by `offered`), the common answer fields above, then the kind's
 * `after`. Returns [proposal, success, outcome].
 */
export const futuresAiCall = <K extends string, F extends Record<string, TSchema>, A extends Record<string, TSchema> = Record<never, TSchema>>(
  offeredKey: K,
  offered: string,
  fields: F,
  after: A = {} as A,
) => {
  const proposal = Type.Object({ ...fields, ...futuresAiTestFields });
  type Offered = { [P in K]: TArray<TObject<F & typeof futuresAiTestFields>> };
  const list = { [offeredKey]: Type.Array(proposal, { description: offered }) } as Offered;
  const [success, outcome] = botCall({ symbol: Type.String(), ...list, ...futuresAiAnswerFields(proposal), ...after });
  return [proposal, success, outcome] as const;
};
