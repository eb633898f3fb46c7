import { memo, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ProfitPill } from '@tb/ui';
import type { BotStatus } from '@tb/util-enums';
import { formatDuration, toBigNumber } from '@tb/util-format';
import type { ServerClock } from './server-clock';
import { useBotPageDetailT } from './strings-pages';

export type StatusTone = 'up' | 'warn' | 'flat' | 'down';

/** The tone of a bot status of any kind: running is up, anything on its way (new, starting, closing) is warn, the rest flat. */
export function botStatusTone(status: BotStatus): StatusTone {
  if (status === 'running') return 'up';
  if (status === 'new' || status === 'awaitActivation' || status === 'initializing' || status === 'cancelling') return 'warn';
  return 'flat';
}

/** A bot's status as a pill: the remote names the status (its kind's words), the tone colours it (never the only signal: the word is written). */
export function StatusPill({ tone, children, ...rest }: { tone: StatusTone; children: ReactNode } & Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return (
    <span className={`tb-bp-status tb-bp-status--${tone}`} {...rest}>
      {children}
    </span>
  );
}

/**
 * How long a bot has run, by the spec's rule (minutes under an hour, hours
 * under a day, else days hours minutes). `withVerb` says "Running for 3h" /
 * "Ran for 3h"; without it just the duration (inside a labelled row).
 */
export function RunningTime({ ms, ended, withVerb = true }: { ms: number; ended: boolean; withVerb?: boolean }) {
  const t = useBotPageDetailT();
  const duration = formatDuration({ ms: Math.max(0, ms) }, { locale: t.language });
  return <span>{withVerb ? t(ended ? 'ranFor' : 'runningFor', { duration }) : duration}</span>;
}

/** Milliseconds since `since` on the exchange's clock, refreshed every `everyMs` (null before the clock knows the time). */
export function useServerElapsed(since: number, clock: ServerClock, everyMs = 1_000): number | null {
  const [now, setNow] = useState(() => clock.now(performance.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now(performance.now())), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now === null ? null : now - since;
}

/** A running bot's live running time on the exchange's clock (a closed one: pass `RunningTime` its final figure). */
export function LiveRunningTime({ since, clock, withVerb = true }: { since: number; clock: ServerClock; withVerb?: boolean }) {
  const elapsed = useServerElapsed(since, clock);
  return <RunningTime ms={elapsed ?? 0} ended={false} withVerb={withVerb} />;
}

/**
 * What a PnL figure is. Spot kinds show `realised` (grid profit, DCA's
 * realised take-profit), `floating` (coins held, at the live price) and
 * `total`; futures kinds add `funding` and `fees` between floating and total.
 */
export type PnlRole = 'realised' | 'floating' | 'funding' | 'fees' | 'total';

export interface PnlFigure {
  role: PnlRole;
  /** The kind's name of the figure ("Grid profit", "Realised profit", "Funding fees"). */
  label: string;
  /** Decimal string in the settlement coin. */
  amount: string;
  /** Fraction of the investment ("0.0123"); left out: amount only. */
  ratio?: string;
}

const ROLE_ORDER: Readonly<Record<PnlRole, number>> = { realised: 0, floating: 1, funding: 2, fees: 3, total: 4 };

/** Ratio of an amount to the investment, exact to 8 places ("" when there is no investment). */
export function ratioOf(amount: string, investment: string): string {
  const a = toBigNumber(amount);
  const i = toBigNumber(investment);
  if (!a || !i || i.isZero()) return '';
  return a.div(i).toFixed(8);
}

export interface PnlSummaryProps {
  figures: readonly PnlFigure[];
  /** The coin every figure is in. */
  coin: string;
  /** One line on why the figures differ (the kind's words). */
  note?: string;
  /** Heading of the section (visually hidden); defaults to "Profit and loss". */
  title?: string;
  /** Page language for number formats (defaults to the page's). */
  locale?: string;
}

/**
 * Realised, floating (unrealised), [funding, fees,] and total PnL side by
 * side, each as amount and percent of the investment, in that order whatever
 * order they are passed in, with the total emphasised. A figure sits in its
 * own left-to-right run (the pill), so Arabic pages keep sign, digits and
 * coin together. On phones the row wraps into a grid of cards; no figure is
 * cut. The confusion traders report most is a positive grid profit next to a
 * red total: `note` says why.
 */
export const PnlSummary = /*#__PURE__*/ memo(function PnlSummary({ figures, coin, note, title, locale }: PnlSummaryProps) {
  const t = useBotPageDetailT();
  const headingId = useId();
  const sorted = [...figures].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return (
    <section className="tb-bp-card tb-bp-pnl" aria-labelledby={headingId}>
      <h2 id={headingId} className="tb-visually-hidden">
        {title ?? t('pnl.title')}
      </h2>
      <dl className="tb-bp-pnl__row">
        {sorted.map((figure) => (
          <div key={`${figure.role}-${figure.label}`} className={`tb-bp-pnl__item tb-bp-pnl__item--${figure.role}`}>
            <dt>{figure.label}</dt>
            <dd>
              <ProfitPill amount={figure.amount} ratio={figure.ratio} coin={coin} locale={locale ?? t.language} />
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p className="tb-muted tb-bp-small tb-bp-pnl__why">{note}</p> : null}
    </section>
  );
});
