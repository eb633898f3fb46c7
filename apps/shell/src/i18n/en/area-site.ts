/**
 * Source (en) strings of the page of an area the site does not offer and the
 * areas' way home (`shell` namespace, key `site`, beside the site notices of
 * the first download); they arrive with the area route (app/AreaRoute.tsx).
 */
const site = {
  unavailableTitle: '{{area}} is not offered on this site',
  unavailableBody: 'Futures bots are not available on the Hong Kong site. Spot grid and DCA bots are.',
  unavailableBodyEu: 'Futures bots are not available on the EU site. Spot grid and DCA bots are.',
  home: 'Go to trading bots',
} as const;

export default site;
