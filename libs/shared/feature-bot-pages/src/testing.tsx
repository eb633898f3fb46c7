/**
 * `@tb/feature-bot-pages/testing` — test support of the bot pages, never
 * imported by app code: the page's real store and RTK Query slice behind a
 * scripted exchange answering by path, the real router and i18n, and an
 * area's routes mounted where the shell mounts them (with the router's
 * location printed for assertions). Built on `@tb/data-access-api/testing`
 * and `@tb/data-access-session/testing`; used by the martingale and combo
 * bot pages' tests.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { ALL_FLAGS, storeWithLogin, withFlags } from '@tb/data-access-session/testing';
import type { FeatureFlag } from '@tb/contracts';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { LocationProbe } from '@tb/ui/testing';

export { expectLocaleTree } from './lib/locale-check';
export { scriptedKlines, type ScriptedKlines } from './lib/kline-script';

/** Answers one path: the result (a success gets status_code 200 added), or undefined for 404. */
export type PathHandler = (body: Record<string, unknown>) => Record<string, unknown> | undefined;

/** A scripted exchange routing by path; `callsTo(path)` lists the bodies sent to one path. */
export function pathExchange(handlers: Record<string, PathHandler>) {
  const { calls, restore } = scriptedExchange((request) => {
    const result = handlers[request.path]?.(request.body ?? {});
    return result ? envelope({ status_code: 200, debug_msg: '', ...result }) : undefined;
  });
  return { calls, restore, callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) };
}

/** Renders an area's `routes` at `/tradingbot/{locale}/{area}/{path}` on a logged-in page (right to left in Arabic). */
export async function renderBotArea(routes: ReactElement, { area, path, locale = 'en', flags = ALL_FLAGS }: { area: string; path: string; locale?: string; flags?: readonly FeatureFlag[] }) {
  await initI18n(locale);
  const home = `/tradingbot/${locale}/`;
  return render(
    <Provider store={withFlags(storeWithLogin('logged-in'), flags)}>
      <MemoryRouter initialEntries={[`${home}${area}/${path}`]}>
        <AreaProvider homePath={home} area={area} locale={locale}>
          <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>
            <Routes>
              <Route path={`/tradingbot/${locale}/${area}/*`} element={routes} />
            </Routes>
          </div>
          <LocationProbe />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * A create page's order book answer (`market/v1/depth`, spot, merge 1) with
 * one level a side: the best bid and the best ask (the last price), each
 * level's total its own quantity. Both spot create pages' tests (spot grid,
 * DCA) show the book from it.
 */
export function depthAnswer(symbol: string, book: { bid: string; bidQty: string; ask: string; askQty: string }) {
  return {
    symbol,
    category: 'spot',
    ts: 1_800_000_000_000,
    last_price: book.ask,
    tick_size: '0.01',
    merge: 1,
    merge_ratios: [1, 2, 4, 10],
    bids: [{ price: book.bid, qty: book.bidQty, total: book.bidQty }],
    asks: [{ price: book.ask, qty: book.askQty, total: book.askQty }],
  };
}

/** A follow detail's `leader` for tests: started 2 days before `now` at `start`, the price now `now`, a three-point curve. */
export function followLeader(symbols: readonly string[] = ['BTCUSDT'], prices: { start?: string; now?: string; startTime?: number } = {}) {
  const startTime = prices.startTime ?? 1_800_000_000_000;
  return {
    start_time: startTime,
    entries: symbols.map((symbol) => ({ symbol, start_price: prices.start ?? '20000', price_now: prices.now ?? '21000' })),
    pnl_curve: [
      { t: startTime, v: '0' },
      { t: startTime + 86_400_000, v: '-0.012' },
      { t: startTime + 172_800_000, v: '0.0312' },
    ],
  };
}

/** A wire identifier (`BOT_CLOSE_CODE_…`, `F_GRID_BOT_STOP_TYPE_…`): what a page must never print. */
export const RAW_IDENTIFIER = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}\b/;

/**
 * The close words a page shows for one value (close-words.ts): checks that the
 * page's text holds no wire identifier and that `shown` reads as a known
 * meaning, never "closed for a reason the exchange did not give" (a value the
 * engine produces is always known). Returns the sentence for further checks.
 */
export function expectCloseInWords(pageText: string, shown: string): string {
  if (RAW_IDENTIFIER.test(pageText)) throw new Error(`a raw identifier on the page: ${RAW_IDENTIFIER.exec(pageText)?.[0]}`);
  if (!shown.trim()) throw new Error('no close words shown');
  if (shown.includes('did not give')) throw new Error(`a value the engine produces read as unknown: "${shown}"`);
  return shown;
}

/**
 * Walks every (stop type, close code) pair a kind's engine produces through
 * its close-detail page: `show` serves the pair from the kind's fake
 * exchange, renders the page and returns the exchange's restore. Each pair
 * must read in words at the reason and at the code (`expectCloseInWords`),
 * with no wire identifier anywhere on the page.
 */
export async function walkCloseWords(pairs: ReadonlyArray<readonly [string, string]>, show: (stop: string, code: string) => Promise<() => void>): Promise<void> {
  for (const [stop, code] of pairs) {
    const restore = await show(stop, code);
    const reason = await screen.findByTestId('close-reason');
    expectCloseInWords(document.body.textContent ?? '', reason.textContent ?? '');
    expectCloseInWords(document.body.textContent ?? '', screen.getByTestId('close-code').textContent ?? '');
    cleanup();
    restore();
  }
}

/**
 * A detail page's "Close bot" confirmed and refused by the exchange: the
 * refusal shows in words inside the dialog, and the page stays at
 * `detailPath` (a refused close never leads to the close detail).
 */
export async function expectCloseRefused(detailPath: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Close bot' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close this bot?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close bot' }));
  expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
  expect(screen.getByTestId('location')).toHaveTextContent(detailPath);
}

