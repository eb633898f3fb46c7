/**
 * Test support of this lib (not exported): the simulator's BTCUSDT contract
 * as the engine compiles it, and a render in a locale with the futures
 * strings loaded (right to left for Arabic, as the shell lays out the page).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { compileContract, type ContractRules } from '@tb/engine';
import { initI18n } from '@tb/i18n';
import { futuresStrings } from './strings';
import { btcPerpRules } from '@tb/engine/testing';

/**
 * BTCUSDT as the simulator serves it (apps/exchange-sim `riskTiers()`:
 * 100×, base limit 2,000,000, step 2,000,000), mapped onto the engine's
 * rules with the futures fees: the worked example's contract (MMR 0.5 % in
 * the first tier).
 */
export const BTC_RULES: ContractRules = btcPerpRules(5);
export const btc = compileContract(BTC_RULES);
/** Quote units of one USDT on BTCUSDT (tick 0.1 × lot 0.001: scale 4). */
export const USDT = 10_000;
export const SECTIONS = ['1', '2', '3', '5', '10', '15', '20', '25', '50', '75', '100'];

export async function renderIn(ui: ReactNode, locale = 'en') {
  futuresStrings.register();
  await futuresStrings.load(locale);
  await initI18n(locale);
  const wrap = (content: ReactNode) => <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>{content}</div>;
  const utils = render(wrap(ui));
  return { ...utils, rerender: (next: ReactNode) => utils.rerender(wrap(next)) };
}
