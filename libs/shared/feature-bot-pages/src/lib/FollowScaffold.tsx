import { type ReactNode, useMemo } from 'react';
import type { FollowEntry, FollowLeader } from '@tb/contracts';
import type { BotListType } from '@tb/util-bot-kinds';
import { useQuotes } from '@tb/data-access-quotes';
import { Link, useArea, useNavigate, useParams } from '@tb/router';
import { Button, Fact } from '@tb/ui';
import { formatDateTime, formatPercent, formatPrice, formatSignedPercent, toBigNumber } from '@tb/util-format';
import { copyPath } from './CopyLinks';
import { useFromRank } from './creation-source';
import { BotPageState } from './PageState';
import { pageStateOf, type QueryStateSource } from './query-state';
import { ReturnCurve } from './ReturnCurve';
import { ShareResult, type ShareCardData } from './share/ShareResult';
import { useBotPageDetailT } from './strings-pages';

/**
 * One follow (copy) page for every kind (issue 13 item 4). A kind's page
 * reads its follow detail and hands this scaffold what differs: the title,
 * the kind's figures of how the leader did, and the leader's parameters.
 * The rest is the same for every kind and lives here:
 *
 * - who runs it, how many copy it, and the defeat share, shown only from
 *   0.6 (the contract's DEFEAT_PER_MIN) whatever the server sends;
 * - **the leader's entry beside yours now**: per symbol the bot trades, the
 *   price when the leader started and the live price (the quote feed, else
 *   the detail's `price_now`) with the move between them, and for a grid
 *   where the price sits in the range now (a copy started outside the range
 *   waits or holds one side only; said in words);
 * - the leader's PnL curve (`leader.pnl_curve`);
 * - "Copy this bot": the kind's create form with `?copy=<id>`, carrying
 *   `from=rank` when the page was opened from the ranking, so the create
 *   call attributes the copy to the rank list (block_source 3);
 * - "Share result": the leader's return, running time and curve as a PNG
 *   card linking back to this page (./share).
 *
 * The page is readable by visitors (the follow calls answer them); the
 * create form asks for the login.
 */
export interface FollowView {
  readonly title: string;
  /** What every kind's follow detail carries the same way: the leader's masked nick name, the defeat share (shown only from 0.6), the copies and the leader's entries and curve. */
  readonly source: FollowSource;
  /** The kind's figures of how it did (APR, PnL, rounds…), as `<Fact>`s. */
  readonly facts: ReactNode;
  /** A grid's range ({@link gridRange}): where the price sits now is said beside the entry, and prices are written on its step. */
  readonly grid?: GridRange;
  /** The leader's parameters, as `<Fact>`s. */
  readonly parameters: ReactNode;
  /** Anything the kind shows after the parameters (a combo's legs). */
  readonly extra?: ReactNode;
  /** The bot to copy and what the kind's create form reads before `copy` (e.g. `symbol`). */
  readonly copy: { readonly botId: string; readonly extra?: Readonly<Record<string, string>> };
  /** The share card's kind and symbol (its return, running time and curve are the leader's). */
  readonly card: { readonly kind: BotListType; readonly symbol: string };
}

/** The fields every kind's follow detail has under the same names. */
export interface FollowSource {
  readonly nick_name: string;
  readonly defeat_per: string;
  readonly follow_num: number;
  readonly leader: FollowLeader;
}

/** A grid's range and the price step its bounds are written with. */
export interface GridRange {
  readonly min: string;
  readonly max: string;
  readonly tickSize: string;
}

