import {
  ALL_SERVER_ENUMS,
  accountType,
  adjustModeNeedsInterval,
  adjustModeNeedsPercent,
  adjustPositionMode,
  autoCycleToggle,
  botCloseCode,
  businessType,
  canCloseBot,
  comboBotMode,
  comboLegSide,
  comboStopType,
  CONTRACT_TYPES,
  createInvestModeOf,
  dcaMode,
  defineEnum,
  displayFlag,
  displayStatus,
  displayStatusOfBotStatus,
  futureGridMode,
  futureGridStatus,
  futuresStopType,
  gridCloseReason,
  gridMode,
  gridOrderStatus,
  gridType,
  isBotStatusActive,
  isBotStatusFinal,
  isOrderOpen,
  isSymbolShown,
  KLINE_INTERVAL_MS,
  klineInterval,
  martingaleDisplayStatus,
  martingaleMode,
  martingaleStopType,
  orderSide,
  orderSideOfTradeType,
  orderStatus,
  positionSide,
  spotCloseMode,
  spotCreateInvestMode,
  spotGridStatus,
  spotInvestMode,
  stopLossIsPrice,
  symbolStatus,
  takeProfitIsPrice,
  tpSlType,
  type CodedEnum,
  type ServerEnum,
} from '../index';

const enums = Object.entries(ALL_SERVER_ENUMS);
const isCoded = (e: ServerEnum<string>): e is CodedEnum<string> => 'toCode' in e;

describe('every enumeration', () => {
  it('is registered (the brief list, spec §3 and §4)', () => {
    const names = enums.map(([name]) => name);
    for (const expected of [
      'businessType', 'botProductTag', 'gridMode', 'futureGridMode', 'gridType', 'orderSide', 'positionSide',
      'martingaleMode', 'gridStyle', 'spotInvestMode', 'spotCreateInvestMode', 'spotCloseMode', 'dcaMode', 'tpSlType',
      'autoCycleToggle', 'blockSource', 'createType', 'futuresGridBotAction', 'tradeType', 'transferOperation',
      'pipelineAction', 'adjustPositionMode', 'limitedReason', 'updateField', 'modifyTradingType', 'botListStatus',
      'orderStatus', 'gridOrderStatus', 'klineInterval', 'contractType', 'displayFlag', 'spotGridStatus',
      'futureGridStatus', 'displayStatus', 'martingaleDisplayStatus', 'gridCloseReason',
      'dcaCloseReason', 'botCloseCode', 'futuresStopType', 'martingaleStopType', 'comboStopType', 'accountType',
      'comboBotMode', 'comboLegSide', 'pageLabel', 'userType', 'symbolStatus', 'rankingSort', 'rankingRunTime',
      'rankingPnlBand',
    ]) {
      expect(names).toContain(expected);
    }
  });

  describe.each(enums)('%s', (_name, e) => {
    it.each(e.values.map((v) => [v]))('round-trips %s through its wire identifier', (value) => {
      expect(e.fromServer(e.toServer(value))).toBe(value);
      expect(e.is(value)).toBe(true);
    });

    if (isCoded(e)) {
      it.each(e.values.map((v) => [v]))('round-trips %s through its code (number and string)', (value) => {
        const code = e.toCode(value);
        expect(Number.isInteger(code)).toBe(true);
        expect(e.fromServer(code)).toBe(value);
        expect(e.fromServer(String(code))).toBe(value);
      });
    }

    it('has unique wire identifiers', () => {
      const wires = e.values.map((v) => e.toServer(v));
      expect(new Set(wires).size).toBe(wires.length);
    });

    it.each([[null], [undefined], ['NOT_A_REAL_VALUE'], [987654], [1.5], [{}], [[]], [Number.NaN], [true]])(
      'reads %p as its fallback without throwing',
      (input) => {
        expect(e.fromServer(input)).toBe(e.fallback);
      },
    );

    it('does not take interface values for server values unless they are documented spellings', () => {
      expect(e.is('NOT_A_REAL_VALUE')).toBe(false);
      expect(e.is(42)).toBe(false);
    });
  });
});

