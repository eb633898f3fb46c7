import { payloadFieldInMessage } from '@tb/util-check-codes';
import { estimatePlan, fieldOfPayload, toCreatePayload, validateForm, type DcaFormValues, type DcaLimits } from './form';

const limits: DcaLimits = {
  minFrequency: 10,
  maxFrequency: 2_592_000,
  maxPairs: 5,
  quoteDecimals: 2,
  takeProfit: { min: '0.1', max: '1000' },
  bases: [
    { base: 'BTC', symbol: 'BTCUSDT', minAmount: '5', maxAmount: '2000000' },
    { base: 'ETH', symbol: 'ETHUSDT', minAmount: '5', maxAmount: '2000000' },
    { base: 'SOL', symbol: 'SOLUSDT', minAmount: '1', maxAmount: '100' },
  ],
  available: '1000',
};

const values = (overrides: Partial<DcaFormValues> = {}): DcaFormValues => ({
  quoteCoin: 'USDT',
  pairs: [
    { id: 'a', base: 'BTC', amount: '10' },
    { id: 'b', base: 'ETH', amount: '5' },
  ],
  frequency: { mode: 'preset', seconds: 3600 },
  maxInvest: '500',
  takeProfit: '',
  ...overrides,
});

describe('validateForm', () => {
  it('accepts a complete plan', () => {
    expect(validateForm(values(), limits)).toEqual({});
  });

  it('refuses the same coin twice, naming the first row', () => {
    const errors = validateForm(values({ pairs: [{ id: 'a', base: 'BTC', amount: '10' }, { id: 'b', base: 'BTC', amount: '5' }] }), limits);
    expect(errors['pair.b.base']).toEqual({ key: 'baseDuplicate', params: { coin: 'BTC', row: '1' } });
    expect(errors['pair.a.base']).toBeUndefined();
  });

  it('checks each amount against its pair’s order bounds', () => {
    const errors = validateForm(
      values({
        pairs: [
          { id: 'a', base: 'BTC', amount: '4.99' },
          { id: 'b', base: 'SOL', amount: '100.01' },
          { id: 'c', base: 'ETH', amount: '' },
        ],
        maxInvest: '',
      }),
      limits,
      (kind, value) => `${value} ${kind === 'amount' ? 'USDT' : ''}`.trim(),
    );
    expect(errors['pair.a.amount']).toEqual({ key: 'amountMin', params: { min: '5 USDT' } });
    expect(errors['pair.b.amount']).toEqual({ key: 'amountMax', params: { max: '100 USDT' } });
    expect(errors['pair.c.amount']).toEqual({ key: 'amountRequired' });
  });

  it('needs a coin in every row, one the quote can buy, and at most five rows', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ id: String(i), base: '', amount: '5' }));
    const errors = validateForm(values({ pairs: six }), limits);
    expect(errors.pairs).toEqual({ key: 'pairsTooMany', params: { max: '5' } });
    expect(errors['pair.0.base']).toEqual({ key: 'baseRequired' });
    expect(validateForm(values({ pairs: [{ id: 'x', base: 'DOGE', amount: '5' }] }), limits)['pair.x.base']).toEqual({
      key: 'baseUnavailable',
      params: { coin: 'DOGE', quote: 'USDT' },
    });
    expect(validateForm(values({ pairs: [] }), limits).pairs).toEqual({ key: 'pairsRequired' });
  });

  it('keeps the frequency a whole number of seconds within bounds', () => {
    const at = (value: string, unit: 'second' | 'minute' | 'day') => validateForm(values({ frequency: { mode: 'custom', value, unit } }), limits).frequency;
    expect(at('9', 'second')).toEqual({ key: 'frequencyMin', params: { min: '10' } });
    expect(at('10', 'second')).toBeUndefined();
    expect(at('31', 'day')).toEqual({ key: 'frequencyMax', params: { max: '2592000' } });
    expect(at('30', 'day')).toBeUndefined();
    expect(at('', 'minute')).toEqual({ key: 'frequencyRequired' });
    expect(at('10.5', 'second')).toEqual({ key: 'frequencyWhole' });
  });

  it('wants a cap of at least one round and a take-profit above zero within bounds', () => {
    expect(validateForm(values({ maxInvest: '14.99' }), limits).maxInvest).toEqual({ key: 'maxInvestBelowRound', params: { min: '15' } });
    expect(validateForm(values({ maxInvest: '15' }), limits).maxInvest).toBeUndefined();
    expect(validateForm(values({ takeProfit: '0' }), limits).takeProfit).toEqual({ key: 'takeProfitMin', params: { min: '0.1' } });
    expect(validateForm(values({ takeProfit: '1000.5' }), limits).takeProfit).toEqual({ key: 'takeProfitMax', params: { max: '1000' } });
    expect(validateForm(values({ takeProfit: '12.5' }), limits).takeProfit).toBeUndefined();
  });

  it('needs the balance to pay for the first round when the balance is known', () => {
    // the amounts are what the trader lowers: each one is marked, not the coin picker
    const short = validateForm(values(), { ...limits, available: '14' });
    expect(short['pair.a.amount']).toEqual({ key: 'insufficientBalance', params: { need: '15', available: '14' } });
    expect(short['pair.b.amount']).toEqual({ key: 'insufficientBalance', params: { need: '15', available: '14' } });
    expect(short.quoteCoin).toBeUndefined();
    expect(validateForm(values(), { ...limits, available: null })['pair.a.amount']).toBeUndefined();
  });

  it('says what is wrong with a number as typed, and that 0 is no amount', () => {
    const typed = (a: string) => validateForm(values({ pairs: [{ id: 'a', base: 'BTC', amount: a }] }), limits)['pair.a.amount'];
    expect(typed('5e2')).toEqual({ problem: { kind: 'notNumber' } });
    expect(typed('10.123')).toEqual({ problem: { kind: 'tooManyDecimals', decimals: 2 } });
    expect(typed('0')).toEqual({ key: 'amountPositive' });
    expect(typed('')).toEqual({ key: 'amountRequired' });
    expect(validateForm(values({ maxInvest: '1e3' }), limits).maxInvest).toEqual({ problem: { kind: 'notNumber' } });
    expect(validateForm(values({ takeProfit: 'ten' }), limits).takeProfit).toEqual({ problem: { kind: 'notNumber' } });
  });
});

