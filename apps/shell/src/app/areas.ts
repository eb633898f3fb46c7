import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * Product areas under /tradingbot/{lang}/. Each is owned by one remote; the
 * remote manifest says where it is deployed. The order is the navigation order.
 */
export type AreaKey = keyof ShellTranslations['nav'];
export const AREAS: ReadonlyArray<{ area: string; remote: string; navKey: AreaKey }> = [
  { area: 'spot-grid', remote: 'spot_grid', navKey: 'spotGrid' },
  { area: 'dca', remote: 'dca', navKey: 'dca' },
  { area: 'futures-grid', remote: 'futures_grid', navKey: 'futuresGrid' },
  { area: 'martingale', remote: 'martingale', navKey: 'martingale' },
  { area: 'combo', remote: 'combo', navKey: 'combo' },
  { area: 'ranking', remote: 'ranking', navKey: 'ranking' },
  { area: 'ai-pick', remote: 'ai_pick', navKey: 'aiPick' },
];
