import type { ReactNode } from 'react';
import type { ShareCardData } from './share/ShareResult';
import { Link } from '@tb/router';
import { PnlSummary, type PnlFigure } from './widgets';
import { useBotPageDetailT } from './strings-pages';
import { CopyLinks } from './CopyLinks';
import type { SettlementPartsOut } from '@tb/contracts';
import { SettlementBreakdown } from './Glossary';

export interface CloseDetailFact {
  label: string;
  /** The value; figures are wrapped in `<bdi dir="ltr">` by the caller or given as `figure`. */
  value: ReactNode;
  /** A figure (amount, price, date): rendered in its own left-to-right run. */
  figure?: boolean;
  testId?: string;
}

export interface CloseDetailScaffoldProps {
  /** The page's h1 ("BTC/USDT spot grid · closed"). */
  title: string;
  /** Under the title: status pill, bot id… */
  meta?: ReactNode;
  /** False while the bot is still running or closing: a banner links back to it. */
  closed: boolean;
  detailPath: string;
  /** Why it closed, in the kind's words. */
  reason: ReactNode;
  /** How the bot settled (close mode and what was handed back). */
  settlement: ReactNode;
  /** Final PnL decomposition: realised, floating at close, [funding, fees,] total. */
  pnl: readonly PnlFigure[];
  /** A futures kind's settlement in its parts (margin back, realised, fees, funding, liquidation loss: the same in every kind). */
  settlementParts?: SettlementPartsOut | null;
  coin: string;
  /** The other facts (investment, ran for, dates, range…). */
  facts: readonly CloseDetailFact[];
  /** Links or buttons under the facts (history, create another). */
  actions?: ReactNode;
  /** The create form filled with this bot's parameters (`copyPath`): every close detail offers a copy. */
  copyTo: string;
  /** The bot's follow page when others may copy it. */
  followTo?: string;
  /** The final result as a share card ("Share result"). */
  share?: ShareCardData;
  children?: ReactNode;
}

/**
 * A closed bot's page for any kind: title, a "still running" banner when it
 * is not closed yet, the stop reason, the settlement, the final PnL
 * decomposition side by side, the kind's other facts as a list of terms
 * (two columns on wide screens, one on phones), and the actions — always
 * with "Copy parameters" (and "Follow page" for a followable bot). The kind
 * supplies the words and figures; the scaffold the structure and states.
 */
export function CloseDetailScaffold({ title, meta, closed, detailPath, reason, settlement, pnl, settlementParts, coin, facts, actions, copyTo, followTo, share, children }: CloseDetailScaffoldProps) {
  const t = useBotPageDetailT();
  return (
    <section className="tb-bp-page tb-bp-close" aria-label={title}>
      <header className="tb-bp-page__header">
        <h1>{title}</h1>
        {meta ? <div className="tb-bp-meta">{meta}</div> : null}
      </header>
      {!closed ? (
        <div className="tb-bp-banner" role="status">
          <span>{t('closeDetail.stillRunning')}</span> <Link to={detailPath}>{t('closeDetail.toDetail')}</Link>
        </div>
      ) : null}
      <dl className="tb-bp-card tb-bp-facts">
        <div>
          <dt>{t('closeDetail.reason')}</dt>
          <dd data-testid="close-reason">{reason}</dd>
        </div>
        <div>
          <dt>{t('closeDetail.settlement')}</dt>
          <dd data-testid="close-settlement">{settlement}</dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.figure ? <bdi dir="ltr">{fact.value}</bdi> : fact.value}</dd>
          </div>
        ))}
      </dl>
      <PnlSummary figures={pnl} coin={coin} title={t('closeDetail.pnl')} />
      {settlementParts ? <SettlementBreakdown parts={settlementParts} coin={coin} /> : null}
      {children}
      <div className="tb-bp-actions">
        {actions}
        <CopyLinks copyTo={copyTo} followTo={followTo} share={share} />
      </div>
    </section>
  );
}
