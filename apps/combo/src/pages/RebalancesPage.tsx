import { useState } from 'react';
import { PagedTable, pagedQueryState } from '@tb/feature-bot-pages';
import { useParams } from '@tb/router';
import type { Column } from '@tb/ui';
import { formatAmount, formatQuantity } from '@tb/util-format';
import { COMBO_COIN, useComboPartListQuery, type ComboPart } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { adjustModeOf, limitedOf, percentText, secondsText } from '../detail/view';
import { ComboSubPage } from './SubPage';

const PAGE_SIZE = 20;

/**
 * A combo's rebalances (get-part-list, newest first, 20 a page): when, why
 * (the adjust mode 1–6 in words: schedule, drift, by hand, after a settings
 * change, after a transfer), each leg's weight and quantity before → after,
 * the fee, and for a leg that could not reach its target why (risk limit /
 * below one lot) in words.
 */
function RebalancesPage() {
  const t = useComboT();
  const locale = t.language;
  const { botId = '' } = useParams();
  const [page, setPage] = useState(1);
  const parts = useComboPartListQuery({ botId, page, limit: PAGE_SIZE });
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columnsFor = (coin: string): Array<Column<ComboPart>> => [
    { key: 'time', header: t('rebalancesPage.time'), rowHeader: true, cell: (p) => ltr(secondsText(p.time, locale)) },
    { key: 'reason', header: t('rebalancesPage.reason'), cell: (p) => t(`adjustModes.${adjustModeOf(p.reason)}`) },
    {
      key: 'legs',
      header: t('rebalancesPage.legs'),
      cell: (p) => (
        <ul className="tb-bp-plain-list">
          {p.legs.map((l) => (
            <li key={l.symbol}>
              {t('rebalancesPage.legLine', {
                symbol: l.symbol,
                before: percentText(l.before_position_percent, locale),
                after: percentText(l.after_position_percent, locale),
                qtyBefore: formatQuantity(l.before_qty, { locale }),
                qtyAfter: formatQuantity(l.after_qty, { locale }),
              })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'fee', header: t('rebalancesPage.fee'), align: 'end', cell: (p) => ltr(formatAmount(p.fee, coin, { locale })) },
    {
      key: 'limited',
      header: t('rebalancesPage.limited'),
      cell: (p) => {
        const limited = p.legs.filter((l) => limitedOf(l.limited_reason) !== '');
        return limited.length ? (
          <ul className="tb-bp-plain-list">
            {limited.map((l) => (
              <li key={l.symbol}>
                <bdi dir="ltr">{l.symbol}</bdi>: {t(`limited.${limitedOf(l.limited_reason) as 'riskLimit' | 'minQty' | 'margin'}`)}
              </li>
            ))}
          </ul>
        ) : (
          t('none')
        );
      },
    },
  ];
  const title = t('rebalancesPage.title');
  return (
    <ComboSubPage title={title}>
      {() => (
        <PagedTable<ComboPart>
          label={title}
          columns={columnsFor(COMBO_COIN)}
          rows={parts.data?.list ?? []}
          rowKey={(p) => String(p.no)}
          empty={t('rebalancesPage.empty')}
          {...pagedQueryState(parts, { page, pageSize: PAGE_SIZE, onPage: setPage })}
        />
      )}
    </ComboSubPage>
  );
}

export default withBotStrings(RebalancesPage);
