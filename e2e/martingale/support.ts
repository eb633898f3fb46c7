import { expect } from '../support/fixtures';
import { testOnOwnSim } from '../support/own-sim';
import type { SimHandle } from '../support/sim';
import { post, type Envelope } from '../support/api';

/**
 * Martingale specs run on their own simulator with a stopped clock, moved by the test (`sim.advance`):
 * a bot that adds every 0.1 % adverse move and takes 0.2 % of its round's margin adds within
 * simulated minutes and completes a round within about half an hour of simulated time on the seeded
 * market — no price steering is needed (measured on the in-process simulator: first add after ≤ 10
 * simulated minutes, a round with adds closed by 20). What the test sees depends on the simulated
 * time it moved, never on this machine's speed.
 */
export const test = testOnOwnSim({ speed: 0 });

export { expect, post, type Envelope };

export { LONG_AUTO_CYCLE } from '../support/bot-bodies';
export { FMART_PATHS } from '@tb/contracts/paths';

/** The user's derivatives USDT wallet, as the admin CLI reads the ledger ("0" when none). */
export async function derivativesUsdt(sim: SimHandle, email: string): Promise<string> {
  const out = await sim.admin('balances', email);
  return /derivatives\s+USDT\s+wallet\s+([-\d.]+)/.exec(out)?.[1] ?? '0';
}

export interface Round {
  round: number;
  status: string;
  adds: number;
}