/** A table's body rows (its header row left out), found by the table's accessible name. */
export function bodyRows(tableName: string): HTMLElement[] {
  return within(screen.getByRole('table', { name: tableName })).getAllByRole('row').slice(1);
}

/** Each row's row header text, in order. */
export function rowHeaders(rows: readonly HTMLElement[]): Array<string | null> {
  return rows.map((r) => within(r).getByRole('rowheader').textContent);
}

/** Each of `texts` stands in `element`'s text: one assertion each, so a failure names the missing text. */
export function expectTexts(element: HTMLElement, texts: readonly string[]): void {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** Each element found by its test id shows its text (`{ 'close-reason': 'You closed it.' }`): one assertion each. */
export function expectTestIds(texts: Readonly<Record<string, string>>): void {
  for (const [id, text] of Object.entries(texts)) expect(screen.getByTestId(id)).toHaveTextContent(text);
}

/** Opens "Change settings" from a bot's detail page and returns its dialog. */
export async function openChangeSettings(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Change settings' }));
  return screen.findByRole('dialog', { name: 'Change settings' });
}

/**
 * "Change settings" saved with nothing changed: the dialog stays open and says so in an alert (the
 * caller checks that its exchange saw no call). Returns the dialog for further steps.
 */
export async function expectNothingToChange(): Promise<HTMLElement> {
  const dialog = await openChangeSettings();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Change at least one setting.');
  return dialog;
}

/**
 * "Change settings" refused at a field: opens the dialog from the detail,
 * types `value` into the field labelled `field`, saves, and expects the
 * refusal to mark that field invalid with the dialog still open. Returns the
 * dialog and the field for further steps.
 */
export async function expectSettingsRefusedAt(field: string, value: string): Promise<{ dialog: HTMLElement; input: HTMLElement }> {
  const dialog = await openChangeSettings();
  const input = within(dialog).getByLabelText(field);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  return { dialog, input };
}

/** A grid's PnL-curve answer (spot and futures grids alike) in USDT: 15-minute points from 1_700_000_000_000, each [grid profit, floating PnL, total PnL, price]. */
export function gridPnlCurve(points: ReadonlyArray<readonly [string, string, string, string]>) {
  const points15m = points.map(([grid_profit, floating_pnl, total_pnl, price], i) => ({ time: 1_700_000_000_000 + i * 900_000, grid_profit, floating_pnl, total_pnl, price }));
  return { quote_token: 'USDT', interval_ms: 900000, points: points15m };
}
