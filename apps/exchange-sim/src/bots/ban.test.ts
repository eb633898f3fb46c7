import { DCA_PATHS as D, SPOT_GRID_PATHS as G, RetCode, type DcaDetail, type SpotGridDetail } from '@tb/contracts';
import { gridAround, useKit } from '../testing/bots';

const HOUR = 3600_000;

describe('banning a user closes their running bots', () => {
  const kit = useKit();

  // The spot table has no ban close code: a grid reads CLOSED_USER_BAN with "auto canceled (other)"; DCA has its own.
  it('closes grids and DCA bots as banned, hands the coins back as held, and leaves other users alone', async () => {
    const bad = await kit.user('ban-sweep-bad', { USDT: '5000' });
    const good = await kit.user('ban-sweep-good', { USDT: '5000' });
    const g = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'BTCUSDT'), bad.cookie)).result.grid_id;
    const other = (await kit.post<{ grid_id: string }>(G.createGrid, gridAround(kit, 'BTCUSDT'), good.cookie)).result.grid_id;
    const d = (await kit.post<{ bot_id: string }>(D.createBot, { parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '50' }] } }, bad.cookie)).result.bot_id;
    kit.run(2 * HOUR);
    expect(kit.bots.sweepBans()).toBe(0);

    const gridBefore = (await kit.post<{ detail: SpotGridDetail }>(G.queryGridDetail, { grid_id: g }, bad.cookie)).result.detail;
    const dcaBefore = (await kit.post<{ detail: DcaDetail }>(D.status, { bot_id: d }, bad.cookie)).result.detail;
    expect(gridBefore.status).toBe('RUNNING');
    const ethBought = kit.botBalance(bad.id, d, 'ETH');
    expect(ethBought).toBeGreaterThan(0n);
    const btcBefore = kit.spot(bad.id, 'BTC');
    const ethBefore = kit.spot(bad.id, 'ETH');
    const gridHeld = { BTC: kit.botBalance(bad.id, g, 'BTC'), USDT: kit.botBalance(bad.id, g, 'USDT') };
    expect(gridHeld.BTC).toBeGreaterThan(0n);

    kit.server.ctx.users.ban(bad.id, 'market abuse');
    // A DCA bot in the middle of a buy round is left for the next sweep; run until both are closed.
    let closed = kit.bots.sweepBans();
    for (let i = 0; closed < 2 && i < 5; i++) {
      kit.run(6_000);
      closed += kit.bots.sweepBans();
    }
    expect(closed).toBe(2);
    expect(kit.bots.sweepBans()).toBe(0);

    // The banned user can no longer read the bots; the store says how they ended.
    expect((await kit.post(G.queryGridDetail, { grid_id: g }, bad.cookie)).ret_code).toBe(RetCode.USER_BANNED);
    kit.server.ctx.users.unban(bad.id);
    const gridAfter = (await kit.post<{ detail: SpotGridDetail }>(G.queryGridDetail, { grid_id: g }, bad.cookie)).result.detail;
    expect(gridAfter).toMatchObject({ status: 'COMPLETED', close_reason: 'CLOSED_USER_BAN', bot_close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO' });
    const dcaAfter = (await kit.post<{ detail: DcaDetail }>(D.status, { bot_id: d }, bad.cookie)).result.detail;
    expect(dcaAfter).toMatchObject({ close_code: 'BOT_CLOSE_CODE_USER_BAN' });
    expect(dcaAfter.close_reason).toMatch(/BAN/);
    expect(dcaBefore.close_code).toBe('BOT_CLOSE_CODE_UNKNOWN');

    // Coins handed back as held: no market conversion on behalf of a banned account.
    for (const coin of ['USDT', 'BTC', 'ETH']) {
      expect(kit.botBalance(bad.id, g, coin)).toBe(0n);
      expect(kit.botBalance(bad.id, d, coin)).toBe(0n);
    }
    // The grid closes at the first sweep: exactly what it held comes back.
    expect(kit.spot(bad.id, 'BTC') - btcBefore).toBe(gridHeld.BTC);
    // The DCA bot may have finished a round before its close: at least what it had bought.
    expect(kit.spot(bad.id, 'ETH') - ethBefore).toBeGreaterThanOrEqual(ethBought);

    // The other user's grid keeps running.
    const otherDetail = (await kit.post<{ detail: SpotGridDetail }>(G.queryGridDetail, { grid_id: other }, good.cookie)).result.detail;
    expect(otherDetail.status).toBe('RUNNING');
    expect(kit.bots.runner.get(other)).toBeDefined();
    expect(kit.bots.runner.get(g)).toBeUndefined();
    expect(kit.bots.runner.get(d)).toBeUndefined();
  });
});
