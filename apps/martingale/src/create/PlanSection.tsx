import { lazy, memo, Suspense, useId } from 'react';
import { formatAmount, formatPrice } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import type { WorstCase } from './plan';

const PlanDetails = lazy(() => import(/* webpackChunkName: "mart-plan" */ './PlanDetails').then((m) => ({ default: m.PlanDetails })));

export interface PlanSectionProps {
  worst: WorstCase | null;
  coin: string;
  base: string;
  tickSize: string;
  lotSize: string;
  locale: string;
}

/**
 * The worst-case round (./plan.ts): a table of every order (trigger, size,
 * margin, average cost and estimated liquidation after it), a chart of the
 * add prices and the liquidation after each order, what a full round can
 * need, and the refusal — with the same check code the simulator answers —
 * when the round cannot be funded or liquidates before its last add.
 */
export const PlanSection = memo(function PlanSection({ worst, coin, base, tickSize, lotSize, locale }: PlanSectionProps) {
  const t = useMartCreateT();
  const headingId = useId();
  const price = (p: string) => (p === '' ? t('plan.never') : formatPrice(p, { tickSize, locale }));
  const money = (a: string) => formatAmount(a, coin, { locale });
  const refusal = worst?.refusal ?? null;
  // the other verdicts (leverage past the risk limit, too many adds…) are FM-1's check codes, explained at their fields
  const refusalText =
    refusal?.kind === 'liquidation'
      ? t('plan.refusedLiq', { order: refusal.order === 0 ? t('plan.initial') : t('plan.add', { n: refusal.order }), add: refusal.add, liq: price(refusal.liquidation), trigger: price(refusal.trigger) })
      : refusal?.kind === 'funds'
        ? t('plan.refusedFunds', { min: money(refusal.min) })
        : refusal?.kind === 'too-high'
          ? t('plan.refusedTooHigh', { max: money(refusal.max) })
          : null;
  const rows = worst?.rows ?? [];
  return (
    <section className="mart-card mart-plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('plan.heading')}</h2>
      <p className="tb-field__hint">{t('plan.intro')}</p>
      {!worst || rows.length === 0 ? <p>{t('plan.missing')}</p> : null}
      {refusalText ? (
        <p className="tb-field__error" role="alert" data-check-code={refusal!.code}>
          {refusalText}
        </p>
      ) : null}
      {rows.length > 0 && worst ? (
        // the table and the chart come with the first complete plan (their own chunk): the first screen has none
        <Suspense fallback={null}>
          <PlanDetails worst={worst} coin={coin} base={base} tickSize={tickSize} lotSize={lotSize} locale={locale} />
        </Suspense>
      ) : null}
    </section>
  );
});
