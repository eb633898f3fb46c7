/**
 * Why a bot closed, in words: one sentence per meaning, shared by every
 * kind's close codes, stop types and close reasons (close-words.ts maps each
 * value onto one). Added by `useCloseWords` when a page showing one renders.
 */
export const enCloseWords = {
  closeWords: {
    unknown: 'Closed for a reason the exchange did not give.',
    failedStart: 'It could not start: its opening orders failed.',
    user: 'You closed it.',
    autoOther: 'The exchange closed it automatically.',
    takeProfit: 'Its take profit was reached.',
    stopLoss: 'Its stop loss was reached.',
    liquidation: 'Its position was liquidated.',
    reachedMax: 'It had invested its maximum amount.',
    userBanned: 'The account was suspended, so the exchange closed it.',
    topPrice: 'The price rose above the top of its range.',
    bottomPrice: 'The price fell below the bottom of its range.',
    roundTakeProfit: 'Its round reached its take profit and auto-cycle was off.',
    delisted: 'Its contract or pair was delisted.',
    negativeArbitrage: 'Each grid round trip would have lost money after fees.',
    trailingStop: 'Its trailing stop was hit.',
    oiLimit: 'The open-interest limit of the contract was reached.',
    standardClearance: 'The exchange cleared it in a standard clearance.',
    compliance: 'Your account can no longer use this product here, so it was closed.',
    taxTagChange: 'Your tax registration changed, so it was closed to run on the new terms.',
    adl: 'The exchange reduced its position by auto-deleveraging.',
    noBalance: 'There was not enough balance to place its orders.',
    settled: 'Its contract was settled.',
    triggerFailed: 'Its futures order could not be placed.',
    transferFailed: 'A transfer of its funds failed.',
    reduceOnly: 'Its contract went reduce-only: it could open nothing more.',
    riskLimit: 'Its position reached the contract’s risk limit.',
    riskSystem: 'The exchange’s risk system stopped it.',
    priceDrop: 'The price fell too far below its entry.',
    master: 'The bot it copied was stopped.',
    followerBalance: 'There was not enough balance to keep copying the leader.',
    entryTiming: 'The price had moved too far from the leader’s entry to copy it.',
    bustPrice: 'Its close price would have been worse than the bankruptcy price.',
    system: 'The exchange stopped it.',
  },
} as const;
