import { futuresMetrics, requiredMaintenanceMargin, unitsToQuote, type FuturesContract, type FuturesPosition } from '@tb/engine';
import { ProfitPill, Table, type Column } from '@tb/ui';
import { DASH, formatAmount, formatLeverage, formatPercent, formatPrice, formatQuantity, toBigNumber } from '@tb/util-format';
import { positionsEn } from './locales/en-positions';
import { useFuturesT } from './strings';

/**
 * One open position as a detail call describes it: decimal strings, in the
 * settlement coin. Field names differ per kind (`unrealised_pnl` /
 * `unrealized_pnl`, `liquidation_price` / `estimated_liq_price`, …): the
 * remote maps its detail onto this shape; `positionRow` builds one from an
 * engine position (previews, backtests).
 */
export interface PositionRow {
  /** Unique per table (the symbol for a combo's legs). */
  readonly key: string;
  /** Shown as the row's name when the table holds several symbols (combo). */
  readonly symbol?: string;
  readonly side: 'long' | 'short';
  /** Base quantity. */
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealisedPnl: string;
  /** Position margin (initial plus added, less withdrawn). */
  readonly margin: string;
  /** "" when the position cannot be liquidated. */
  readonly liquidationPrice: string;
  /** Maintenance margin, when known: gives the margin ratio MM / (margin + unrealised PnL). */
  readonly maintenanceMargin?: string;
  /** Effective leverage as the server computes it; else value at mark / (margin + unrealised PnL). */
  readonly realLeverage?: string;
  /** The row's steps, for a table of several contracts (else the table's). */
  readonly tickSize?: string;
  readonly lotSize?: string;
}

/** A table row from an engine position at a mark (ticks): the engine's `futuresMetrics` and maintenance margin, as decimal strings. Null when flat. */
export function positionRow(contract: FuturesContract, position: FuturesPosition, markTicks: number, key: string, symbol?: string): PositionRow | null {
  if (position.side === null) return null;
  const metrics = futuresMetrics(contract, position, markTicks);
  return {
    key,
    symbol,
    side: position.side,
    size: metrics.size,
    entryPrice: metrics.entryPrice,
    markPrice: metrics.markPrice,
    unrealisedPnl: metrics.unrealisedPnl,
    margin: metrics.positionMargin,
    liquidationPrice: metrics.liquidationPrice,
    maintenanceMargin: unitsToQuote(contract.market, requiredMaintenanceMargin(contract, position)),
    realLeverage: metrics.realLeverage,
    tickSize: contract.market.rules.tickSize,
    lotSize: contract.market.rules.lotSize,
  };
}

/**
 * The derived figures of a row, exactly (bignumber.js): PnL % = unrealised
 * PnL / position margin (the return on the margin at stake, as exchanges
 * show it); equity = margin + unrealised PnL; margin ratio = maintenance
 * margin / equity (100 % is liquidation); real leverage = |size × mark| /
 * equity unless the server sent its own. Empty strings where a figure has no
 * meaning (no margin, equity ≤ 0).
 */
export function positionFigures(row: PositionRow): { pnlRatio: string; marginRatio: string; realLeverage: string } {
  const pnl = toBigNumber(row.unrealisedPnl);
  const margin = toBigNumber(row.margin);
  const equity = pnl !== null && margin !== null ? margin.plus(pnl) : null;
  const pnlRatio = pnl !== null && margin !== null && margin.isGreaterThan(0) ? pnl.div(margin).toFixed(8) : '';
  const mm = toBigNumber(row.maintenanceMargin ?? '');
  const marginRatio = mm !== null && equity !== null && equity.isGreaterThan(0) ? mm.div(equity).toFixed(8) : '';
  let realLeverage = row.realLeverage ?? '';
  if (realLeverage === '') {
    const size = toBigNumber(row.size);
    const mark = toBigNumber(row.markPrice);
    if (size !== null && mark !== null && equity !== null && equity.isGreaterThan(0)) realLeverage = size.times(mark).abs().div(equity).toFixed(2);
  }
  return { pnlRatio, marginRatio, realLeverage };
}

