import { defineCodedEnum, defineEnum, prefixed, prefixedCoded, type EnumValue } from './define-enum';

const GRID_MODE_SUFFIXES = { unspecified: 'UNSPECIFIED', neutral: 'NEUTRAL', long: 'LONG', short: 'SHORT' } as const;
/** Request codes of `grid_mode` (FG-1/FG-2): 1 neutral, 2 long, 3 short. */
const GRID_MODE_CODES = { unspecified: 0, neutral: 1, long: 2, short: 3 } as const;
const GRID_MODE_LABELS = { unspecified: ['Unspecified'], neutral: ['Neutral'], long: ['Long'], short: ['Short'] };

/**
 * Grid mode (spec §3), generic form: the AI-parameters call (`grid_mode` of
 * `ai_params`) and ranking filters use `GRID_MODE_*` (designed identifiers,
 * same codes as the futures form).
 */
export const gridMode = /*#__PURE__*/ defineCodedEnum(
  'GridMode',
  /*#__PURE__*/ prefixedCoded('GRID_MODE_', GRID_MODE_SUFFIXES, GRID_MODE_CODES, GRID_MODE_LABELS),
  'unspecified',
);
export type GridMode = EnumValue<typeof gridMode>;

/**
 * Grid mode, futures-grid variant (spec §3 "also a future-grid variant"): the
 * futures-grid detail returns `FUTURE_GRID_MODE_*` (example:
 * `FUTURE_GRID_MODE_LONG`). Same interface values and codes as `gridMode`; the
 * generic identifiers are accepted as aliases so either decoder reads both.
 */
export const futureGridMode = /*#__PURE__*/ defineCodedEnum(
  'FutureGridMode',
  /*#__PURE__*/ prefixedCoded('FUTURE_GRID_MODE_', GRID_MODE_SUFFIXES, GRID_MODE_CODES, {
    unspecified: ['GRID_MODE_UNSPECIFIED', 'Unspecified'],
    neutral: ['GRID_MODE_NEUTRAL', 'Neutral'],
    long: ['GRID_MODE_LONG', 'Long'],
    short: ['GRID_MODE_SHORT', 'Short'],
  }),
  'unspecified',
);

/**
 * Grid type: arithmetic (equal price gap) or geometric (equal price ratio).
 * Request codes 1/2 (FG-1/FG-2); detail identifiers `FUTURE_GRID_TYPE_*`
 * (example: `FUTURE_GRID_TYPE_GEOMETRIC`), with `GRID_TYPE_*` accepted too.
 */
export const gridType = /*#__PURE__*/ defineCodedEnum(
  'GridType',
  /*#__PURE__*/ prefixedCoded(
    'FUTURE_GRID_TYPE_',
    { unspecified: 'UNSPECIFIED', arithmetic: 'ARITHMETIC', geometric: 'GEOMETRIC' },
    { unspecified: 0, arithmetic: 1, geometric: 2 },
    {
      unspecified: ['GRID_TYPE_UNSPECIFIED', 'Unspecified'],
      arithmetic: ['GRID_TYPE_ARITHMETIC', 'Arithmetic'],
      geometric: ['GRID_TYPE_GEOMETRIC', 'Geometric'],
    },
  ),
  'unspecified',
);
export type GridType = EnumValue<typeof gridType>;

/**
 * Grid style / bot style (spec §3): the AI-parameter preset a user picks.
 * High profits = wider cells (more profit per fill, fewer fills), high
 * frequency = narrow cells, steady in between. Identifiers designed.
 */
export const gridStyle = /*#__PURE__*/ defineCodedEnum(
  'GridStyle',
  /*#__PURE__*/ prefixedCoded(
    'GRID_STYLE_',
    { unspecified: 'UNSPECIFIED', highProfits: 'HIGH_PROFITS', steady: 'STEADY', highFrequency: 'HIGH_FREQUENCY' },
    { unspecified: 0, highProfits: 1, steady: 2, highFrequency: 3 },
  ),
  'unspecified',
);
export type GridStyle = EnumValue<typeof gridStyle>;

/*
 * Grid running statuses (spec §4: pre-create, pre-init, initializing,
 * created, running, stopping, stopped) — removed on purpose (issue 15).
 * They are the exchange's engine-side phases between accepting a create and
 * the grid's orders resting on the book. What a trader sees of a bot's life
 * is its lifecycle status (spot grid `status` NEW/INITIALIZING/RUNNING/
 * CANCELLING/COMPLETED, `spotGridStatus`; the futures kinds' display
 * statuses), which every screen shows. In this product no call returns a
 * running status and no screen could show one truthfully: the simulator
 * accepts a create, funds the bot and places its grid orders in one
 * transaction, so pre-create, pre-init and created never last long enough
 * to be observed, and running/stopping/stopped would only repeat the
 * lifecycle status. An enumeration no call produces and no screen reads
 * was dead code; if the exchange ever exposes the phases (for example a
 * create that returns before its orders are placed), bring it back beside
 * the call that returns it.
 */

/** Futures grid bot action (spec §3): the operation a futures-grid record describes. */
export const futuresGridBotAction = /*#__PURE__*/ defineCodedEnum(
  'FuturesGridBotAction',
  /*#__PURE__*/ prefixedCoded(
    'F_GRID_BOT_ACTION_',
    { unspecified: 'UNSPECIFIED', open: 'OPEN', close: 'CLOSE' },
    { unspecified: 0, open: 1, close: 2 },
  ),
  'unspecified',
);
export type FuturesGridBotAction = EnumValue<typeof futuresGridBotAction>;

