import { ProfitPill, Table, type Column } from '@tb/ui';
import { formatAmount, formatQuantity } from '@tb/util-format';
import type { ComboLeg } from '../api/bot-endpoints';
import { useComboT } from './strings';
import { legSideOf, percentText, priceText } from './view';

/**
 * The combo's legs as get-detail sends them: contract, side, target against
 * current weight, quantity, entry, mark, unrealised PnL, liquidation price
 * and isolated margin. Every figure is the payload's decimal, in its own
 * left-to-right run; a liquidated leg says so. On phones each row is a card.
 */
export function LegsTable({ legs, coin }: { legs: readonly ComboLeg[]; coin: string }) {
  const t = useComboT();
  const locale = t.language;
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columns: Array<Column<ComboLeg>> = [
    { key: 'symbol', header: t('detail.symbol'), rowHeader: true, cell: (l) => ltr(l.symbol) },
    { key: 'side', header: t('detail.side'), cell: (l) => t(legSideOf(l.side)) },
    { key: 'target', header: t('detail.target'), align: 'end', cell: (l) => ltr(percentText(l.target_position_percent, locale)) },
    { key: 'current', header: t('detail.current'), align: 'end', cell: (l) => ltr(percentText(l.current_position_percent, locale)) },
    { key: 'qty', header: t('detail.qty'), align: 'end', cell: (l) => (l.liquidated ? t('detail.liquidated') : ltr(formatQuantity(l.qty, { locale }))) },
    { key: 'entry', header: t('detail.entry'), align: 'end', cell: (l) => ltr(priceText(l.entry_price, locale)) },
    { key: 'mark', header: t('detail.mark'), align: 'end', cell: (l) => ltr(priceText(l.mark_price, locale)) },
    { key: 'upnl', header: t('detail.upnl'), align: 'end', cell: (l) => <ProfitPill amount={l.unrealized_pnl} coin={coin} locale={locale} /> },
    { key: 'liq', header: t('detail.liq'), align: 'end', cell: (l) => ltr(priceText(l.liquidation_price, locale)) },
    { key: 'margin', header: t('detail.margin'), align: 'end', cell: (l) => ltr(formatAmount(l.margin, coin, { locale })) },
  ];
  return <Table<ComboLeg> label={t('detail.legs')} columns={columns} rows={legs} rowKey={(l) => l.symbol} empty={t('detail.legsEmpty')} className="tb-bp-cards" />;
}
