import type { LocaleResources } from '@tb/i18n';
import type { UiTranslations } from '../translations';

/** zh-TW strings of the design-system components (fetched only on zh-TW pages, before the page switches to it). */
export const zhTW: LocaleResources<UiTranslations>['zh-TW'] = {
  close: '關閉',
  loading: '載入中…',
  toast: { success: '成功', warn: '警告', fail: '錯誤', region: '通知', dismiss: '關閉通知' },
  table: { empty: '沒有可顯示的內容', rows: '{{count}} 行' },
  progress: '進度',
  number: {
    notNumber: '請輸入數字：數字加一個小數點（例如 1,234.56）。不接受字母及 5e2 之類的指數寫法。',
    negative: '請輸入 0 或以上的數字。',
    notWhole: '請輸入整數，不帶小數。',
    tooManyDecimals_zero: '最多 {{count}} 位小數。',
    tooManyDecimals_one: '最多 {{count}} 位小數。',
    tooManyDecimals_two: '最多 {{count}} 位小數。',
    tooManyDecimals_few: '最多 {{count}} 位小數。',
    tooManyDecimals_many: '最多 {{count}} 位小數。',
    tooManyDecimals_other: '最多 {{count}} 位小數。',
    required: '必填。',
    low: '最少 {{min}}。',
    high: '最多 {{max}}。',
    notAbove: '請輸入大於 {{bound}} 的數值。',
    step: '請輸入 {{step}} 的整數倍。',
  },
  frame: {
    note: '此區域建置中：畫面將隨{{area}}版本推出。',
    botId: '機器人 ID',
    sections: '分區',
    pages: { create: '建立機器人', symbols: '選擇交易對', detail: '機器人詳情', closeDetail: '關閉詳情', openOrders: '當前委託', historyOrders: '歷史委託', positions: '倉位', round: '輪次詳情', follow: '跟單詳情' },
  },
};
