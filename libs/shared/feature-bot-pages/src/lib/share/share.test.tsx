import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botPageStrings } from '../strings';
import { renderPage } from '../testing';
import { brandMarkRect, CARD_COLORS, CARD_HEIGHT, CARD_WIDTH, drawCard, IMAGE_EXPORT_FETCH_TIMEOUT_MS, IMAGE_EXPORT_RENDER_DELAY_MS, isolate, isolateOwn, renderCardPng, type CardContext, type CardText } from './card';
import { cardFileName, ShareResult, type ShareCardData } from './ShareResult';

jest.mock('./card', () => {
  const actual = jest.requireActual('./card');
  return { ...actual, renderCardPng: jest.fn(async () => new Blob(['png'], { type: 'image/png' })) };
});

/** A 2D context that records what is written where. */
function recorder() {
  const texts: Array<{ text: string; x: number; y: number; align: string; direction: string; fill: unknown }> = [];
  const strokes: number[] = [];
  const rects: Array<{ x: number; y: number; width: number; height: number; fill: unknown }> = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    direction: 'inherit',
    fillRect(x: number, y: number, width: number, height: number) {
      rects.push({ x, y, width, height, fill: this.fillStyle });
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, align: this.textAlign, direction: this.direction, fill: this.fillStyle });
    },
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: (x: number) => strokes.push(x),
    stroke: jest.fn(),
    fill: jest.fn(),
    closePath: jest.fn(),
    save: jest.fn(),
    restore: jest.fn(),
    measureText: jest.fn(() => ({ width: 10 })),
  };
  return { ctx: ctx as unknown as CardContext, texts, strokes, rects };
}

const text = (over: Partial<CardText> = {}): CardText => ({
  dir: 'ltr',
  brand: 'Trading bots',
  kind: 'Spot grid',
  symbol: 'BTC/USDT',
  owner: 'Run by ad***',
  returnLabel: 'Return',
  returnText: '+12.34%',
  tone: 'gain',
  stats: [
    { label: 'PnL', value: '+123.40 USDT' },
    { label: 'Running time', value: '3d 4h' },
  ],
  cta: 'Copy this bot',
  link: 'http://localhost/tradingbot/en/spot-grid/follow/1/',
  font: 'sans-serif',
  ...over,
});

describe('the PnL card drawing', () => {
  it('writes kind, symbol, owner, the return in the gain colour, PnL, running time, the call and the link; figures isolated left to right', () => {
    const { ctx, texts } = recorder();
    drawCard(ctx, text(), [0, -0.01, 0.05, 0.1234]);
    const at = (value: string) => texts.find((t) => t.text === value || t.text === isolate(value) || t.text === isolateOwn(value));
    expect(at('Spot grid')).toMatchObject({ align: 'end', x: CARD_WIDTH - 64 });
    expect(at('BTC/USDT')).toMatchObject({ align: 'start', x: 64 });
    expect(at('+12.34%')?.text).toBe('\u2066+12.34%\u2069');
    expect(at('+12.34%')?.fill).toBe('#2ebd85');
    // stats keep their own direction: an Arabic duration is not forced left to right
    expect(at('3d 4h')?.text).toBe('\u20683d 4h\u2069');
    for (const s of ['Run by ad***', 'Return', 'PnL', '+123.40 USDT', 'Running time', '3d 4h', 'Copy this bot', 'http://localhost/tradingbot/en/spot-grid/follow/1/']) expect(at(s)).toBeDefined();
    expect(texts.every((t) => t.y > 0 && t.y < CARD_HEIGHT)).toBe(true);
  });

  it('mirrors every position in Arabic: texts anchored from the right, the curve on the left, time still left to right', () => {
    const ltr = recorder();
    const rtl = recorder();
    drawCard(ltr.ctx, text(), [0, 0.05, 0.1]);
    drawCard(rtl.ctx, text({ dir: 'rtl', returnText: '‎-2.5%', tone: 'loss' }), [0, 0.05, 0.1]);
    const symbol = rtl.texts.find((t) => t.text === isolate('BTC/USDT'));
    expect(symbol).toMatchObject({ x: CARD_WIDTH - 64, align: 'start' });
    expect(rtl.texts.find((t) => t.text === 'Spot grid')).toMatchObject({ x: 64, align: 'end' });
    expect(rtl.texts.find((t) => t.text.includes('-2.5%'))?.fill).toBe('#f6465d');
    // the curve: at the right in ltr, at the left in rtl, drawn left to right either way
    expect(Math.min(...ltr.strokes)).toBeGreaterThan(CARD_WIDTH / 2);
    expect(Math.max(...rtl.strokes)).toBeLessThan(CARD_WIDTH / 2);
    expect(rtl.strokes.at(-1)).toBeGreaterThan(rtl.strokes.at(-2)!);
  });

  it('puts the brand mark, a solid square in the brand colour, in the top corner of the start side (where the end-to-end test reads the PNG back)', () => {
    expect(brandMarkRect('ltr')).toEqual({ x: 64, y: 48, size: 36 });
    expect(brandMarkRect('rtl')).toEqual({ x: CARD_WIDTH - 64 - 36, y: 48, size: 36 });
    for (const dir of ['ltr', 'rtl'] as const) {
      const { ctx, rects } = recorder();
      drawCard(ctx, text({ dir }), [0, 0.1]);
      const { x, y, size } = brandMarkRect(dir);
      expect(rects).toContainEqual({ x, y, width: size, height: size, fill: CARD_COLORS.brand });
      // nothing drawn later covers it: only the background and the bottom panel are rectangles too
      expect(rects.filter((r) => r.fill === CARD_COLORS.brand)).toHaveLength(1);
    }
  });

  it('draws no curve for fewer than two points', () => {
    const { ctx, strokes } = recorder();
    drawCard(ctx, text(), [0.1]);
    expect(strokes).toEqual([]);
  });

  it('uses the spec’s image-export constants', () => {
    expect(IMAGE_EXPORT_FETCH_TIMEOUT_MS).toBe(30_000);
    expect(IMAGE_EXPORT_RENDER_DELAY_MS).toBe(100);
    expect(jest.isMockFunction(renderCardPng)).toBe(true);
  });
});

