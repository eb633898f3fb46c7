import { elementScroll, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type FormEvent, memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useArea, useLocation, useSearchParams } from '@tb/router';
import { Button, EmptyState, LoadingText, Spinner } from '@tb/ui';
import { Sparkline } from '@tb/ui-charts';
import { formatDecimal, formatDuration, formatPercent, formatSignedPercent } from '@tb/util-format';
import { shallowEqual, skipToken, useAppSelector } from '@tb/data-access-api';
import { useIsRestricted } from '@tb/data-access-session';
import { rankingApi, useRankingFilterQuery, useRankingPageQuery } from '../api/ranking';
import type { MixedRankingBody, RankingRow } from '../api/types';
import { rankingStrings, useRankingT, useKindNameOfType } from '../i18n';
import {
  DEFAULT_FILTER,
  PNL_BANDS,
  RANKED_KINDS,
  offeredRankedKinds,
  RANKING_PAGE_SIZE,
  RUN_TIMES,
  type RankingFilter,
  SORTS,
  areaOfType,
  readFilter,
  requestOf,
  writeFilter,
} from './query';

/** Estimated height of a row (px); rows measure themselves. */
const ROW_ESTIMATE = 76;
/**
 * A row's estimate where rows are cards (the stylesheet's max-width 720 px:
 * the symbol line, then the return and five figures over two lines, each a
 * label above its value): a card measures 187 px (zh-TW, ar-SA) to 205 px
 * (en, a long name or figure wrapping a line more) at 390–412 px. With
 * 140 px the first render of a phone built six rows for the four or five
 * its list shows, each formatted, laid out and measured, then unmounted once
 * measured; and every row's measurement moved every row below it (issue 30).
 */
const CARD_ESTIMATE = 200;
/** Rows rendered beyond the visible ones on each side (scrolling shows no blank; more only costs the first render). */
const OVERSCAN = 3;
/**
 * The same until the list is first scrolled: the first paint renders, formats
 * and lays out the rows on screen and one more, not three more on each side
 * (a phone's card is ~140 px: the overscan was as many rows again, issue 30).
 */
const FIRST_OVERSCAN = 1;
/** Load the next page when this many rows are left below the last visible one. */
const PREFETCH_ROWS = 15;

/**
 * `/tradingbot/{lang}/ranking/`: the ranking of every copyable kind's
 * followable running bots (tools mixed-ranking). The filter lives in the URL
 * (`list/query.ts`): a shared link opens the same ranking, back and forward
 * restore it. The list is virtualised (@tanstack/react-virtual): only the
 * rows on screen are in the DOM, pages of RANKING_PAGE_SIZE load as the
 * reader scrolls, so 10,000 ranked bots scroll like 50. Each row opens the
 * bot's follow page in its kind's area (`?from=rank`: a copy from there is
 * attributed to the rank list).
 */
export default function RankingPage() {
  const t = useRankingT();
  const area = useArea();
  const ready = rankingStrings.useReady(area.locale);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filter = useMemo(() => readFilter(params), [params]);
  const key = writeFilter(filter).toString();
  useEffect(() => {
    if (ready) document.title = t('title');
  }, [ready, t]);
  if (!ready) return <Spinner size="lg" />;

  // A change applies to the address as it is now, not to the filter this render read: the router renders a
  // navigation later (in a transition), so two quick changes (sort, then period) would otherwise write the
  // second over a filter without the first, and the list would show one thing while the selects say another.
  const change = (next: Partial<RankingFilter>) => setParams(writeFilter({ ...readFilter(currentParams(location.pathname, params)), ...next }));
  return (
    <div className="tb-ranking">
      <h1>{t('title')}</h1>
      <p className="tb-ranking__intro">{t('intro')}</p>
      <StrategyLinks kinds={filter.kinds} />
      <Filters filter={filter} onChange={change} onReset={() => setParams(writeFilter(DEFAULT_FILTER))} />
      <Results key={key} filter={filter} />
    </div>
  );
}

