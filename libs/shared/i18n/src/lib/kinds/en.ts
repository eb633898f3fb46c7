/**
 * The bot kinds' names (English, the source locale), keyed by each registry row's `navKey`
 * (`@tb/util-bot-kinds` BOT_KINDS): the one table every page, the navigation, the ranking, the
 * share card and the end-to-end tests read. A new kind adds one line here and in zh-TW.ts and
 * ar-SA.ts (the bot-kind generator writes them; the kind seam test names a missing one).
 */
export const en = {
  spotGrid: 'Spot grid',
  dca: 'Spot DCA',
  futuresGrid: 'Futures grid',
  martingale: 'Futures martingale',
  combo: 'Futures combo',
} as const;
