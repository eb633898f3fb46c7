import { i18n, initI18n, type Translations } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import {
  COMPLIANCE_MESSAGE_KEY,
  ALL_CHECK_CODES,
  ALL_PAYLOAD_FIELDS,
  BOT_RESPONSE_CODES,
  CHECK_CODES_NAMESPACE,
  CLIENT_ERRORS,
  CLIENT_ERROR_MESSAGES,
  COMBO_CHECK_CODES,
  COMBO_FIELDS,
  FGRID_CHECK_CODES,
  FUTURES_GRID_FIELDS,
  MARTINGALE_CHECK_CODES,
  MARTINGALE_FIELDS,
  RET_CODE_NO_PERMISSION,
  RET_CODE_NOT_LOGGED_IN,
  RET_CODE_TIMEOUT,
  SPOT_CHECK_CODES,
  SPOT_GRID_FIELDS,
  SYMBOL_CACHE_LOG_CODES,
  botResponseOf,
  checkCodeTranslations,
  clientErrorOfRetCode,
  describeCheckCode,
  fieldProblemInMessage,
  FIELD_PROBLEM_KEYS,
  payloadFieldInMessage,
  formatBound,
  isCheckCodeSuccess,
  isSuccessStatusCode,
  registerCheckCodeTranslations,
  type CheckCodeDef,
} from '../index';