export interface PositionTableProps {
  rows: readonly PositionRow[];
  /** The settlement coin. */
  coin: string;
  /** Steps of the contract when every row trades it (a combo's rows carry their own). */
  tickSize?: string;
  lotSize?: string;
  /** The table's name (default "Positions"). */
  label?: string;
}

/**
 * Open positions: side, size, entry, mark, unrealised PnL (amount and
 * percent), liquidation price, margin, margin ratio and real leverage — one
 * row per position (a combo has several; a symbol column appears then, as
 * the row's header). An empty state when there is none.
 *
 * On phones (≤ 767 px) each row becomes a card: the cells stack with their
 * column name beside them, using the card layout of the shared orders tables
 * (`tb-bp-cards` in `@tb/feature-bot-pages/styles.css`, which the shell
 * loads), so no figure is cut. Every figure sits in its own left-to-right
 * run (`<bdi dir="ltr">`); the side is written, never only coloured.
 */
export function PositionTable({ rows, coin, tickSize, lotSize, label }: PositionTableProps) {
  const t = useFuturesT(positionsEn);
  const locale = t.language;
  const several = rows.some((row) => row.symbol !== undefined);
  const price = (row: PositionRow, value: string) => {
    const tick = row.tickSize ?? tickSize;
    return value === '' ? DASH : formatPrice(value, tick ? { tickSize: tick, locale } : { locale });
  };
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columns: Array<Column<PositionRow>> = [
    ...(several ? [{ key: 'symbol', header: t('positions.symbol'), rowHeader: true, cell: (row: PositionRow) => ltr(row.symbol ?? '') }] : []),
    {
      key: 'side',
      header: t('positions.side'),
      rowHeader: !several,
      cell: (row) => <span className={`tb-fu-side tb-fu-side--${row.side}`}>{t(row.side === 'long' ? 'positions.long' : 'positions.short')}</span>,
    },
    { key: 'size', header: t('positions.size'), align: 'end', cell: (row) => ltr(formatQuantity(row.size, { locale, lotSize: row.lotSize ?? lotSize })) },
    { key: 'entry', header: t('positions.entry'), align: 'end', cell: (row) => ltr(price(row, row.entryPrice)) },
    { key: 'mark', header: t('positions.mark'), align: 'end', cell: (row) => ltr(price(row, row.markPrice)) },
    {
      key: 'pnl',
      header: t('positions.pnl'),
      align: 'end',
      cell: (row) => <ProfitPill amount={row.unrealisedPnl} ratio={positionFigures(row).pnlRatio || undefined} coin={coin} locale={locale} />,
    },
    { key: 'liq', header: t('positions.liq'), align: 'end', cell: (row) => ltr(price(row, row.liquidationPrice)) },
    { key: 'margin', header: t('positions.margin'), align: 'end', cell: (row) => ltr(formatAmount(row.margin, coin, { locale })) },
    {
      key: 'ratio',
      header: t('positions.ratio'),
      align: 'end',
      cell: (row) => {
        const ratio = positionFigures(row).marginRatio;
        return ltr(ratio === '' ? DASH : formatPercent(ratio, { locale }));
      },
    },
    {
      key: 'leverage',
      header: t('positions.leverage'),
      align: 'end',
      cell: (row) => {
        const leverage = positionFigures(row).realLeverage;
        return ltr(leverage === '' ? DASH : formatLeverage(leverage, { locale }));
      },
    },
  ];
  // why the live liquidation price is not the estimate the create page showed (issue 32): said in words wherever it is shown
  const explainLiquidation = rows.some((row) => row.liquidationPrice !== '');
  return (
    <>
      <Table<PositionRow>
        className="tb-bp-cards tb-fu-positions"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        label={label ?? t('positions.label')}
        empty={t('positions.empty')}
      />
      {explainLiquidation ? <p className="tb-fu-note tb-fu-small">{t('positions.liqWhy')}</p> : null}
    </>
  );
}
