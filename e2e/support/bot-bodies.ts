/**
 * Create bodies the specs share: a long auto-cycling martingale and a
 * three-leg combo, as the create forms send them. Their home is
 * `@tb/contracts/testing` (the simulator's route tests send the same
 * bodies); their paths are the contracts' (`FMART_PATHS`, `FCOMBO_PATHS` of
 * `@tb/contracts/paths`).
 */
export { LONG_AUTO_CYCLE, THREE_LEG_COMBO } from '@tb/contracts/testing';
