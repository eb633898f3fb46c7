import { useId, useRef, useState } from 'react';
import type { DepthLevel, DepthResult } from '@tb/contracts';
import { Button, ChoiceGroup, Spinner } from '@tb/ui';
import { formatDecimal, formatPrice, isolated, toBigNumber } from '@tb/util-format';
import { useBotPageT } from '../strings';
import { useFeatureBotPagesDepthQuery } from './depth-api';
import { useNearViewport } from './near-viewport';
import type { PriceTargetField } from './price-target';

/** How often the book is asked for again while it is on screen (real time). */
export const DEPTH_POLL_MS = 3_000;
/** Levels shown a side. */
export const DEPTH_LEVELS = 8;

export interface DepthBookProps {
  symbol: string;
  /** The spot pair or the linear contract of that name. */
  category: 'spot' | 'linear';
  baseCoin: string;
  quoteCoin: string;
  locale: string;
  /** Where a picked price goes (the page's focused price input); none: the book is read-only. */
  target?: PriceTargetField | null;
  onPick?: (price: string) => void;
}

const fractionDigits = (value: string) => (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0);

/**
 * The order book around the last price on a create page (issue 15): sell
 * orders above, buy orders below, each level `merge` ticks wide (the symbol's
 * depth-merge ratios as a choice), a bar for the depth so far; choosing a
 * level's price puts it in the page's price input that last had focus. The
 * simulator models the book (see its `market/depth.ts`); it refreshes every
 * {@link DEPTH_POLL_MS} while it is on screen (or nearly), and is first asked for
 * only then (near-viewport.ts).
 */
export function DepthBook({ symbol, category, baseCoin, quoteCoin, locale, target, onPick }: DepthBookProps) {
  const t = useBotPageT();
  const titleId = useId();
  const [merge, setMerge] = useState<number | undefined>(undefined);
  // asked for once the book is (nearly) on screen, and polled only while it is (near-viewport.ts)
  const sectionRef = useRef<HTMLElement>(null);
  const { near, seen } = useNearViewport(sectionRef);
  const query = useFeatureBotPagesDepthQuery({ symbol, category, merge, limit: DEPTH_LEVELS }, { pollingInterval: near ? DEPTH_POLL_MS : 0, skip: !symbol || !seen });
  const book: DepthResult | undefined = query.currentData ?? query.data;
  const pickable = Boolean(target && onPick);

  const deepest = book ? [...book.bids, ...book.asks].reduce((max, level) => larger(max, level.total), '0') : '0';
  const priceText = (price: string) => formatPrice(price, { tickSize: book?.tick_size, locale });
  const qtyText = (qty: string) => formatDecimal(qty, { locale, minDecimals: fractionDigits(qty), maxDecimals: fractionDigits(qty) });

  const row = (level: DepthLevel, side: 'ask' | 'bid') => {
    const share = toBigNumber(deepest)?.isZero() ? 0 : Number(toBigNumber(level.total)!.div(deepest).times(100).toFixed(1));
    const price = priceText(level.price);
    return (
      <tr key={level.price} className={`tb-bp-depth__row tb-bp-depth__row--${side}`} style={{ ['--tb-depth' as string]: `${share}%` }}>
        <td>
          {pickable ? (
            <button
              type="button"
              className="tb-bp-depth__price"
              aria-label={t('depth.pick', { side: t(side === 'ask' ? 'depth.ask' : 'depth.bid'), price, qty: qtyText(level.qty), field: target!.label })}
              onClick={() => onPick!(level.price)}
            >
              <bdi dir="ltr">{price}</bdi>
            </button>
          ) : (
            <bdi dir="ltr" className="tb-bp-depth__price">
              {price}
            </bdi>
          )}
        </td>
        <td>
          <bdi dir="ltr">{qtyText(level.qty)}</bdi>
        </td>
        <td>
          <bdi dir="ltr">{qtyText(level.total)}</bdi>
        </td>
      </tr>
    );
  };

  const head = (
    <thead>
      <tr>
        <th scope="col">{t('depth.price', { coin: quoteCoin })}</th>
        <th scope="col">{t('depth.qty', { coin: baseCoin })}</th>
        <th scope="col">{t('depth.total', { coin: baseCoin })}</th>
      </tr>
    </thead>
  );

  return (
    <section ref={sectionRef} className="tb-bp-card tb-bp-depth" aria-labelledby={titleId}>
      <h2 id={titleId} className="tb-bp-depth__title">
        {t('depth.title')}
      </h2>
      {book ? (
        <ChoiceGroup<string>
          legend={t('depth.merge')}
          look="chips"
          value={String(merge ?? book.merge)}
          onChange={(value) => setMerge(Number(value))}
          options={book.merge_ratios.map((ratio) => ({ value: String(ratio), label: t('depth.mergeOption', { count: ratio }) }))}
        />
      ) : null}
      {pickable ? <p className="tb-bp-small tb-bp-depth__hint">{t('depth.pickHint', { field: target!.label })}</p> : null}
      {!book ? (
        query.isError ? (
          // a side panel: its failure is said in place (with Retry), not announced over the form as an alert
          <div className="tb-bp-banner tb-bp-banner--error">
            <span>{t('loadFailed')}</span>
            <Button size="sm" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : seen ? (
          <Spinner label={t('loading')} />
        ) : null // not asked for until it comes near the screen: nothing is loading yet, so no spinner
      ) : (
        <>
          <table className="tb-bp-depth__table">
            <caption className="tb-visually-hidden">{t('depth.asks')}</caption>
            {head}
            <tbody>{book.asks.length ? [...book.asks].reverse().map((level) => row(level, 'ask')) : <EmptyRow text={t('depth.empty')} />}</tbody>
          </table>
          <p className="tb-bp-depth__last">{t('depth.last', { price: isolated(priceText(book.last_price), 'ltr') })}</p>
          <table className="tb-bp-depth__table">
            <caption className="tb-visually-hidden">{t('depth.bids')}</caption>
            {head}
            <tbody>{book.bids.length ? book.bids.map((level) => row(level, 'bid')) : <EmptyRow text={t('depth.empty')} />}</tbody>
          </table>
        </>
      )}
    </section>
  );
}

function EmptyRow({ text }: { text: string }) {
  return (
    <tr>
      <td colSpan={3}>{text}</td>
    </tr>
  );
}

function larger(a: string, b: string): string {
  const x = toBigNumber(a);
  const y = toBigNumber(b);
  if (!x) return b;
  if (!y) return a;
  return y.gt(x) ? b : a;
}

export default DepthBook;
