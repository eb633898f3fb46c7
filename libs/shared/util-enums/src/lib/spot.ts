import { defineCodedEnum, prefixedCoded, type EnumValue } from './define-enum';

/*
 * Spot settlement modes share one code space, read from the API:
 *   0 unknown · 1 bit · 2 base · 3 quote · 4 base and quote
 * SG-3 `close_mode` documents 2/3/4 and DCA-2 documents 2/3; the spec's spot
 * close modes list "bit, base, quote, base and quote" and DCA modes "unknown,
 * bit, base, quote", which fills the gap: 1 is the legacy "bit" mode (settle
 * into the platform token). It is decoded so old bots display, but the UI
 * never offers it and the simulator refuses it on new requests.
 */

/**
 * Spot grid invest mode as a detail reports it (spec: unknown, bit, base,
 * quote, base-and-quote), in the shared settlement code space above.
 * Identifiers `SPOT_GRID_INVEST_MODE_*` are designed.
 */
export const spotInvestMode = /*#__PURE__*/ defineCodedEnum(
  'SpotInvestMode',
  /*#__PURE__*/ prefixedCoded(
    'SPOT_GRID_INVEST_MODE_',
    { unknown: 'UNKNOWN', bit: 'BIT', base: 'BASE', quote: 'QUOTE', baseAndQuote: 'BASE_AND_QUOTE' },
    { unknown: 0, bit: 1, base: 2, quote: 3, baseAndQuote: 4 },
  ),
  'unknown',
);
export type SpotInvestMode = EnumValue<typeof spotInvestMode>;

/**
 * Spot grid invest mode in the **creation payload** (`invest_mode` of SG-1/SG-2):
 * `0` quote only, `1` base only, `2` base + quote. The API documents 0 as the
 * default, so a missing or unknown value reads as `quote` (this enumeration
 * has no unknown member on purpose: the field's absence *means* quote).
 */
export const spotCreateInvestMode = /*#__PURE__*/ defineCodedEnum(
  'SpotCreateInvestMode',
  /*#__PURE__*/ prefixedCoded(
    'SPOT_GRID_CREATE_INVEST_MODE_',
    { quote: 'QUOTE', base: 'BASE', baseAndQuote: 'BASE_AND_QUOTE' },
    { quote: 0, base: 1, baseAndQuote: 2 },
  ),
  'quote',
);
export type SpotCreateInvestMode = EnumValue<typeof spotCreateInvestMode>;

/** Payload invest mode of a detail's invest mode (`unknown`/`bit` → the payload default, quote). */
export function createInvestModeOf(mode: SpotInvestMode): SpotCreateInvestMode {
  return mode === 'base' || mode === 'baseAndQuote' ? mode : 'quote';
}

/**
 * Spot grid close mode (`close_mode` of SG-3, sent as a string code):
 * `2` convert all to base, `3` convert all to quote, `4` hand back base and
 * quote as held; `1` legacy bit mode (see above). Identifiers designed.
 */
export const spotCloseMode = /*#__PURE__*/ defineCodedEnum(
  'SpotCloseMode',
  /*#__PURE__*/ prefixedCoded(
    'SPOT_GRID_CLOSE_MODE_',
    { unknown: 'UNKNOWN', bit: 'BIT', base: 'BASE', quote: 'QUOTE', baseAndQuote: 'BASE_AND_QUOTE' },
    { unknown: 0, bit: 1, base: 2, quote: 3, baseAndQuote: 4 },
  ),
  'unknown',
);
export type SpotCloseMode = EnumValue<typeof spotCloseMode>;

/** Close modes a user may choose for a spot grid (the documented 2/3/4). */
export const SPOT_CLOSE_MODES_OFFERED: readonly SpotCloseMode[] = ['base', 'quote', 'baseAndQuote'];

/**
 * DCA mode (spec: unknown, bit, base, quote): DCA-2's `close_mode` (`2` base,
 * `3` quote) and its echo `DCA_BASE_MODE` / `DCA_QUOTE_MODE`; the other
 * identifiers follow the same pattern (designed).
 */
export const dcaMode = /*#__PURE__*/ defineCodedEnum(
  'DcaMode',
  {
    unknown: { wire: 'DCA_UNKNOWN_MODE', code: 0 },
    bit: { wire: 'DCA_BIT_MODE', code: 1 },
    base: { wire: 'DCA_BASE_MODE', code: 2 },
    quote: { wire: 'DCA_QUOTE_MODE', code: 3 },
  },
  'unknown',
);
export type DcaMode = EnumValue<typeof dcaMode>;

/** Close modes a user may choose for a DCA bot (the documented 2/3). */
export const DCA_CLOSE_MODES_OFFERED: readonly DcaMode[] = ['base', 'quote'];
