import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, type ScriptedRequest } from '@tb/data-access-api/testing';
import { contractConfig } from '@tb/data-access-symbols';
import { backtestCombo, estimateComboLegs, priceToTicks, validateCombo, type ComboContracts } from '@tb/engine';
import type { FcomboLimitBody } from '@tb/contracts';
import { API_PATHS } from '@tb/contracts/paths';
import { candleSeries } from '@tb/feature-bot-pages';
import { scriptedKlines } from '@tb/feature-bot-pages/testing';
import { futuresContractOf } from '@tb/futures-feature';
import { contractCache, describedBy as description, expectReviewRefused, formField as field, futuresCreatePageKit, retype as type, simBtcSymbol } from '@tb/futures-feature/testing';
import { mergeTrees } from '@tb/i18n/testing';
import { describeAreaTranslations } from '@tb/ui/testing';
import { formatAmount, formatPercent, formatPrice } from '@tb/util-format';
import { COMBO_CREATE_PATHS } from '../api/create-endpoints';
import { comboCreateStrings, comboStrings } from '../i18n';
import { createArSA } from '../i18n/create-ar-SA';
import { createEn } from '../i18n/create-en';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { createZhTW } from '../i18n/create-zh-TW';
import { CreatePage } from './CreatePage';
import { localLimit } from './verdict';

jest.mock('@tb/data-access-quotes', () => ({ useQuotes: () => ({}), useQuote: () => undefined, quoteFeed: () => ({}) }));

const BTC = simBtcSymbol();
const ETH = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', tick_size: '0.01' };
const SOL = { ...simBtcSymbol(), name: 'SOLUSDT', alias: 'SOLUSDT', base_currency: 'SOL', tick_size: '0.01' };
const SYMBOLS = [BTC, ETH, SOL];
const LAST: Record<string, string> = { BTCUSDT: '20000', ETHUSDT: '1500', SOLUSDT: '100' };
const contracts: ComboContracts = Object.fromEntries(
  SYMBOLS.map((s) => {
    const state = futuresContractOf(contractConfig(s));
    if (state.status !== 'ready') throw new Error(`${s.name} does not compile`);
    return [s.name, state.contract];
  }),
);

/** FC-1 as the simulator answers it: the engine's own validateCombo of the body. */
const limitAnswer = (body: Record<string, unknown>) => envelope({ status_code: 0, debug_msg: '', ...localLimit(body as unknown as FcomboLimitBody, contracts) });

const renderPage = futuresCreatePageKit({
  area: 'combo',
  page: () => <CreatePage symbols={contractCache(SYMBOLS, (name) => LAST[name] ?? '1')} />,
  strings: [comboStrings, comboCreateStrings],
  heading: 'Create a futures combo',
  ready: /Initial margin|初始保證金|الهامش الأولي/,
  limit: { path: COMBO_CREATE_PATHS.getLimit, answer: limitAnswer },
});

const weight = (symbol: string) => field(`Weight of ${symbol} (%)`);
const limitCalls = (calls: ScriptedRequest[]) => calls.filter((c) => c.path === COMBO_CREATE_PATHS.getLimit);


