/**
 * Source (en) strings of the home's risk tab (`shell` namespace, key `home.risk`, beside its `tab`
 * label in ./home.ts): only a trader with futures bots opens it, so they travel with the risk view's
 * chunk (RiskView.tsx registers them) instead of every visitor's first download.
 */
const homeRisk = {
  title: 'Risk of your running futures bots',
  loading: 'Loading your positions…',
  error: 'Your positions could not be loaded.',
  retry: 'Try again',
  empty: 'No open futures positions. Positions of your running futures bots appear here, nearest liquidation first.',
  listLabel: 'Open positions, nearest liquidation first',
  exposure: 'Net exposure per coin',
  exposureLabel: 'Net exposure per coin across all bots (long minus short)',
  coin: 'Coin',
  netSize: 'Net size',
  netValue: 'Net value',
  longValue: 'Long value',
  shortValue: 'Short value',
  side: { long: 'Long', short: 'Short' },
  position: '{{symbol}} {{side}} · {{kind}}',
  margin: 'Margin',
  marginRatio: 'Margin ratio',
  distance: 'Distance to liquidation',
  liqPrice: 'Liquidation price',
  price: 'Last price',
  upnl: 'Unrealised PnL',
  funding: 'Funding paid',
  guard: 'Adding',
  guardPaused: 'Paused (within {{distance}})',
  guardOn: 'Guard at {{distance}}',
  guardOff: 'No guard',
  alert: 'Alert at {{distance}}',
  warned: 'Within the alert distance',
  open: 'Open bot',
  unreachable: 'Not reachable',
} as const;

export default homeRisk;