function lookup(tree: Translations, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/** Every message key the catalogue uses. */
const allKeys = [
  ...ALL_CHECK_CODES.flatMap((def) => (def.bound ? [`${def.key}.range`, `${def.key}.plain`] : [def.key])),
  ...BOT_RESPONSE_CODES.map((def) => def.key),
  ...Object.values(CLIENT_ERRORS).map((def) => def.key),
  ...FIELD_PROBLEM_KEYS,
  COMPLIANCE_MESSAGE_KEY,
  'generic.unknown',
];
const locales = ['en', 'zh-TW', 'ar-SA'] as const;

describe('translations', () => {
  it.each(locales)('%s has a non-empty message for every code', (locale) => {
    const tree = checkCodeTranslations[locale];
    const missing = allKeys.filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(['zh-TW', 'ar-SA'] as const)('%s is complete against en (missingKeys)', (locale) => {
    expect(missingKeys(checkCodeTranslations.en, checkCodeTranslations[locale])).toEqual([]);
    expect(missingKeys(checkCodeTranslations[locale], checkCodeTranslations.en)).toEqual([]);
  });

  it('every message in the namespace belongs to a code, a subject or the generic fallback', () => {
    const known = new Set(allKeys);
    const leaves = (tree: Translations, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)));
    const stray = leaves(checkCodeTranslations.en).filter((key) => !known.has(key) && !key.startsWith('subject.'));
    expect(stray).toEqual([]);
  });

  it.each(locales)('%s: bounded messages use exactly the placeholders of their bound; others use none', (locale) => {
    const tree = checkCodeTranslations[locale];
    for (const def of ALL_CHECK_CODES) {
      if (def.bound) {
        const range = lookup(tree, `${def.key}.range`) as string;
        const plain = lookup(tree, `${def.key}.plain`) as string;
        expect([def.code, range.includes('{{min}}')]).toEqual([def.code, def.bound.kind !== 'max']);
        expect([def.code, range.includes('{{max}}')]).toEqual([def.code, def.bound.kind !== 'min']);
        expect([def.code, plain.includes('{{')]).toEqual([def.code, false]);
      } else {
        expect([def.code, (lookup(tree, def.key) as string).includes('{{')]).toEqual([def.code, false]);
      }
    }
  });

  it('messages differ per locale (nothing left in English)', () => {
    for (const key of allKeys) {
      expect([key, lookup(checkCodeTranslations['zh-TW'], key) === lookup(checkCodeTranslations.en, key)]).toEqual([key, false]);
      expect([key, lookup(checkCodeTranslations['ar-SA'], key) === lookup(checkCodeTranslations.en, key)]).toEqual([key, false]);
    }
  });

  it('registers into the shared i18n instance and fills the bounds', async () => {
    await initI18n('en');
    registerCheckCodeTranslations();
    registerCheckCodeTranslations();
    const description = describeCheckCode('FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', { min_price: { from: '20000', to: '30000' } });
    const t = (lng: string) => i18n.t(description.key, { ns: CHECK_CODES_NAMESPACE, lng, ...description.params });
    expect(t('en')).toBe('The lowest grid price is below the minimum of 20,000. Enter 20,000 or more.');
    expect(t('zh-TW')).toBe('網格最低價低於最小值 20,000，請輸入不低於 20,000 的數值。');
    expect(t('ar-SA')).toBe('أدنى سعر للشبكة أقل من الحد الأدنى 20,000. أدخل 20,000 أو أكثر.');
  });
});

describe('fields', () => {
  const familyFields: Record<string, readonly string[]> = {
    fgrid: FUTURES_GRID_FIELDS,
    spot: SPOT_GRID_FIELDS,
    martingale: MARTINGALE_FIELDS,
    combo: COMBO_FIELDS,
  };
  it.each(ALL_CHECK_CODES.map((def) => [def.code, def] as [string, CheckCodeDef]))('%s names a real payload field of its product', (_code, def) => {
    for (const field of [def.field, ...def.aliases].filter((f): f is NonNullable<typeof f> => f !== null)) {
      expect(familyFields[def.family]).toContain(field);
    }
  });
  it.each(BOT_RESPONSE_CODES.map((def) => [def.code, def.field]))('%s names a real payload field (or none)', (_code, field) => {
    if (field !== null) expect(ALL_PAYLOAD_FIELDS.has(field)).toBe(true);
  });
  it('bounded codes point at a field', () => {
    expect(ALL_CHECK_CODES.filter((def) => def.bound && !def.field)).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('has every identifier the API reference documents', () => {
    const documented = {
      spot: [
        'SUCCESS_UNSPECIFIED', 'LOW_PRICE_TOO_LOW', 'LOW_PRICE_TOO_HIGH', 'HIGH_PRICE_TOO_LOW', 'HIGH_PRICE_TOO_HIGH',
        'GRID_NO_TOO_LOW', 'GRID_NO_TOO_HIGH', 'INVESTMENT_TOO_LOW', 'INVESTMENT_TOO_HIGH', 'TP_TOO_LOW', 'TP_TOO_HIGH',
        'SL_TOO_LOW', 'SL_TOO_HIGH', 'EP_TOO_LOW', 'EP_TOO_HIGH', 'TS_PERCENT_TOO_LOW', 'TS_PERCENT_TOO_HIGH',
        'TP_TOO_LOW_THAN_MARKET', 'SL_TOO_HIGH_THAN_MARKET', 'LIMIT_UP_PRICE_TOO_LOW', 'LIMIT_UP_PRICE_TOO_HIGH',
        'CAN_NOT_ENABLE_TRAILING_UP', 'ENTRY_PRICE_FORBIDDEN_TRAILING_UP', 'LAST_PRICE_FORBIDDEN_TRAILING_UP',
        'INVESTMENT_FORBIDDEN_TRAILING_UP',
      ].map((s) => `SPOT_CHECK_CODE_${s}`),
      fgrid: [
        'SUCCESS', 'LOW_PRICE_TOO_LOW', 'LOW_PRICE_TOO_HIGH', 'HIGH_PRICE_TOO_LOW', 'HIGH_PRICE_TOO_HIGH', 'GRID_NO_TOO_LOW',
        'GRID_NO_TOO_HIGH', 'INVESTMENT_TOO_LOW', 'INVESTMENT_TOO_HIGH', 'LEVERAGE_TOO_LOW', 'LEVERAGE_TOO_HIGH', 'TP_TOO_LOW',
        'TP_TOO_HIGH', 'SL_TOO_LOW', 'SL_TOO_HIGH', 'SL_CAUSE_LIQUIDATION', 'RISK_LIMIT', 'OI_POS_LIMIT', 'SYMBOL_NOT_EXISTS',
        'USER_BANNED', 'INVALID_TRAILING_STOP_PERCENT',
      ].map((s) => `FGRID_CHECK_CODE_${s}`),
      martingale: [
        'F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED', 'F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH', 'F_MART_PRICE_FLOAT_PERCENT_TOO_LOW',
        'F_MART_ADD_POSITION_PERCENT_TOO_HIGH', 'F_MART_ADD_POSITION_PERCENT_TOO_LOW', 'F_MART_ADD_POSITION_NUM_TOO_HIGH',
        'F_MART_ADD_POSITION_NUM_TOO_LOW', 'F_MART_INIT_MARGIN_TOO_HIGH', 'F_MART_INIT_MARGIN_TOO_LOW',
        'F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH', 'F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW', 'F_MART_SL_PER_TOO_HIGH',
        'F_MART_SL_PER_TOO_LOW', 'F_MART_ENTRY_PRICE_TOO_HIGH', 'F_MART_ENTRY_PRICE_TOO_LOW', 'F_MART_LEVERAGE_TOO_HIGH',
        'F_MART_LEVERAGE_TOO_LOW',
      ].map((s) => `F_MART_LIMIT_CHECK_CODE_${s}`),
      combo: [
        'SUCCESS_UNSPECIFIED', 'SYMBOL_NUM_TOO_LOW', 'SYMBOL_NUM_TOO_HIGH', 'ADJUST_POSITION_PERCENT_TOO_LOW',
        'ADJUST_POSITION_PERCENT_TOO_HIGH', 'ADJUST_POSITION_TIME_INTERVAL_TOO_LOW', 'ADJUST_POSITION_TIME_INTERVAL_TOO_HIGH',
        'INIT_MARGIN_TOO_HIGH', 'INIT_MARGIN_TOO_LOW', 'SL_PER_TOO_HIGH', 'SL_PER_TOO_LOW', 'TP_PER_TOO_HIGH', 'TP_PER_TOO_LOW',
        'LEVERAGE_TOO_HIGH', 'LEVERAGE_TOO_LOW', 'TRAILING_STOP_PERCENT_TOO_LOW', 'TRAILING_STOP_PERCENT_TOO_HIGH',
      ].map((s) => `LIMIT_CHECK_CODE_${s}`),
    };
    expect(documented.spot).toHaveLength(25);
    expect(documented.fgrid).toHaveLength(21);
    expect(documented.martingale).toHaveLength(17);
    expect(documented.combo).toHaveLength(17);
    const codes = (defs: readonly CheckCodeDef[]) => defs.map((def) => def.code);
    expect(codes(SPOT_CHECK_CODES)).toEqual(expect.arrayContaining(documented.spot));
    expect(codes(FGRID_CHECK_CODES)).toEqual(expect.arrayContaining(documented.fgrid));
    expect(codes(MARTINGALE_CHECK_CODES)).toEqual(documented.martingale);
    expect(codes(COMBO_CHECK_CODES)).toEqual(documented.combo);
  });

  it('has the spec §5 futures-grid and spot-grid extras', () => {
    const fgrid = FGRID_CHECK_CODES.map((def) => def.code.replace('FGRID_CHECK_CODE_', ''));
    for (const extra of [
      'AMOUNT_TOO_BIG', 'AMOUNT_TOO_LOW', 'AMOUNT_TOO_HIGH', 'TP_SL_FAILED', 'SL_PRICE_TOO_LOW', 'SL_PRICE_TOO_HIGH',
      'TP_PRICE_TOO_LOW', 'TP_PRICE_TOO_HIGH', 'TOP_PRICE_TOO_LOW', 'TOP_PRICE_TOO_HIGH', 'BOTTOM_PRICE_TOO_LOW',
      'BOTTOM_PRICE_TOO_HIGH', 'ENTRY_PRICE_TOO_LOW', 'ENTRY_PRICE_TOO_HIGH', 'MOVE_UP_PRICE_TOO_LOW', 'MOVE_UP_PRICE_TOO_HIGH',
      'MOVE_DOWN_PRICE_TOO_LOW', 'MOVE_DOWN_PRICE_TOO_HIGH', 'TP_PRICE_LOWER_THAN_LAST_PRICE', 'TP_PRICE_HIGHER_THAN_LAST_PRICE',
      'SL_PRICE_HIGHER_THAN_LAST_PRICE', 'SL_PRICE_LOWER_THAN_LAST_PRICE', 'SL_PRICE_LOWER_THAN_LIQ_PRICE',
      'SL_PRICE_HIGHER_THAN_LIQ_PRICE', 'OPERATE_DENIED', 'NOT_LOGIN', 'COIN_NOT_MATCH', 'PRE_SETTLE_REDUCE_ONLY',
      'SERVER_ERROR', 'INVALID_PARAM',
    ]) {
      expect(fgrid).toContain(extra);
    }
    const spot = SPOT_CHECK_CODES.map((def) => def.code);
    expect(spot).toEqual(expect.arrayContaining(['SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_LOW', 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_HIGH', 'SPOT_CHECK_CODE_PARAMETERS_NOT_CHANGED']));
  });

  it('identifiers, keys and numbers are unique; exactly one success per family', () => {
    const ids = ALL_CHECK_CODES.map((def) => def.code);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ALL_CHECK_CODES.map((def) => def.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const defs of [FGRID_CHECK_CODES, SPOT_CHECK_CODES, MARTINGALE_CHECK_CODES, COMBO_CHECK_CODES]) {
      const numbers = defs.map((def) => def.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(defs.filter((def) => def.success)).toHaveLength(1);
      expect(defs[0].success && defs[0].number === 0).toBe(true);
    }
  });

  it('has every bot response code of spec §8 with distinct numbers', () => {
    const keys = BOT_RESPONSE_CODES.map((def) => def.key.replace('response.', ''));
    expect(keys).toEqual(
      expect.arrayContaining([
        'unknown', 'success', 'invalidArgument', 'insufficientBalance', 'reachBotNumberUpperLimit', 'forbidden', 'notFound',
        'gridCannotBeCancelled', 'cannotCancelOthersGrid', 'unsupportedMemberType', 'internal', 'internalTimeout',
        'botCannotCloseCurrently', 'duplicatedSymbolChosen', 'maxInvestTooSmallOnCreate', 'maxInvestTooSmallOnUpdate',
        'botHasBeenClosed', 'accountUpgrading', 'futuresGridCommon', 'wrongParams', 'takeProfitTooLarge', 'stopLossTooSmall',
        'stopLossCausesLiquidation', 'tpBelowLastPrice', 'slAboveLastPrice', 'updateInvestmentTooLarge', 'userBanned',
      ]),
    );
    expect(keys).toHaveLength(27);
    const numbers = BOT_RESPONSE_CODES.map((def) => def.statusCode).filter((n) => n !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('describeCheckCode', () => {
  it('fills a lower bound from a {from, to} range, formatted for the locale', () => {
    expect(describeCheckCode('FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', { min_price: { from: '20000', to: '30000' } })).toEqual({
      code: 'FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW',
      family: 'fgrid',
      key: 'fgrid.lowPriceTooLow.range',
      field: 'min_price',
      aliases: [],
      params: { min: '20,000' },
      success: false,
      severity: 'warning',
    });
    expect(describeCheckCode('SPOT_CHECK_CODE_GRID_NO_TOO_HIGH', { cell_number: { from: '2', to: '1000' } }, { locale: 'de-DE' }).params).toEqual({
      max: '1.000',
    });
  });

  it('reads {min, max} ranges and shows each unit as the trader enters it', () => {
    expect(describeCheckCode('F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW', { sl_percent: { min: '0.05', max: '1' } }).params).toEqual({ min: '5%' });
    expect(describeCheckCode('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH', { leverage: { min: '1', max: '25' } }).params).toEqual({ max: '25x' });
    expect(
      describeCheckCode('LIMIT_CHECK_CODE_ADJUST_POSITION_TIME_INTERVAL_TOO_LOW', { adjust_position_time_interval: { min: '1800', max: '2419200' } })
        .params,
    ).toEqual({ min: '30m' });
    expect(describeCheckCode('FGRID_CHECK_CODE_SL_TOO_HIGH', { stop_loss: { from: '0', to: '100' } }).params).toEqual({ max: '100%' });
    expect(
      describeCheckCode('FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', { investment: { from: '12.5', to: '100000' } }, { coin: 'USDT' }),
    ).toMatchObject({ params: { min: '12.5 USDT' }, field: 'quote_investment', aliases: ['total_investment', 'init_margin'] });
  });

  it('takes a whole validate result as the ranges', () => {
    const result = {
      status_code: 200,
      debug_msg: '',
      check_code: 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW',
      investment: { from: '25.5', to: '200000' },
      cell_distance: '12.5',
      take_profit: { from: '30000', to: '' },
    };
    expect(describeCheckCode(result.check_code, result, { coin: 'USDT' })).toMatchObject({
      key: 'spot.investmentTooLow.range',
      params: { min: '25.5 USDT' },
      field: 'quote_investment',
      aliases: ['base_investment'],
    });
  });

  it('needs both ends for a two-sided bound', () => {
    expect(describeCheckCode('FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT', { trailing_stop_per: { from: '0.05', to: '0.99' } })).toMatchObject({
      key: 'fgrid.invalidTrailingStopPercent.range',
      params: { min: '5%', max: '99%' },
      field: 'ts_percent',
    });
    expect(describeCheckCode('FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT', { trailing_stop_per: { from: '0.05', to: '' } }).key).toBe(
      'fgrid.invalidTrailingStopPercent.plain',
    );
  });

  it('falls back to the plain message without a usable range', () => {
    expect(describeCheckCode('SPOT_CHECK_CODE_TP_TOO_HIGH').key).toBe('spot.tpTooHigh.plain');
    expect(describeCheckCode('SPOT_CHECK_CODE_TP_TOO_HIGH', { take_profit: { from: '100', to: '' } }).key).toBe('spot.tpTooHigh.plain');
    expect(describeCheckCode('SPOT_CHECK_CODE_TP_TOO_HIGH', { take_profit: 'junk' }).params).toEqual({});
  });

  it('treats the examples\' FGRID_CHECK_CODE_UNSPECIFIED as success, case-insensitively', () => {
    expect(describeCheckCode('FGRID_CHECK_CODE_UNSPECIFIED')).toMatchObject({ code: 'FGRID_CHECK_CODE_SUCCESS', success: true, severity: 'success', field: null });
    expect(describeCheckCode(' spot_check_code_success_unspecified ')).toMatchObject({ success: true, key: 'spot.success' });
    expect(isCheckCodeSuccess('LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED')).toBe(true);
    expect(isCheckCodeSuccess('')).toBe(true);
    expect(isCheckCodeSuccess(undefined)).toBe(true);
    expect(isCheckCodeSuccess('LIMIT_CHECK_CODE_LEVERAGE_TOO_LOW')).toBe(false);
    expect(isCheckCodeSuccess('SOMETHING_NEW')).toBe(false);
  });

  it('reads numbers and BOT_RESPONSE_CODE_* as bot response codes', () => {
    expect(describeCheckCode(421)).toMatchObject({ family: 'response', key: 'response.userBanned', severity: 'error' });
    expect(describeCheckCode('401')).toMatchObject({ key: 'response.insufficientBalance', field: 'quote_investment' });
    expect(describeCheckCode('BOT_RESPONSE_CODE_DUPLICATED_SYMBOL_CHOSEN')).toMatchObject({ field: 'pairs' });
    expect(describeCheckCode(299)).toMatchObject({ key: 'response.unknown', success: false });
  });

  it('reads an unknown identifier as the generic message, never throwing', () => {
    expect(describeCheckCode('FGRID_CHECK_CODE_FROM_THE_FUTURE')).toMatchObject({ family: 'unknown', key: 'generic.unknown', field: null, success: false });
  });

  it('formats bounds per unit', () => {
    expect(formatBound('0.015', 'fraction')).toBe('1.5%');
    expect(formatBound('1.5', 'multiplier')).toBe('1.5x');
    expect(formatBound('65000.5', 'price', { locale: 'ar-SA' })).toBe('65,000.5');
    expect(formatBound('86400', 'seconds', { locale: 'zh-TW' })).toBe('1天 0小時 0分鐘');
  });
});

describe('bot response codes and client errors (spec §8)', () => {
  it('success is a status code that is absent, 0 or 200', () => {
    for (const ok of [undefined, null, 0, 200, '200', '0']) expect(isSuccessStatusCode(ok)).toBe(true);
    for (const bad of [421, '405', 503, 'x', 1]) expect(isSuccessStatusCode(bad)).toBe(false);
    expect(botResponseOf(0).success).toBe(true);
    expect(botResponseOf(undefined).success).toBe(true);
    expect(botResponseOf(405).key).toBe('response.gridCannotBeCancelled');
    expect(botResponseOf(503).key).toBe('response.botCannotCloseCurrently');
    expect(botResponseOf({}).key).toBe('response.unknown');
  });

  it('carries the spec\'s exact client messages and ret codes', () => {
    expect(CLIENT_ERROR_MESSAGES).toEqual({
      timeout: 'Request timeout, please re-try!',
      nonResponse: 'Non Response!',
      gateway: 'gateway error',
      badBusiness: 'bad business ret_code',
      noPermission: 'user no permission',
    });
    expect(RET_CODE_NOT_LOGGED_IN).toEqual([10007, 100007]);
    expect(RET_CODE_NO_PERMISSION).toEqual([33003, 10009]);
    expect(RET_CODE_TIMEOUT).toBe(9000001);
    expect(clientErrorOfRetCode(10007)?.kind).toBe('not-logged-in');
    expect(clientErrorOfRetCode(100007)?.message).toBe('user no permission');
    expect(clientErrorOfRetCode(33003)?.kind).toBe('no-permission');
    expect(clientErrorOfRetCode(10009)?.kind).toBe('no-permission');
    expect(clientErrorOfRetCode(9000001)?.message).toBe('Request timeout, please re-try!');
    expect(clientErrorOfRetCode(10006)?.kind).toBe('rate-limited');
    expect(clientErrorOfRetCode(12345)?.message).toBe('bad business ret_code');
    expect(clientErrorOfRetCode(0)).toBeNull();
    expect(CLIENT_ERRORS.empty.message).toBe('Non Response!');
    expect(CLIENT_ERRORS.gateway.message).toBe('gateway error');
  });

  it('numbers the symbol-cache log codes 10011501–10011507', () => {
    expect(Object.values(SYMBOL_CACHE_LOG_CODES).sort()).toEqual([10011501, 10011502, 10011503, 10011504, 10011505, 10011506, 10011507]);
  });
});

describe('the field a server message names, and what it says is wrong', () => {
  it.each<[string, string | null]>([
    ['cell_number: must be a positive integer', 'cell_number'],
    ['body.cell_number: must be >= 2', 'cell_number'],
    ['body.parameters.pairs.1.amount: must match pattern "^(0|[1-9][0-9]{0,19})(\\\\.[0-9]{1,18})?$"', 'pairs[1].amount'],
    ['body/parameters/pairs/0/base must be string', 'pairs[0].base'],
    ['pairs[1].base is the same as pairs[0].base', 'pairs[1].base'],
    ['parameters.max_invest_amount: below one round (20 USDT)', 'max_invest_amount'],
    ['query.symbol: required', 'symbol'],
    ['insufficient balance', null],
    ['', null],
  ])('%s → %s', (message, field) => {
    expect(payloadFieldInMessage(message)).toBe(field);
  });

  it('reads the problem as words with its bound', () => {
    expect(fieldProblemInMessage('body.cell_number: must be >= 2')).toEqual({ key: 'field.min', params: { min: '2' } });
    expect(fieldProblemInMessage('body.limit: must be <= 100')).toEqual({ key: 'field.max', params: { max: '100' } });
    expect(fieldProblemInMessage('cell_number: must be a positive integer').key).toBe('field.whole');
    expect(fieldProblemInMessage('body.quote_investment: must match pattern "…"').key).toBe('field.number');
    expect(fieldProblemInMessage('query.symbol: required').key).toBe('field.required');
    expect(fieldProblemInMessage('amount: must be greater than zero').key).toBe('field.positive');
    expect(fieldProblemInMessage('something odd').key).toBe('field.invalid');
  });
});
