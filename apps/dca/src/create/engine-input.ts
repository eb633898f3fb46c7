/**
 * The plan as the engine's input, without the engine: the backtest
 * (backtest-run.ts, loaded on demand) and the stress test's job (built on
 * the create page, whose first chunk must not carry the engine) both read it.
 */
import type { DcaInput } from '@tb/engine';
import type { SpotSymbolItem } from '@tb/contracts';
import { spotRules } from '@tb/feature-bot-pages';
import { BigNumber } from '@tb/util-format';
import { frequencySeconds } from './frequency';
import type { DcaFormValues } from './form';

/**
 * The form as the engine's input (TP percent → fraction). `available`: the
 * quote balance; the replay's budget is the cap or the balance, whichever is
 * smaller.
 */
export function engineInput(values: DcaFormValues, items: ReadonlyMap<string, SpotSymbolItem>, available: string | null = null): DcaInput {
  const seconds = frequencySeconds(values.frequency);
  if (seconds === null) throw new Error('engineInput: the frequency is not valid');
  return {
    frequencyInSecond: seconds,
    quoteCoin: values.quoteCoin,
    pairs: values.pairs.map((p) => {
      const item = items.get(p.base);
      if (!item) throw new Error(`engineInput: no symbol for ${p.base}`);
      return { base: p.base, amount: new BigNumber(p.amount).toFixed(), rules: spotRules(item) };
    }),
    maxInvestAmount: budgetOf(values.maxInvest, available)?.amount,
    takeProfitPercent: values.takeProfit.trim() === '' ? undefined : new BigNumber(values.takeProfit).div(100).toFixed(),
  };
}

/** The replay's spending limit: the cap, or the balance when it is smaller (`byBalance`); undefined without either. */
export function budgetOf(maxInvest: string, available: string | null): { amount: string; byBalance: boolean } | undefined {
  const cap = maxInvest.trim() === '' ? null : new BigNumber(maxInvest);
  const balance = available === null ? null : new BigNumber(available);
  if (cap !== null && !cap.isZero() && (balance === null || cap.lte(balance))) return { amount: cap.toFixed(), byBalance: false };
  if (balance !== null) return { amount: balance.toFixed(), byBalance: true };
  return undefined;
}
