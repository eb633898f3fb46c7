import { defineCodedEnum, prefixedCoded, type BusinessType, type CodedEnum } from '@tb/util-enums';
import { BOT_KINDS, type BotListType } from './registry';

/**
 * Bot kind (spec §3): the kind of one bot in the all-bots list, as an
 * enumeration — derived from the registry (one member per row: its list
 * type's camel case, its `botTypeCode`), not a second list kept equal to it.
 * The spec says "unspecified maps to invalid; the other kinds map one to
 * one", so the server's `BOT_TYPE_UNSPECIFIED` (designed identifier) and
 * anything unknown become `invalid`, and the interface names are the
 * spec's (`GRID_SPOT` → `gridSpot`). Wire identifiers `BOT_TYPE_<LIST TYPE>`
 * are designed; the bare list type is read too.
 */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Lowercase<Head>}${Capitalize<Camel<Tail>>}` : Lowercase<S>;
export type BotKind = 'invalid' | Camel<BotListType>;

/** `GRID_SPOT` → `gridSpot`. */
export const botKindOfListType = (listType: BotListType): Exclude<BotKind, 'invalid'> =>
  listType.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as Exclude<BotKind, 'invalid'>;

function members() {
  const suffixes = { invalid: 'UNSPECIFIED' } as Record<BotKind, string>;
  const codes = { invalid: 0 } as Record<BotKind, number>;
  const aliases: Partial<Record<BotKind, readonly string[]>> = { invalid: ['INVALID', 'BOT_TYPE_INVALID'] };
  for (const row of BOT_KINDS) {
    const value = botKindOfListType(row.listType);
    suffixes[value] = row.listType;
    codes[value] = row.botTypeCode;
    aliases[value] = [row.listType];
  }
  return prefixedCoded('BOT_TYPE_', suffixes, codes, aliases);
}

export const botKind: CodedEnum<BotKind> = /*#__PURE__*/ defineCodedEnum<BotKind>('BotKind', /*#__PURE__*/ members(), 'invalid');

/** The business type a bot kind belongs to (`invalid` → `unknown`). */
export function businessTypeOfBotKind(kind: BotKind): BusinessType {
  return BOT_KINDS.find((row) => botKindOfListType(row.listType) === kind)?.businessType ?? 'unknown';
}

/** The bot kind of a business type; types that are not bots (dual asset, …) give `invalid`. */
export function botKindOfBusinessType(type: BusinessType): BotKind {
  const row = BOT_KINDS.find((k) => k.businessType === type);
  return row ? botKindOfListType(row.listType) : 'invalid';
}
