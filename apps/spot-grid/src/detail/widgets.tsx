import { memo, useEffect, useMemo, useState } from 'react';
import { useT } from '@tb/i18n';
import { quoteFeed, type QuoteTicker } from '@tb/data-access-quotes';
import { botStatusTone, PnlCurveChart, PnlSummary as SharedPnlSummary, type PnlCurveSeries, RunningTime as SharedRunningTime, StatusPill as SharedStatusPill, ratioOf, type PnlFigure } from '@tb/feature-bot-pages';
import { DASH, formatAmount, formatAmountAsSent, formatDecimal, formatPercent, formatPrice } from '@tb/util-format';
import { aprText } from '@tb/feature-bot-pages';
import type { BotStatus } from '@tb/util-enums';
import type { GridDetail, PnlPoint } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';

/** The bot's status in the shared pill, in spot grid's words. */
export function StatusPill({ status }: { status: BotStatus }) {
  const t = useT<Translations>(NAMESPACE);
  return <SharedStatusPill tone={botStatusTone(status)}>{t(`status.${status}`)}</SharedStatusPill>;
}

export { ratioOf };

/**
 * Grid profit (realised), floating PnL and total PnL side by side in the
 * shared summary (amount + percent of the investment), with spot grid's line
 * on why they differ: the confusion traders report most is a positive grid
 * profit next to a red total.
 */
export const PnlSummary = memo(function PnlSummary({ detail }: { detail: GridDetail }) {
  const t = useT<Translations>(NAMESPACE);
  const inv = detail.total_investment;
  const figures: PnlFigure[] = [
    { role: 'realised', label: t('detail.gridProfit'), amount: detail.grid_profit, ratio: ratioOf(detail.grid_profit, inv) },
    { role: 'floating', label: t('detail.floatingPnl'), amount: detail.floating_pnl, ratio: ratioOf(detail.floating_pnl, inv) },
    { role: 'total', label: t('detail.totalPnl'), amount: detail.total_profit, ratio: detail.current_per ?? ratioOf(detail.total_profit, inv) },
  ];
  return <SharedPnlSummary figures={figures} coin={detail.quote_token} title={t('detail.pnlTitle')} note={t('detail.whyDiffer')} locale={t.language} />;
});

/**
 * A symbol's live ticker, kept in the component's state: the feed's listener
 * sets it (an urgent render of this component alone, every quote batch that
 * moved the symbol). Unlike `useQuote` (useSyncExternalStore), it puts no
 * store check on the detail's deferred renders: React redoes a deferred render
 * in one synchronous pass when a store it read changed before the render
 * committed, and a quote batch lands every 250 ms, so with `useQuote` in the
 * header each 3 s poll's sliced render of the page was likely to be thrown
 * away for a whole-page synchronous one (issue 30). A price label one batch
 * behind the feed for a frame costs nothing.
 */
function useLiveTicker(symbol: string): QuoteTicker | undefined {
  const [ticker, setTicker] = useState<QuoteTicker | undefined>(undefined);
  useEffect(() => {
    const feed = quoteFeed();
    const release = feed.subscribe(symbol);
    const read = () => setTicker(feed.getTicker(symbol));
    read();
    const stop = feed.listen(symbol, read);
    return () => {
      stop();
      release();
    };
  }, [symbol]);
  return ticker;
}

/** The live last price (re-renders alone on every quote batch; the detail's price until the feed has one). */
export const LivePrice = memo(function LivePrice({ symbol, fallback, tickSize }: { symbol: string; fallback: string; tickSize?: string }) {
  const t = useT<Translations>(NAMESPACE);
  const quote = useLiveTicker(symbol);
  const price = quote?.close ?? fallback;
  return (
    <span className="sg-num" dir="ltr">
      {price ? formatPrice(price, { tickSize, locale: t.language }) : DASH}
    </span>
  );
});

/** Tick size implied by the detail's prices (the most decimals among the levels). */
export function tickOf(detail: GridDetail): string {
  let decimals = 0;
  for (const p of [detail.min_price, detail.max_price, ...(detail.levels ?? [])]) {
    const d = p.includes('.') ? p.split('.')[1].length : 0;
    if (d > decimals) decimals = d;
  }
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

export const DetailStats = memo(function DetailStats({ detail, tickSize }: { detail: GridDetail; tickSize: string }) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const coin = detail.quote_token;
  const price = (v: string) => (v ? formatPrice(v, { tickSize, locale }) : DASH);
  const pctOrPrice = (priceValue: string, per: string, sign: '+' | '−') =>
    priceValue ? price(priceValue) : per ? `${sign}${formatPercent(per, { locale })}` : t('common.none');
  const rows: Array<[string, string]> = [
    [t('detail.investment'), formatAmountAsSent(detail.total_investment, coin, { locale })],
    [t('detail.equity'), formatAmount(detail.equity, coin, { locale })],
    [t('detail.totalApr'), aprText(detail.total_apr, Number(detail.operation_time), locale, t('detail.aprPending'))],
    [t('detail.gridApr'), aprText(detail.grid_apr, Number(detail.operation_time), locale, t('detail.aprPending'))],
    [t('detail.arbitrage'), `${formatDecimal(detail.arbitrage_num, { locale })} (${t('detail.arbitrage24', { n: detail.arbitrage_num_24 })})`],
    [t('detail.range'), `${price(detail.min_price)} – ${price(detail.max_price)}`],
    [t('detail.grids'), `${detail.cell_number}`],
    [t('detail.withdrawn'), formatAmount(detail.cum_withdrew_amount || '0', coin, { locale })],
    [t('detail.fees'), detail.total_fee ? formatAmount(detail.total_fee, coin, { locale }) : DASH],
    [t('detail.entry'), detail.entry_price ? price(detail.entry_price) : t('common.none')],
    [t('detail.takeProfit'), pctOrPrice(detail.take_profit_price, detail.take_profit_per, '+')],
    [t('detail.stopLoss'), pctOrPrice(detail.stop_loss_price, detail.stop_loss_per, '−')],
    [t('detail.trailingUp'), detail.enable_trailing ? (detail.limit_up_price ? `${t('common.on')} · ${price(detail.limit_up_price)}` : t('common.on')) : t('common.off')],
  ];
  if (detail.is_support_ts) rows.push([t('detail.trailingStop'), detail.ts_percent && detail.ts_percent !== '0' ? formatPercent(detail.ts_percent, { locale }) : t('common.off')]);
  return (
    <dl className="sg-card sg-stats sg-stats--detail">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
});

/** Total PnL, grid profit and floating PnL over time (get-pnl-curve), on the shared curve chart. */
export const PnlChart = memo(function PnlChart({ points, coin }: { points: readonly PnlPoint[]; coin: string }) {
  const t = useT<Translations>(NAMESPACE);
  const series = useMemo<PnlCurveSeries[]>(
    () => [
      { figure: 'total_pnl', label: t('detail.totalPnl'), color: 'var(--tb-accent)' },
      { figure: 'grid_profit', label: t('detail.gridProfit'), color: 'var(--tb-up)' },
      { figure: 'floating_pnl', label: t('detail.floatingPnl'), color: 'var(--tb-down)' },
    ],
    [t],
  );
  return <PnlCurveChart points={points} coin={coin} series={series} />;
});

export function RunningTime({ detail }: { detail: GridDetail }) {
  return <SharedRunningTime ms={Number(detail.operation_time)} ended={Number(detail.end_time) > 0} />;
}
