/**
 * Seeded announcements, in English, Traditional Chinese and Arabic. Each has a
 * category (one) and topics (several). The trading-bot pages ask for the
 * `trading_bots` topic without the `new_crypto` category, so the listings
 * below that also carry `trading_bots` (new pairs for bots) must be excluded
 * by that filter — the tests check it.
 */
export const ANNOUNCEMENT_LOCALES = ['en', 'zh-TW', 'ar-SA'] as const;
export type AnnouncementLocale = (typeof ANNOUNCEMENT_LOCALES)[number];

type Text = { title: string; description: string };

export type SeedAnnouncement = {
  id: string;
  slug: string;
  category: string;
  topics: string[];
  /** Unix ms. */
  publishTime: number;
  text: Record<AnnouncementLocale, Text>;
};

const at = (iso: string) => Date.parse(iso);

export const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    id: '9001',
    slug: 'futures-combo-bot-launch',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-11-18T08:00:00Z'),
    text: {
      en: {
        title: 'Futures Combo Bot is live: trade up to 10 contracts in one bot',
        description: 'Set target weights for long, short or mixed portfolios and let the bot rebalance on a timer or a drift threshold.',
      },
      'zh-TW': {
        title: '合約組合機器人正式上線：一個機器人最多交易 10 個合約',
        description: '為做多、做空或多空混合組合設定目標權重，機器人會依時間或偏離門檻自動再平衡。',
      },
      'ar-SA': {
        title: 'إطلاق روبوت العقود المركّب: تداول حتى 10 عقود في روبوت واحد',
        description: 'حدّد الأوزان المستهدفة لمحافظ الشراء أو البيع أو المختلطة ودع الروبوت يعيد التوازن وفق جدول زمني أو حد انحراف.',
      },
    },
  },
  {
    id: '9002',
    slug: 'new-bot-pairs-wld-sui',
    category: 'new_crypto',
    topics: ['trading_bots', 'listings'],
    publishTime: at('2026-11-16T10:00:00Z'),
    text: {
      en: { title: 'New listing: WLDUSDT perpetual (pre-market) and SUI grid pairs', description: 'WLD enters pre-market trading; SUIUSDT is now available for spot grid and DCA bots.' },
      'zh-TW': { title: '新幣上線：WLDUSDT 永續合約（盤前）與 SUI 網格交易對', description: 'WLD 開放盤前交易；SUIUSDT 現已支援現貨網格與定投機器人。' },
      'ar-SA': { title: 'إدراج جديد: عقد WLDUSDT الدائم (ما قبل السوق) وأزواج شبكة SUI', description: 'يدخل WLD تداول ما قبل السوق؛ وأصبح SUIUSDT متاحًا لروبوتات الشبكة الفورية والمتوسط الدوري.' },
    },
  },
  {
    id: '9003',
    slug: 'spot-grid-fee-discount-november',
    category: 'latest_activities',
    topics: ['trading_bots', 'promotions'],
    publishTime: at('2026-11-12T06:00:00Z'),
    text: {
      en: { title: 'Spot Grid November: 0 maker fees on grid orders for new bot users', description: 'Create your first spot grid bot before 30 November and pay no maker fees on its orders for 30 days.' },
      'zh-TW': { title: '現貨網格十一月活動：新用戶網格掛單零手續費', description: '於 11 月 30 日前建立首個現貨網格機器人，30 天內其掛單免收 Maker 手續費。' },
      'ar-SA': { title: 'شبكة التداول الفوري في نوفمبر: رسوم صانع صفرية لأوامر الشبكة للمستخدمين الجدد', description: 'أنشئ أول روبوت شبكة فوري قبل 30 نوفمبر ولا تدفع رسوم الصانع على أوامره لمدة 30 يومًا.' },
    },
  },
  {
    id: '9004',
    slug: 'system-maintenance-2026-11-10',
    category: 'maintenance_updates',
    topics: ['maintenance'],
    publishTime: at('2026-11-08T02:00:00Z'),
    text: {
      en: { title: 'Scheduled system maintenance on 10 November, 02:00–03:00 UTC', description: 'Deposits and withdrawals pause during the window; running bots keep trading.' },
      'zh-TW': { title: '11 月 10 日 02:00–03:00（UTC）系統例行維護', description: '維護期間暫停充值與提現；運行中的機器人將繼續交易。' },
      'ar-SA': { title: 'صيانة مجدولة للنظام في 10 نوفمبر من 02:00 إلى 03:00 بالتوقيت العالمي', description: 'تتوقف الإيداعات والسحوبات خلال الفترة؛ وتواصل الروبوتات العاملة التداول.' },
    },
  },
  {
    id: '9005',
    slug: 'martingale-auto-cycle',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-11-05T09:00:00Z'),
    text: {
      en: { title: 'Futures Martingale adds auto-cycle and a round take-profit chart', description: 'Start a new round automatically after each take-profit, and follow every round on the detail page.' },
      'zh-TW': { title: '合約馬丁格爾新增自動循環與每輪止盈圖表', description: '每次止盈後自動開始新一輪，並可在詳情頁查看每一輪的表現。' },
      'ar-SA': { title: 'روبوت مارتينجال للعقود يضيف الدورة التلقائية ورسمًا لجني أرباح كل جولة', description: 'ابدأ جولة جديدة تلقائيًا بعد كل جني أرباح، وتابع كل جولة في صفحة التفاصيل.' },
    },
  },
  {
    id: '9006',
    slug: 'new-listing-pepe-perp',
    category: 'new_crypto',
    topics: ['listings'],
    publishTime: at('2026-11-02T12:00:00Z'),
    text: {
      en: { title: 'New listing: 1000PEPEUSDT perpetual contract with up to 50x leverage', description: 'Trading opens at 12:00 UTC; copy trading follows next week.' },
      'zh-TW': { title: '新幣上線：1000PEPEUSDT 永續合約，最高 50 倍槓桿', description: 'UTC 12:00 開放交易；跟單功能將於下週推出。' },
      'ar-SA': { title: 'إدراج جديد: عقد 1000PEPEUSDT الدائم برافعة تصل إلى 50 ضعفًا', description: 'يبدأ التداول في 12:00 بالتوقيت العالمي؛ ويتبعه نسخ التداول الأسبوع المقبل.' },
    },
  },
  {
    id: '9007',
    slug: 'dca-bot-multi-coin',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-10-28T08:00:00Z'),
    text: {
      en: { title: 'DCA Bot now buys up to 5 coins on one schedule', description: 'Split each round between up to five coins and cap the total with a maximum investment.' },
      'zh-TW': { title: '定投機器人現可依同一排程買入最多 5 種幣', description: '每輪可分配至最多五種幣，並以最高投資額限制總投入。' },
      'ar-SA': { title: 'روبوت المتوسط الدوري يشتري الآن حتى 5 عملات وفق جدول واحد', description: 'وزّع كل جولة على ما يصل إلى خمس عملات وحدّد الإجمالي بحد أقصى للاستثمار.' },
    },
  },
  {
    id: '9008',
    slug: 'futures-grid-trailing-stop',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-10-21T08:00:00Z'),
    text: {
      en: { title: 'Futures Grid: trailing stop and range moving are now available', description: 'Protect profits with a trailing stop and move the grid range without closing the bot.' },
      'zh-TW': { title: '合約網格：追蹤止損與區間移動功能上線', description: '以追蹤止損保護利潤，無需關閉機器人即可移動網格區間。' },
      'ar-SA': { title: 'شبكة العقود: أصبح وقف الخسارة المتحرك وتحريك النطاق متاحين', description: 'احمِ أرباحك بوقف خسارة متحرك وحرّك نطاق الشبكة دون إغلاق الروبوت.' },
    },
  },
  {
    id: '9009',
    slug: 'bot-ranking-copy-rewards',
    category: 'latest_activities',
    topics: ['trading_bots', 'promotions'],
    publishTime: at('2026-10-15T10:00:00Z'),
    text: {
      en: { title: 'Copy a top-ranked bot and share a 50,000 USDT reward pool', description: 'Copy any bot from the ranking with at least 100 USDT and keep it running for 7 days to qualify.' },
      'zh-TW': { title: '複製排行榜機器人，瓜分 50,000 USDT 獎池', description: '以至少 100 USDT 複製排行榜上的任一機器人並運行 7 天即可參與。' },
      'ar-SA': { title: 'انسخ روبوتًا من الأعلى تصنيفًا وشارك في مجمع جوائز بقيمة 50,000 USDT', description: 'انسخ أي روبوت من التصنيف بمبلغ 100 USDT على الأقل وأبقِه يعمل 7 أيام لتتأهل.' },
    },
  },
  {
    id: '9010',
    slug: 'new-listing-ton-grid',
    category: 'new_crypto',
    topics: ['trading_bots', 'listings'],
    publishTime: at('2026-10-10T10:00:00Z'),
    text: {
      en: { title: 'New listing: TONUSDT spot pair, available for grid bots', description: 'TONUSDT opens for spot trading and can be used in spot grid bots from day one.' },
      'zh-TW': { title: '新幣上線：TONUSDT 現貨交易對，支援網格機器人', description: 'TONUSDT 開放現貨交易，首日即可用於現貨網格機器人。' },
      'ar-SA': { title: 'إدراج جديد: زوج TONUSDT الفوري متاح لروبوتات الشبكة', description: 'يفتح TONUSDT للتداول الفوري ويمكن استخدامه في روبوتات الشبكة الفورية من اليوم الأول.' },
    },
  },
  {
    id: '9011',
    slug: 'ai-daily-pick',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-10-03T08:00:00Z'),
    text: {
      en: { title: 'AI Daily Pick: one suggested bot setup every day', description: 'See the parameters the AI suggests for today’s market and create the bot in one tap.' },
      'zh-TW': { title: 'AI 每日精選：每天一組建議的機器人參數', description: '查看 AI 針對今日行情建議的參數，一鍵建立機器人。' },
      'ar-SA': { title: 'اختيار الذكاء الاصطناعي اليومي: إعداد روبوت مقترح كل يوم', description: 'اطّلع على المعايير التي يقترحها الذكاء الاصطناعي لسوق اليوم وأنشئ الروبوت بنقرة واحدة.' },
    },
  },
  {
    id: '9012',
    slug: 'system-maintenance-2026-09-28',
    category: 'maintenance_updates',
    topics: ['maintenance', 'trading_bots'],
    publishTime: at('2026-09-26T02:00:00Z'),
    text: {
      en: { title: 'Trading bot service upgrade on 28 September: bot creation paused for 30 minutes', description: 'Existing bots keep running; creating, editing and closing bots pause from 03:00 to 03:30 UTC.' },
      'zh-TW': { title: '9 月 28 日交易機器人服務升級：暫停建立機器人 30 分鐘', description: '現有機器人持續運行；UTC 03:00 至 03:30 暫停建立、修改與關閉機器人。' },
      'ar-SA': { title: 'ترقية خدمة روبوتات التداول في 28 سبتمبر: إيقاف إنشاء الروبوتات 30 دقيقة', description: 'تستمر الروبوتات الحالية في العمل؛ ويتوقف الإنشاء والتعديل والإغلاق من 03:00 إلى 03:30 بالتوقيت العالمي.' },
    },
  },
  {
    id: '9013',
    slug: 'grid-bot-trading-competition',
    category: 'latest_activities',
    topics: ['trading_bots', 'promotions'],
    publishTime: at('2026-09-20T08:00:00Z'),
    text: {
      en: { title: 'Grid Bot Trading Competition: top 100 by ROI share 100,000 USDT', description: 'Run any spot or futures grid bot during the event; rankings update every hour.' },
      'zh-TW': { title: '網格機器人交易大賽：收益率前 100 名瓜分 100,000 USDT', description: '活動期間運行任一現貨或合約網格機器人；排名每小時更新。' },
      'ar-SA': { title: 'مسابقة تداول روبوتات الشبكة: أفضل 100 حسب العائد يتقاسمون 100,000 USDT', description: 'شغّل أي روبوت شبكة فوري أو للعقود خلال الفعالية؛ ويُحدَّث التصنيف كل ساعة.' },
    },
  },
  {
    id: '9014',
    slug: 'fee-schedule-update',
    category: 'latest_bybit_news',
    topics: ['promotions'],
    publishTime: at('2026-09-15T08:00:00Z'),
    text: {
      en: { title: 'Updated VIP fee schedule from 1 October', description: 'Lower maker fees for VIP 1–5 on spot and derivatives; details in the fee table.' },
      'zh-TW': { title: '10 月 1 日起更新 VIP 費率表', description: 'VIP 1–5 的現貨與衍生品 Maker 費率下調，詳見費率表。' },
      'ar-SA': { title: 'جدول رسوم VIP محدّث اعتبارًا من 1 أكتوبر', description: 'رسوم صانع أقل لمستويات VIP من 1 إلى 5 في التداول الفوري والمشتقات؛ التفاصيل في جدول الرسوم.' },
    },
  },
  {
    id: '9015',
    slug: 'spot-grid-trailing-up',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-09-08T08:00:00Z'),
    text: {
      en: { title: 'Spot Grid trailing up: the grid follows the price above your range', description: 'Enable trailing with at least 5 grids and set a limit-up price; the bot shifts the range as the price rises.' },
      'zh-TW': { title: '現貨網格向上追蹤：價格突破區間時網格自動跟隨', description: '網格數至少 5 格即可開啟追蹤並設定上限價，價格上漲時機器人會上移區間。' },
      'ar-SA': { title: 'التتبع الصاعد لشبكة التداول الفوري: الشبكة تتبع السعر فوق نطاقك', description: 'فعّل التتبع بخمس شبكات على الأقل وحدّد سعر الحد الأعلى؛ ينقل الروبوت النطاق مع ارتفاع السعر.' },
    },
  },
  {
    id: '9016',
    slug: 'new-listing-mnt',
    category: 'new_crypto',
    topics: ['listings'],
    publishTime: at('2026-09-01T10:00:00Z'),
    text: {
      en: { title: 'New listing: MNTUSDT spot trading', description: 'Deposits are open; spot trading starts at 10:00 UTC.' },
      'zh-TW': { title: '新幣上線：MNTUSDT 現貨交易', description: '充值已開放；現貨交易於 UTC 10:00 開始。' },
      'ar-SA': { title: 'إدراج جديد: التداول الفوري لـ MNTUSDT', description: 'الإيداعات مفتوحة؛ ويبدأ التداول الفوري في 10:00 بالتوقيت العالمي.' },
    },
  },
  {
    id: '9017',
    slug: 'bot-api-v5-docs',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-08-25T08:00:00Z'),
    text: {
      en: { title: 'Trading bot API: create and close grid and DCA bots programmatically', description: 'New endpoints for spot grid, DCA, futures grid, martingale and combo bots are documented.' },
      'zh-TW': { title: '交易機器人 API：以程式建立與關閉網格及定投機器人', description: '現貨網格、定投、合約網格、馬丁格爾與組合機器人的新端點文件已發布。' },
      'ar-SA': { title: 'واجهة برمجة روبوتات التداول: أنشئ روبوتات الشبكة والمتوسط الدوري وأغلقها برمجيًا', description: 'نُشرت وثائق نقاط نهاية جديدة لروبوتات الشبكة الفورية والمتوسط الدوري وشبكة العقود ومارتينجال والمركّب.' },
    },
  },
  {
    id: '9018',
    slug: 'usdc-bot-pairs',
    category: 'latest_activities',
    topics: ['trading_bots', 'promotions'],
    publishTime: at('2026-08-18T08:00:00Z'),
    text: {
      en: { title: 'USDC pairs for bots: zero fees on BTCUSDC and ETHUSDC grids', description: 'Spot grid bots on USDC pairs trade without fees until the end of the quarter.' },
      'zh-TW': { title: 'USDC 交易對機器人：BTCUSDC 與 ETHUSDC 網格零手續費', description: 'USDC 交易對的現貨網格機器人於本季結束前免手續費。' },
      'ar-SA': { title: 'أزواج USDC للروبوتات: رسوم صفرية على شبكات BTCUSDC وETHUSDC', description: 'تتداول روبوتات الشبكة الفورية على أزواج USDC دون رسوم حتى نهاية الربع.' },
    },
  },
  {
    id: '9019',
    slug: 'delisting-ftm-perp',
    category: 'latest_bybit_news',
    topics: ['listings', 'trading_bots'],
    publishTime: at('2026-08-10T08:00:00Z'),
    text: {
      en: { title: 'Delisting of FTMUSDT perpetual: bots on FTMUSDT will be closed', description: 'Futures grid and martingale bots on FTMUSDT close automatically at delisting; margin returns to your account.' },
      'zh-TW': { title: 'FTMUSDT 永續合約下架：相關機器人將被關閉', description: 'FTMUSDT 的合約網格與馬丁格爾機器人將於下架時自動關閉，保證金退回您的帳戶。' },
      'ar-SA': { title: 'شطب عقد FTMUSDT الدائم: سيتم إغلاق الروبوتات على FTMUSDT', description: 'تُغلق روبوتات شبكة العقود ومارتينجال على FTMUSDT تلقائيًا عند الشطب؛ ويعود الهامش إلى حسابك.' },
    },
  },
  {
    id: '9020',
    slug: 'system-maintenance-2026-08-03',
    category: 'maintenance_updates',
    topics: ['maintenance'],
    publishTime: at('2026-08-01T02:00:00Z'),
    text: {
      en: { title: 'Wallet maintenance for the TRON network on 3 August', description: 'TRX and TRC-20 deposits and withdrawals pause for about one hour.' },
      'zh-TW': { title: '8 月 3 日 TRON 網路錢包維護', description: 'TRX 與 TRC-20 充提暫停約一小時。' },
      'ar-SA': { title: 'صيانة المحفظة لشبكة TRON في 3 أغسطس', description: 'تتوقف إيداعات وسحوبات TRX وTRC-20 لمدة ساعة تقريبًا.' },
    },
  },
  {
    id: '9021',
    slug: 'combo-bot-beta',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-07-22T08:00:00Z'),
    text: {
      en: { title: 'Futures Combo Bot public beta opens to VIP users', description: 'VIP users can try portfolio bots with up to 10 contracts and share feedback in the app.' },
      'zh-TW': { title: '合約組合機器人公測向 VIP 用戶開放', description: 'VIP 用戶可試用最多 10 個合約的組合機器人，並於 App 內提供回饋。' },
      'ar-SA': { title: 'فتح النسخة التجريبية العامة لروبوت العقود المركّب لمستخدمي VIP', description: 'يمكن لمستخدمي VIP تجربة روبوتات المحافظ بما يصل إلى 10 عقود ومشاركة الملاحظات في التطبيق.' },
    },
  },
  {
    id: '9022',
    slug: 'grid-profit-withdrawal',
    category: 'product_updates',
    topics: ['trading_bots', 'product_updates'],
    publishTime: at('2026-07-10T08:00:00Z'),
    text: {
      en: { title: 'Withdraw grid profit without stopping your bot', description: 'The detail page now shows how much profit can be withdrawn at once without changing the grid’s orders.' },
      'zh-TW': { title: '無需停止機器人即可提取網格利潤', description: '詳情頁現會顯示在不影響網格掛單的情況下可立即提取的利潤。' },
      'ar-SA': { title: 'اسحب أرباح الشبكة دون إيقاف الروبوت', description: 'تعرض صفحة التفاصيل الآن مقدار الربح الذي يمكن سحبه فورًا دون تغيير أوامر الشبكة.' },
    },
  },
];