/** The step a price is written on, from its decimals ("19000.50" → "0.01"). */
export function tickOf(price: string): string {
  const decimals = price.includes('.') ? price.split('.')[1].length : 0;
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/** A grid's range as the follow scaffold shows it (prices on the step of the lower bound). */
export function gridRange(min: string, max: string): GridRange {
  return { min, max, tickSize: tickOf(min) };
}

/**
 * How a grid's follow page writes its prices (spot and futures grids alike):
 * a price on the range's step, and a stop as its price when it has one, else
 * as its percent; `none` where neither is set.
 */
export function gridPriceText(grid: GridRange, locale: string, none: string) {
  const price = (v: string) => (v ? formatPrice(v, { tickSize: grid.tickSize, locale }) : none);
  const stop = (priceValue: string, per: string) => (priceValue ? price(priceValue) : per ? formatPercent(per, { locale }) : none);
  return { price, stop };
}

/** A follow-detail query as the scaffold reads it (an RTK Query hook's result). */
export type FollowQuery<D> = QueryStateSource & { readonly data?: { readonly detail: D } };

export interface FollowScaffoldProps<D extends FollowSource> {
  /**
   * The kind's follow-detail query hook; the scaffold calls it with the
   * route's bot id and shows its states (loading, failure with Retry, not
   * found). A module-level hook, so the call order never changes.
   */
  readonly useDetail: (botId: string) => FollowQuery<D>;
  /** A prefix for the page's ids (headings). */
  readonly idPrefix: string;
  /** The page's title while loading or not found. */
  readonly pageTitle: string;
  /** The view of the loaded detail, written in the page's locale. */
  readonly view: (detail: D, locale: string) => Omit<FollowView, 'source'>;
}

/** The contract's DEFEAT_PER_MIN (spec §9: the defeat share is shown only from 0.6), here without pulling the schemas into the bundle. */
export const DEFEAT_SHOWN_FROM = '0.6';

/** Whether a defeat share is shown: from DEFEAT_PER_MIN up (spec §9), whatever the server sent. */
export function showsDefeat(defeat: string | undefined): defeat is string {
  const value = toBigNumber(defeat ?? '');
  return !!value && value.isGreaterThanOrEqualTo(DEFEAT_SHOWN_FROM);
}

export function FollowScaffold<D extends FollowSource>({ useDetail, idPrefix, pageTitle, view }: FollowScaffoldProps<D>) {
  const t = useBotPageDetailT();
  const area = useArea();
  const { botId = '' } = useParams();
  const query = useDetail(botId);
  const detail = query.data?.detail;
  return (
    <BotPageState {...pageStateOf(query, !!detail)} requiresLogin={false} title={pageTitle} notFoundAction={{ to: area.path('create'), label: t('toCreate') }}>
      {() => (detail ? <FollowBody idPrefix={idPrefix} view={{ ...view(detail, t.language), source: detail }} /> : null)}
    </BotPageState>
  );
}

function FollowBody({ idPrefix, view }: { idPrefix: string; view: FollowView }) {
  const t = useBotPageDetailT();
  const locale = t.language;
  const area = useArea();
  const navigate = useNavigate();
  const fromRank = useFromRank();
  const copyTo = copyPath(area.path('create'), view.copy.botId, { ...view.copy.extra, ...(fromRank ? { from: 'rank' } : {}) });
  return (
    <section className="tb-bp-page tb-follow" aria-labelledby={`${idPrefix}-title`}>
      <header className="tb-bp-page__header">
        <h1 id={`${idPrefix}-title`}>{view.title}</h1>
        <p className="tb-muted">{t('follow.owner', { name: view.source.nick_name })}</p>
      </header>
      <dl className="tb-bp-card tb-bp-facts" data-testid="follow-facts">
        {view.facts}
        {showsDefeat(view.source.defeat_per) ? <Fact term={t('follow.defeat')}>{t('follow.defeatValue', { value: formatPercent(view.source.defeat_per, { locale, minDecimals: 2, maxDecimals: 2 }) })}</Fact> : null}
        <Fact term={t('follow.followers')}>{t('follow.followersValue', { count: view.source.follow_num })}</Fact>
      </dl>
      <EntryNow idPrefix={idPrefix} leader={view.source.leader} grid={view.grid} />
      <ReturnCurve id={`${idPrefix}-curve`} title={t('follow.curve')} points={view.source.leader.pnl_curve} />
      <section className="tb-bp-card" aria-labelledby={`${idPrefix}-params`}>
        <h2 id={`${idPrefix}-params`}>{t('follow.parameters')}</h2>
        <dl className="tb-bp-facts">{view.parameters}</dl>
        {view.extra}
      </section>
      <div className="tb-bp-actions">
        <Button variant="primary" size="lg" onClick={() => navigate(copyTo)}>
          {t('follow.copy')}
        </Button>
        <ShareResult data={shareOf(view, area.path('follow', view.copy.botId))} />
        <p className="tb-muted tb-bp-small">{t('follow.copyHint')}</p>
      </div>
      <Link to={area.path('create')}>{t('toCreate')}</Link>
    </section>
  );
}

/** The share card of a follow page: the leader's return now (the curve's last point), its running time and its curve. */
export function shareOf(view: FollowView, linkPath: string): ShareCardData {
  const curve = view.source.leader.pnl_curve;
  const last = curve[curve.length - 1];
  return {
    kind: view.card.kind,
    symbol: view.card.symbol,
    owner: view.source.nick_name,
    returnFraction: last?.v ?? '0',
    runningMs: last ? Math.max(0, last.t - view.source.leader.start_time) : 0,
    curve: curve.map((p) => p.v),
    linkPath,
  };
}

/** The move from the leader's entry to the price now, as a signed fraction ("" when either is unknown). */
export function moveSince(start: string, now: string): string {
  const a = toBigNumber(start);
  const b = toBigNumber(now);
  if (!a || !b || a.isZero()) return '';
  return b.minus(a).dividedBy(a).toFixed(6);
}

/** Where a price sits against a grid's range. */
export function rangePlace(price: string, range: { min: string; max: string }): 'below' | 'inside' | 'above' | '' {
  const p = toBigNumber(price);
  const lo = toBigNumber(range.min);
  const hi = toBigNumber(range.max);
  if (!p || !lo || !hi) return '';
  return p.isLessThan(lo) ? 'below' : p.isGreaterThan(hi) ? 'above' : 'inside';
}

function EntryNow({ idPrefix, leader, grid }: { idPrefix: string; leader: FollowLeader; grid?: GridRange }) {
  const t = useBotPageDetailT();
  const locale = t.language;
  const symbols = useMemo(() => leader.entries.map((e) => e.symbol), [leader.entries]);
  const live = useQuotes(symbols);
  const price = (v: string) => (v ? (grid ? formatPrice(v, { tickSize: grid.tickSize, locale }) : v) : t('follow.unknown'));
  const rows = leader.entries.map((e: FollowEntry) => {
    const now = live[e.symbol]?.close || e.price_now;
    return { ...e, now, move: moveSince(e.start_price, now) };
  });
  const place = grid && rows.length === 1 ? rangePlace(rows[0].now, grid) : '';
  return (
    <section className="tb-bp-card" aria-labelledby={`${idPrefix}-entry`} data-testid="entry-now">
      <h2 id={`${idPrefix}-entry`}>{t('follow.entryTitle')}</h2>
      <p className="tb-muted">{t('follow.startedAt', { time: formatDateTime(leader.start_time, { locale, style: 'dayMonthTime' }) })}</p>
      <dl className="tb-bp-facts">
        {rows.map((r) => (
          <Fact key={r.symbol} term={rows.length > 1 ? r.symbol : t('follow.entryPrices')}>
            <bdi dir="ltr">{`${price(r.start_price)} → ${price(r.now)}`}</bdi>
            {r.move ? <span className="tb-muted">{` (${t('follow.moved', { move: formatSignedPercent(r.move, { locale, maxDecimals: 2 }) })})`}</span> : null}
          </Fact>
        ))}
      </dl>
      {rows.length === 1 ? <p>{t('follow.entryWords', { leader: price(rows[0].start_price), now: price(rows[0].now) })}</p> : null}
      {place ? <p data-testid="range-place">{t(`follow.range.${place}`)}</p> : null}
    </section>
  );
}
