import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const zhTW: Shape<Translations> = {
    title: '合約馬丁格爾',
    pages: {
      create: '建立機器人',
      symbols: '選擇交易對',
      detail: '機器人詳情',
      closeDetail: '關閉詳情',
      openOrders: '當前委託',
      historyOrders: '歷史委託',
      round: '輪次詳情',
      follow: '跟單詳情',
    },
  };
