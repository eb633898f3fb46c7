import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
const base = 'http://127.0.0.1:4395';
const out = '/tmp/shots2';
const admin = (...args) => execFileSync('node', ['tools/scripts/sim-admin.mjs', ...args], { env: { ...process.env, SIM_DB: '/tmp/shot.db' } }).toString();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run'] });
const ctxFor = async (email, width, locale) => {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale });
  const r = await ctx.request.post(`${base}/x-api/user/public/register`, { data: { email, password: 'Passw0rd-123' } });
  if ((await r.json()).ret_code !== 0) await ctx.request.post(`${base}/x-api/user/public/login`, { data: { email, password: 'Passw0rd-123' } });
  return ctx;
};
const post = async (ctx, path, data) => (await (await ctx.request.post(`${base}${path}`, { data })).json());
// a leader's futures grid and a copy of it
const leader = await ctxFor('leader@x.io', 1280, 'en');
const kl = await (await leader.request.get(`${base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1`)).json();
const last = Number(kl.result.list.at(-1).c);
const fg = { symbol: 'BTCUSDT', grid_mode: 1, grid_type: 1, min_price: (last * 0.97).toFixed(1), max_price: (last * 1.03).toFixed(1), cell_number: 6, leverage: '3', total_investment: '1000', account_type: 1 };
const leadR = null;
const lead = await post(leader, '/x-api/contract/v5/fgridbot/fgrid-bot-create', fg);
console.log('leader', lead.result.status_code, lead.result.debug_msg);
const follower = await ctxFor('follower@x.io', 1280, 'en');
const copy = await post(follower, '/x-api/contract/v5/fgridbot/fgrid-bot-create', { ...fg, create_type: 1, followed_grid_id: lead.result.bot_id, block_source: 3 });
console.log('copy', copy.result.status_code, copy.result.debug_msg);
await post(follower, '/x-api/s1/bot/grid/v1/create-grid', { symbol: 'BTCUSDT', min_price: (last * 0.9).toFixed(2), max_price: (last * 1.1).toFixed(2), cell_number: 10, quote_investment: '500' });
const shots = [];
for (const [name, width, locale, lang] of [['desktop', 1280, 'en', 'en'], ['phone', 390, 'en', 'en'], ['ar', 390, 'ar-SA', 'ar-SA']]) {
  const f = await ctxFor('follower@x.io', width, locale);
  const p = await f.newPage();
  await p.goto(`${base}/tradingbot/${lang}/`); await p.waitForTimeout(3500);
  await p.screenshot({ path: `${out}/home-mybots-${name}.png`, fullPage: true }); shots.push(`home-mybots-${name}`);
  for (const area of ['futures-grid', 'combo']) {
    await p.goto(`${base}/tradingbot/${lang}/${area}/`); await p.waitForTimeout(3500);
    const tabs = p.getByRole('tab', { name: lang === 'en' ? 'Manual' : 'يدوي', exact: true });
    if (await tabs.count()) { await tabs.first().click(); await p.waitForTimeout(600); }
    const sideways = await p.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    await p.screenshot({ path: `${out}/${area}-${name}.png`, fullPage: true }); shots.push(`${area}-${name} sideways=${sideways}`);
  }
  await f.close();
  // restricted trader: create page and home
  const r = await ctxFor('restricted@x.io', width, locale);
  if (name === 'desktop') admin('member-tag', 'restricted@x.io', 'islamic', '1');
  const rp = await r.newPage();
  await rp.goto(`${base}/tradingbot/${lang}/martingale/`); await rp.waitForTimeout(3500);
  await rp.screenshot({ path: `${out}/restricted-mart-${name}.png`, fullPage: true }); shots.push(`restricted-mart-${name} sideways=${await rp.evaluate(() => document.documentElement.scrollWidth - innerWidth)}`);
  await rp.goto(`${base}/tradingbot/${lang}/ranking/`); await rp.waitForTimeout(3500);
  await rp.screenshot({ path: `${out}/restricted-ranking-${name}.png` }); shots.push(`restricted-ranking-${name}`);
  await r.close();
}
console.log(shots.join('\n'));
await browser.close();
