/**
 * Figures inside right-to-left sentences: "310.05 – 3,414.22" or
 * "108.11 USDT" between Arabic words would be reordered by the bidi
 * algorithm (the coin jumps before the amount, a range's ends swap). Each
 * figure is wrapped in first-strong isolates (U+2068 … U+2069), so it stays
 * one left-to-right unit wherever the sentence puts it. Left-to-right pages
 * need nothing; standalone figures use `<bdi dir="ltr">` instead.
 */
export function isRtlLanguage(language: string): boolean {
  return language.startsWith('ar');
}

export function isolate(text: string, language: string): string {
  return isRtlLanguage(language) ? `\u2068${text}\u2069` : text;
}
