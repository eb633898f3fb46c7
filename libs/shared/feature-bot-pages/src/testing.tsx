/**
 * `@tb/feature-bot-pages/testing` — test support of the bot pages, never
 * imported by app code: the page's real store and RTK Query slice behind a
 * scripted exchange answering by path, the real router and i18n, and an
 * area's routes mounted where the shell mounts them (with the router's
 * location printed for assertions). Built on `@tb/data-access-api/testing`
 * and `@tb/data-access-session/testing`; used by the martingale and combo
 * bot pages' tests.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { ALL_FLAGS, storeWithLogin, withFlags } from '@tb/data-access-session/testing';
import type { FeatureFlag } from '@tb/contracts';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { LocationProbe } from '@tb/ui/testing';

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
