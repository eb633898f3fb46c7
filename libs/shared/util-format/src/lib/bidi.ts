/**
 * Figures inside right-to-left sentences: "310.05 – 3,414.22" or
 * "108.11 USDT" between Arabic words would be reordered by the bidi
 * algorithm (the coin jumps before the amount, a range's ends swap). Each
 * figure is wrapped in a Unicode isolate, so it stays one unit wherever the
 * sentence puts it. Left-to-right pages need nothing; standalone figures use
 * `<bdi dir="ltr">` instead. The one place the workspace writes isolates
 * (every area, the share card, the depth book): two kinds, one helper.
 *
 * - `own` — FIRST STRONG ISOLATE (U+2068): the figure takes the direction of
 *   its first strong letter ("108.11 USDT" → left to right). The default.
 * - `ltr` — LEFT-TO-RIGHT ISOLATE (U+2066): for figures with no strong
 *   letter at all ("+0.46%", "1,000.00"), where a first-strong isolate would
 *   fall back to the paragraph's right-to-left and let the sign move.
 *
 * Both end with POP DIRECTIONAL ISOLATE (U+2069).
 */
export const FSI = '\u2068';
export const LRI = '\u2066';
export const PDI = '\u2069';

export type IsolateKind = 'own' | 'ltr';

export function isRtlLanguage(language: string): boolean {
  return language.startsWith('ar');
}

/** `text` in an isolate, always (a canvas, a string placed inside a right-to-left sentence by its caller). */
export function isolated(text: string, kind: IsolateKind = 'own'): string {
  return `${kind === 'ltr' ? LRI : FSI}${text}${PDI}`;
}

/** `text` in an isolate on right-to-left pages, unchanged on left-to-right ones. */
export function isolate(text: string, language: string, kind: IsolateKind = 'own'): string {
  return isRtlLanguage(language) ? isolated(text, kind) : text;
}

/**
 * The figures a text carries inside isolates, in order, each with its
 * isolate's kind and without marks (U+200E/U+200F) at its edges: the one way
 * the right-to-left tests read a sentence — which figures stay whole, and
 * how — e.g. `expect(isolatedFigures(text)).toContainEqual({ figure: '+0.79%', kind: 'ltr' })`.
 */
export function isolatedFigures(text: string): { figure: string; kind: IsolateKind }[] {
  return [...text.matchAll(/([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g)].map((m) => ({
    figure: m[2].replace(/^[\u200e\u200f]+|[\u200e\u200f]+$/g, ''),
    kind: m[1] === LRI ? 'ltr' : 'own',
  }));
}