describe('Share result', () => {
  const data: ShareCardData = { kind: 'GRID_SPOT', symbol: 'BTC/USDT', returnFraction: '0.1234', pnl: '123.4', coin: 'USDT', runningMs: 3 * 86_400_000, curve: ['0', '0.1234'], linkPath: '/tradingbot/en/spot-grid/follow/1/' };
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:card'), revokeObjectURL: jest.fn() });
  });

  it('opens a dialog with the card, its text alternative, a PNG download named after the bot and a link to copy', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<ShareResult data={data} />, { url: '/tradingbot/en/spot-grid/detail/1/' });
    await user.click(screen.getByRole('button', { name: 'Share result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this result' });
    const image = await within(dialog).findByRole('img');
    expect(image).toHaveAttribute('src', 'blob:card');
    expect(image).toHaveAccessibleName('Result card: Spot grid · BTC/USDT · Return +12.34% · PnL +123.40 USDT · Running time 3d 0h 0m');
    const download = within(dialog).getByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('download', expect.stringMatching(/^tradingbot-spot-grid-BTCUSDT-\d{4}-\d{2}-\d{2}\.png$/));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/tradingbot/en/spot-grid/follow/1/');
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    const { renderCardPng: render } = jest.requireMock('./card') as { renderCardPng: jest.Mock };
    expect(render.mock.calls[0][0]).toMatchObject({ dir: 'ltr', kind: 'Spot grid', returnText: '+12.34%', tone: 'gain' });
    expect(render.mock.calls[0][1]).toEqual([0, 0.1234]);
  });

  it('draws right to left in Arabic', async () => {
    await act(() => botPageStrings.load('ar-SA'));
    const user = userEvent.setup();
    await renderPage(<ShareResult data={{ ...data, returnFraction: '-0.02' }} />, { locale: 'ar-SA', url: '/tradingbot/ar-SA/spot-grid/detail/1/' });
    await user.click(screen.getByRole('button', { name: 'شارك النتيجة' }));
    await screen.findByRole('img');
    const { renderCardPng: render } = jest.requireMock('./card') as { renderCardPng: jest.Mock };
    expect(render.mock.calls.at(-1)[0]).toMatchObject({ dir: 'rtl', kind: 'شبكة فورية', tone: 'loss' });
  });

  it('names the file from the area, the symbol and the day, nothing else', () => {
    expect(cardFileName('spot-grid', 'BTC/USDT', new Date('2026-11-24T10:00:00Z'))).toBe('tradingbot-spot-grid-BTCUSDT-2026-11-24.png');
    expect(cardFileName('combo', '../..', new Date('2026-11-24T10:00:00Z'))).toBe('tradingbot-combo-bot-2026-11-24.png');
  });
});