/**
 * The address's query now: the browser's history entry, which the router pushes at once (it renders the
 * navigation afterwards), when the router drives the browser's address (same path); otherwise (no window,
 * an in-memory router) the query this render read.
 */
function currentParams(renderedPath: string, rendered: URLSearchParams): URLSearchParams {
  if (typeof window === 'undefined' || window.location.pathname !== renderedPath) return rendered;
  return new URLSearchParams(window.location.search);
}

/** The way to the strategy pages: all of them, and the filtered kind's when one kind is filtered. */
function StrategyLinks({ kinds }: { kinds: string[] }) {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const area = useArea();
  const one = kinds.length === 1 ? RANKED_KINDS.find((k) => k.area === kinds[0]) : undefined;
  return (
    <nav className="tb-ranking__strategies" aria-label={t('strategyLinks.label')}>
      <Link to={`${area.homePath}ranking/strategy/`}>{t('strategyLinks.all')}</Link>
      {one ? <Link to={`${area.homePath}ranking/strategy/${one.area}/`}>{t('strategyLinks.about', { kind: kindName(one.listType) })}</Link> : null}
    </nav>
  );
}

/**
 * The ranked kinds this site offers this trader (a spot-only site, or a
 * restricted trader, leaves the futures kinds out of the filter and the list).
 */
function useOfferedKinds() {
  const restricted = useIsRestricted(useArea().locale);
  return useMemo(() => offeredRankedKinds(typeof window === 'undefined' ? '' : window.location.host, restricted), [restricted]);
}