describe('documented wire identifiers and codes', () => {
  const readTable: [ServerEnum<string>, unknown, string][] = [
    [futureGridStatus, 'FUTURE_GRID_STATUS_COMPLETED', 'completed'],
    [spotGridStatus, 'RUNNING', 'running'],
    [gridType, 'FUTURE_GRID_TYPE_GEOMETRIC', 'geometric'],
    [futureGridMode, 'FUTURE_GRID_MODE_LONG', 'long'],
    [gridMode, 'GRID_MODE_NEUTRAL', 'neutral'],
    [futuresStopType, 'F_GRID_BOT_STOP_TYPE_TRIGGER_FBU_FAIL', 'triggerFuturesFailed'],
    [botCloseCode, 'BOT_CLOSE_CODE_FAILED_INITIATION', 'failedInitiation'],
    [botCloseCode, 'BOT_CLOSE_CODE_CANCELED_MANUALLY', 'canceledManually'],
    [botCloseCode, 'BOT_CLOSE_CODE_UNKNOWN', 'unknown'],
    [positionSide, 'FUTURES_POSITION_SIDE_UNSPECIFIED', 'unspecified'],
    [tpSlType, 'TP_SL_TYPE_TP_PERCENT_SL_PRICE', 'tpPercentSlPrice'],
    [accountType, 'BOT_ACCOUNT_TYPE_FUND', 'fund'],
    [gridCloseReason, 'UNKNOWN_GridCloseReason', 'unknown'],
    [gridCloseReason, 'CLOSE_STANDARD_CLEARANCE', 'standardClearance'],
    [gridCloseReason, 'CLOSE_TAX_TAG_CHANGE', 'taxTagChange'],
    [gridCloseReason, 'CLOSED_TRAILING_STOP', 'trailingStop'],
    [martingaleDisplayStatus, 'F_MART_BOT_DISPLAY_STATUS_RUNNING', 'running'],
    [displayStatus, 'BOT_DISPLAY_STATUS_COMPLETED', 'completed'],
    [martingaleMode, 'F_MART_MODE_MARTINGALE_MODE_LONG', 'long'],
    [autoCycleToggle, 'AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_UNKNOWN_UNSPECIFIED', 'unspecified'],
    [martingaleStopType, 'F_MART_BOT_STOP_TYPE_STOP_TYPE_UNKNOWN_UNSPECIFIED', 'unspecified'],
    [comboBotMode, 'BOT_MODE_MIX', 'mix'],
    [comboLegSide, 'SIDE_LONG', 'long'],
    [comboLegSide, 'SIDE_SHORT', 'short'],
    [adjustPositionMode, 'ADJUST_POSITION_MODE_TIME_OR_PERCENT', 'timeOrPercent'],
    [comboStopType, 'BOT_STOP_TYPE_BY_USER', 'byUser'],
    [dcaMode, 'DCA_BASE_MODE', 'base'],
    [dcaMode, 'DCA_QUOTE_MODE', 'quote'],
    [symbolStatus, 'ONLINE', 'trading'],
    [orderStatus, 'PartiallyFilled', 'partiallyFilled'],
    [orderStatus, 'Cancelled', 'cancelled'],
    [orderSide, 'Buy', 'buy'],
    [orderSide, 'SELL', 'sell'],
    [accountType, 'UTA (Unified Trading Account)', 'uta'],
    [accountType, 'Derivatives account', 'derivatives'],
    [accountType, 'Derivative account', 'derivatives'],
  ];
  it.each(readTable.map(([e, input, expected]) => ({ name: e.name, e, input, expected })))(
    '$name reads $input as $expected',
    ({ e, input, expected }) => {
      expect(e.fromServer(input)).toBe(expected);
    },
  );

  const codeTable: [CodedEnum<string>, string, number][] = [
    [gridMode, 'neutral', 1],
    [gridMode, 'long', 2],
    [gridMode, 'short', 3],
    [gridType, 'arithmetic', 1],
    [gridType, 'geometric', 2],
    [tpSlType, 'percent', 1],
    [tpSlType, 'price', 2],
    [tpSlType, 'tpPriceSlPercent', 3],
    [tpSlType, 'tpPercentSlPrice', 4],
    [tpSlType, 'empty', 0],
    [martingaleMode, 'long', 1],
    [martingaleMode, 'short', 2],
    [autoCycleToggle, 'enable', 1],
    [autoCycleToggle, 'disable', 2],
    [spotCreateInvestMode, 'quote', 0],
    [spotCreateInvestMode, 'base', 1],
    [spotCreateInvestMode, 'baseAndQuote', 2],
    [spotCloseMode, 'base', 2],
    [spotCloseMode, 'quote', 3],
    [spotCloseMode, 'baseAndQuote', 4],
    [spotCloseMode, 'bit', 1],
    [dcaMode, 'base', 2],
    [dcaMode, 'quote', 3],
    [comboLegSide, 'long', 1],
    [comboLegSide, 'short', 2],
    [adjustPositionMode, 'time', 1],
    [adjustPositionMode, 'percent', 2],
    [adjustPositionMode, 'timeOrPercent', 3],
    [adjustPositionMode, 'byUser', 4],
    [adjustPositionMode, 'modifySetting', 5],
    [adjustPositionMode, 'transfer', 6],
    [displayFlag, 'hidden', 0],
    [displayFlag, 'shown', 1],
  ];
  it.each(codeTable.map(([e, value, code]) => ({ name: e.name, e, value, code })))(
    '$name sends $value as $code',
    ({ e, value, code }) => {
      expect(e.toCode(value)).toBe(code);
    },
  );

  it('tpSlType reads the empty string as empty', () => {
    expect(tpSlType.fromServer('')).toBe('empty');
  });
});

