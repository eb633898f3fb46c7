import type { ElementHandle, Page, Request, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * A browser fuzz of every create form (issue 32): spot grid, DCA, futures
 * grid, martingale and combo, each on ONE loaded page per viewport (desktop
 * and ar-SA right to left; also 390 px at full size, `npm run proof`). Every number field of the form is found by
 * its role (a text box with the decimal keypad: the shared `NumberInput`)
 * and gets a generated set of hostile and clumsy values — letters, signs,
 * exponents, huge, tiny, too many decimals, Eastern digits, another locale's
 * separators, pastes with spaces; the leverage field also values above the
 * maximum and between steps; a price range also upside down — typed into
 * the page one after the other (no reload per case).
 *
 * What must hold for every case:
 * - the page never throws: no `pageerror`, no console error (a render error
 *   caught by the area's boundary logs one), the field is still on the page;
 * - what was typed stays in the field as typed (nothing dropped);
 * - a value that is not a number (or not one this field can take: a sign, an
 *   exponent, more decimals than any field takes, far beyond any bound) is
 *   refused at its field: `aria-invalid` and an error text read with it;
 *   any field marked invalid says why in words;
 * - no request carries an invalid value: every bot call's answer is not a
 *   4xx, and every numeric field of every body is a plain decimal;
 * - with a refused value in the form, submitting opens no confirmation.
 * Then (desktop) the form is filled with valid values with as many decimals
 * as the fields take, confirmed, and the create call's body is compared with
 * what the confirmation showed: nothing is created that it did not show.
 *
 * `FUZZ_COUNT_ONLY=1` reports the failures (and counts crashes, reloading the
 * page after each) without failing: how the unmodified code was measured.
 */

const countOnly = process.env.FUZZ_COUNT_ONLY === '1';

type Expectation = 'refuse' | 'any';
interface Case {
  readonly text: string;
  readonly expect: Expectation;
}

/** What every number field must refuse, and what it may take or refuse (but must then say why). */
const COMMON: readonly Case[] = [
  ...['abc', '12abc', '1O0', '5e2', '1E-3', 'Infinity', 'NaN', '-5', '\u22125', '--5', '1.2.3', '0x10', '1/2', '\u00bd', '1.123456789123', '\u0661\u0662abc', '999999999999999999999'].map((text) => ({ text, expect: 'refuse' as const })),
  ...['', '0', '0.00000001', ' 100 ', '1 000', '1,5', '1.234,5', "1'234.5", '\u0661\u0662\u0663', '\u0665\u066b\u0665', '\u06f1\u06f2', '+5', '007', '.5', '5.', '\t12\n', '99,999,999,999', '999999999999', '1,234', '1\u066c234', '100.123456789', '2.3', '5.1'].map((text) => ({ text, expect: 'any' as const })),
];
/** The leverage field (suffix "x"): above any contract's maximum, below 1×, finer than its step; between the step buttons. */
const LEVERAGE: readonly Case[] = [
  ...['500', '126', '0.5', '5.123', '1.005'].map((text) => ({ text, expect: 'refuse' as const })),
  ...['5.1', '2.3', '7.77', '1', '100.01'].map((text) => ({ text, expect: 'any' as const })),
];
/** A percent field: more decimals than a percent takes. */
const PERCENT: readonly Case[] = [{ text: '1.23456', expect: 'refuse' }, { text: '1000000', expect: 'any' }];

interface FormSpec {
  readonly name: string;
  readonly path: string;
  /** The manual tab's name per locale (forms that open on the AI tab for a new trader). */
  readonly manualTab?: Readonly<Record<Locale, string>>;
  /** The button that opens the confirmation. */
  readonly submit: Readonly<Record<Locale, string>>;
  /** The confirmation's create button. */
  readonly confirm: Readonly<Record<Locale, string>>;
  /** The create call. */
  readonly createPath: string;
  /** Valid values to start from, by field index (fields left out keep what the page filled in). */
  readonly start: (page: Page, price: string) => Promise<void>;
  /** The first two number fields are a lower and an upper price. */
  readonly range?: boolean;
  /**
   * The create at the end (desktop): fields set to values with as many
   * decimals as they take, the texts the confirmation must show for them,
   * the body's values and the created bot's same values (read back from its
   * detail call).
   */
  readonly create: {
    readonly edits: ReadonlyArray<readonly [RegExp, string]>;
    readonly shown: readonly string[];
    readonly sent: (body: Body) => Record<string, unknown>;
    readonly detail: (page: Page, id: string) => Promise<Record<string, unknown>>;
  };
}
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function detailOf(page: Page, path: string, body: Record<string, string>, key: string): Promise<Body> {
  const response = await page.request.post(path, { data: body });
  return ((await response.json()) as { result: Record<string, Body> }).result[key];
}
/** Decimal strings compared as numbers ("5.10" is "5.1"), anything else as it is. */
const plain = (value: unknown) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : value);
const plainAll = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plain(v)]));

