import { formatDecimal, formatDuration, formatLeverage, formatPercent, formatPercentWhole } from '@tb/util-format';
import { ALL_CHECK_CODES, type CheckCodeDef, type CheckCodeFamily, type RangeUnit, type Severity } from './codes';
import type { PayloadField } from './fields';
import { botResponseOf } from './response-codes';

/** A validator range as the API sends it: grid validators `{from, to}`, martingale/combo limits `{min, max}`. */
export type RangeLike = { readonly from?: string | number | null; readonly to?: string | number | null } | {
  readonly min?: string | number | null;
  readonly max?: string | number | null;
};

/**
 * The ranges of a validate/limit result, by range key (`investment`,
 * `cell_number`, …): pass the `result` object itself. Values that are not
 * {@link RangeLike} objects (`check_code`, `cell_distance`, …) are ignored.
 */
export type CheckRanges = Readonly<Record<string, unknown>>;

export interface DescribeOptions {
  /** Locale for number grouping and duration units in the filled-in bounds (default `en`). */
  readonly locale?: string;
  /** Coin appended to amount bounds (`100 USDT`). */
  readonly coin?: string;
}

export interface CheckCodeDescription {
  /** The identifier as understood (`FGRID_CHECK_CODE_UNSPECIFIED` → `FGRID_CHECK_CODE_SUCCESS`). */
  readonly code: string;
  readonly family: CheckCodeFamily | 'response' | 'unknown';
  /** Message key in the `checkCodes` namespace: `t(key, params)`. */
  readonly key: string;
  /** Payload field the message belongs next to; `null` → show it for the whole form. */
  readonly field: PayloadField | null;
  /** Other payload names of the same input. */
  readonly aliases: readonly PayloadField[];
  /** `{ min, max }` display strings of the crossed bound (only those the message uses). */
  readonly params: Readonly<Record<string, string>>;
  readonly success: boolean;
  readonly severity: Severity;
}

const byCode = new Map<string, CheckCodeDef>();
for (const def of ALL_CHECK_CODES) {
  byCode.set(def.code, def);
  for (const other of def.also ?? []) byCode.set(other, def);
}

/** Look a check code up by identifier (case-insensitive); `undefined` when unknown. */
export function checkCodeDef(code: string): CheckCodeDef | undefined {
  return byCode.get(code.trim().toUpperCase());
}

function bounds(range: unknown): { min?: string; max?: string } {
  if (typeof range !== 'object' || range === null) return {};
  const r = range as Record<string, unknown>;
  const pick = (value: unknown) =>
    (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : undefined;
  return { min: pick(r['from'] ?? r['min']), max: pick(r['to'] ?? r['max']) };
}

/** A bound as the trader reads it, in the unit the input is entered in. */
export function formatBound(value: string, unit: RangeUnit, options: DescribeOptions = {}): string {
  const locale = options.locale ?? 'en';
  switch (unit) {
    case 'fraction':
      return formatPercent(value, { locale, minDecimals: 0, maxDecimals: 4 });
    case 'percent':
      return formatPercentWhole(value, { locale, minDecimals: 0, maxDecimals: 4 });
    case 'leverage':
    case 'multiplier':
      return formatLeverage(value, { locale });
    case 'seconds':
      return formatDuration({ seconds: value }, { locale });
    case 'amount': {
      const text = formatDecimal(value, { locale, maxDecimals: 18 });
      return options.coin ? `${text} ${options.coin}` : text;
    }
    default:
      return formatDecimal(value, { locale, maxDecimals: 18 });
  }
}

/**
 * What to tell the trader about a check code (or a bot response code).
 *
 * - A known check code with a bound: when `ranges` carries that bound, the
 *   key is `<key>.range` and `params` has it (`{ min: "20,000" }`), formatted
 *   in the input's unit (fractions as percents, leverage as `5x`, seconds as
 *   a duration). Without the bound the key is `<key>.plain`, which needs no
 *   number. A two-sided code (`range`) needs both ends.
 * - A number or numeric string is a bot response status code (`421`), as is
 *   a `BOT_RESPONSE_CODE_*` identifier.
 * - Anything else reads as `generic.unknown` (an error, no field).
 */
export function describeCheckCode(code: string | number, ranges?: CheckRanges, options: DescribeOptions = {}): CheckCodeDescription {
  if (typeof code === 'number' || /^\s*\d+\s*$/.test(code) || /^\s*BOT_RESPONSE_CODE_/i.test(code)) {
    const response = botResponseOf(code);
    return {
      code: response.code,
      family: 'response',
      key: response.key,
      field: response.field,
      aliases: [],
      params: {},
      success: response.success,
      severity: response.severity,
    };
  }
  const def = checkCodeDef(code);
  if (!def) {
    return {
      code: code.trim(),
      family: 'unknown',
      key: 'generic.unknown',
      field: null,
      aliases: [],
      params: {},
      success: false,
      severity: 'error',
    };
  }
  let key = def.key;
  let params: Record<string, string> = {};
  if (def.bound) {
    const { min, max } = bounds(ranges?.[def.bound.rangeKey]);
    const need = def.bound.kind === 'range' ? { min, max } : def.bound.kind === 'min' ? { min } : { max };
    const complete = Object.values(need).every((value) => value !== undefined);
    if (complete) {
      key = `${def.key}.range`;
      params = Object.fromEntries(
        Object.entries(need).map(([name, value]) => [name, formatBound(value as string, def.bound?.unit ?? 'price', options)]),
      );
    } else {
      key = `${def.key}.plain`;
    }
  }
  return {
    code: def.code,
    family: def.family,
    key,
    field: def.field,
    aliases: def.aliases,
    params,
    success: def.success,
    severity: def.severity,
  };
}

/** Whether a check code means "valid" (any family's success identifier, or empty / absent). */
export function isCheckCodeSuccess(code: string | null | undefined): boolean {
  if (code === undefined || code === null || code.trim() === '') return true;
  return checkCodeDef(code)?.success ?? false;
}
