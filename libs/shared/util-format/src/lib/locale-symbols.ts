/**
 * Number symbols of a locale, read from `Intl.NumberFormat` once and applied
 * to BigNumber digit strings, so formatting never goes through a float.
 *
 * Documented choices:
 * - Digits are always Western (`numberingSystem: 'latn'`), Arabic locales
 *   included, as exchanges' Arabic sites show them; prices must read the same
 *   in every language and copy-paste into order forms.
 * - The Arabic percent sign `٪` is shown as `%` for the same reason.
 * - The minus sign keeps the locale's bidi mark (ar: U+200E before `-`), so a
 *   negative number stays whole inside right-to-left text.
 * - Grouping follows the locale: separator, group sizes (en-IN `12,34,567`)
 *   and minimum grouping digits (es-ES leaves `1234` ungrouped).
 */
export interface LocaleSymbols {
  readonly decimal: string;
  readonly group: string;
  /** Size of the group next to the decimal point. */
  readonly primaryGroup: number;
  /** Size of the groups further left. */
  readonly secondaryGroup: number;
  /** Digits needed in front of the primary group before grouping starts (1, or 2 for es-ES). */
  readonly minGroupingDigits: number;
  /** Text before a negative number's digits (`-`, or U+200E `-`). */
  readonly minus: string;
  /** Text before a positive number's digits when a sign is shown. */
  readonly plus: string;
  /** Text before / after a percent value's digits (`""` / `"%"`, `""` / `" %"` for de-DE). */
  readonly percentPrefix: string;
  readonly percentSuffix: string;
}

const cache = new Map<string, LocaleSymbols>();

/**
 * The exchange's URL locales are not all valid BCP 47 tags (`ar-ARE`, `tr-TUR`
 * have three-letter regions): a tag Intl refuses is retried as its language
 * alone (`ar`), then as `en`.
 */
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  for (const tag of [locale, locale.split(/[-_]/)[0], 'en']) {
    try {
      return new Intl.NumberFormat(tag, { numberingSystem: 'latn', ...options });
    } catch {
      // try the next, shorter tag
    }
  }
  return new Intl.NumberFormat('en', { numberingSystem: 'latn', ...options });
}

function before(parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes): string {
  const index = parts.findIndex((part) => part.type === type);
  return parts
    .slice(0, index < 0 ? 0 : index)
    .map((part) => part.value)
    .join('');
}

/** What Intl reads for a locale (uncached; `localeSymbols` is the cached, fast-pathed entry). */
export function readLocaleSymbols(locale: string): LocaleSymbols {
  const parts = formatter(locale, { maximumFractionDigits: 1 }).formatToParts(-1234567.5);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
  const primaryGroup = integers.length > 1 ? integers[integers.length - 1].length : 3;
  const secondaryGroup = integers.length > 2 ? integers[integers.length - 2].length : primaryGroup;
  const smallest = '1' + '0'.repeat(primaryGroup);
  const groupedSmallest = formatter(locale, {}).formatToParts(Number(smallest)).some((part) => part.type === 'group');
  const signed = formatter(locale, { signDisplay: 'always' }).formatToParts(1);
  const percent = formatter(locale, { style: 'percent' }).formatToParts(0.5);
  const lastNumber = Math.max(...percent.map((part, i) => (['integer', 'fraction', 'decimal', 'group'].includes(part.type) ? i : -1)));
  const firstNumber = percent.findIndex((part) => part.type === 'integer');
  const arabicPercent = (text: string) => text.replace(/\u066A/g, '%');
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    primaryGroup,
    secondaryGroup,
    minGroupingDigits: groupedSmallest ? 1 : 2,
    minus: before(parts, 'integer') || '-',
    plus: before(signed, 'integer') || '+',
    percentPrefix: arabicPercent(
      percent
        .slice(0, firstNumber)
        .map((part) => part.value)
        .join(''),
    ),
    percentSuffix: arabicPercent(
      percent
        .slice(lastNumber + 1)
        .map((part) => part.value)
        .join(''),
    ),
  };
}

/**
 * English's symbols, written out: the first `Intl.NumberFormat`s of a page
 * cost ~100 ms of main thread under Lighthouse's 4× CPU slowdown (four
 * formatters and the locale data behind them, inside the create pages' first
 * render; issue 30), and English is the default and most common language.
 * locale-symbols.test.ts checks this table against what Intl reads.
 */
export const ENGLISH_SYMBOLS: LocaleSymbols = Object.freeze({
  decimal: '.',
  group: ',',
  primaryGroup: 3,
  secondaryGroup: 3,
  minGroupingDigits: 1,
  minus: '-',
  plus: '+',
  percentPrefix: '',
  percentSuffix: '%',
});
cache.set('en', ENGLISH_SYMBOLS);

/** The symbols of a locale (cached). An unusable locale tag reads as `en`. */
export function localeSymbols(locale = 'en'): LocaleSymbols {
  let symbols = cache.get(locale);
  if (!symbols) {
    symbols = readLocaleSymbols(locale);
    cache.set(locale, symbols);
  }
  return symbols;
}

/** Insert group separators into a string of integer digits. */
export function groupDigits(digits: string, symbols: LocaleSymbols): string {
  if (digits.length < symbols.primaryGroup + symbols.minGroupingDigits) return digits;
  const groups: string[] = [digits.slice(-symbols.primaryGroup)];
  let rest = digits.slice(0, -symbols.primaryGroup);
  while (rest.length > symbols.secondaryGroup) {
    groups.unshift(rest.slice(-symbols.secondaryGroup));
    rest = rest.slice(0, -symbols.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(symbols.group);
}