type Locale = 'en' | 'ar-SA';

/** The number fields of the form: text boxes with the decimal keypad, visible and enabled. */
function numberFields(page: Page) {
  return page.locator('main input[inputmode="decimal"]:visible:enabled');
}

async function fillNth(page: Page, index: number, value: string) {
  await numberFields(page).nth(index).fill(value);
}

const FORMS: readonly FormSpec[] = [
  {
    name: 'spot grid',
    path: 'spot-grid/create/?symbol=BTCUSDT',
    manualTab: { en: 'Manual', 'ar-SA': 'يدوي' },
    submit: { en: 'Create', 'ar-SA': 'إنشاء' },
    confirm: { en: 'Create bot', 'ar-SA': 'إنشاء الروبوت' },
    createPath: '/x-api/s1/bot/grid/v1/create-grid',
    range: true,
    create: {
      edits: [[/^Investment in USDT/, '500.12345678']],
      shown: ['500.12345678 USDT'],
      sent: (b) => ({ min_price: b.min_price, max_price: b.max_price, cell_number: b.cell_number, investment: b.quote_investment }),
      detail: async (page, id) => {
        const d = await detailOf(page, '/x-api/s1/bot/grid/v1/query-grid-detail', { grid_id: id }, 'detail');
        return { min_price: d.ori_min_price, max_price: d.ori_max_price, cell_number: d.ori_cell_number, investment: d.total_investment };
      },
    },
    start: async (page, price) => {
      const p = Number(price);
      await fillNth(page, 0, (Math.floor(p * 0.95 * 100) / 100).toFixed(2));
      await fillNth(page, 1, (Math.ceil(p * 1.05 * 100) / 100).toFixed(2));
      await fillNth(page, 2, '10');
      await fillNth(page, 3, '500');
    },
  },
  {
    name: 'DCA',
    path: 'dca/create/?base=BTC',
    submit: { en: 'Review plan', 'ar-SA': 'مراجعة الخطة' },
    confirm: { en: 'Start bot', 'ar-SA': 'تشغيل الروبوت' },
    createPath: '/x-api/s1/bot/dca/v1/create-bot',
    create: {
      // USDT amounts here trade to the cent (a finer amount is refused at the field): every decimal the field takes
      edits: [[/^Amount per round for coin 1/, '20.13']],
      shown: ['20.13 USDT'],
      sent: (b) => ({ amount: b.parameters.pairs[0].amount, frequency: b.parameters.frequency_in_second }),
      detail: async (page, id) => {
        const d = await detailOf(page, '/x-api/s1/bot/dca/v1/status', { bot_id: id }, 'detail');
        return { amount: d.pairs[0].amount, frequency: d.frequency_in_second };
      },
    },
    start: async (page) => {
      await fillNth(page, 0, '20');
    },
  },
  {
    name: 'futures grid',
    path: 'futures-grid/create/?symbol=BTCUSDT',
    manualTab: { en: 'Manual', 'ar-SA': 'يدوي' },
    submit: { en: 'Create', 'ar-SA': 'إنشاء' },
    confirm: { en: 'Confirm and create', 'ar-SA': 'تأكيد وإنشاء' },
    createPath: '/x-api/contract/v5/fgridbot/fgrid-bot-create',
    range: true,
    create: {
      edits: [
        [/^Leverage/, '5.1'],
        [/^Margin/, '500.1234'],
      ],
      shown: ['5.1x', '500.1234 USDT'],
      sent: (b) => ({ leverage: b.leverage, margin: b.total_investment, min_price: b.min_price, max_price: b.max_price, cell_number: b.cell_number }),
      detail: async (page, id) => {
        const d = await detailOf(page, '/x-api/contract/v5/fgridbot/get-fgrid-detail', { bot_id: id }, 'detail');
        return { leverage: d.leverage, margin: d.total_investment, min_price: d.min_price, max_price: d.max_price, cell_number: d.cell_number };
      },
    },
    start: async (page) => {
      // the page starts a grid around the price at 5×; the margin is the trader's
      await page.getByRole('textbox', { name: /^(Margin|الهامش)/ }).fill('500');
    },
  },
  {
    name: 'martingale',
    path: 'martingale/create/?symbol=BTCUSDT',
    manualTab: { en: 'Manual', 'ar-SA': 'يدوي' },
    submit: { en: 'Review', 'ar-SA': 'مراجعة' },
    confirm: { en: 'Create bot', 'ar-SA': 'إنشاء الروبوت' },
    createPath: '/x-api/contract/v5/private/fmartingalebot/create-fmart-bot',
    create: {
      edits: [
        [/^Leverage/, '2.3'],
        [/^Initial margin/, '1000.1234'],
        [/^Price float/, '1.23'],
      ],
      shown: ['2.3x', '1,000.1234 USDT', '1.23%'],
      sent: (b) => ({ leverage: b.leverage, margin: b.init_margin, price_float: b.price_float_percent, adds: String(b.add_position_num) }),
      detail: async (page, id) => {
        const d = await detailOf(page, '/x-api/contract/v5/private/fmartingalebot/get-fmart-detail', { bot_id: id }, 'fmart_detail');
        return { leverage: d.leverage, margin: d.total_margin, price_float: d.price_float_per, adds: d.add_pos_num };
      },
    },
    start: async (page) => {
      await page.getByRole('textbox', { name: /^(Initial margin|الهامش الأولي)/ }).fill('300');
    },
  },
  {
    name: 'combo',
    path: 'combo/create/?symbols=BTCUSDT,ETHUSDT',
    submit: { en: 'Review', 'ar-SA': 'مراجعة' },
    confirm: { en: 'Create bot', 'ar-SA': 'إنشاء الروبوت' },
    createPath: '/x-api/contract/v5/private/fcombobot/create-bot',
    create: {
      edits: [
        [/^Leverage/, '2.3'],
        [/^Initial margin/, '300.1234'],
      ],
      shown: ['2.3x', '300.1234 USDT'],
      sent: (b) => ({ leverage: b.leverage, margin: b.init_margin, weights: b.symbol_settings.map((l: Body) => plain(l.target_position_percent)).join(',') }),
      detail: async (page, id) => {
        const d = await detailOf(page, '/x-api/contract/v5/private/fcombobot/get-detail', { bot_id: id }, 'detail');
        return { leverage: d.leverage, margin: d.total_margin, weights: d.symbol_settings.map((l: Body) => plain(l.target_position_percent)).join(',') };
      },
    },
    start: async (page) => {
      await page.getByRole('textbox', { name: /^(Initial margin|الهامش الأولي)/ }).fill('300');
    },
  },
];