describe('combo create page', () => {
  it('keeps the weights at exactly 100 %: a third contract splits 33.34 / 33.33 / 33.33, an edit shows the remainder and blocks the create until exact', async () => {
    const page = await renderPage();
    expect(weight('BTCUSDT')).toHaveValue('50');
    expect(weight('ETHUSDT')).toHaveValue('50');
    await userEvent.click(screen.getByRole('button', { name: 'Add or remove contracts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the contracts' });
    expect(await within(dialog).findByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: /SOLUSDT/ }));
    expect(within(dialog).getByText('Legs chosen: 3 of at most 10')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect([weight('BTCUSDT'), weight('ETHUSDT'), weight('SOLUSDT')].map((input) => (input as HTMLInputElement).value)).toEqual(['33.34', '33.33', '33.33']);
    expect(screen.getByText('Weights add up to 100 %.')).toBeInTheDocument();

    await type(/Initial margin/, '300');
    await type(weight('SOLUSDT'), '30');
    expect(screen.getByText('3.33% still to allocate: the weights must add up to exactly 100 %.')).toBeInTheDocument();
    await type(weight('SOLUSDT'), '40');
    expect(screen.getByText('6.67% too much: the weights must add up to exactly 100 %.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(weight('SOLUSDT')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some fields need attention.')).toBeInTheDocument();
    // the limit call is never asked with weights that do not sum to 1
    expect(limitCalls(page.calls()).every((c) => (c.body?.symbol_settings as unknown[]).length !== 3 || JSON.stringify(c.body).includes('"0.3334"'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Even split' }));
    expect([weight('BTCUSDT'), weight('ETHUSDT'), weight('SOLUSDT')].map((input) => (input as HTMLInputElement).value)).toEqual(['33.34', '33.33', '33.33']);
    expect(weight('SOLUSDT')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("offers in the legs' picker only the contracts the combo's get-symbol-list names, asked when the picker opens", async () => {
    const row = (symbol: string) => ({ symbol, symbol_id: 1, base_token: symbol.replace('USDT', ''), quote_token: 'USDT', last_price: '1', mark_price: '1', price_24h_pcnt: '0', turnover_24h: '1', max_leverage: '50', min_notional: '5', min_qty: '0.001', lot_size: '0.001', tick_size: '0.01' });
    const page = await renderPage({ route: (r) => (r.path === COMBO_CREATE_PATHS.getSymbolList ? envelope({ status_code: 0, debug_msg: '', list: [row('SOLUSDT'), row('BTCUSDT')] }) : undefined) });
    expect(page.calls().some((c) => c.path === COMBO_CREATE_PATHS.getSymbolList)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add or remove contracts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the contracts' });
    expect(await within(dialog).findByRole('button', { name: /SOLUSDT/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    // ETHUSDT is listed by the exchange but not a combo contract here: not offered (its leg is still in the table)
    expect(within(dialog).queryByRole('button', { name: /ETHUSDT/ })).not.toBeInTheDocument();
    expect(weight('ETHUSDT')).toBeInTheDocument();
    expect(page.calls().filter((c) => c.path === COMBO_CREATE_PATHS.getSymbolList)).toHaveLength(1);
  });

  it('sends the exact create body of a three-leg mix and opens the new bot', async () => {
    const page = await renderPage({ path: 'create?symbols=BTCUSDT,ETHUSDT,SOLUSDT', route: (r) => (r.path === COMBO_CREATE_PATHS.createBot ? envelope({ status_code: 0, debug_msg: '', bot_id: '777' }) : undefined) });
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Side of ETHUSDT' })).getByRole('radio', { name: 'Short' }));
    expect(screen.getByTestId('bot-mode')).toHaveTextContent('Bot mode: Mix');
    await type('Leverage (every leg)', '5');
    await type(/Initial margin/, '300');
    await userEvent.click(screen.getByRole('radio', { name: '4 hours' }));
    await type(/Rebalance when a weight drifts/, '3');
    await type(/Take profit/, '10');
    await type(/Stop loss/, '5');
    await type(/Trailing stop/, '2.5');
    await waitFor(() => expect(limitCalls(page.calls()).some((c) => c.body?.trailing_stop_percent === '0.025')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create this combo?' });
    expect(within(dialog).getByText('Long BTCUSDT 33.34% · Short ETHUSDT 33.33% · Long SOLUSDT 33.33%')).toBeInTheDocument();
    expect(within(dialog).getByText('Mix')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/combo/detail/777/'));
    // the legs as the dialog names them: long BTC 33.34 %, short ETH 33.33 %, long SOL 33.33 % (sides 1 long, 2 short; weights as fractions)
    const legs = [
      ['BTCUSDT', 1, '0.3334'],
      ['ETHUSDT', 2, '0.3333'],
      ['SOLUSDT', 1, '0.3333'],
    ].map(([symbol, side, target]) => ({ symbol, side, target_position_percent: target }));
    expect(page.calls().find((c) => c.path === COMBO_CREATE_PATHS.createBot)?.body).toEqual({
      leverage: '5',
      init_margin: '300',
      adjust_position_mode: 3,
      symbol_settings: legs,
      adjust_position_percent: '0.03',
      adjust_position_time_interval: 14400,
      tp_percent: '0.1',
      sl_percent: '0.05',
      trailing_stop_percent: '0.025',
    });
  });

  it('without the futuresTrailingStop flag offers no trailing stop and sends none (the simulator refuses one)', async () => {
    const page = await renderPage({ path: 'create?symbols=BTCUSDT,ETHUSDT', flags: ['tpslEquity', 'longShortTrailing'], route: (r) => (r.path === COMBO_CREATE_PATHS.createBot ? envelope({ status_code: 0, debug_msg: '', bot_id: '778' }) : undefined) });
    expect(screen.queryByRole('textbox', { name: /Trailing stop/ })).not.toBeInTheDocument();
    expect(field(/Take profit/)).toBeInTheDocument();
    await type(/Initial margin/, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create this combo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(page.calls().some((c) => c.path === COMBO_CREATE_PATHS.createBot)).toBe(true));
    expect(page.calls().find((c) => c.path === COMBO_CREATE_PATHS.createBot)?.body).not.toHaveProperty('trailing_stop_percent');
  });

  it('shows every bound of get-limit at its field, and a value past one is said there', async () => {
    const page = await renderPage();
    await type(/Initial margin/, '300');
    const body = { leverage: '3', init_margin: '300', adjust_position_mode: 3, adjust_position_percent: '0.05', adjust_position_time_interval: 86400, symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' },
    ] };
    const limits = validateCombo(body, contracts).bounds;
    const pct = (v: string) => formatPercent(v, { locale: 'en' });
    await waitFor(() => expect(description(field(/Initial margin/))).toContain(`Allowed: ${formatAmount(limits.init_margin.min, 'USDT', { locale: 'en' })} – ${formatAmount(limits.init_margin.max, 'USDT', { locale: 'en' })}`));
    expect(description(field(/Rebalance when a weight drifts/))).toContain(`Allowed: ${pct(limits.adjust_position_percent.min)} – ${pct(limits.adjust_position_percent.max)}`);
    expect(description(field(/Take profit/))).toContain(`Allowed: ${pct(limits.tp_percent.min)} – ${pct(limits.tp_percent.max)}`);
    expect(description(field(/Stop loss/))).toContain(`Allowed: ${pct(limits.sl_percent.min)} – ${pct(limits.sl_percent.max)}`);
    expect(description(field(/Trailing stop/))).toContain(`Allowed: ${pct(limits.trailing_stop_percent.min)} – ${pct(limits.trailing_stop_percent.max)}`);
    expect(screen.getByTestId('leverage-bounds')).toHaveTextContent(`Allowed: 1x – ${limits.leverage.max}x`);
    expect(screen.getByRole('radiogroup', { name: 'Rebalance every' })).toHaveAccessibleDescription('Allowed: 30 minutes – 28 days');
    await waitFor(() => expect(limitCalls(page.calls()).at(-1)?.body).toEqual(body));
    await type(/Take profit/, '2000');
    await waitFor(() => expect(field(/Take profit/)).toHaveAttribute('aria-invalid', 'true'));
    expect(description(field(/Take profit/))).toMatch(/at most|above/i);
  });

  it('puts a check code of get-limit at its field and refuses to create', async () => {
    const page = await renderPage({
      route: (r) =>
        r.path === COMBO_CREATE_PATHS.getLimit && r.body?.init_margin === '300'
          ? envelope({ status_code: 0, debug_msg: '', ...localLimit(r.body as unknown as FcomboLimitBody, contracts), check_code: 'LIMIT_CHECK_CODE_SYMBOL_NUM_TOO_HIGH' })
          : undefined,
    });
    await type(/Initial margin/, '5');
    await waitFor(() => expect(field(/Initial margin/)).toHaveAttribute('aria-invalid', 'true'));
    // refused at the field: against the range FC-1 gave, then in FC-1's own words for 5 once its answer is in
    expect(description(field(/Initial margin/))).toMatch(/At least 10\.00 USDT|below the minimum of 10 USDT/);
    await type(/Initial margin/, '300');
    const legs = screen.getByRole('region', { name: 'Contracts and weights' });
    expect(await within(legs).findByText('This combo has too many trading pairs. Remove some.')).toBeInTheDocument();
    expect(field(/Initial margin/)).not.toHaveAttribute('aria-invalid', 'true');
    await expectReviewRefused(page.calls, COMBO_CREATE_PATHS.createBot);
  });

  it('shows a ban refusal of create-bot with its reason and creates nothing', async () => {
    const page = await renderPage({ route: (r) => (r.path === COMBO_CREATE_PATHS.createBot ? envelope({ status_code: 421, debug_msg: '', ban_reason_text: 'Your account cannot create bots.' }) : undefined) });
    await type(/Initial margin/, '300');
    await waitFor(() => expect(limitCalls(page.calls()).some((c) => c.body?.init_margin === '300')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create bot' }));
    expect(await screen.findByText(/The bot was not created: .*Your account cannot create bots\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/combo/create/');
  });

  it('shows each leg’s margin, position value and estimated liquidation from the engine', async () => {
    await renderPage();
    await type(/Initial margin/, '1000');
    const table = await screen.findByRole('table', { name: 'Each leg at open' });
    const input = { leverage: '3', init_margin: '1000', adjust_position_mode: 3, adjust_position_percent: '0.05', adjust_position_time_interval: 86400, symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' },
    ] };
    const prices = { BTCUSDT: { mark: priceToTicks(contracts.BTCUSDT.market, '20000', 'price') }, ETHUSDT: { mark: priceToTicks(contracts.ETHUSDT.market, '1500', 'price') } };
    const estimates = estimateComboLegs(input, contracts, prices);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    estimates.forEach((leg, i) => {
      expect(within(rows[i]).getByRole('rowheader')).toHaveTextContent(leg.symbol);
      const cells = within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
      expect(cells[2]).toBe(formatAmount(leg.margin, 'USDT', { locale: 'en' }));
      expect(cells[3]).toBe(formatAmount(leg.notional, 'USDT', { locale: 'en' }));
      if (leg.liquidation_price) expect(cells[5]).toBe(formatPrice(leg.liquidation_price, { tickSize: i === 0 ? '0.1' : '0.01', locale: 'en' }));
    });
  });

  it('gives a visitor the engine’s bounds without the private call', async () => {
    const page = await renderPage({ loggedIn: false });
    await type(/Initial margin/, '300');
    await waitFor(() => expect(description(field(/Take profit/))).toContain('Allowed:'));
    expect(limitCalls(page.calls())).toHaveLength(0);
  });

  it('prefills from ?pick=daily and sends it as an AI-block copy', async () => {
    const pick = {
      date: '2026-11-23',
      pick_id: '20261123-3',
      bot_name: 'BTC ETH',
      bot_mode: 'BOT_MODE_MIX',
      leverage: '4',
      symbol_settings: [
        { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.6' },
        { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.4' },
      ],
      adjust_position_mode: 1,
      adjust_position_percent: '',
      adjust_position_time_interval: 28800,
      suggested_init_margin: '500',
      no_pop: false,
    };
    const page = await renderPage({
      path: 'create?pick=daily',
      route: (r) => (r.path === COMBO_CREATE_PATHS.getDailyPick ? envelope({ status_code: 0, debug_msg: '', pick }) : r.path === COMBO_CREATE_PATHS.createBot ? envelope({ status_code: 0, debug_msg: '', bot_id: '901' }) : undefined),
    });
    expect(await screen.findByText('Today’s AI pick (2026-11-23): BTC ETH, checked again at today’s prices.')).toBeInTheDocument();
    expect(weight('BTCUSDT')).toHaveValue('60');
    expect(weight('ETHUSDT')).toHaveValue('40');
    expect(within(screen.getByRole('radiogroup', { name: 'Side of ETHUSDT' })).getByRole('radio', { name: 'Short' })).toBeChecked();
    expect(field(/Initial margin/)).toHaveValue('500');
    expect(screen.getByRole('radio', { name: 'On a fixed interval' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '8 hours' })).toBeChecked();
    await waitFor(() => expect(limitCalls(page.calls()).some((c) => c.body?.leverage === '4' && c.body?.init_margin === '500')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/detail/901'));
    expect(page.calls().find((c) => c.path === COMBO_CREATE_PATHS.createBot)?.body).toEqual({
      leverage: '4',
      init_margin: '500',
      adjust_position_mode: 1,
      adjust_position_time_interval: 28800,
      symbol_settings: [
        { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.6' },
        { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.4' },
      ],
      create_type: 1,
      block_source: 2,
    });
  });

  it('prefills from ?copy=<bot_id> and names the followed combo in the create', async () => {
    const parameters = {
      leverage: '2',
      symbol_settings: [
        { symbol: 'ETHUSDT', side: 'SIDE_SHORT', target_position_percent: '0.5' },
        { symbol: 'SOLUSDT', side: 'SIDE_SHORT', target_position_percent: '0.5' },
      ],
      adjust_position_mode: 'ADJUST_POSITION_MODE_PERCENT',
      adjust_position_percent: '0.04',
      adjust_position_time_interval: 0,
      tp_percent: '0.2',
      sl_percent: '',
      trailing_stop_percent: '',
      min_init_margin: '120',
    };
    const page = await renderPage({
      path: 'create?copy=55&from=rank',
      route: (r) => (r.path === COMBO_CREATE_PATHS.getFollowDetail ? envelope({ status_code: 0, debug_msg: '', detail: { bot_id: '55', parameters } }) : r.path === COMBO_CREATE_PATHS.createBot ? envelope({ status_code: 0, debug_msg: '', bot_id: '56' }) : undefined),
    });
    expect(await screen.findByText('Parameters copied from combo 55, checked again at today’s prices.')).toBeInTheDocument();
    expect(page.calls().find((c) => c.path === COMBO_CREATE_PATHS.getFollowDetail)?.body).toEqual({ bot_id: '55' });
    expect(screen.getByTestId('bot-mode')).toHaveTextContent('Bot mode: Short');
    expect(field(/Rebalance when a weight drifts/)).toHaveValue('4');
    expect(field(/Take profit/)).toHaveValue('20');
    expect(field(/Initial margin/)).toHaveValue('120');
    await waitFor(() => expect(limitCalls(page.calls()).some((c) => c.body?.init_margin === '120')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/detail/56'));
    expect(page.calls().find((c) => c.path === COMBO_CREATE_PATHS.createBot)?.body).toMatchObject({ create_type: 1, block_source: 3, followed_bot_id: '55', adjust_position_mode: 2, adjust_position_percent: '0.04', tp_percent: '0.2' });
  });

  it('is translated: the create page in zh-TW and ar-SA', async () => {
    await renderPage({ locale: 'ar-SA' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('إنشاء تشكيلة عقود آجلة');
    expect(screen.getByRole('button', { name: 'توزيع متساوٍ' })).toBeInTheDocument();
  });

  // the whole English tree: the first screen's words and the lazy parts'
  describeAreaTranslations(mergeTrees(createEn, createBacktestEn, createConfirmEn), { 'zh-TW': createZhTW, 'ar-SA': createArSA });
});

describe('combo create backtest', () => {
  it('replays seven days of every leg’s 5-minute prices through the engine’s backtestCombo, with progress, and shows its figures', async () => {
    // BTC swings ±3 % around 20,000 over a day; ETH ±5 % around 1,500 on another rhythm: the weights drift apart
    const klines = scriptedKlines(API_PATHS.kline, 300_000, (symbol, t) =>
      symbol === 'BTCUSDT' ? ((200_000 + Math.round(6_000 * Math.sin(t / 21_600_000))) / 10).toFixed(1) : ((150_000 + Math.round(7_500 * Math.sin(t / 9_000_000))) / 100).toFixed(2),
    );
    await renderPage({ route: klines.route });
    await type(/Initial margin/, '1000');
    await userEvent.click(await screen.findByRole('button', { name: 'Run a 7-day backtest' }));
    expect(await screen.findByRole('progressbar', { name: 'Backtest progress' })).toBeInTheDocument();
    const section = screen.getByRole('heading', { name: 'Backtest on past prices' }).closest('section')!;
    await within(section).findByText('Rebalances');
    // three pages of 1,000 per leg (2,016 candles), newest first
    expect(klines.ends).toHaveLength(6);
    const candles = Object.fromEntries(['BTCUSDT', 'ETHUSDT'].map((symbol) => [symbol, candleSeries(symbol, '5m' as const, 300_000, klines.history(symbol, 2016), (p) => priceToTicks(contracts[symbol].market, p, 'price', 'half-up'))]));
    const input = { leverage: '3', init_margin: '1000', adjust_position_mode: 3, adjust_position_percent: '0.05', adjust_position_time_interval: 86400, symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' },
    ] };
    const expected = backtestCombo(input, contracts, candles, { sampleMs: 3_600_000 });
    if (!expected.ok) throw new Error('the engine refused the test parameters');
    const value = (term: string) => within(section).getByText(term).nextSibling?.textContent;
    expect(value('Rebalances')).toBe(String(expected.rebalances.length));
    expect(expected.rebalances.length).toBeGreaterThan(0);
    expect(value('Leg liquidations')).toBe(String(expected.liquidations.length));
    expect(value('APR')).toBe(formatPercent(expected.apr, { locale: 'en' }));
    expect(value('Max drawdown')).toBe(formatPercent(expected.maxDrawdown, { locale: 'en' }));
    expect(within(section).getByRole('figure', { name: 'PnL over the backtest: total and per leg' })).toBeInTheDocument();
    // an edit after the run marks it stale and offers to run again
    await type(/Take profit/, '10');
    expect(within(section).getByText('The form changed since this backtest.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Run again with the current form' })).toBeEnabled();
  });
});