function Filters({ filter, onChange, onReset }: { filter: RankingFilter; onChange: (next: Partial<RankingFilter>) => void; onReset: () => void }) {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const offeredKinds = useOfferedKinds();
  const id = useId();
  // the bands' counts only add a figure to some options: asked once the page's first render has painted,
  // not in its task (the request's start is main-thread work a phone's first render does not need, issue 30)
  const bands = useRankingFilterQuery(useAfterFirstPaint() ? undefined : skipToken);
  const counted = (label: string, wire: string | undefined, list: readonly { value: string; count: number }[] | undefined) => {
    const count = wire ? list?.find((o) => o.value === wire)?.count : undefined;
    return count === undefined ? label : t('filters.withCount', { label, n: count });
  };
  const toggleKind = (kind: string, on: boolean) => onChange({ kinds: on ? [...filter.kinds, kind] : filter.kinds.filter((k) => k !== kind) });
  const isDefault = writeFilter(filter).toString() === '';
  return (
    <section className="tb-ranking__filters" aria-label={t('filters.legend')}>
      <div className="tb-ranking__field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} value={filter.sort} onChange={(e) => onChange({ sort: e.target.value as RankingFilter['sort'] })}>
          {(Object.keys(SORTS) as (keyof typeof SORTS)[]).map((s) => (
            <option key={s} value={s}>
              {t(`filters.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="tb-ranking__field">
        <label htmlFor={`${id}-run`}>{t('filters.run')}</label>
        <select id={`${id}-run`} value={filter.run} onChange={(e) => onChange({ run: e.target.value as RankingFilter['run'] })}>
          <option value="">{t('filters.runs.any')}</option>
          {(Object.keys(RUN_TIMES) as (keyof typeof RUN_TIMES)[]).map((r) => (
            <option key={r} value={r}>
              {counted(t(`filters.runs.${r}`), RUN_TIMES[r], bands.data?.run_time)}
            </option>
          ))}
        </select>
      </div>
      <div className="tb-ranking__field">
        <label htmlFor={`${id}-pnl`}>{t('filters.pnl')}</label>
        <select id={`${id}-pnl`} value={filter.pnl} onChange={(e) => onChange({ pnl: e.target.value as RankingFilter['pnl'] })}>
          <option value="">{t('filters.pnls.any')}</option>
          {(Object.keys(PNL_BANDS) as (keyof typeof PNL_BANDS)[]).map((p) => (
            <option key={p} value={p}>
              {counted(t(`filters.pnls.${p}`), PNL_BANDS[p], bands.data?.pnl_bands)}
            </option>
          ))}
        </select>
      </div>
      <SymbolSearch key={filter.symbol} id={`${id}-symbol`} symbol={filter.symbol} onSearch={(symbol) => onChange({ symbol })} />
      <fieldset className="tb-ranking__kinds">
        <legend>{t('filters.kind')}</legend>
        {offeredKinds.map((k) => (
          <label key={k.area} className="tb-ranking__kind">
            <input type="checkbox" checked={filter.kinds.includes(k.area)} onChange={(e) => toggleKind(k.area, e.target.checked)} />
            {kindName(k.listType)}
          </label>
        ))}
      </fieldset>
      {isDefault ? null : (
        <Button variant="ghost" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </section>
  );
}

/**
 * False in the first render, true from the browser's first idle moment after
 * it (a timer where there is no `requestIdleCallback`, as in jsdom): for work
 * the first screen can show without.
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => setAfter(true), { timeout: 1500 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}

/** The symbol box: its text is the URL's until the trader types (remounted when the URL's symbol changes). */
function SymbolSearch({ id, symbol, onSearch }: { id: string; symbol: string; onSearch: (symbol: string) => void }) {
  const t = useRankingT();
  const [text, setText] = useState(symbol);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().toUpperCase());
  };
  return (
    <form className="tb-ranking__field tb-ranking__symbol" onSubmit={submit} role="search">
      <label htmlFor={id}>{t('filters.symbol')}</label>
      <div className="tb-ranking__symbol-row">
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('filters.symbolHint')} autoComplete="off" spellCheck={false} maxLength={30} dir="ltr" />
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}

/** The ranked rows of one filter (remounted when the filter changes): pages load one after another as the list scrolls. */
function Results({ filter }: { filter: RankingFilter }) {
  const t = useRankingT();
  const [page, setPage] = useState(1);
  // every page asked for keeps its own subscription (PageSubscription), so the cache holds them all;
  // the rows are pages 1…n as far as they have arrived
  const offered = useOfferedKinds();
  const bodies = useMemo(() => Array.from({ length: page }, (_, i) => requestOf(filter, i + 1, offered)), [filter, page, offered]);
  // the rows render at a deferred priority: React renders a page's rows in slices of a few ms, yielding to the
  // browser between them, where rendering them with the answer was one long task on a phone (issue 30); until
  // then the list reads as still loading
  const pages = useDeferredValue(useAppSelector((state) => bodies.map((body) => rankingApi.endpoints.rankingPage.select(body)(state).data), shallowEqual));
  const query = useRankingPageQuery(bodies[0]);
  let loaded = 0;
  while (loaded < pages.length && pages[loaded]) loaded++;
  const rows = useMemo(() => pages.slice(0, loaded).flatMap((p) => p!.rows), [pages, loaded]);
  const data = pages[0];
  const total = data?.total ?? 0;
  const more = loaded > 0 && rows.length < total;

  if (query.isError && loaded === 0)
    return <EmptyState title={t('results.failed')} headingLevel={2} action={<Button onClick={() => void query.refetch()}>{t('results.retry')}</Button>} />;
  if (loaded === 0) return <LoadingText label={t('results.loading')} lines={6} />;
  if (total === 0) return <EmptyState title={t('results.empty')} description={t('results.emptyHint')} headingLevel={2} />;
  return (
    <>
      <div className="tb-ranking__summary">
        <p role="status">{t('results.count', { n: total })}</p>
        <RiskHelp />
      </div>
      {bodies.slice(1).map((body) => (
        <PageSubscription key={body.page} body={body} />
      ))}
      <VirtualRows rows={rows} total={total} more={more} fetching={loaded < page} onNeedMore={() => loaded === page && more && setPage(page + 1)} />
    </>
  );
}

/** Keeps one further page of the ranking subscribed (loaded and cached while the list shows it). */
function PageSubscription({ body }: { body: MixedRankingBody }) {
  useRankingPageQuery(body);
  return null;
}

function RiskHelp() {
  const t = useRankingT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="tb-ranking__help">
      <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('riskHelp.button')}
      </Button>
      {open ? (
        <p id={id} className="tb-ranking__help-text">
          {t('riskHelp.text')}
        </p>
      ) : null}
    </div>
  );
}

function VirtualRows({ rows, total, more, fetching, onNeedMore }: { rows: RankingRow[]; total: number; more: boolean; fetching: boolean; onNeedMore: () => void }) {
  const t = useRankingT();
  const parent = useRef<HTMLDivElement>(null);
  // whether the list was ever scrolled (by the reader or by a write); until then it is at its top
  const scrolled = useRef(false);
  const [rowEstimate] = useState(estimateForScreen);
  const [initialRect] = useState(firstRect);
  // whether the reader has scrolled the list yet (state, so the fuller overscan applies from the next render)
  const [moved, setMoved] = useState(false);
  // TanStack Virtual's instance changes under React Compiler's feet (the lint's "incompatible library"): this component is left
  // uncompiled, which is what a virtual list needs (it re-renders on scroll by design)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => rowEstimate,
    overscan: moved ? OVERSCAN : FIRST_OVERSCAN,
    // jsdom and the first paint have no layout yet: start as if the list were as tall as its box will be
    initialRect,
    measureElement: observedSize,
    // the library writes the offset it starts from (0) into the scroller when it attaches: a `scrollTo` that
    // laid out the whole page inside React's commit (~90 ms of a phone's long task at 4x, issue 30) to move
    // nothing. A list never scrolled is at its top already; any other write goes through.
    scrollToFn: (offset, options, instance) => {
      if (!scrolled.current && offset + (options.adjustments ?? 0) === 0) return;
      scrolled.current = true;
      elementScroll(offset, options, instance);
    },
    observeElementRect: observedRect,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.length ? items[items.length - 1].index : 0;
  useEffect(() => {
    if (more && last >= rows.length - PREFETCH_ROWS) onNeedMore();
  }, [last, rows.length, more, onNeedMore]);
  return (
    <div
      ref={parent}
      className="tb-ranking__scroller"
      // a scrollable region must be reachable by keyboard (axe scrollable-region-focusable): arrow keys scroll it
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('results.list')}
      onScroll={() => {
        scrolled.current = true;
        if (!moved) setMoved(true);
      }}
      // as tall as the rows up to 70 % of the screen: a short ranking leaves no empty box
      style={{ blockSize: `min(70vh, 720px, ${virtualizer.getTotalSize() + 48}px)` }}
    >
      <ol className="tb-ranking__list" aria-label={t('results.list')} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
        {items.map((item) => (
          <li
            key={rows[item.index].bot_id}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={total}
            aria-posinset={item.index + 1}
            className="tb-ranking__item"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <Row row={rows[item.index]} rank={item.index + 1} />
          </li>
        ))}
      </ol>
      <p className="tb-ranking__more" role="status">
        {more ? (fetching ? t('results.loadingMore') : '') : t('results.end')}
      </p>
    </div>
  );
}

/**
 * A row's height without forcing a layout: the ResizeObserver's size when it
 * reports one (after the browser's own layout, before paint), else the size
 * measured before or the estimate. The library's default reads `offsetHeight`
 * when a row's element is attached, which made React's commit of the first
 * rows lay out the whole page inside the same task — 90 ms of a phone's long
 * task under Lighthouse's 4× slowdown (issue 30). The observer reports every
 * row once when it starts observing it, so each still gets its real height in
 * the frame it first paints in.
 */
function observedSize(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return Math.round(entry.contentRect.height);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/**
 * The scroller's size from a ResizeObserver only (its first report comes
 * after the browser's layout, before paint): the library's default also reads
 * `offsetWidth`/`offsetHeight` when the list mounts, a layout of the page
 * forced inside React's commit. Until the report the list is `initialRect`
 * tall. Where there is no ResizeObserver (jsdom), the library's default.
 */
function observedRect(instance: Virtualizer<HTMLDivElement, Element>, onChange: (rect: { width: number; height: number }) => void): void | (() => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, onChange);
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    if (box) onChange({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
    else if (entry) onChange({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

/**
 * The list's box before the browser has laid it out: the stylesheet's
 * `min(70vh, 720px)` of this window (a phone screen where there is no layout,
 * as in jsdom), so the first render builds the rows that box shows, not a 720 px
 * box's on a phone whose list is ~580 px tall.
 */
function firstRect(): { width: number; height: number } {
  if (typeof window === 'undefined' || typeof ResizeObserver === 'undefined' || !window.innerHeight) return { width: 390, height: 720 };
  return { width: window.innerWidth, height: Math.min(Math.round(window.innerHeight * 0.7), 720) };
}

/** The row estimate for this screen: cards on a narrow one (no `matchMedia`, as in jsdom: the table row). */
function estimateForScreen(): number {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 720px)').matches ? CARD_ESTIMATE : ROW_ESTIMATE;
}

/**
 * One ranked bot. Memoised on its row and rank: the virtual list re-renders
 * on every measurement and scroll step, and a row's figures (exact decimals,
 * durations, five formatters and two translated labels) need not be
 * formatted again then; a language change re-renders it through its own
 * translation hook.
 */
const Row = memo(function Row({ row, rank }: { row: RankingRow; rank: number }) {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const area = useArea();
  const locale = area.locale;
  const target = areaOfType(row.bot_type);
  const ret = formatSignedPercent(row.total_pnl_per, { locale, maxDecimals: 2 });
  const kind = kindName(row.bot_type);
  const up = !row.total_pnl_per.startsWith('-');
  const symbol = row.symbol.split(',').join(' · ');
  return (
    <Link
      className="tb-ranking__row"
      to={target ? `${area.homePath}${target}/follow/${row.bot_id}/?from=rank` : '#'}
      aria-label={t('row.open', { rank, kind, symbol, nick: row.nick_name, ret })}
    >
      <span className="tb-ranking__rank" aria-hidden="true">
        {rank}
      </span>
      <span className="tb-ranking__who">
        <span className="tb-ranking__symbol-name" dir="ltr">
          {symbol}
        </span>
        <span className="tb-ranking__meta">
          {kind}
          {row.leverage ? ` · ${formatDecimal(row.leverage, { locale, maxDecimals: 2 })}×` : ''} · {row.nick_name}
        </span>
      </span>
      <span className={`tb-ranking__ret ${up ? 'tb-ranking__ret--up' : 'tb-ranking__ret--down'}`}>
        <span className="tb-ranking__label">{t('row.ret')}</span>
        {ret}
      </span>
      <Figure label={t('row.pnl')} value={`${formatDecimal(row.total_pnl, { locale, maxDecimals: 2, sign: 'always' })} ${row.quote_token}`} />
      <Figure label={t('row.running')} value={formatDuration({ ms: row.run_time }, { locale })} />
      <Figure label={t('row.drawdown')} value={formatPercent(row.max_drawdown, { locale, maxDecimals: 2 })} />
      <Figure label={t('row.risk')} value={formatDecimal(row.return_to_drawdown, { locale, minDecimals: 2, maxDecimals: 2 })} />
      <Figure label={t('row.copies')} value={formatDecimal(row.follow_num, { locale })} />
      <span className="tb-ranking__curve" aria-hidden="true">
        <Sparkline points={row.curve} label={t('row.curve', { ret })} />
      </span>
    </Link>
  );
});

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="tb-ranking__figure">
      <span className="tb-ranking__label">{label}</span>
      <span className="tb-ranking__value">{value}</span>
    </span>
  );
}

export { RANKING_PAGE_SIZE };
