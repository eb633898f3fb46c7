import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { DCA_PATHS, NOTICE_PATHS, NOTICE_TOPIC, QUOTE_WS_PATH, SPOT_GRID_PATHS, type BotNotice, type NoticeListResult } from '@tb/contracts';
import { gridAround, useKit } from '../testing/bots';
import type { LiveDca } from '../bots/kinds/dca/book';

/** A signed-in socket on the private notices topic, keeping every notice pushed to it. */
async function noticeSocket(url: string, cookie: string): Promise<{ socket: WebSocket; pushed: BotNotice[] }> {
  const socket = new WebSocket(url, { headers: { cookie } });
  const pushed: BotNotice[] = [];
  const acked = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { topic?: string; event?: string; code?: string; data?: BotNotice[] };
      if (m.topic !== NOTICE_TOPIC) return;
      if (m.event === 'sub') {
        if (m.code === '0') resolve();
        else reject(new Error(`notices refused: ${m.code}`));
      }
      else if (Array.isArray(m.data)) pushed.push(...m.data);
    });
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ topic: NOTICE_TOPIC, event: 'sub' }));
  await acked;
  return { socket, pushed };
}

/** Lets the pushes queued by the last drain (a microtask after it) and their frames arrive. */
const delivered = async (pushed: readonly BotNotice[], until: (n: readonly BotNotice[]) => boolean) => {
  for (let i = 0; i < 200 && !until(pushed); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('spot kinds’ notices (the futures kinds’ pipeline: store, preferences, private socket topic)', () => {
  const kit = useKit();
  const sockets: WebSocket[] = [];
  afterAll(() => {
    for (const s of sockets) s.terminate();
  });
  const notices = async (cookie: string, botId?: string) => (await kit.post<NoticeListResult>(NOTICE_PATHS.list, botId === undefined ? { limit: 100 } : { bot_id: botId, limit: 100 }, cookie)).result.items;

  it('spot grid and DCA events reach their owner (stored and pushed) and no one else; copies hear their leader stop; preferences apply per bot', async () => {
    await kit.server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(kit.server.app.server.address() as AddressInfo).port}${QUOTE_WS_PATH}`;
    const owner = await kit.user('spot-notice-owner', { USDT: '6000' });
    const copier = await kit.user('spot-notice-copier', { USDT: '3000' });
    const other = await kit.user('spot-notice-other', { USDT: '3000' });
    const [ownerWs, copierWs, otherWs] = await Promise.all([owner, copier, other].map((u) => noticeSocket(url, u.cookie)));
    sockets.push(ownerWs.socket, copierWs.socket, otherWs.socket);

    // spot grid: a take profit of 0.05 % of the investment closes the leader soon; a copy follows it; the other user has a grid of their own
    const leader = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { ...gridAround(kit, 'BTCUSDT', 0.005, 3, '1000'), tp_sl_type: 1, take_profit_per: '0.0005' }, owner.cookie)).result;
    expect(leader.status_code).toBe(200);
    const copy = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { ...gridAround(kit, 'BTCUSDT', 0.02, 3, '1000'), followed_grid_id: leader.grid_id }, copier.cookie)).result;
    expect(copy.status_code).toBe(200);
    const others = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'ETHUSDT', 0.02, 3, '1000'), other.cookie)).result;
    expect(others.status_code).toBe(200);

    // DCA: two bots buying DOGE hourly (the first round at once), one with its adds turned off after that round; a 0.4 % take profit per pair ends a cycle
    const dca = async (cookie: string) => (await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'DOGE', amount: '200' }], take_profit_per: '0.004' } }, cookie)).result;
    const quiet = await dca(owner.cookie);
    await kit.post(NOTICE_PATHS.updatePrefs, { prefs: [{ kind: 'add_placed', bot_id: quiet.bot_id, enabled: false }] }, owner.cookie);
    const dcaBot = await dca(owner.cookie);
    expect(dcaBot.status_code).toBe(200);

    const closed = (id: string) => kit.bots.store.get(id)?.status === 'COMPLETED';
    const cycles = () => (kit.bots.runner.get<LiveDca>(dcaBot.bot_id)?.state.pairs[0].cycles ?? 0) > 0;
    // past the second round
    for (let h = 0; h < 72 && (h < 2 || !(closed(leader.grid_id) && cycles())); h++) kit.run(3600_000, 30_000);
    expect(closed(leader.grid_id)).toBe(true);
    expect(cycles()).toBe(true);
    // the copy, closed by its owner: "closed", with the manual close code
    expect((await kit.post(SPOT_GRID_PATHS.closeGrid, { grid_id: copy.grid_id, close_mode: '3' }, copier.cookie)).result.status_code).toBe(200);

    const mine = await notices(owner.cookie);
    const gridNotices = mine.filter((n) => n.bot_id === leader.grid_id);
    expect(gridNotices).toEqual([expect.objectContaining({ kind: 'tp_hit', bot_type: 'GRID_SPOT', symbol: 'BTCUSDT', detail: { close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP', stop_type: 'CLOSED_TAKE_PROFIT' } })]);
    const dcaNotices = mine.filter((n) => n.bot_id === dcaBot.bot_id);
    expect(dcaNotices.find((n) => n.kind === 'add_placed')).toMatchObject({ bot_type: 'DCA_SPOT', symbol: 'DOGEUSDT', detail: { add: expect.any(String), price: expect.stringMatching(/^\d+(\.\d+)?$/) } });
    expect(dcaNotices.find((n) => n.kind === 'round_completed')).toMatchObject({ symbol: 'DOGEUSDT', detail: { round: '1' } });
    // one add per round, newest first
    const adds = dcaNotices.filter((n) => n.kind === 'add_placed').map((n) => Number(n.detail.add));
    expect(adds.length).toBeGreaterThanOrEqual(2);
    expect(adds).toEqual(adds.map((_, i) => adds.length - i));
    // the preference of one bot: its adds after it was set are neither stored nor pushed, its cycle's end is
    const quietNotices = mine.filter((n) => n.bot_id === quiet.bot_id);
    expect(quietNotices.filter((n) => n.kind === 'add_placed').map((n) => n.detail.add)).toEqual(['1']);
    expect(quietNotices.map((n) => n.kind)).toContain('round_completed');

    const theirs = await notices(copier.cookie);
    expect(theirs.map((n) => [n.kind, n.bot_id, n.detail.leader_bot_id ?? n.detail.close_code])).toEqual([
      ['closed', copy.grid_id, 'BOT_CLOSE_CODE_CANCELED_MANUALLY'],
      ['leader_stopped', copy.grid_id, leader.grid_id],
    ]);
    expect(await notices(other.cookie)).toEqual([]);

    // the same notices were pushed on each owner's socket, none on another's
    await delivered(ownerWs.pushed, (p) => p.length >= mine.length);
    await delivered(copierWs.pushed, (p) => p.length >= theirs.length);
    expect(ownerWs.pushed.map((n) => n.id).sort()).toEqual(mine.map((n) => n.id).sort());
    expect(copierWs.pushed.map((n) => n.id).sort()).toEqual(theirs.map((n) => n.id).sort());
    expect(otherWs.pushed).toEqual([]);
  });
});
