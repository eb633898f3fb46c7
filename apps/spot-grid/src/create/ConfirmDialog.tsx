import { useT } from '@tb/i18n';
import { toast } from '@tb/data-access-session';
import { BigNumber, DASH, formatAmount, formatAmountAsSent, formatDecimal, formatPercent, formatPrice } from '@tb/util-format';
import { useSpotGridCreateMutation } from '../api/create-call';
import type { Range, SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { SummaryDialog, TaxTermsNote } from '@tb/feature-bot-pages';
import { useServerMessage } from '@tb/feature-bot-pages/server-messages';
import type { GridFormValues } from './form';
import { toCreateBody } from './create-body';
import '../detail/part';

export interface ConfirmDialogProps {
  item: SpotSymbolItem;
  values: GridFormValues;
  trailingStopAllowed: boolean;
  profit?: Range;
  createType: 'manual' | 'auto' | 'copy';
  /** The copy was opened from the ranking (block_source rank list). */
  fromRank?: boolean;
  onClose: () => void;
  onCreated: (gridId: string) => void;
  /** The chosen voucher's amount in the quote coin (values.rewardId set). */
  voucherAmount?: string;
}

/**
 * Everything the bot will do, in one summary, before create-grid. A refusal
 * (balance, a check code that changed since the form was checked, a ban) is
 * explained inside the dialog and nothing is created.
 */
export default function ConfirmDialog({ item, values, trailingStopAllowed, profit, createType, fromRank = false, onClose, onCreated, voucherAmount }: ConfirmDialogProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const [create, state] = useSpotGridCreateMutation();
  const failure = useServerMessage(state.error, { coin: item.quote_coin });
  const base = item.base_coin;
  const quote = item.quote_coin;
  const price = (v: string) => (v ? formatPrice(v, { tickSize: item.tick_size, locale }) : DASH);
  const pct = (v: string) => (v ? `${formatDecimal(v, { locale })}%` : DASH);

  const investment = [
    // the amounts as sent, every decimal (issue 32: what you confirm is what you get)
    values.investMode !== 'base' ? formatAmountAsSent(new BigNumber(values.quoteInvestment).toFixed(), quote, { locale }) : '',
    values.investMode !== 'quote' ? formatAmountAsSent(new BigNumber(values.baseInvestment).toFixed(), base, { locale }) : '',
  ]
    .filter(Boolean)
    .join(' + ');

  const rows: Array<[string, string]> = [
    [t('confirm.pair'), `${base}/${quote}`],
    [t('confirm.range'), `${price(values.minPrice)} – ${price(values.maxPrice)}`],
    [t('confirm.grids'), `${values.cellNumber} · ${values.gridType === 'geometric' ? t('create.geometric') : t('create.arithmetic')}`],
    [t('confirm.investment'), investment],
    [t('create.payFrom'), t(values.account === 'fund' ? 'create.fundAccount' : 'create.spotAccount')],
    [t('confirm.profitPerGrid'), profit && profit.from !== '' ? `${formatPercent(profit.from, { locale })} – ${formatPercent(profit.to, { locale })}` : DASH],
    [t('confirm.entry'), price(values.entryPrice)],
    [t('confirm.takeProfit'), values.tpMode === 'price' ? price(values.takeProfit) : pct(values.takeProfit)],
    [t('confirm.stopLoss'), values.slMode === 'price' ? price(values.stopLoss) : pct(values.stopLoss)],
    [t('confirm.trailingUp'), values.enableTrailing ? (values.limitUpPrice ? `${t('common.on')} · ${t('confirm.limitUp', { price: price(values.limitUpPrice) })}` : t('common.on')) : t('common.off')],
  ];
  if (trailingStopAllowed) rows.push([t('confirm.trailingStop'), values.tsPercent ? pct(values.tsPercent) : t('common.off')]);
  if (values.rewardId && voucherAmount) rows.push([t('confirm.voucher'), `+${formatAmount(voucherAmount, quote, { locale })}`]);
  if (values.followedGridId) rows.push([t('confirm.copyOf'), values.followedGridId]);

  const confirm = async () => {
    const outcome = await create(toCreateBody(values, trailingStopAllowed, createType, fromRank));
    if ('data' in outcome && outcome.data) {
      toast.success(t('confirm.created'));
      onCreated(outcome.data.grid_id);
    }
  };

  return (
    <SummaryDialog
      title={t('confirm.title')}
      description={t('confirm.description')}
      rows={rows}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('common.cancel')}
      busy={state.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
      className="sg-summary"
    >
      <TaxTermsNote />
      {state.isError && failure ? (
        <p className="sg-error" role="alert">
          {t('confirm.createFailed')} {failure.message}
        </p>
      ) : null}
    </SummaryDialog>
  );
}
