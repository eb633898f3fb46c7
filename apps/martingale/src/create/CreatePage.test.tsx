import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, FMART_PATHS } from '@tb/contracts/paths';
import { envelope } from '@tb/data-access-api/testing';
import { contractConfig } from '@tb/data-access-symbols';
import { backtestMartingale, lotsToQty, planMartingale, priceToTicks, ticksToPrice, unitsToQuote, validateMartingale } from '@tb/engine';
import { candleSeries } from '@tb/feature-bot-pages';
import { scriptedKlines } from '@tb/feature-bot-pages/testing';
import { futuresContractOf } from '@tb/futures-feature';
import { contractCache, describedBy as description, expectReviewRefused, formField as field, futuresCreatePageKit, retype as type, simBtcSymbol } from '@tb/futures-feature/testing';
import { mergeTrees } from '@tb/i18n/testing';
import { formatAmount, formatAmountAsSent, formatFractionAsSent, formatLeverageAsSent, formatPercent, formatPrice, formatQuantity } from '@tb/util-format';
import { martCreateStrings, martingaleStrings } from '../i18n';
import type { FmartLimitBody } from '@tb/contracts';
import { CreatePage } from './CreatePage';
import { localLimit } from './plan';

jest.mock('@tb/data-access-quotes', () => ({ useQuotes: () => ({}), useQuote: () => undefined, quoteFeed: () => ({}) }));

const BTC = simBtcSymbol();
const ETH = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', tick_size: '0.01' };
const state = futuresContractOf(contractConfig(BTC));
if (state.status !== 'ready') throw new Error('the test contract does not compile');
const contract = state.contract;
const LAST = '20000';
const FOLLOW = FMART_PATHS.getFmartDetail.replace(/get-fmart-detail$/, 'get-fmart-follow-detail');

/** FM-1 as the simulator answers it: the engine's own validation of the body at the last price. */
const limitAnswer = (body: Record<string, unknown>) => envelope(localLimit(contract, body as unknown as FmartLimitBody, LAST)!);

const renderPage = futuresCreatePageKit({
  area: 'martingale',
  // the symbol cache of the page, answering with the simulator's contracts at the last price
  page: () => <CreatePage symbols={contractCache([BTC, ETH], () => LAST)} />,
  strings: [martingaleStrings, martCreateStrings],
  heading: 'Create a futures martingale',
  ready: /Initial margin|初始保證金|الهامش الأولي/,
  limit: { path: FMART_PATHS.getFmartLimit, answer: limitAnswer },
});

