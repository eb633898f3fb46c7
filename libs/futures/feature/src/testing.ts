/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * BTCUSDT as the simulator serves it, its dynamic item, and a symbol cache
 * answering from them, so the futures remotes' page tests compile the same
 * contract as this lib's tests instead of a copy each.
 */
export { simBtcSymbol, itemOf, cacheWith, renderPage } from './lib/test-support';
