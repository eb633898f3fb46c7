/**
 * `@tb/data-access-quotes/testing` — test support, never imported by app code:
 * a scripted websocket to build a `QuoteFeed` on (`createSocket`), for the tests
 * of code that listens to the feed (the shell's live notices) as well as this lib's own.
 */
export { FakeSocket } from './lib/test-socket';