/** The bot calls whose bodies and answers are watched. */
const BOT_CALL = /\/x-api\/(s1\/bot\/(grid|dca)\/|contract\/v5\/(fgridbot|private\/fmartingalebot|private\/fcombobot)\/)/;
/** Body keys that carry numbers as decimal strings. */
const NUMERIC_KEY = /price|margin|investment|leverage|percent|_per$|amount|weight|cap|qty/i;
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Every numeric string of a body that is not a plain, non-negative decimal. */
function badNumbers(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => badNumbers(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => badNumbers(v, path ? `${path}.${k}` : k));
  const key = path.split('.').pop() ?? '';
  if (typeof value === 'string' && NUMERIC_KEY.test(key) && value !== '' && !PLAIN_DECIMAL.test(value)) return [`${path}=${JSON.stringify(value)}`];
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return [`${path}=${value}`];
  return [];
}

interface CaseResult {
  value: string;
  invalid: boolean;
  message: string;
  connected: boolean;
}

/**
 * Types each text into the field (the native value setter and an input
 * event: what typing or pasting does to a React input), one after the
 * other in the page, and reads back what the field shows. A refused case
 * may need the page's own check of the whole form (the engine's verdict,
 * fetched on demand) before it is marked: it is polled for a moment.
 */
async function typeAll(handle: ElementHandle<HTMLElement | SVGElement>, cases: readonly Case[], patienceMs = countOnly ? 300 : 20_000): Promise<CaseResult[]> {
  return (handle as ElementHandle<HTMLInputElement>).evaluate(async (input: HTMLInputElement, [list, patience]: readonly [readonly Case[], number]) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const read = () => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const message = ids
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => !!el)
        // the error itself, or the error inside a described block (combo's weights point at the block under their table)
        .flatMap((el) => (el.getAttribute('role') === 'alert' || el.classList.contains('tb-field__error') ? [el] : Array.from(el.querySelectorAll<HTMLElement>('[role="alert"], .tb-field__error'))))
        .map((el) => el.textContent ?? '')
        .join(' ')
        .trim();
      return { value: input.value, invalid: input.getAttribute('aria-invalid') === 'true', message, connected: input.isConnected };
    };
    const out = [];
    for (const c of list) {
      input.focus();
      setter.call(input, c.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await tick();
      await tick();
      let r = read();
      for (let waited = 0; c.expect === 'refuse' && r.connected && !(r.invalid && r.message) && waited < patience; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        r = read();
      }
      out.push(r);
      if (!r.connected) break;
    }
    return out;
  }, [cases, patienceMs] as const);
}

