/**
 * The one way this workspace declares an enumeration that crosses the API.
 *
 * Every enumeration has two faces:
 * - the **interface value**: a lowerCamel string literal the UI, the store and
 *   the tests use (`'neutral'`, `'awaitActivation'`). It never changes when the
 *   wire format does, and it is never a TypeScript `enum`.
 * - the **server value**: what the API sends. Detail responses carry
 *   UPPER_SNAKE wire identifiers (`FUTURE_GRID_MODE_LONG`); request payloads
 *   carry small integer codes (`grid_mode: 2`). A member may list extra
 *   `aliases` the server is known to send for the same thing (documented labels
 *   such as `Neutral`, another product's prefix, or an identifier seen only in
 *   an example, such as `FGRID_CHECK_CODE_UNSPECIFIED`).
 *
 * Converters are **total**: `fromServer` never throws; anything it does not
 * recognise (`null`, a new identifier, a number out of range, an object)
 * becomes the enumeration's fallback member, which is its `unknown` /
 * `unspecified` member unless the enumeration documents another rule.
 * Identifiers and aliases are matched case-insensitively after trimming;
 * numbers and numeric strings are matched against codes.
 */
export interface MemberSpec {
  /** The wire identifier responses carry, and what `toServer` returns. */
  readonly wire: string;
  /** The integer requests carry (`toCode`). */
  readonly code?: number;
  /** Other spellings the server may send for this member. */
  readonly aliases?: readonly string[];
}

export interface CodedMemberSpec extends MemberSpec {
  readonly code: number;
}

export interface ServerEnum<V extends string> {
  /** A name for messages and tests (the TypeScript type's name). */
  readonly name: string;
  /** Every interface value, in declaration order. */
  readonly values: readonly V[];
  /** What unrecognised server values become. */
  readonly fallback: V;
  /** Interface value → wire identifier. */
  readonly wire: Readonly<Record<V, string>>;
  /** Narrowing guard for interface values (not server values). */
  is(value: unknown): value is V;
  /** Interface value → wire identifier (what a detail response carries). */
  toServer(value: V): string;
  /** Server value (wire identifier, alias, code or numeric string) → interface value. Never throws. */
  fromServer(value: unknown): V;
}

export interface CodedEnum<V extends string> extends ServerEnum<V> {
  /** Interface value → integer code (what a request payload carries). */
  toCode(value: V): number;
  readonly code: Readonly<Record<V, number>>;
}

/** The interface-value union of an enumeration object: `EnumValue<typeof gridMode>`. */
export type EnumValue<E> = E extends ServerEnum<infer V> ? V : never;

export interface EnumOptions {
  /** Match identifiers exactly instead of case-insensitively (kline intervals: `1m` ≠ `1M`). */
  readonly caseSensitive?: boolean;
}

function build<V extends string>(
  name: string,
  members: Record<V, MemberSpec>,
  fallback: NoInfer<V>,
  options: EnumOptions = {},
): CodedEnum<V> {
  const key = (text: string) => (options.caseSensitive ? text.trim() : text.trim().toUpperCase());
  const values = Object.keys(members) as V[];
  if (!values.includes(fallback)) throw new Error(`${name}: fallback ${fallback} is not a member`);
  const byText = new Map<string, V>();
  const byCode = new Map<number, V>();
  const wire = {} as Record<V, string>;
  const code = {} as Record<V, number>;
  const claim = (text: string, value: V) => {
    const k = key(text);
    const owner = byText.get(k);
    if (owner !== undefined && owner !== value) throw new Error(`${name}: "${text}" names both ${owner} and ${value}`);
    byText.set(k, value);
  };
  for (const value of values) {
    const spec = members[value];
    wire[value] = spec.wire;
    claim(spec.wire, value);
    for (const alias of spec.aliases ?? []) claim(alias, value);
    if (spec.code !== undefined) {
      if (!Number.isInteger(spec.code)) throw new Error(`${name}: code of ${value} is not an integer`);
      if (byCode.has(spec.code)) throw new Error(`${name}: code ${spec.code} is used twice`);
      byCode.set(spec.code, value);
      code[value] = spec.code;
    }
  }
  const valueSet = new Set<string>(values);
  return {
    name,
    values,
    fallback,
    wire,
    code,
    is: (value: unknown): value is V => typeof value === 'string' && valueSet.has(value),
    toServer: (value: V) => wire[value] ?? wire[fallback],
    toCode: (value: V) => code[value] ?? code[fallback],
    fromServer(value: unknown): V {
      if (typeof value === 'number') return (Number.isInteger(value) && byCode.get(value)) || fallback;
      if (typeof value === 'bigint') return byCode.get(Number(value)) ?? fallback;
      if (typeof value !== 'string') return fallback;
      const text = value.trim();
      if (/^-?\d+$/.test(text)) return byCode.get(Number(text)) ?? byText.get(key(text)) ?? fallback;
      return byText.get(key(text)) ?? fallback;
    },
  };
}

/**
 * An enumeration whose server form is a wire identifier only (responses).
 * Codes may still be given for documentation; they are then accepted by `fromServer`.
 */
export function defineEnum<V extends string>(
  name: string,
  members: Record<V, MemberSpec>,
  fallback: NoInfer<V>,
  options?: EnumOptions,
): ServerEnum<V> {
  const built = build(name, members, fallback, options);
  const { toCode: _toCode, code: _code, ...rest } = built;
  return rest;
}

/** An enumeration that requests send as integers: every member has a code. */
export function defineCodedEnum<V extends string>(
  name: string,
  members: Record<V, CodedMemberSpec>,
  fallback: NoInfer<V>,
  options?: EnumOptions,
): CodedEnum<V> {
  return build(name, members, fallback, options);
}

/**
 * Members whose wire identifiers share one prefix: `prefixed('FUTURE_GRID_MODE_', { neutral: 'NEUTRAL' })`.
 * Codes come from a parallel table when given.
 */
export function prefixed<V extends string>(
  prefix: string,
  suffixes: Record<V, string>,
  codes?: Record<V, number>,
  aliases?: Partial<Record<V, readonly string[]>>,
): Record<V, MemberSpec> {
  const members = {} as Record<V, MemberSpec>;
  for (const value of Object.keys(suffixes) as V[]) {
    members[value] = {
      wire: `${prefix}${suffixes[value]}`,
      ...(codes ? { code: codes[value] } : {}),
      ...(aliases?.[value] ? { aliases: aliases[value] } : {}),
    };
  }
  return members;
}

/** `prefixed` for coded enumerations (the type then carries the codes). */
export function prefixedCoded<V extends string>(
  prefix: string,
  suffixes: Record<V, string>,
  codes: Record<V, number>,
  aliases?: Partial<Record<V, readonly string[]>>,
): Record<V, CodedMemberSpec> {
  return prefixed(prefix, suffixes, codes, aliases) as Record<V, CodedMemberSpec>;
}
