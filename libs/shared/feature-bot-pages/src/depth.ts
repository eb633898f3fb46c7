/**
 * `@tb/feature-bot-pages/depth`: the create pages' order-book panel, an entry
 * of its own so a page loads it lazily (`lazy(() => import('@tb/feature-bot-pages/depth'))`)
 * and its first screen does not wait for it. The page's side (which price
 * input a pick fills) is `usePriceTarget` in the main entry.
 */
export { DepthBook as default, DepthBook, DEPTH_POLL_MS, DEPTH_LEVELS, type DepthBookProps } from './lib/depth/DepthBook';
