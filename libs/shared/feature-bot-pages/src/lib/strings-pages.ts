import type { PnlParts } from './pnl-parts';
import { enPages } from './locales/en-pages';
import { botPageStrings } from './strings';

/**
 * `t` of the scaffolds only bot pages show (detail, orders, close detail, copy
 * detail, share card): adds their English to the `botPages` namespace on first
 * use, so only the chunks of those pages carry it. Keys of the create pages'
 * part work here too.
 */
export function useBotPageDetailT() {
  return botPageStrings.useT(enPages);
}

/** The parts of a futures bot's PnL in the page's language ({@link PnlParts}' labels): one wording for every kind's detail and close pages. */
export function usePnlLabels(): PnlParts['labels'] {
  const t = useBotPageDetailT();
  return { realised: t('pnl.realised'), unrealised: t('pnl.unrealised'), funding: t('pnl.funding'), fees: t('pnl.fees'), total: t('pnl.total') };
}
