import type { LocaleResources } from '@tb/i18n';
import type { SessionTranslations } from '../translations';

/** zh-TW strings of the session's messages (fetched with the switch to zh-TW). */
export const zhTW: LocaleResources<SessionTranslations>['zh-TW'] = {
  errors: {
    timeout: '請求逾時，請重試。',
    network: '網路錯誤，請檢查連線後重試。',
    http: '伺服器回應錯誤（{{status}}），請重試。',
    rateLimited: '請求過於頻繁，請稍候再試。',
    empty: '伺服器沒有回應，請重試。',
    noPermission: '您沒有執行此操作的權限。',
    banned: '您的帳戶已被限制使用交易機器人。',
    generic: '發生錯誤，請重試。',
  },
};
