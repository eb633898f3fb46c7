import { FMART_PATHS, NOTICE_PATHS, RetCode, type BotNotice, type BotRiskResult, type NoticeListResult, type RiskViewResult } from '@tb/contracts';
import { useKit } from '../testing/bots';
import type { LiveMartingale } from '../bots/kinds/martingale/book';

/** A long BTCUSDT martingale at 10×: its liquidation is about 10 % under the mark, within any distance of 0.5 or more. */
const mart = { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '10', price_float_percent: '0.002', add_position_percent: '1.2', add_position_num: 2, init_margin: '500', round_tp_percent: '0.5', auto_cycle_toggle: 1 };

describe('bot notices and the risk desk', () => {
  const kit = useKit();

  it('warns once, pauses and resumes adds, keeps each user to their own notices, and lists the risk view', async () => {
    const a = await kit.user('notice-a', { USDT: '5000' }, 'derivatives');
    const b = await kit.user('notice-b', { USDT: '5000' }, 'derivatives');
    const created = await kit.post<{ bot_id: string }>(FMART_PATHS.createFmartBot, mart, a.cookie);
    expect(created.result.status_code).toBe(200);
    const id = created.result.bot_id;
    // the default alert (10 %) is on, the guard off
    const risk0 = await kit.post<BotRiskResult>(NOTICE_PATHS.botRisk, { bot_id: id }, a.cookie);
    expect(risk0.result).toMatchObject({ alert_percent: '0.1', guard_percent: '', positions: [{ symbol: 'BTCUSDT', paused: false }] });
    // another user cannot read or change it; bad distances are refused and change nothing
    expect((await kit.post(NOTICE_PATHS.botRisk, { bot_id: id }, b.cookie)).ret_code).toBe(RetCode.NOT_FOUND);
    expect((await kit.post(NOTICE_PATHS.updateBotRisk, { bot_id: id, guard_percent: '0.5' }, b.cookie)).ret_code).toBe(RetCode.NOT_FOUND);
    expect((await kit.post(NOTICE_PATHS.updateBotRisk, { bot_id: id, guard_percent: '0.95' }, a.cookie)).status).toBe(400);
    expect((await kit.post(NOTICE_PATHS.updateBotRisk, { bot_id: id, guard_percent: '-1' }, a.cookie)).status).toBe(400);
    // a wide alert and guard: the next mark finds the position within both
    const set = await kit.post<BotRiskResult>(NOTICE_PATHS.updateBotRisk, { bot_id: id, alert_percent: '0.8', guard_percent: '0.8' }, a.cookie);
    expect(set.result).toMatchObject({ alert_percent: '0.8', guard_percent: '0.8' });
    kit.run(10 * 60_000, 60_000);
    const live = kit.bots.runner.get<LiveMartingale>(id)!;
    expect(live.state.risk?.paused[0]).toBe(true);
    expect(live.state.addOrder).toBeNull();
    // turning the guard off resumes adds at the next mark
    await kit.post(NOTICE_PATHS.updateBotRisk, { bot_id: id, guard_percent: '' }, a.cookie);
    kit.run(5 * 60_000, 60_000);
    expect(kit.bots.runner.get<LiveMartingale>(id)!.state.addOrder).not.toBeNull();
    const list = (await kit.post<NoticeListResult>(NOTICE_PATHS.list, {}, a.cookie)).result;
    const kinds = list.items.map((n: BotNotice) => n.kind);
    expect(kinds.filter((k) => k === 'liq_warning')).toHaveLength(1);
    expect(kinds).toEqual(expect.arrayContaining(['liq_warning', 'adds_paused', 'adds_resumed']));
    expect(list.items.every((n) => n.bot_id === id)).toBe(true);
    expect(list.items.find((n) => n.kind === 'liq_warning')).toMatchObject({ urgent: true, symbol: 'BTCUSDT', read: false });
    expect(list.unread).toBe(list.items.length);
    // one bot's notices (its detail page)
    expect((await kit.post<NoticeListResult>(NOTICE_PATHS.list, { bot_id: id, limit: 2 }, a.cookie)).result).toMatchObject({ total: list.total, items: list.items.slice(0, 2) });
    // the other user has none, and asking by this bot's id is refused as an unknown bot (the authorization matrix's rule)
    expect(await kit.post<NoticeListResult>(NOTICE_PATHS.list, { bot_id: id }, b.cookie)).toMatchObject({ ret_code: RetCode.NOT_FOUND });
    expect((await kit.post<NoticeListResult>(NOTICE_PATHS.list, {}, b.cookie)).result).toMatchObject({ items: [], total: 0, unread: 0 });
    // b cannot mark a's notices read
    await kit.post(NOTICE_PATHS.read, { ids: [list.items[0].id] }, b.cookie);
    expect((await kit.post<{ unread: number }>(NOTICE_PATHS.unread, {}, a.cookie)).result.unread).toBe(list.unread);
    expect((await kit.post<{ unread: number }>(NOTICE_PATHS.read, { ids: [list.items[0].id] }, a.cookie)).result.unread).toBe(list.unread - 1);
    expect((await kit.post<{ unread: number }>(NOTICE_PATHS.read, { all: true }, a.cookie)).result.unread).toBe(0);
    // preferences: warnings off for this bot → a new warning is not stored
    await kit.post(NOTICE_PATHS.updatePrefs, { prefs: [{ kind: 'adds_paused', bot_id: id, enabled: false }], alert_percent: '0.2' }, a.cookie);
    expect((await kit.post(NOTICE_PATHS.prefs, {}, a.cookie)).result).toMatchObject({ alert_percent: '0.2', prefs: [{ kind: 'adds_paused', bot_id: id, enabled: false }] });
    await kit.post(NOTICE_PATHS.updateBotRisk, { bot_id: id, guard_percent: '0.8' }, a.cookie);
    kit.run(3 * 60_000, 60_000);
    expect(kit.bots.runner.get<LiveMartingale>(id)!.state.risk?.paused[0]).toBe(true);
    const after = (await kit.post<NoticeListResult>(NOTICE_PATHS.list, { unread_only: true }, a.cookie)).result;
    expect(after.items.map((n) => n.kind)).not.toContain('adds_paused');
    // the risk view: one long BTC position with its distance and margin ratio
    const view = (await kit.post<RiskViewResult>(NOTICE_PATHS.riskView, {}, a.cookie)).result;
    expect(view.positions).toHaveLength(1);
    expect(view.positions[0]).toMatchObject({ bot_id: id, side: 'long', symbol: 'BTCUSDT', paused: true, guard_percent: '0.8' });
    expect(Number(view.positions[0].distance)).toBeGreaterThan(0);
    // maintenance margin over equity: far from the liquidation line (1)
    expect(Number(view.positions[0].margin_ratio)).toBeGreaterThan(0);
    expect(Number(view.positions[0].margin_ratio)).toBeLessThan(1);
    expect(view.exposure).toEqual([expect.objectContaining({ coin: 'BTC' })]);
    expect((await kit.post<RiskViewResult>(NOTICE_PATHS.riskView, {}, b.cookie)).result).toEqual({ positions: [], exposure: [] });
  });
});
