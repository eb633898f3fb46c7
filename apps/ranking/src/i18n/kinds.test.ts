import { BOT_KINDS } from '@tb/util-bot-kinds';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

/**
 * The kind seam, ranking side: every released registry row has its strategy
 * explanation (what / how / risk) in every locale the area ships; a
 * kind added to the registry without them fails here, naming the place. The
 * kinds' names are the shared `kinds` strings of @tb/i18n (the simulator's
 * seam test checks them for every row).
 */
describe('ranking strings per bot kind', () => {
  it('explain every released kind’s strategy in en, zh-TW and ar-SA', () => {
    const missing: string[] = [];
    for (const [locale, strings] of [['en', en], ['zh-TW', zhTW], ['ar-SA', arSA]] as const) {
      const tables = { 'chat.what': strings.chat.what, 'chat.how': strings.chat.how, 'chat.risk': strings.chat.risk } as Record<string, Record<string, string | undefined>>;
      for (const row of BOT_KINDS.filter((k) => k.released)) {
        for (const [name, table] of Object.entries(tables)) {
          if (!table[row.listType]?.trim()) missing.push(`${row.listType}: no ${name} string in apps/ranking/src/i18n/${locale}.ts`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