describe('martingale create page', () => {
  it('shows every bound of get-fmart-limit at its field', async () => {
    const page = await renderPage();
    await type(/Initial margin/, '1000');
    const limits = validateMartingale({ mode: 'long', leverage: '5', priceFloatPercent: '0.01', addPositionPercent: '2', addPositionNum: 4, initMargin: '1000', roundTpPercent: '0.01' }, contract, { lastPrice: LAST });
    await waitFor(() => expect(description(field(/Price float/))).toContain(`Allowed: ${formatPercent(limits.price_float_percent.min, { locale: 'en' })} – ${formatPercent(limits.price_float_percent.max, { locale: 'en' })}`));
    expect(description(field(/Initial margin/))).toContain(`Allowed: ${formatAmount(limits.init_margin.min, 'USDT', { locale: 'en' })} – ${formatAmount(limits.init_margin.max, 'USDT', { locale: 'en' })}`);
    expect(description(field(/Add multiple/))).toContain(`Allowed: ${limits.add_position_percent.min} – ${limits.add_position_percent.max}`);
    expect(description(field(/Maximum adds/))).toContain(`Allowed: ${limits.add_position_num.min} – ${limits.add_position_num.max}`);
    expect(description(field(/Round take profit/))).toContain(`Allowed: ${formatPercent(limits.round_tp_percent.min, { locale: 'en' })}`);
    expect(description(field(/Stop loss/))).toContain(`Allowed: ${formatPercent(limits.sl_percent.min, { locale: 'en' })}`);
    expect(description(field(/Entry price/))).toContain(`Allowed: ${formatPrice(limits.entry_price.min, { tickSize: '0.1', locale: 'en' })}`);
    expect(screen.getByTestId('leverage-bounds')).toHaveTextContent('Allowed: 1x – 100x');
    // the request carried the form as fractions
    const sent = () => page.calls().filter((c) => c.path === FMART_PATHS.getFmartLimit && (c.body as Record<string, unknown>).init_margin !== undefined);
    await waitFor(() => expect(sent().length).toBeGreaterThan(0));
    expect(sent()[sent().length - 1].body).toEqual({ symbol: 'BTCUSDT', martingale_mode: 1, leverage: '5', auto_cycle_toggle: 1, price_float_percent: '0.01', add_position_percent: '2', add_position_num: 4, init_margin: '1000', round_tp_percent: '0.01' });
    // a value past a bound is said at its field
    await type(/Price float/, '30');
    await waitFor(() => expect(field(/Price float/)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('keeps the other fields’ bounds while one field is refused, asks without the refused value, and never says it is checking when nothing is asked', async () => {
    const page = await renderPage();
    await type(/Initial margin/, '1000');
    await type(/Price float/, '1.23456');
    await waitFor(() => expect(field(/Price float/)).toHaveAttribute('aria-invalid', 'true'));
    // FM-1 is asked about the accepted values only: the refused price float is left out of the body
    await waitFor(() => expect(page.calls().some((c) => c.path === FMART_PATHS.getFmartLimit && (c.body as Record<string, unknown>).init_margin === '1000' && !('price_float_percent' in (c.body as object)))).toBe(true));
    // the answer came back: no field still says it is being checked, and the leverage keeps its bounds
    await waitFor(() => expect(description(field(/Initial margin/))).not.toContain('Checking'));
    for (const name of [/Add multiple/, /Maximum adds/, /Round take profit/, /Price float/]) expect(description(field(name))).not.toContain('Checking');
    expect(screen.getByTestId('leverage-bounds')).toHaveTextContent('Allowed: 1x – 100x');
    // a refused leverage: FM-1 cannot be asked, and no field claims a check in progress
    await type(/^Leverage/, '500');
    await waitFor(() => expect(field(/^Leverage/)).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(description(field(/Initial margin/))).not.toContain('Checking'));
  });

  it('shows the engine’s worst-case plan for the inputs: every order, its margin, the liquidation after it, the round’s target and the total', async () => {
    await renderPage();
    await type(/Initial margin/, '1000');
    const plan = planMartingale({ mode: 'long', leverage: '5', priceFloatPercent: '0.01', addPositionPercent: '2', addPositionNum: 4, initMargin: '1000', roundTpPercent: '0.01', autoCycle: true }, contract, priceToTicks(contract.market, LAST, 'price'));
    const table = await screen.findByRole('table', { name: 'Orders of a full round' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(plan.steps.length);
    expect(plan.steps).toHaveLength(5);
    plan.steps.forEach((step, i) => {
      const cells = within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
      expect(within(rows[i]).getByRole('rowheader')).toHaveTextContent(i === 0 ? 'Initial' : `Add ${i}`);
      expect(cells).toEqual([
        formatPrice(ticksToPrice(contract.market, step.priceTicks), { tickSize: '0.1', locale: 'en' }),
        formatQuantity(lotsToQty(contract.market, step.lots), { lotSize: '0.001', locale: 'en' }),
        formatAmount(unitsToQuote(contract.market, step.margin), 'USDT', { locale: 'en' }),
        formatPrice(step.averagePrice, { tickSize: '0.1', locale: 'en' }),
        step.liqTicks > 0 ? formatPrice(ticksToPrice(contract.market, step.liqTicks), { tickSize: '0.1', locale: 'en' }) : 'None',
        // the round's target after this order (issue 29: round TP × the margin posted, as a price)
        step.tpTicks > 0 ? formatPrice(ticksToPrice(contract.market, step.tpTicks), { tickSize: '0.1', locale: 'en' }) : '—',
      ]);
    });
    expect(screen.getByTestId('plan-needed')).toHaveTextContent(`A full round can need ${formatAmount(unitsToQuote(contract.market, plan.needed), 'USDT', { locale: 'en' })}`);
    expect(screen.getByRole('figure', { name: 'Add prices and the estimated liquidation after each order' })).toBeInTheDocument();
  });

  it('refuses a plan that liquidates before its last add, with the simulator’s check code, and creates nothing', async () => {
    const page = await renderPage();
    await type(/Initial margin/, '1000');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Leverage' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Leverage' }), '50');
    await type(/Price float/, '2');
    const plan = planMartingale({ mode: 'long', leverage: '50', priceFloatPercent: '0.02', addPositionPercent: '2', addPositionNum: 4, initMargin: '1000', roundTpPercent: '0.01' }, contract, priceToTicks(contract.market, LAST, 'price'));
    expect(plan.verdict).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD');
    const alert = await screen.findByText(/is reached before add \d+ triggers/);
    expect(alert).toHaveAttribute('data-check-code', 'F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD');
    expect(alert).toHaveTextContent(`Refused: after “Initial” the estimated liquidation (${formatPrice(ticksToPrice(contract.market, plan.steps[0].liqTicks), { tickSize: '0.1', locale: 'en' })}) is reached before add ${plan.liquidatedBeforeAdd} triggers at ${formatPrice(ticksToPrice(contract.market, plan.steps[1].priceTicks), { tickSize: '0.1', locale: 'en' })}`);
    await expectReviewRefused(page.calls, FMART_PATHS.createFmartBot);
  });

  it('explains get-fmart-limit’s check code at its field (margin too low) and sends nothing to create', async () => {
    const page = await renderPage();
    await type(/Initial margin/, '1');
    const limits = validateMartingale({ mode: 'long', leverage: '5', priceFloatPercent: '0.01', addPositionPercent: '2', addPositionNum: 4, initMargin: '1', roundTpPercent: '0.01' }, contract, { lastPrice: LAST });
    expect(limits.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW');
    await waitFor(() => expect(field(/Initial margin/)).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(description(field(/Initial margin/))).toMatch(new RegExp(formatAmount(limits.init_margin.min, 'USDT', { locale: 'en' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
    await expectReviewRefused(page.calls, FMART_PATHS.createFmartBot);
  });

  it('sends the exact create body after the confirmation and opens the new bot: what the confirmation shows is the body (issue 32)', async () => {
    const page = await renderPage({ route: (r) => (r.path === FMART_PATHS.createFmartBot ? envelope({ status_code: 200, debug_msg: '', bot_id: '900000000000000001' }) : undefined) });
    await userEvent.click(screen.getByRole('radio', { name: 'Short (sells rallies)' }));
    // a decimal leverage (5.1 crashed the page: 5.1 × 100 in floating point reached a BigInt) and a margin to the quote unit
    await userEvent.clear(screen.getByRole('textbox', { name: 'Leverage' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Leverage' }), '5.1');
    await type(/Initial margin/, '1000.1234');
    await type(/Price float/, '1.23456');
    // more decimals than a percent takes is refused at the field, never sent as something else
    expect(field(/Price float/)).toHaveAccessibleDescription(expect.stringContaining('Use at most 2 decimal places.'));
    await type(/Price float/, '1.5');
    await type(/Round take profit/, '0.8');
    await type(/Stop loss/, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Entry price (optional): +10 ticks' }));
    await userEvent.click(screen.getByRole('switch', { name: /auto-cycle/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create this martingale?' });
    const shown = dialog.textContent ?? '';
    expect(within(dialog).getByText('Short (sells rallies)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/martingale/detail/900000000000000001'));
    const creates = page.calls().filter((c) => c.path === FMART_PATHS.createFmartBot);
    expect(creates).toHaveLength(1);
    const body = creates[0].body as Record<string, string>;
    expect(body).toEqual({
      symbol: 'BTCUSDT',
      martingale_mode: 2,
      leverage: '5.1',
      price_float_percent: '0.015',
      add_position_percent: '2',
      add_position_num: 4,
      init_margin: '1000.1234',
      round_tp_percent: '0.008',
      auto_cycle_toggle: 2,
      account_type: 1,
      sl_percent: '0.3',
      entry_price: '20001',
      create_type: 3,
      block_source: 1,
    });
    // body == confirmation: every value sent was on screen, formatted without rounding
    for (const text of [formatLeverageAsSent(body.leverage), formatAmountAsSent(body.init_margin, 'USDT'), formatFractionAsSent(body.price_float_percent), formatFractionAsSent(body.round_tp_percent), formatFractionAsSent(body.sl_percent), formatPrice(body.entry_price, { tickSize: '0.1' }), body.add_position_percent, String(body.add_position_num)]) {
      expect(shown).toContain(text);
    }
    expect(shown).toContain('1,000.1234 USDT');
    expect(shown).toContain('5.1x');
  });

  it('asks an anonymous visitor to log in instead of creating', async () => {
    const page = await renderPage({ loggedIn: false });
    expect(screen.getByText('Log in to create the bot.')).toBeInTheDocument();
    await type(/Initial margin/, '1');
    // the bounds come from the engine in the page (get-fmart-limit is private: calling it would send the visitor to the login page)
    await waitFor(() => expect(field(/Initial margin/)).toHaveAttribute('aria-invalid', 'true'));
    await type(/Initial margin/, '1000');
    await waitFor(() => expect(field(/Initial margin/)).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('dialog', { name: 'Create this martingale?' })).not.toBeInTheDocument();
    expect(page.calls().some((c) => c.path === FMART_PATHS.getFmartLimit)).toBe(false);
    expect(page.calls().some((c) => c.path === FMART_PATHS.createFmartBot)).toBe(false);
  });

  it('puts a create refusal’s check code at its field and stays on the form', async () => {
    const page = await renderPage({
      route: (r) => (r.path === FMART_PATHS.createFmartBot ? envelope({ status_code: 400, debug_msg: 'parameters refused: F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH', check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH' }) : undefined),
    });
    await type(/Initial margin/, '1000');
    await waitFor(() => expect(page.calls().some((c) => c.path === FMART_PATHS.getFmartLimit && (c.body as Record<string, unknown>).init_margin === '1000')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(field(/Round take profit/)).toHaveAttribute('aria-invalid', 'true'));
    expect(description(field(/Round take profit/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/martingale/create');
  });

  it('prefills the form from ?copy=<bot_id> with the followed bot’s parameters and names it in the create', async () => {
    const parameters = { symbol: 'ETHUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.02', add_position_percent: '1.5', add_position_num: 5, round_tp_percent: '0.012', auto_cycle_toggle: 2, sl_percent: '0.4', entry_price: '', min_init_margin: '2500' };
    const page = await renderPage({
      path: 'create?copy=77&',
      route: (r) =>
        r.path === FOLLOW
          ? envelope({ status_code: 200, debug_msg: '', detail: { bot_id: '77', symbol: 'ETHUSDT', parameters } })
          : r.path === FMART_PATHS.createFmartBot
            ? envelope({ status_code: 200, debug_msg: '', bot_id: '78' })
            : undefined,
    });
    expect(await screen.findByText('Parameters copied from bot 77.')).toBeInTheDocument();
    expect(screen.getByText('Contract: ETHUSDT')).toBeInTheDocument();
    expect(field(/Initial margin/)).toHaveValue('2500');
    expect(field(/Price float/)).toHaveValue('2');
    expect(field(/Add multiple/)).toHaveValue('1.5');
    expect(field(/Maximum adds/)).toHaveValue('5');
    expect(field(/Round take profit/)).toHaveValue('1.2');
    expect(field(/Stop loss/)).toHaveValue('40');
    expect(screen.getByRole('radio', { name: 'Short (sells rallies)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /auto-cycle/ })).not.toBeChecked();
    expect(page.calls().find((c) => c.path === FOLLOW)?.body).toEqual({ bot_id: '77' });
    await waitFor(() => expect(page.calls().some((c) => c.path === FMART_PATHS.getFmartLimit && (c.body as Record<string, unknown>).symbol === 'ETHUSDT')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/detail/78'));
    expect(page.calls().find((c) => c.path === FMART_PATHS.createFmartBot)?.body).toMatchObject({ symbol: 'ETHUSDT', followed_bot_id: '77', martingale_mode: 2, init_margin: '2500' });
  });

  it('copies the trader’s own bot with get-fmart-detail when the follow detail is refused', async () => {
    const detail = { bot_id: '77', symbol: 'BTCUSDT', fmart_mode: 'FMART_MODE_LONG', leverage: '4', price_float_per: '0.015', add_pos_per: '2', add_pos_num: '3', total_margin: '1800', single_round_target_profit_per: '0.01', sl_per: '', entry_price: '', auto_cycle: 'AUTO_CYCLE_ENABLE' };
    await renderPage({
      path: 'create?copy=77&',
      route: (r) => (r.path === FOLLOW ? envelope({ status_code: 404, debug_msg: 'not found' }) : r.path === FMART_PATHS.getFmartDetail ? envelope({ status_code: 200, debug_msg: '', fmart_detail: detail }) : undefined),
    });
    expect(await screen.findByText('Parameters copied from bot 77.')).toBeInTheDocument();
    expect(field(/Initial margin/)).toHaveValue('1800');
    expect(field(/Price float/)).toHaveValue('1.5');
    expect(field(/Stop loss/)).toHaveValue('');
    expect(screen.getByRole('switch', { name: /auto-cycle/ })).toBeChecked();
  });

  it('moves to the contract chosen in the picker', async () => {
    const page = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Change contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a contract' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /ETHUSDT/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Contract: ETHUSDT')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('symbol=ETHUSDT');
    await type(/Initial margin/, '1000');
    await waitFor(() => expect(page.calls().some((c) => c.path === FMART_PATHS.getFmartLimit && (c.body as Record<string, unknown>).symbol === 'ETHUSDT')).toBe(true));
  });

  it('applies an AI proposal in one click, with the backtest behind it shown', async () => {
    const ai = {
      symbol: 'BTCUSDT',
      window_start: 1_700_000_000_000,
      window_end: 1_700_600_000_000,
      candles: 10080,
      computed_at: 1_700_600_000_000,
      cached: false,
      backtest_investment: '1000',
      config: { max_leverage_e2: 10000 },
      list: [
        { martingale_mode: 1, fmart_mode: 'long', leverage: '4', price_float_percent: '0.012', add_position_percent: '1.5', add_position_num: 5, round_tp_percent: '0.006', init_margin: '1200', auto_cycle_toggle: 1, volatility: '0.004', backtest_apr: '0.31', backtest_max_drawdown: '0.08', backtest_rounds: 17, backtest_liquidations: 0, validation: { choose_start: 1_700_000_000_000, test_start: 1_700_345_600_000, test_end: 1_700_600_000_000, test_days: '3.000000', window_return: '0.002548', max_drawdown: '0.08', apr: '0.31', fills: 40, liquidations: 0, failure: '' } },
      ],
      withheld: [
        { martingale_mode: 2, fmart_mode: 'short', leverage: '4', price_float_percent: '0.012', add_position_percent: '1.5', add_position_num: 5, round_tp_percent: '0.006', init_margin: '1200', auto_cycle_toggle: 1, volatility: '0.004', backtest_apr: '0', backtest_max_drawdown: '0', backtest_rounds: 0, backtest_liquidations: 1, validation: { choose_start: 1_700_000_000_000, test_start: 1_700_345_600_000, test_end: 1_700_600_000_000, test_days: '3.000000', window_return: '-0.4', max_drawdown: '0.5', apr: '-48', fills: 9, liquidations: 1, failure: 'liquidated' } },
      ],
      loss_limit: '0.02',
      none_passed: false,
    };
    await renderPage({ route: (r) => (r.path === FMART_PATHS.getSymbolAiParams ? envelope({ status_code: 200, debug_msg: '', ...ai }) : undefined) });
    await userEvent.click(screen.getByRole('tab', { name: 'AI parameters' }));
    const button = await screen.findByRole('button', { name: 'Use the Long (buys dips) proposal' });
    const card = button.closest('li')!;
    // its test over days it had not seen: the window's return and drawdown beside the APR annualised from them
    expect(within(card).getByText('Return over the 3 test days').nextSibling).toHaveTextContent('+0.25%');
    expect(within(card).getByText('Max drawdown over the 3 test days').nextSibling).toHaveTextContent('8.00%');
    expect(within(card).getByText('APR, annualised from 3 days only').nextSibling).toHaveTextContent(formatPercent('0.31', { locale: 'en' }));
    expect(within(card).getByText('Rounds in the test').nextSibling).toHaveTextContent('17');
    // the short was not offered, and the page says why
    expect(screen.getByText('Short (sells rallies): liquidated in its test')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('The Long (buys dips) proposal is in the form.')).toBeInTheDocument();
    expect(field(/Initial margin/)).toHaveValue('1200');
    expect(field(/Price float/)).toHaveValue('1.2');
    expect(field(/Round take profit/)).toHaveValue('0.6');
    expect(screen.getByRole('textbox', { name: 'Leverage' })).toHaveValue('4');
  });
});

describe('martingale create backtest', () => {
  it('replays the last 7 days of 1-minute prices through the engine’s backtest, with progress, and shows its figures', async () => {
    // a day-long swing of ±3 % around 20,000 (whole ticks of 0.1)
    const klines = scriptedKlines(API_PATHS.kline, 60_000, (_symbol, t) => ((200_000 + Math.round(6_000 * Math.sin(t / 21_600_000))) / 10).toFixed(1));
    await renderPage({ route: klines.route });
    await type(/Initial margin/, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Run a 7-day backtest' }));
    expect(await screen.findByRole('progressbar', { name: 'Backtest progress' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Backtest on past prices' });
    const section = heading.closest('section')!;
    await within(section).findByText('Rounds completed');
    // eleven pages of 1,000 (10,080 candles), newest first
    expect(klines.ends).toHaveLength(11);
    const series = candleSeries('BTCUSDT', '1m' as const, 60_000, klines.history('BTCUSDT', 10_080), (p) => priceToTicks(contract.market, p, 'price', 'half-up'));
    const expected = backtestMartingale({ mode: 'long', leverage: '5', priceFloatPercent: '0.01', addPositionPercent: '2', addPositionNum: 4, initMargin: '1000', roundTpPercent: '0.01', autoCycle: true }, contract, { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' }, series, { sampleMs: 3_600_000 });
    if (!expected.ok) throw new Error('the engine refused the test parameters');
    const value = (term: string) => within(section).getByText(term).nextSibling?.textContent;
    expect(value('Rounds completed')).toBe(String(expected.rounds.filter((r) => r.end !== null).length));
    expect(expected.rounds.length).toBeGreaterThan(1);
    expect(value('Adds filled')).toBe(String(expected.adds));
    expect(value('Liquidations')).toBe(String(expected.liquidations.length));
    expect(value('APR')).toBe(formatPercent(expected.apr, { locale: 'en' }));
    expect(value('Max drawdown')).toBe(formatPercent(expected.maxDrawdown, { locale: 'en' }));
    // an edit after the run marks it stale and offers to run again
    await type(/Maximum adds/, '3');
    expect(within(section).getByText('The form changed since this backtest.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Run again with the current form' })).toBeEnabled();
  });
});

describe('martingale create strings', () => {
  it('renders in Arabic once its strings arrive, the plan included', async () => {
    const { createArSA } = await import('../i18n/create-ar-SA');
    await renderPage({ locale: 'ar-SA' });
    expect(await screen.findByRole('heading', { name: createArSA.title })).toBeInTheDocument();
    const margin = await screen.findByRole('textbox', { name: new RegExp(createArSA.fields.initMargin.replace('({{coin}})', '')) });
    await userEvent.type(margin, '1000');
    expect(await screen.findByRole('table', { name: createArSA.plan.caption })).toBeInTheDocument();
    // the form's last lines are the futures family's words (@tb/futures-ui's createForm.review in ar-SA)
    expect(screen.getByRole('button', { name: 'مراجعة' })).toBeInTheDocument();
  });

  it('has every key in zh-TW and ar-SA, translated', async () => {
    const { createEn: firstScreen } = await import('../i18n/create-en');
    const { createAiEn } = await import('../i18n/create-en-ai');
    const { createBacktestEn } = await import('../i18n/create-en-backtest');
    const { createConfirmEn } = await import('../i18n/create-en-confirm');
    const { createZhTW } = await import('../i18n/create-zh-TW');
    const { createArSA } = await import('../i18n/create-ar-SA');
    // the whole English tree: the first screen's words and the lazy parts' (merged here, so compared by key, not order)
    const createEn = mergeTrees(firstScreen, createAiEn, createBacktestEn, createConfirmEn);
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`])).sort();
    expect(keys(createZhTW)).toEqual(keys(createEn));
    expect(keys(createArSA)).toEqual(keys(createEn));
    const get = (o: object, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const key of keys(createEn)) {
      expect([key, get(createZhTW, key)]).not.toEqual([key, get(createEn, key)]);
      expect([key, get(createArSA, key)]).not.toEqual([key, get(createEn, key)]);
    }
    void act;
  });
});
