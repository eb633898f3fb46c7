/** Source (en) strings of the home page (`shell` namespace, key `home`); they arrive with the home chunk. */
/** The risk tab's label; the tab's own strings come with its chunk (./home-risk.ts). */
export const riskTab = { tab: 'Risk' } as const;

const home = {
  title: 'Trading bots',
  subtitle: 'Automate your strategy around the clock: grids, dollar-cost averaging, martingale and combos.',
  kindsLabel: 'Bot types',
  create: 'Create',
  comingSoon: 'Coming soon',
  kinds: {
    spotGrid: { text: 'Buy low and sell high automatically inside a price range.' },
    dca: { text: 'Invest a fixed amount at regular intervals to average your cost.' },
    futuresGrid: { text: 'Grid trading with leverage, long, short or neutral.' },
    martingale: { text: 'Add to the position as the price moves against it, take profit per round.' },
    combo: { text: 'Hold a basket of futures and rebalance it automatically.' },
  },
  explore: { label: 'Explore', ranking: 'See the best bots', aiPick: 'Today’s AI pick', strategies: 'How each bot type works' },
  howItWorks: 'How it works',
  risk: riskTab,
  myBots: {
    title: 'My bots',
    tabs: 'Bot status',
    running: 'Running',
    closed: 'Closed',
    loginTitle: 'Log in to see your bots',
    loginText: 'Your running and closed bots appear here once you are logged in.',
    emptyRunningTitle: 'No running bots',
    emptyRunningText: 'Create a bot above and it will show up here while it runs.',
    emptyClosedTitle: 'No closed bots',
    emptyClosedText: 'Bots you stop, and bots that finish, are listed here.',
    error: 'Your bots could not be loaded.',
    retry: 'Try again',
    loading: 'Loading your bots…',
    tableLabel: '{{status}} bots',
    columns: { bot: 'Bot', investment: 'Investment', pnl: 'Total PnL', created: 'Created', ended: 'Ended' },
    botId: 'bot {{id}}',
    total_zero: '{{count}} bots',
    total_one: '{{count}} bot',
    total_two: '{{count}} bots',
    total_few: '{{count}} bots',
    total_many: '{{count}} bots',
    total_other: '{{count}} bots',
    pager: 'Pages of bots',
    page: 'Page {{page}} of {{pages}}',
    previous: 'Previous page',
    next: 'Next page',
    botTypes: {
      unknown: 'Bot',
    },
    /** Product tags (spec §3) a card shows beside the kind: a futures grid's copy-trade role. */
    productTags: {
      /** Between the kind and a tag (the language's own list comma). */
      separator: ', ',
      futureGridCopyLeader: 'Copy-trade leader',
      futureGridCopyFollower: 'Copy-trade follower',
      /** A futures bot's leverage (list-all-bots `fgridBot` / `fmartinBot` / `fcomboBot` leverageE2 ÷ 100). */
      leverage: '{{leverage}} leverage',
    },
  },
  summary: {
    title: 'All my bots',
    running: 'Running',
    closed: 'Closed',
    investment: 'Investment',
    pnl: 'Total PnL',
    today: 'PnL today',
    todayFrom: 'Since {{time}}',
    perCoin: 'In {{coin}}',
    perCoinNote: 'Each coin on its own: amounts are never converted between coins.',
    byKind: 'By bot type',
    kindCounts: '{{running}} running · {{closed}} closed',
    none: 'No bots yet: create one below.',
    loading: 'Loading the summary…',
    error: 'The summary could not be loaded.',
  },
  announcements: {
    title: 'Trading bot announcements',
    empty: 'No announcements right now.',
    error: 'Announcements could not be loaded.',
    retry: 'Try again',
    loading: 'Loading announcements…',
  },
} as const;

export default home;
