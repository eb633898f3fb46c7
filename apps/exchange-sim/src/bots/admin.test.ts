import { SPOT_GRID_PATHS } from '@tb/contracts';
import { adminOn } from '../testing/server';
import { useKit } from '../testing/bots';

describe('bot admin commands', () => {
  const kit = useKit();
  const admin = (...args: string[]) => adminOn(kit.server.ctx.db)(...args);

  it('grants a voucher the user then sees in list-user-reward, and lists bots', async () => {
    const granted = await admin('grant-reward', 'demo@tradingbot.local', 'usdt', '25', '7', '100');
    expect(granted).toMatchObject({ code: 0, out: expect.stringMatching(/^granted voucher \d{18}: 25 USDT to 100000001, valid 7 day\(s\), minimum investment 100 USDT$/) });
    const listed = await kit.post<{ rewards: { amount: string; min_investment: string; expire_time: number; create_time: number }[] }>(SPOT_GRID_PATHS.listUserReward, {});
    expect(listed.result.rewards).toEqual([expect.objectContaining({ amount: '25', min_investment: '100', coin: 'USDT', status: 'REWARD_STATUS_UNUSED' })]);
    expect(listed.result.rewards[0].expire_time - listed.result.rewards[0].create_time).toBe(7 * 86_400_000);
    expect(await admin('grant-reward', 'demo@tradingbot.local', 'XYZ', '25')).toMatchObject({ code: 2, err: expect.stringContaining('unknown coin "XYZ"') });
    expect(await admin('grant-reward', 'demo@tradingbot.local', 'USDT', '-5')).toMatchObject({ code: 2 });
    expect(await admin('grant-reward', 'demo@tradingbot.local', 'USDT', '5', '0')).toMatchObject({ code: 2 });
    expect(await admin('grant-reward', 'nobody@example.com', 'USDT', '5')).toMatchObject({ code: 2, err: expect.stringContaining('no user') });
    // A voucher names the kinds it applies to (registry list types).
    expect(await admin('grant-reward', 'demo@tradingbot.local', 'USDT', '5', '3', '0', 'dca_spot,grid_spot')).toMatchObject({ code: 0, out: expect.stringMatching(/, for DCA_SPOT, GRID_SPOT$/) });
    expect((await kit.post<{ rewards: { bot_types: string[] }[] }>(SPOT_GRID_PATHS.listUserReward, {})).result.rewards[0].bot_types).toEqual(['DCA_SPOT', 'GRID_SPOT']);
    expect(await admin('grant-reward', 'demo@tradingbot.local', 'USDT', '5', '3', '0', 'GRID_MOON')).toMatchObject({ code: 2, err: expect.stringContaining('unknown bot kind "GRID_MOON"') });
    expect((await admin('bots', 'demo@tradingbot.local')).out).toBe('100000001 has no bots');
    const pair = kit.bots.pairs.get('ETHUSDT')!;
    const px = kit.bots.pairs.lastTicks(pair);
    const created = await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { symbol: 'ETHUSDT', min_price: ((px * 0.98) / 100).toFixed(2), max_price: ((px * 1.02) / 100).toFixed(2), cell_number: 5, quote_investment: '500' });
    expect((await admin('bots', '100000001')).out).toMatch(new RegExp(`^${created.result.grid_id}  GRID_SPOT ETHUSDT\\s+RUNNING`));
    expect((await admin('help')).out).toContain('grant-reward <user> <coin> <amount>');
  });
});
