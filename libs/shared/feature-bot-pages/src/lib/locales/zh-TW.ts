import type { Shape } from '@tb/i18n';
import type { BotPagesTranslations } from './en';

export const zhTW: Shape<BotPagesTranslations> = {
  loading: '載入中…',
  retry: '重試',
  loadFailed: '無法載入。請檢查網路連線後重試。',
  loginToView: '登入後即可查看您的機器人。',
  login: '登入',
  notFound: '此機器人不存在或不屬於您。',
  toCreate: '建立機器人',
  breadcrumb: '導覽路徑',
  botId: '機器人 ID',
  runningFor: '已運行 {{duration}}',
  ranFor: '共運行 {{duration}}',
  pnl: { title: '盈虧' },
  pager: { label: '分頁', page: '第 {{page}} / {{pages}} 頁', previous: '上一頁', next: '下一頁' },
  orders: { open: '當前委託', history: '歷史委託', noOpen: '沒有當前委託。', noHistory: '尚無成交訂單。' },
  orderColumns: { side: '方向', buy: '買入', sell: '賣出', price: '價格', quantity: '數量', value: '價值', fee: '手續費', time: '時間' },
  bounds: { range: '允許範圍：{{min}} – {{max}}', min: '至少 {{min}}', max: '最多 {{max}}' },
  chart: { empty: '暫無資料。', summary: '{{label}}：從 {{first}} 到 {{last}}，最低 {{min}}，最高 {{max}}。' },
  copy: { copy: '複製參數', follow: '跟單頁面' },
  closeDetail: { reason: '關閉原因', pnl: '平倉時的盈虧', settlement: '結算', stillRunning: '此機器人仍在運行。', toDetail: '前往機器人' },
};
