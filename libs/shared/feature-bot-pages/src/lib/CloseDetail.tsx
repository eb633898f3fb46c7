import type { ReactNode } from 'react';
import type { ShareCardData } from './share/ShareResult';
import { Link, useArea, useParams } from '@tb/router';
import { PnlSummary, type PnlFigure } from './widgets';
import { useBotPageDetailT, usePnlLabels } from './strings-pages';
import { BotPageState } from './PageState';
import { pageStateOf, type QueryStateSource } from './query-state';
import { useCloseWords } from './close-words';
import type { PnlParts } from './pnl-parts';
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

/** What a close-detail page's body is given once the close detail has come. */
export interface CloseDetailLoaded<C, B> {
  /** The kind's close detail. */
  readonly data: C;
  /** The bot's own detail (status, symbol, running time) once it has come: the body renders without it first. */
  readonly bot: B | undefined;
  /** The route's bot id. */
  readonly botId: string;
  readonly locale: string;
  /** The kind's area (its links: detail, create, follow). */
  readonly area: ReturnType<typeof useArea>;
  /** Stop types and close codes in words (`useCloseWords`). */
  readonly words: ReturnType<typeof useCloseWords>;
  /** The PnL parts' labels for `pnlParts` (one wording for every kind). */
  readonly pnlLabels: PnlParts['labels'];
}

export interface CloseDetailRouteProps<C, B> {
  /**
   * The kind's hook of the route's bot (a module-level hook: the call order
   * never changes): its close-detail query, whose states the page shows, and
   * the bot's own detail once it has come (status, symbol, running time: what
   * the close detail does not carry).
   */
  readonly useClose: (botId: string) => { readonly query: QueryStateSource & { readonly data?: C }; readonly bot: B | undefined };
  /** The page's title while loading, failed or not found. */
  readonly pageTitle: string;
  /** The not-found action's label (it leads to the kind's create form). */
  readonly createLabel: string;
  /** The page once the close detail has come (usually a {@link CloseDetailScaffold}). */
  readonly children: (loaded: CloseDetailLoaded<C, B>) => ReactNode;
}

/**
 * A close-detail route for a kind whose close detail is its own call
 * (martingale, combo): reads the bot id from the route, asks the kind's close
 * detail and bot detail, shows the page states of the close detail (loading,
 * failure with Retry, not found with a way to the create form) and hands the
 * loaded detail to the kind's body with what every close page uses.
 */
export function CloseDetailRoute<C, B>({ useClose, pageTitle, createLabel, children }: CloseDetailRouteProps<C, B>) {
  const area = useArea();
  const { botId = '' } = useParams();
  const { query, bot } = useClose(botId);
  const words = useCloseWords();
  const pnlLabels = usePnlLabels();
  const locale = useBotPageDetailT().language;
  const data = query.data;
  return (
    <BotPageState {...pageStateOf(query, !!data)} title={pageTitle} notFoundAction={{ to: area.path('create'), label: createLabel }}>
      {() => (data ? children({ data, bot, botId, locale, area, words, pnlLabels }) : null)}
    </BotPageState>
  );
}