describe('toCreatePayload', () => {
  it('nests DCA-1 fields under parameters, TP as a fraction, cap only when set', () => {
    expect(toCreatePayload(values({ takeProfit: '12.5', pairs: [{ id: 'a', base: 'BTC', amount: '10.50' }] }))).toEqual({
      create_type: 3,
      parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '10.5' }], max_invest_amount: '500', take_profit_per: '0.125' },
    });
    expect(toCreatePayload(values({ maxInvest: '' })).parameters).not.toHaveProperty('max_invest_amount');
  });

  it('records a copy: create_type 1 and the bot whose parameters filled the form', () => {
    expect(toCreatePayload(values(), '100000000000000042')).toMatchObject({ create_type: 1, followed_bot_id: '100000000000000042' });
  });
});

describe('estimatePlan', () => {
  it('counts full rounds plus a last partial one that still reaches a minimum order', () => {
    // 15 per round, cap 500: 33 full rounds (495), 5 left ≥ the 5 minimum → 34 rounds.
    expect(estimatePlan(values(), limits)).toMatchObject({ rounds: 34, lastBuyAfter: 33 * 3600, balanceCovers: 66 });
    // Cap 499: 4 left, below every minimum → 33 rounds.
    expect(estimatePlan(values({ maxInvest: '499' }), limits).rounds).toBe(33);
    expect(estimatePlan(values({ maxInvest: '' }), limits)).toMatchObject({ rounds: null, lastBuyAfter: null });
    expect(estimatePlan(values(), limits).perRound.toFixed()).toBe('15');
  });
});

describe('server answers onto fields', () => {
  it('maps payload fields and the field named in an HTTP 400 message', () => {
    const v = values();
    expect(fieldOfPayload('max_invest_amount', v)).toBe('maxInvest');
    expect(fieldOfPayload('pairs[1].amount', v)).toBe('pair.b.amount');
    expect(fieldOfPayload('quote_investment', v)).toBe('quoteCoin');
    expect(fieldOfPayload(null, v)).toBeNull();
    // the field a server message names is read by the shared reader (util-check-codes)
    expect(fieldOfPayload(payloadFieldInMessage('body/parameters/frequency_in_second must be >= 10'), v)).toBe('frequency');
    expect(fieldOfPayload(payloadFieldInMessage('parameters.pairs[0].amount: must match pattern'), v)).toBe('pair.a.amount');
    expect(fieldOfPayload(payloadFieldInMessage('/parameters/pairs/1/base must be string'), v)).toBe('pair.b.base');
    expect(fieldOfPayload(payloadFieldInMessage('nothing here'), v)).toBeNull();
  });
});