/**
 * The cases of a field on a viewport. At full size (`npm run proof`:
 * PROPERTY_SIZE=full) the desktop gets every case and the phone and the
 * Arabic page a smaller set that still covers each kind of mistake — and on
 * the Arabic page its own digits and separators. In `npm test` (the same
 * code, a smaller size that fits its time budget, like the property tests)
 * the desktop gets the union of those two sets, the Arabic page its own,
 * and the phone is left to the proof: the fields and their rules are the
 * same at 390 px, only laid out otherwise (the layout is the axe sweep's
 * and the journeys' concern). Either way one page load per form and
 * viewport.
 */
const PHONE = new Set(['abc', '5e2', '-5', '1.2.3', '1.123456789123', '999999999999999999999', ' 100 ', '1,5', '500', '5.123', '5.1', '1.23456']);
const ARABIC = new Set(['12abc', '\u22125', '\u0661\u0662abc', '999999999999999999999', '\u0661\u0662\u0663', '\u0665\u066b\u0665', '\u06f1\u06f2', '1\u066c234', '1.234,5', '126', '2.3', '1.23456']);
const full = process.env.PROPERTY_SIZE === 'full';
function casesOf(suffix: string, view: 'desktop' | 'phone' | 'arabic'): readonly Case[] {
  const all = suffix === 'x' ? [...COMMON, ...LEVERAGE] : suffix === '%' ? [...COMMON, ...PERCENT] : COMMON;
  if (view === 'desktop' && full) return all;
  const keep = view === 'phone' ? PHONE : view === 'arabic' ? ARABIC : new Set([...PHONE, ...ARABIC]);
  return all.filter((c) => keep.has(c.text));
}

/**
 * Nothing is created that the confirmation did not show: the form is set
 * to values with every decimal its fields take, confirmed, and the create
 * call's body, the confirmation's text and the created bot's detail are
 * compared (the body's values shown as sent; the detail's equal to the
 * body's).
 */
async function createAsShown(page: Page, form: FormSpec, failures: string[]) {
  for (const [name, value] of form.create.edits) await page.getByRole('textbox', { name }).fill(value);
  const submit = page.getByRole('button', { name: form.submit.en, exact: true });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const shown = (await dialog.textContent()) ?? '';
  for (const text of form.create.shown) if (!shown.includes(text)) failures.push(`${form.name}: the confirmation does not show ${JSON.stringify(text)} (${shown.slice(0, 300)})`);
  const response = page.waitForResponse((r) => r.url().endsWith(form.createPath) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: form.confirm.en, exact: true }).click();
  const created = await response;
  const body = created.request().postDataJSON() as Body;
  const answer = ((await created.json()) as { result: { bot_id?: string; grid_id?: string; status_code: number } }).result;
  const id = answer.bot_id ?? answer.grid_id ?? '';
  if (!id) {
    failures.push(`${form.name}: the create was refused: ${JSON.stringify(answer).slice(0, 300)}`);
    return;
  }
  const sent = plainAll(form.create.sent(body));
  const bot = plainAll(await form.create.detail(page, id));
  if (JSON.stringify(bot) !== JSON.stringify(sent)) failures.push(`${form.name}: the created bot ${JSON.stringify(bot)} is not the body ${JSON.stringify(sent)}`);
}

