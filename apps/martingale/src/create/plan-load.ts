/**
 * The worst-case plan and a visitor's local verdict (./plan.ts, the engine's
 * martingale code): its own chunk, fetched once the contract is there — after
 * the form's first render, never among the route's first-render chunks.
 */
export const loadPlanEngine = () => import(/* webpackChunkName: "mart-engine" */ './plan');
