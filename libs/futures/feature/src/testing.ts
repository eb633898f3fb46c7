/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * a contract as the simulator serves it and its dynamic item, for the tests
 * of this lib and of the futures remotes' pages. One definition, in the
 * symbol cache's test support (`@tb/data-access-symbols/testing`).
 */
export { simBtcSymbol, itemOf } from '@tb/data-access-symbols/testing';
