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
