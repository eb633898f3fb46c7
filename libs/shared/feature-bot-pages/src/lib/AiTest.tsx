import { useId } from 'react';
import type { AiFailureCode, AiValidationOut } from '@tb/contracts';
import { Fact } from '@tb/ui';
import { formatDateTime, formatDecimal, formatPercent, formatSignedPercent } from '@tb/util-format';
import { enAiTest } from './locales/en-create-parts';
import { useBotPageT } from './strings';

/**
 * What every page that shows an AI proposal says about it (issue 29; the
 * rule: contracts ai-validation.ts): the proposal's walk-forward test — its
 * window, what it actually returned and its max drawdown over the test days,
 * beside the APR annualised from those few days and labelled so — the rule in
 * words, and, when nothing passed, that nothing is offered and why each was
 * withheld. Used by the AI tabs of the create pages, the AI pick page and
 * the strategy pages.
 */

/** Days of a test window as words take them ("3", "1.5"). */
const daysOf = (v: Pick<AiValidationOut, 'test_days'>, locale: string) => formatDecimal(v.test_days, { locale, maxDecimals: 1 });

export interface AiTestFactsProps {
  readonly validation: AiValidationOut;
  /** Leave out the window's dates (a card with little room). */
  readonly compact?: boolean;
}

/** The test's figures: window, return and max drawdown over it, the APR annualised from its days, fills. */
export function AiTestFacts({ validation: v, compact = false }: AiTestFactsProps) {
  const t = useBotPageT(enAiTest);
  const locale = t.language;
  const days = daysOf(v, locale);
  const headingId = useId();
  const date = (ms: number) => formatDateTime(ms, { locale, style: 'dateTime', timeZone: 'UTC' });
  return (
    // a named group, not a region: a tab lists one per proposal under the same words, and landmarks must be unique
    <div role="group" className="tb-bp-aitest" aria-labelledby={headingId}>
      {/* a paragraph, not a heading: the card around it decides the page's outline */}
      <p id={headingId} className="tb-bp-aitest__title">
        {t('aiTest.heading', { days })}
      </p>
      {compact ? null : <p className="tb-muted tb-bp-aitest__period">{t('aiTest.period', { chooseFrom: date(v.choose_start), testFrom: date(v.test_start), testTo: date(v.test_end) })}</p>}
      <dl className="tb-bp-aitest__facts">
        <Fact term={t('aiTest.windowReturn', { days })} ltr>
          {formatSignedPercent(v.window_return, { locale })}
        </Fact>
        <Fact term={t('aiTest.drawdown', { days })} ltr>
          {formatPercent(v.max_drawdown, { locale })}
        </Fact>
        <Fact term={t('aiTest.apr', { days })} ltr>
          {formatSignedPercent(v.apr, { locale })}
        </Fact>
        <Fact term={t('aiTest.fills')} ltr>
          {formatDecimal(v.fills, { locale, maxDecimals: 0 })}
        </Fact>
      </dl>
    </div>
  );
}

/** The rule in words: chosen before, tested after, what is not offered. */
export function AiTestRule({ lossLimit, days }: { lossLimit: string; days: string }) {
  const t = useBotPageT(enAiTest);
  const locale = t.language;
  return <p className="tb-muted tb-bp-aitest__rule">{t('aiTest.rule', { days: formatDecimal(days, { locale, maxDecimals: 1 }), limit: formatPercent(lossLimit, { locale }) })}</p>;
}

/** Why a proposal was not offered, in words. */
export function useAiFailureText(): (v: Pick<AiValidationOut, 'failure' | 'window_return'>, lossLimit: string) => string {
  const t = useBotPageT(enAiTest);
  return (v, lossLimit) => {
    const failure = (v.failure || 'not_backtested') as AiFailureCode;
    return t(`aiTest.failure.${failure}`, { loss: formatPercent(v.window_return.replace(/^-/, ''), { locale: t.language }), limit: formatPercent(lossLimit, { locale: t.language }) });
  };
}

export interface AiWithheldProps {
  /** The proposals not offered: a name in the page's words and its test. */
  readonly items: readonly { readonly name: string; readonly validation: Pick<AiValidationOut, 'failure' | 'window_return' | 'test_days'> }[];
  readonly lossLimit: string;
  /** Nothing was offered: say so first (role note). */
  readonly nonePassed: boolean;
}

/** "No proposal passed… none is offered" when nothing passed, and the proposals not offered with why. Renders nothing when all were offered. */
export function AiWithheld({ items, lossLimit, nonePassed }: AiWithheldProps) {
  const t = useBotPageT(enAiTest);
  const why = useAiFailureText();
  if (!nonePassed && items.length === 0) return null;
  const days = items[0] ? daysOf(items[0].validation, t.language) : '3';
  return (
    <div className="tb-bp-aitest__withheld" role="note">
      {nonePassed ? <p className="tb-bp-aitest__none">{t('aiTest.none', { days })}</p> : null}
      {items.length ? (
        <>
          <p className="tb-muted">{t('aiTest.withheld')}</p>
          <ul>
            {items.map((w) => (
              <li key={w.name}>{t('aiTest.withheldItem', { name: w.name, reason: why(w.validation, lossLimit) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
