/**
 * The PnL card (issue 13 item 7): a bot's result drawn on a canvas and
 * exported as a PNG the trader downloads or shares. Loaded on demand (the
 * Share button imports this module when pressed), so no page pays for it.
 *
 * Image-export constants (spec §"constants"): resources the drawing needs
 * (the page's web fonts) are awaited at most IMAGE_EXPORT_FETCH_TIMEOUT_MS,
 * then the drawing waits IMAGE_EXPORT_RENDER_DELAY_MS so the layout the
 * card copies its fonts from has settled, then draws and encodes.
 *
 * Layout, 1200 × 630 (the size link previews use): the brand and the kind
 * at the top, the symbol, the return as the largest figure (green for a
 * gain, red for a loss), PnL and running time, the PnL curve across the
 * lower half, and the link back with a call to copy the bot. Right to left
 * (Arabic) mirrors every text position and alignment; figures stay left to
 * right inside Unicode isolates, and the curve keeps time running left to
 * right as the page's charts do.
 */
import { isolated } from '@tb/util-format';

export const IMAGE_EXPORT_FETCH_TIMEOUT_MS = 30_000;
export const IMAGE_EXPORT_RENDER_DELAY_MS = 100;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What the card says, already formatted in the page's language. */
export interface CardText {
  readonly dir: 'ltr' | 'rtl';
  readonly brand: string;
  readonly kind: string;
  readonly symbol: string;
  readonly owner?: string;
  readonly returnLabel: string;
  readonly returnText: string;
  /** Colours the return: gain, loss or flat. */
  readonly tone: 'gain' | 'loss' | 'flat';
  readonly stats: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly cta: string;
  readonly link: string;
  readonly font: string;
}

/** The drawing calls the card makes (a CanvasRenderingContext2D has them all; tests record them). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  'fillRect' | 'fillText' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'fill' | 'closePath' | 'save' | 'restore' | 'measureText'
> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  strokeStyle: CanvasRenderingContext2D['strokeStyle'];
  lineWidth: number;
  lineJoin: CanvasLineJoin;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  direction: CanvasDirection;
  createLinearGradient?: CanvasRenderingContext2D['createLinearGradient'];
};

/** A figure kept left to right inside right-to-left text (@tb/util-format `isolated`). */
export const isolate = (text: string): string => isolated(text, 'ltr');
/**
 * A value isolated in its own direction, taken from its first strong letter:
 * "+123.40 USDT" stays left to right, an Arabic duration ("33 ي 0 س") reads
 * right to left, a bare figure falls back to left to right.
 */
export const isolateOwn = (text: string): string => isolated(text, 'own');

export const CARD_COLORS = { bg: '#0b0e11', panel: '#181a20', text: '#eaecef', muted: '#848e9c', brand: '#f7a600', gain: '#2ebd85', loss: '#f6465d', flat: '#eaecef' } as const;
const COLORS = CARD_COLORS;
const MARGIN = 64;

/**
 * Where the brand mark (a solid square in the brand colour) sits: the top corner of the start side,
 * top left in English, top right in Arabic. The end-to-end test reads the exported PNG back at this
 * square (e2e/ranking/journey.spec.ts) — a layout fact, not a colour guess.
 */
export function brandMarkRect(dir: 'ltr' | 'rtl'): { x: number; y: number; size: number } {
  const size = 36;
  return { x: dir === 'rtl' ? CARD_WIDTH - MARGIN - size : MARGIN, y: 48, size };
}

/** Draws the card on `ctx` (CARD_WIDTH × CARD_HEIGHT); `curve` are PnL fractions, oldest first. */
export function drawCard(ctx: CardContext, text: CardText, curve: readonly number[]): void {
  const rtl = text.dir === 'rtl';
  // x of a position measured from the start edge (left in ltr, right in rtl)
  const x = (fromStart: number) => (rtl ? CARD_WIDTH - fromStart : fromStart);
  const write = (value: string, fromStart: number, y: number, font: string, color: string, align: 'start' | 'end' = 'start') => {
    ctx.font = `${font} ${text.font}`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.fillText(value, align === 'start' ? x(fromStart) : x(CARD_WIDTH - fromStart), y);
  };
  ctx.save();
  ctx.direction = text.dir;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLORS.bg;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = COLORS.panel;
  ctx.fillRect(0, CARD_HEIGHT - 96, CARD_WIDTH, 96);

  // brand mark and name, the kind at the other end
  const mark = brandMarkRect(text.dir);
  ctx.fillStyle = COLORS.brand;
  ctx.fillRect(mark.x, mark.y, mark.size, mark.size);
  write(text.brand, MARGIN + 52, 78, '600 28px', COLORS.text);
  write(text.kind, MARGIN, 78, '600 28px', COLORS.brand, 'end');

  // the symbol and who runs the bot
  write(isolate(text.symbol), MARGIN, 170, '700 56px', COLORS.text);
  if (text.owner) write(text.owner, MARGIN, 212, '400 26px', COLORS.muted);

  // the return: the largest figure
  write(text.returnLabel, MARGIN, 270, '400 28px', COLORS.muted);
  write(isolate(text.returnText), MARGIN, 372, '700 104px', COLORS[text.tone]);

  // PnL and running time (two at most): label over value, side by side
  text.stats.slice(0, 2).forEach((s, i) => {
    const at = MARGIN + i * 300;
    write(s.label, at, 430, '400 24px', COLORS.muted);
    write(isolateOwn(s.value), at, 470, '600 32px', COLORS.text);
  });

  // the curve at the end side (right in ltr, left in rtl), time still running left to right
  const curveWidth = 480;
  drawCurve(ctx, curve, { left: rtl ? MARGIN : CARD_WIDTH - MARGIN - curveWidth, top: 150, width: curveWidth, height: 320 }, COLORS[text.tone === 'loss' ? 'loss' : 'gain']);

  // the way back: a call to copy and the link
  write(text.cta, MARGIN, CARD_HEIGHT - 52, '600 28px', COLORS.brand);
  write(isolate(text.link), MARGIN, CARD_HEIGHT - 52, '400 22px', COLORS.muted, 'end');
  ctx.restore();
}

/** The curve scaled into `box`, with the zero line when the curve crosses it; nothing for fewer than 2 points. */
export function drawCurve(ctx: CardContext, values: readonly number[], box: { left: number; top: number; width: number; height: number }, color: string): void {
  if (values.length < 2) return;
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const px = (i: number) => box.left + (i / (values.length - 1)) * box.width;
  const py = (v: number) => box.top + box.height - ((v - lo) / span) * box.height;
  ctx.save();
  ctx.direction = 'ltr';
  ctx.strokeStyle = COLORS.muted;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(box.left, py(0));
  ctx.lineTo(box.left + box.width, py(0));
  ctx.stroke();
  ctx.strokeStyle = color;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  values.forEach((v, i) => (i === 0 ? ctx.moveTo(px(i), py(v)) : ctx.lineTo(px(i), py(v))));
  ctx.stroke();
  ctx.restore();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The card as a PNG: waits for the page's fonts (at most the fetch timeout), then the render delay,
 * draws on an offscreen canvas and encodes it. Rejects when the browser cannot draw or encode.
 */
export async function renderCardPng(text: CardText, curve: readonly number[], doc: Document = document): Promise<Blob> {
  if (doc.fonts?.ready) await withTimeout(doc.fonts.ready, IMAGE_EXPORT_FETCH_TIMEOUT_MS);
  await sleep(IMAGE_EXPORT_RENDER_DELAY_MS);
  const canvas = doc.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2D is not available');
  drawCard(ctx, text, curve);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the image could not be encoded');
  return blob;
}
