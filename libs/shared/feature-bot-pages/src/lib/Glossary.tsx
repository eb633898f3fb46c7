import { useId } from 'react';
import type { SettlementPartsOut } from '@tb/contracts';
import { ProfitPill } from '@tb/ui';
import { formatAmount } from '@tb/util-format';
import { enGlossary } from './locales/en-glossary';
import { useBotPageT } from './strings';

/** A figure the glossary defines. */
export type GlossaryTerm = Exclude<keyof (typeof enGlossary)['glossary'], 'title'>;

/** `name(term)` and `definition(term)` in the page's language: every page names a figure this way. */
export function useGlossary() {
  const t = useBotPageT(enGlossary);
  return { name: (term: GlossaryTerm) => t(`glossary.${term}.name`), definition: (term: GlossaryTerm) => t(`glossary.${term}.definition`), language: t.language, title: t('glossary.title') };
}

/** "What these figures mean": the definitions of `terms`, folded (a `<details>`), for the page that shows them. */
export function Glossary({ terms }: { terms: readonly GlossaryTerm[] }) {
  const g = useGlossary();
  return (
    <details className="tb-bp-glossary">
      <summary>{g.title}</summary>
      <dl>
        {terms.map((term) => (
          <div key={term}>
            <dt>{g.name(term)}</dt>
            <dd>{g.definition(term)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The parts in their one order (contracts futures.ts SettlementPartsOut). */
const PARTS = [
  ['marginBack', 'margin_back', 1],
  ['realisedPnl', 'realised_pnl', 1],
  ['tradingFees', 'fees', -1],
  ['funding', 'funding', 1],
  ['liquidationLoss', 'liquidation_loss', -1],
] as const;

/**
 * A closed futures bot's settlement in its parts, the same parts in the same
 * order for every futures kind: margin back + realised PnL − trading fees +
 * funding − liquidation loss = settlement (they add up exactly; the
 * simulator's route tests check it on every close). Each part is shown with
 * the sign it adds with; the definitions are one fold away.
 */
export function SettlementBreakdown({ parts, coin }: { parts: SettlementPartsOut; coin: string }) {
  const g = useGlossary();
  const headingId = useId();
  const locale = g.language;
  const signed = (value: string, sign: 1 | -1) => (sign === 1 ? value : value.startsWith('-') ? value.slice(1) : value === '0' ? '0' : `-${value}`);
  return (
    <section className="tb-bp-card tb-bp-settle" aria-labelledby={headingId}>
      <h2 id={headingId}>{g.name('settlement')}</h2>
      <dl className="tb-bp-settle__parts" data-testid="settlement-parts">
        {PARTS.map(([term, key, sign]) => (
          <div key={key}>
            <dt>{g.name(term)}</dt>
            <dd>{term === 'marginBack' ? <bdi dir="ltr">{formatAmount(parts[key], coin, { locale })}</bdi> : <ProfitPill amount={signed(parts[key], sign)} coin={coin} locale={locale} />}</dd>
          </div>
        ))}
        <div className="tb-bp-settle__total">
          <dt>{g.name('settlement')}</dt>
          <dd>
            <bdi dir="ltr">{formatAmount(parts.settlement, coin, { locale })}</bdi>
          </dd>
        </div>
      </dl>
      <p className="tb-muted tb-bp-small">{g.definition('settlement')}</p>
      <Glossary terms={['marginBack', 'realisedPnl', 'tradingFees', 'funding', 'liquidationLoss']} />
    </section>
  );
}