const VIEWPORTS = [
  { label: 'desktop', kind: 'desktop' as const, locale: 'en' as Locale, size: { width: 1280, height: 900 } },
  ...(full ? [{ label: '390 px', kind: 'phone' as const, locale: 'en' as Locale, size: { width: 390, height: 844 } }] : []),
  { label: 'ar-SA', kind: 'arabic' as const, locale: 'ar-SA' as Locale, size: { width: 1280, height: 900 } },
];

const summary: string[] = [];

for (const form of FORMS) {
  test(`create form fuzz: ${form.name}`, async ({ page, newUser, loginAs, sim }, testInfo) => {
    // a hang guard only (the config's limit; count mode reloads after each crash and needs more)
    if (countOnly) testInfo.setTimeout(900_000);
    const user = await newUser();
    await sim.admin('fund', user.email, 'USDT', '2000', 'derivatives');
    // the futures features a flag turns on (trailing stop, TP/SL by percent, moving range; issue 29) keep their fields in the fuzz
    for (const flag of ['futuresTrailingStop', 'tpslEquity', 'longShortTrailing']) await sim.admin('flag', user.email, flag, 'on');
    await loginAs(user);
    const failures: string[] = [];
    // in count mode each failure is printed as it is found (a run cut short still says what it found)
    if (countOnly) failures.push = (...items: string[]) => {
      for (const item of items) console.log(`  ✗ ${item.slice(0, 300)}`);
      return Array.prototype.push.apply(failures, items);
    };
    let crashes = 0;
    let cases = 0;
    // every console error fails the run; those that are not a refused request's own log line count as crashes
    const errors: string[] = [];
    const thrown: string[] = [];
    page.on('pageerror', (error) => {
      errors.push(`pageerror: ${error.message}`);
      thrown.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      errors.push(`console: ${message.text().slice(0, 300)}`);
      if (!message.text().startsWith('Failed to load resource')) thrown.push(message.text().slice(0, 300));
    });
    const onRequest = (request: Request) => {
      if (request.method() !== 'POST' || !BOT_CALL.test(request.url())) return;
      let body: unknown;
      try {
        body = request.postDataJSON();
      } catch {
        return;
      }
      const bad = badNumbers(body);
      if (bad.length > 0) failures.push(`request ${new URL(request.url()).pathname} carries ${bad.join(', ')}`);
    };
    const onResponse = (response: Response) => {
      if (BOT_CALL.test(response.url()) && response.status() >= 400 && response.status() < 500) failures.push(`${new URL(response.url()).pathname} answered ${response.status()} (${response.request().postData()?.slice(0, 200)})`);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    const price = await (async () => {
      const r = await page.request.post('/x-api/contract/v5/fgridbot/recommend-symbol', { data: { limit: 50 } });
      const list = ((await r.json()) as { result: { list: Array<{ symbol: string; mark_price: string }> } }).result.list;
      return list.find((s) => s.symbol === 'BTCUSDT')?.mark_price ?? '50000';
    })();

    for (const view of VIEWPORTS) {
      const started = Date.now();
      await page.setViewportSize(view.size);
      const open = async () => {
        await page.goto(`/tradingbot/${view.locale}/${form.path}`);
        if (form.manualTab) await page.getByRole('tab', { name: form.manualTab[view.locale], exact: true }).click({ timeout: 30_000 });
        await expect(numberFields(page).first()).toBeVisible({ timeout: 30_000 });
        await form.start(page, price);
      };
      await open();
      let formCases = 0;
      const fieldCount = await numberFields(page).count();
      for (let index = 0; index < fieldCount; index++) {
        const field = numberFields(page).nth(index);
        if ((await field.count()) === 0) break;
        const name = `${form.name} ${view.label} field ${index + 1} “${(await field.getAttribute('aria-label')) ?? (await field.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? ''))}”`;
        const suffix = (await field.evaluate((el) => el.parentElement?.querySelector('.tb-number__suffix')?.textContent ?? '')).trim();
        // held by its element from here: a refused value may disable or hide another field, which moves the indexes
        const held = (await field.elementHandle())!;
        const baseline = await held.inputValue();
        const list = casesOf(suffix, view.kind);
        const thrownBefore = thrown.length;
        const results = await typeAll(held, list);
        formCases += results.length;
        results.forEach((r, i) => {
          const c = list[i];
          const what = `${name}: ${JSON.stringify(c.text)}`;
          if (!r.connected) return;
          // a one-line text box drops line breaks itself (the browser's rule for <input>): everything else stays as typed
          if (r.value !== c.text.replace(/[\r\n]/g, '')) failures.push(`${what} shows ${JSON.stringify(r.value)}`);
          if (c.expect === 'refuse' && !(r.invalid && r.message)) failures.push(`${what} is not refused at its field (aria-invalid ${r.invalid}, message ${JSON.stringify(r.message)})`);
          if (r.invalid && !r.message) failures.push(`${what} is marked invalid with no words`);
        });
        const crashed = results.length < list.length || results.some((r) => !r.connected) || thrown.length > thrownBefore;
        if (crashed) {
          crashes += 1;
          const at = results.length < list.length || results.some((r) => !r.connected) ? JSON.stringify(list[Math.min(results.length, list.length) - 1]?.text) : '';
          failures.push(`${name}: the page threw ${at} (${thrown.slice(thrownBefore).join(' | ').slice(0, 400) || 'the field left the page'})`);
          await open();
          continue;
        }
        // a refused value is in the field: submitting opens no confirmation
        const lastRefused = [...list].reverse().find((c) => c.expect === 'refuse')!;
        await typeAll(held, [lastRefused]);
        const submit = page.getByRole('button', { name: form.submit[view.locale], exact: true });
        // a disabled button opens nothing either
        if (await submit.isEnabled()) await submit.click();
        await page.waitForTimeout(300);
        if ((await page.getByRole('dialog').count()) > 0) {
          failures.push(`${name}: a confirmation opened with ${JSON.stringify(lastRefused.text)} in the field`);
          await page.keyboard.press('Escape');
        }
        await held.fill(baseline, { timeout: 60_000 });
      }
      if (form.range) {
        // an upside-down range: the lower price above the upper
        // the two fields held by their elements: a refused range may disable or hide other fields, which moves the indexes
        const lowerField = (await numberFields(page).nth(0).elementHandle())!;
        const upperField = (await numberFields(page).nth(1).elementHandle())!;
        const lower = await lowerField.inputValue();
        const upper = await upperField.inputValue();
        await lowerField.fill(upper, { timeout: 60_000 });
        await upperField.fill(lower, { timeout: 60_000 });
        formCases += 1;
        // polled for the page's own check (no fixed wait: a busy machine is only slower); the limit is a hang guard
        const marked = page.locator('main input[inputmode="decimal"][aria-invalid="true"]');
        const refused = await expect
          .poll(() => marked.count(), { timeout: countOnly ? 2_000 : 30_000 })
          .toBeGreaterThan(0)
          .then(() => true, () => false);
        if (!refused) failures.push(`${form.name} ${view.label}: an upside-down range is not refused at a field`);
        await lowerField.fill(lower, { timeout: 60_000 });
        await upperField.fill(upper, { timeout: 60_000 });
      }
      cases += formCases;
      console.log(`[fuzz] ${form.name} ${view.label}: ${formCases} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (view.kind === 'desktop') {
        try {
          await createAsShown(page, form, failures);
        } catch (error) {
          failures.push(`${form.name}: the create from the confirmation failed: ${String(error).slice(0, 300)}`);
          await page.keyboard.press('Escape');
        }
      }
    }
    page.off('request', onRequest);
    page.off('response', onResponse);
    summary.push(`${form.name}: ${cases} cases over ${VIEWPORTS.length} page loads, ${crashes} crashes, ${failures.length} failures`);
    console.log(`[fuzz] ${form.name}: ${cases} cases (${VIEWPORTS.map((v) => v.label).join(', ')}), crashes ${crashes}, failures ${failures.length}`);
    if (failures.length > 0) await testInfo.attach(`${form.name} failures`, { body: [...failures, ...errors].join('\n'), contentType: 'text/plain' });
    if (countOnly) return;
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.afterAll(() => {
  if (summary.length > 0) console.log(`[fuzz] summary\n${summary.join('\n')}`);
});
