import { defineAreaStrings, useKindName } from '@tb/i18n';
import { nameKeyOf } from '@tb/util-bot-kinds';
import { en } from './en';

export { en };
export type Translations = typeof en;

/** English ships with the remote; zh-TW and ar-SA are fetched when a page is in that language. */
export const rankingStrings = defineAreaStrings<Translations>({ namespace: 'ranking', en, locales: { 'zh-TW': () => import('./zh-TW').then((m) => m.zhTW), 'ar-SA': () => import('./ar-SA').then((m) => m.arSA) } });
export const useRankingT = rankingStrings.useT;

/** A bot kind's name by its list type, from the shared `kinds` strings (`@tb/i18n`): one wording on every page. */
export function useKindNameOfType(): (listType: string) => string {
  const kindName = useKindName();
  return (listType) => kindName(nameKeyOf(listType), listType);
}