/**
 * TP/SL type (`tp_sl_type`): how take-profit and stop-loss are expressed.
 * Request codes 1–4 as documented; the spec's "empty" is code 0 (no TP/SL
 * set): payload builders omit the field for it. Detail identifiers
 * `TP_SL_TYPE_*` (example: `TP_SL_TYPE_TP_PERCENT_SL_PRICE`); "" and
 * `TP_SL_TYPE_UNSPECIFIED` read as empty.
 */
export const tpSlType = /*#__PURE__*/ defineCodedEnum(
  'TpSlType',
  /*#__PURE__*/ prefixedCoded(
    'TP_SL_TYPE_',
    {
      empty: 'UNSPECIFIED',
      percent: 'PERCENT',
      price: 'PRICE',
      tpPriceSlPercent: 'TP_PRICE_SL_PERCENT',
      tpPercentSlPrice: 'TP_PERCENT_SL_PRICE',
    },
    { empty: 0, percent: 1, price: 2, tpPriceSlPercent: 3, tpPercentSlPrice: 4 },
    {
      empty: ['TP_SL_TYPE_EMPTY', 'Unspecified'],
      percent: ['Both %'],
      price: ['Both price'],
      tpPriceSlPercent: ['TP price+SL %'],
      tpPercentSlPrice: ['TP %+SL price'],
    },
  ),
  'empty',
);
export type TpSlType = EnumValue<typeof tpSlType>;

/** Whether a TP/SL type expresses take-profit as a price (else a percent); `empty` → no TP. */
export function takeProfitIsPrice(type: TpSlType): boolean {
  return type === 'price' || type === 'tpPriceSlPercent';
}
/** Whether a TP/SL type expresses stop-loss as a price (else a percent); `empty` → no SL. */
export function stopLossIsPrice(type: TpSlType): boolean {
  return type === 'price' || type === 'tpPercentSlPrice';
}

/** Symbol data load state (spec §4): a client-side state only, so it has no server form. */
export const SYMBOL_LOAD_STATES = ['pending', 'resolved', 'rejected'] as const;
export type SymbolLoadState = (typeof SYMBOL_LOAD_STATES)[number];

/**
 * Ranking sort keys (spec §1: ranking "by profit/loss percentage, profit/loss
 * amount or copied count"). Identifiers designed.
 */
export const rankingSort = /*#__PURE__*/ defineCodedEnum(
  'RankingSort',
  /*#__PURE__*/ prefixedCoded(
    'RANKING_SORT_',
    { unspecified: 'UNSPECIFIED', pnlPercent: 'PNL_PERCENT', pnlAmount: 'PNL_AMOUNT', copiedCount: 'COPIED_COUNT' },
    { unspecified: 0, pnlPercent: 1, pnlAmount: 2, copiedCount: 3 },
  ),
  'unspecified',
);
export type RankingSort = EnumValue<typeof rankingSort>;

/**
 * Ranking running-time filter (spec §1): within a day, 1–7 days, 7–30 days,
 * over 30 days. Bounds in hours are given so a filter can be applied locally;
 * lower bound inclusive, upper exclusive.
 */
export const rankingRunTime = /*#__PURE__*/ defineCodedEnum(
  'RankingRunTime',
  /*#__PURE__*/ prefixedCoded(
    'RANKING_RUN_TIME_',
    { all: 'ALL', withinDay: 'WITHIN_1D', oneToSevenDays: '1D_7D', sevenToThirtyDays: '7D_30D', overThirtyDays: 'OVER_30D' },
    { all: 0, withinDay: 1, oneToSevenDays: 2, sevenToThirtyDays: 3, overThirtyDays: 4 },
  ),
  'all',
);
export type RankingRunTime = EnumValue<typeof rankingRunTime>;
export const RANKING_RUN_TIME_HOURS: Readonly<Record<RankingRunTime, readonly [number, number | null]>> = {
  all: [0, null],
  withinDay: [0, 24],
  oneToSevenDays: [24, 168],
  sevenToThirtyDays: [168, 720],
  overThirtyDays: [720, null],
};

/**
 * Ranking profit/loss bands in percent (spec §1): 0–5, 5–10, 10–20, 20–50,
 * 50–70, 70–100, over 100. Lower bound inclusive, upper exclusive; percents
 * are whole numbers (5 = 5 %).
 */
export const rankingPnlBand = /*#__PURE__*/ defineEnum(
  'RankingPnlBand',
  /*#__PURE__*/ prefixed(
    'RANKING_PNL_BAND_',
    {
      all: 'ALL',
      from0To5: '0_5',
      from5To10: '5_10',
      from10To20: '10_20',
      from20To50: '20_50',
      from50To70: '50_70',
      from70To100: '70_100',
      over100: 'OVER_100',
    },
    { all: 0, from0To5: 1, from5To10: 2, from10To20: 3, from20To50: 4, from50To70: 5, from70To100: 6, over100: 7 },
  ),
  'all',
);
export type RankingPnlBand = EnumValue<typeof rankingPnlBand>;
export const RANKING_PNL_BAND_PERCENT: Readonly<Record<RankingPnlBand, readonly [number, number | null]>> = {
  all: [Number.NEGATIVE_INFINITY, null],
  from0To5: [0, 5],
  from5To10: [5, 10],
  from10To20: [10, 20],
  from20To50: [20, 50],
  from50To70: [50, 70],
  from70To100: [70, 100],
  over100: [100, null],
};
