import { memo } from 'react';
import type { DcaDetail, DcaPairStatus } from '@tb/contracts';
import { useQuote, useQuotes } from '@tb/data-access-quotes';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { useDcaT } from '../i18n';
import type { Formats } from './format';
import { Pnl } from './Pnl';

/**
 * A pair's value and PnL at a price: value = held × price, PnL = value −
 * (quote spent + fees) of the current cycle, ratio over that cost. Exact
 * (BigNumber); null when the price is unknown.
 */
export function pairAtPrice(pair: Pick<DcaPairStatus, 'base_amount' | 'quote_spent' | 'fee'>, price: string | undefined): { value: string; pnl: string; ratio: string } | null {
  const p = toBigNumber(price);
  const held = toBigNumber(pair.base_amount) ?? new BigNumber(0);
  if (p === null) return null;
  const cost = (toBigNumber(pair.quote_spent) ?? new BigNumber(0)).plus(toBigNumber(pair.fee) ?? 0);
  const value = held.times(p);
  const pnl = value.minus(cost);
  return { value: value.toFixed(), pnl: pnl.toFixed(), ratio: cost.isZero() ? '0' : pnl.div(cost).decimalPlaces(8).toFixed() };
}

/**
 * The bot's value and PnL at the live prices, the same prices its holdings
 * rows show, so the overview and the holdings never state two figures for
 * one bot (they did: the overview read the last poll's snapshot, the rows the
 * live feed). Value = each coin at its price + the quote held from
 * take-profit sales (the snapshot's value less its coins); PnL = each coin's
 * PnL at its price + the realised profit; its ratio over what was invested.
 * A closed bot's figures are its settlement's (null here).
 */
export function liveTotals(detail: Pick<DcaDetail, 'current_value' | 'realised_profit' | 'total_invested' | 'pairs'>, priceOf: (pair: DcaPairStatus) => string | undefined): { value: string; pnl: string; ratio: string } | null {
  let held = toBigNumber(detail.current_value) ?? new BigNumber(0);
  let value = new BigNumber(0);
  let pnl = toBigNumber(detail.realised_profit) ?? new BigNumber(0);
  for (const pair of detail.pairs) {
    const at = pairAtPrice(pair, priceOf(pair) ?? pair.current_price);
    if (!at) return null;
    held = held.minus(toBigNumber(pair.current_value) ?? 0);
    value = value.plus(at.value);
    pnl = pnl.plus(at.pnl);
  }
  const invested = toBigNumber(detail.total_invested) ?? new BigNumber(0);
  return { value: value.plus(held).toFixed(), pnl: pnl.toFixed(), ratio: invested.isZero() ? '0' : pnl.div(invested).decimalPlaces(8).toFixed() };
}

/** {@link liveTotals} on the quote feed. */
export function useLiveTotals(detail: DcaDetail) {
  const quotes = useQuotes(detail.pairs.map((p) => p.symbol));
  return liveTotals(detail, (pair) => quotes[pair.symbol]?.close);
}

/**
 * What the bot holds, per coin: the amount per round, what the current cycle
 * bought, the average cost (Σ quote / Σ base as the exchange computes it),
 * the live price, value and PnL at that price, and the take-profit price.
 * Each row reads its own live quote, so a tick re-renders one row.
 */
export function HoldingsTable({ pairs, quoteCoin, formats }: { pairs: readonly DcaPairStatus[]; quoteCoin: string; formats: Formats }) {
  const t = useDcaT();
  const showTp = pairs.some((p) => p.take_profit_price !== '');
  return (
    <div className="tb-table-wrap">
      <table className="tb-table dca-holdings" aria-label={t('detail.holdings')}>
        <thead>
          <tr>
            <th scope="col" className="tb-table__cell--start">
              {t('holdings.coin')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.perRound')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.bought')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.avgCost')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.price')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.value')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('holdings.pnl')}
            </th>
            {showTp ? (
              <th scope="col" className="tb-table__cell--end">
                {t('holdings.tpPrice')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <HoldingRow key={pair.symbol} pair={pair} quoteCoin={quoteCoin} formats={formats} showTp={showTp} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const HoldingRow = memo(function HoldingRow({ pair, quoteCoin, formats, showTp }: { pair: DcaPairStatus; quoteCoin: string; formats: Formats; showTp: boolean }) {
  const t = useDcaT();
  const live = useQuote(pair.symbol);
  const price = live?.close ?? pair.current_price;
  const at = pairAtPrice(pair, price);
  return (
    <tr data-testid={`holding-${pair.base}`}>
      <th scope="row" className="tb-table__cell--start">
        {pair.base}
      </th>
      <td className="tb-table__cell--end" data-label={t('holdings.perRound')}>
        <span dir="ltr">{formats.amount(pair.amount, quoteCoin)}</span>
      </td>
      <td className="tb-table__cell--end" data-label={t('holdings.bought')} data-testid="bought">
        <span dir="ltr">{formats.qty(pair.base_amount, pair.base)}</span>
      </td>
      <td className="tb-table__cell--end" data-label={t('holdings.avgCost')} data-testid="avg-cost" data-value={pair.avg_price}>
        <span dir="ltr">{pair.avg_price ? formats.price(pair.avg_price) : t('common.dash')}</span>
      </td>
      <td className="tb-table__cell--end" data-label={t('holdings.price')}>
        <span dir="ltr">{formats.price(price)}</span>
      </td>
      <td className="tb-table__cell--end" data-label={t('holdings.value')}>
        <span dir="ltr">{at ? formats.amount(at.value, quoteCoin) : t('common.dash')}</span>
      </td>
      <td className="tb-table__cell--end" data-label={t('holdings.pnl')}>{at ? <Pnl amount={at.pnl} ratio={at.ratio} coin={quoteCoin} locale={formats.locale} label={`${pair.base} ${t('holdings.pnl')}`} /> : t('common.dash')}</td>
      {showTp ? (
        <td className="tb-table__cell--end" data-label={t('holdings.tpPrice')}>
        <span dir="ltr">{pair.take_profit_price ? formats.price(pair.take_profit_price) : t('common.dash')}</span>
      </td>
      ) : null}
    </tr>
  );
});
