import { Fact } from '@tb/ui';
import { useDcaT } from '../i18n';
import { joinList, type Formats } from '../detail/format';
import { frequencySeconds } from './frequency';
import { estimatePlan, type DcaFormValues, type DcaLimits } from './form';
import { toBigNumber } from '@tb/util-format';

/**
 * The plan in one plain sentence ("Buy 10 USDT of BTC and 5 USDT of ETH every
 * 1 hour, until 500 USDT is spent.") built from the same values that will be
 * sent, or null while a coin or amount is missing.
 */
export function usePlanSentence(values: DcaFormValues, formats: Formats): string | null {
  const t = useDcaT();
  const seconds = frequencySeconds(values.frequency);
  const complete = values.pairs.length > 0 && values.pairs.every((p) => p.base && toBigNumber(p.amount)?.gt(0)) && seconds !== null && seconds > 0;
  if (!complete) return null;
  const items = joinList(
    values.pairs.map((p) => t('summary.item', { amount: formats.amount(p.amount, values.quoteCoin), coin: p.base })),
    formats.locale,
  );
  const cap = toBigNumber(values.maxInvest);
  const sentence =
    cap !== null && cap.gt(0)
      ? t('summary.withCap', { items, frequency: formats.duration(seconds), cap: formats.amount(values.maxInvest, values.quoteCoin) })
      : t('summary.noCap', { items, frequency: formats.duration(seconds) });
  const tp = toBigNumber(values.takeProfit);
  return tp !== null && tp.gt(0) ? `${sentence} ${t('summary.takeProfit', { tp: formats.percentWhole(values.takeProfit) })}` : sentence;
}

/** The summary card beside (desktop) or under (phone) the form. Updates as the trader types; `valid` is false while an error is shown. */
export function PlanSummary({ values, limits, formats, headingId, valid }: { values: DcaFormValues; limits: DcaLimits; formats: Formats; headingId: string; valid: boolean }) {
  const t = useDcaT();
  const planned = usePlanSentence(values, formats);
  // A plan with a marked error is not what would be sent: no sentence until it is fixed.
  const sentence = valid ? planned : null;
  const estimate = estimatePlan(values, limits);
  const quote = values.quoteCoin;
  const seconds = frequencySeconds(values.frequency);
  const short = estimate.rounds !== null && estimate.balanceCovers !== null && estimate.balanceCovers < estimate.rounds;
  return (
    <section className="dca-card dca-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="dca-card__title">
        {t('summary.title')}
      </h2>
      <p className="dca-summary__sentence" aria-live="polite" data-testid="plan-sentence">
        {sentence ?? <span className="dca-muted">{planned ? t('summary.fixFirst') : t('summary.incomplete')}</span>}
      </p>
      <dl className="dca-facts">
        <Fact term={t('summary.perRound')}>{estimate.perRound.gt(0) ? formats.amount(estimate.perRound.toFixed(), quote) : t('common.dash')}</Fact>
        <Fact term={t('summary.firstBuy')}>{t('summary.firstBuyNow')}</Fact>
        <div>
          <dt>{t('summary.rounds')}</dt>
          {/* "About": each amount is an upper bound (fee included, quantities in whole lots), so a round spends a little less and the cap may allow one more, smaller round. */}
          <dd data-testid="estimated-rounds">{estimate.rounds !== null ? t('summary.roundsAbout', { count: formats.count(estimate.rounds) }) : t('summary.roundsOpen')}</dd>
        </div>
        {estimate.rounds !== null && seconds !== null ? (
          <Fact term={t('summary.lastBuy')}>{estimate.lastBuyAfter ? t('summary.lastBuyIn', { duration: formats.duration(estimate.lastBuyAfter) }) : t('summary.lastBuyNow')}</Fact>
        ) : null}
        {estimate.balanceCovers !== null ? (
          <Fact term={t('summary.balanceCovers')}>{formats.count(estimate.balanceCovers)}</Fact>
        ) : null}
      </dl>
      {short ? (
        <p className="dca-note dca-note--warn" role="note">
          {t('summary.balanceShort', { quote })}
        </p>
      ) : null}
    </section>
  );
}