describe('rules the spec states', () => {
  it('business type reads its wire identifiers', () => {
    expect(businessType.fromServer('FUTURE_COMBO')).toBe('futureCombo');
  });

  it('spot create invest mode: absent or unknown means quote (the API default)', () => {
    expect(spotCreateInvestMode.fromServer(undefined)).toBe('quote');
    expect(spotCreateInvestMode.fromServer(7)).toBe('quote');
    expect(createInvestModeOf('bit')).toBe('quote');
    expect(createInvestModeOf('baseAndQuote')).toBe('baseAndQuote');
    expect(spotInvestMode.toCode('baseAndQuote')).toBe(4);
  });

  it('display flag: a symbol is shown unless its flag is hidden', () => {
    expect(isSymbolShown(0)).toBe(false);
    expect(isSymbolShown('0')).toBe(false);
    expect(isSymbolShown(1)).toBe(true);
    expect(isSymbolShown(undefined)).toBe(true);
    expect(isSymbolShown('garbage')).toBe(true);
  });

  it('TP/SL type says which half is a price', () => {
    expect([takeProfitIsPrice('price'), stopLossIsPrice('price')]).toEqual([true, true]);
    expect([takeProfitIsPrice('percent'), stopLossIsPrice('percent')]).toEqual([false, false]);
    expect([takeProfitIsPrice('tpPriceSlPercent'), stopLossIsPrice('tpPriceSlPercent')]).toEqual([true, false]);
    expect([takeProfitIsPrice('tpPercentSlPrice'), stopLossIsPrice('tpPercentSlPrice')]).toEqual([false, true]);
    expect([takeProfitIsPrice('empty'), stopLossIsPrice('empty')]).toEqual([false, false]);
  });

  it('combo adjust modes need the inputs FC-2 requires', () => {
    expect(adjustPositionMode.values.filter(adjustModeNeedsInterval)).toEqual(['time', 'timeOrPercent']);
    expect(adjustPositionMode.values.filter(adjustModeNeedsPercent)).toEqual(['percent', 'timeOrPercent']);
  });

  it('bot status predicates', () => {
    expect(spotGridStatus.values.filter(isBotStatusActive)).toEqual(['new', 'initializing', 'running', 'awaitActivation']);
    expect(spotGridStatus.values.filter(isBotStatusFinal)).toEqual(['rejected', 'completed']);
    expect(spotGridStatus.values.filter((s) => canCloseBot(s, 'spot'))).toEqual(['new', 'running']);
    expect(canCloseBot('cancelling', 'futures')).toBe(false);
    expect(canCloseBot('awaitActivation', 'futures')).toBe(true);
    expect(displayStatusOfBotStatus('raw')).toBe('initializing');
    expect(displayStatusOfBotStatus('rejected')).toBe('completed');
    expect(displayStatusOfBotStatus('unknown')).toBe('unspecified');
  });

  it('grid order statuses extend the order statuses', () => {
    for (const value of orderStatus.values) expect(gridOrderStatus.toServer(value)).toBe(orderStatus.toServer(value));
    expect(gridOrderStatus.fromServer('ORDER_STATUS_PRICE_BELOW_10_PERCENT_OF_BASE')).toBe('priceBelowTenPercentOfBase');
    expect(orderStatus.fromServer('ORDER_STATUS_ORDER_COST')).toBe('unknown');
    expect(gridOrderStatus.values.filter(isOrderOpen)).toEqual([
      'untriggered', 'triggered', 'created', 'new', 'partiallyFilled', 'pendingNew',
    ]);
  });

  it('trade types map to order sides', () => {
    expect(orderSideOfTradeType('openLong')).toBe('buy');
    expect(orderSideOfTradeType('closeShort')).toBe('buy');
    expect(orderSideOfTradeType('openShort')).toBe('sell');
    expect(orderSideOfTradeType('closeLong')).toBe('sell');
    expect(orderSideOfTradeType('unspecified')).toBe('unknown');
  });

  it('kline intervals tell minutes from months and know their length', () => {
    expect(klineInterval.fromServer('1m')).toBe('1m');
    expect(klineInterval.fromServer('1M')).toBe('1M');
    expect(klineInterval.fromServer('M')).toBe('1M');
    expect(klineInterval.fromServer('60')).toBe('1h');
    expect(klineInterval.fromServer(240)).toBe('1m');
    expect(klineInterval.toServer('8h')).toBe('480');
    expect(Object.keys(KLINE_INTERVAL_MS)).toEqual([...klineInterval.values]);
    expect(KLINE_INTERVAL_MS['1h']).toBe(60 * KLINE_INTERVAL_MS['1m']);
  });

  it('there are six contract types', () => {
    expect(CONTRACT_TYPES).toHaveLength(6);
  });
});

describe('defineEnum', () => {
  it('refuses a spelling that names two members', () => {
    expect(() => defineEnum('Broken', { a: { wire: 'X' }, b: { wire: 'x' } }, 'a')).toThrow(/names both/);
  });
  it('refuses a fallback that is not a member', () => {
    expect(() => defineEnum('Broken', { a: { wire: 'A' } }, 'b' as 'a')).toThrow(/not a member/);
  });
});
