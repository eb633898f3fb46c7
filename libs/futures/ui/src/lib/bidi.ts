/**
 * A figure inside a right-to-left sentence ("19,700.0 USDT" between Arabic
 * words) is wrapped in first-strong isolates (U+2068 … U+2069) so the bidi
 * algorithm keeps it one left-to-right unit (the coin stays after the amount,
 * a sign stays before it). Left-to-right pages need nothing. Standalone
 * figures use `<bdi dir="ltr">` instead.
 */
export function isolate(text: string, language: string): string {
  return language.startsWith('ar') ? `\u2068${text}\u2069` : text;
}
