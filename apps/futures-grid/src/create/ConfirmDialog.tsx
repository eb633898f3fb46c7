import type { ApiError } from '@tb/data-access-api';
import { toast } from '@tb/data-access-session';
import type { ContractConfig } from '@tb/data-access-symbols';
import type { FuturesGridValidation } from '@tb/engine';
import { SummaryDialog, useFromRank } from '@tb/feature-bot-pages';
import { DASH, formatAmount, formatCount, formatDecimal, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
import { useFuturesGridCreateMutation } from '../api/create-endpoints';
import { futuresGridCreateStrings } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { slByPrice, toCreateBody, tpByPrice, type CreateType, type FgridFormValues } from './form';

// this part's own words arrive with its chunk
futuresGridCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
  values: FgridFormValues;
  config: ContractConfig;
  /** The validator's verdict of these values (liquidation estimate, profit per grid). */
  result: FuturesGridValidation;
  createType: CreateType;
  onClose: () => void;
  /** The exchange refused: the page shows why at the field concerned (nothing was created). */
  onRefused: (error: ApiError) => void;
  onCreated: (botId: string) => void;
}

/**
 * Every parameter of the bot, the estimated liquidation price(s) and the
 * margin, before fgrid-bot-create. On success the page goes to the new
 * bot's detail; a refusal closes the dialog and is explained at its field.
 */
export default function ConfirmDialog({ values, config, result, createType, onClose, onRefused, onCreated }: ConfirmDialogProps) {
  const t = futuresGridCreateStrings.useT();
  // a copy opened from the ranking (the follow page carries ?from=rank) is attributed to the rank list
  const fromRank = useFromRank();
  const locale = t.language;
  const [create, state] = useFuturesGridCreateMutation();
  const price = (v: string) => (v ? formatPrice(v, { tickSize: config.tickSize, locale }) : DASH);
  const pct = (v: string) => (v ? `${formatDecimal(v, { locale })}%` : DASH);
  const liq = [result.long_liq_price ? `${t('modes.long')} ${price(result.long_liq_price)}` : '', result.short_liq_price ? `${t('modes.short')} ${price(result.short_liq_price)}` : ''].filter(Boolean).join(' · ');
  const rows: Array<[string, string]> = [
    [t('confirm.contract'), config.symbol],
    [t('confirm.mode'), t(`modes.${values.mode}`)],
    [t('confirm.range'), `${price(values.minPrice)} – ${price(values.maxPrice)}`],
    [t('confirm.grids'), `${formatCount(values.cellNumber, { locale })} · ${t(values.gridType)}`],
    [t('confirm.leverage'), formatLeverage(values.leverage, { locale })],
    [t('confirm.margin'), formatAmount(values.investment, config.coin, { locale })],
    [t('confirm.liquidation'), liq || DASH],
    [t('confirm.profit'), result.profit.from !== '' ? `${formatPercent(result.profit.from, { locale })} – ${formatPercent(result.profit.to, { locale })}` : DASH],
    [t('confirm.entry'), price(values.entryPrice)],
    [t('confirm.takeProfit'), tpByPrice(values.tpSlKind) ? price(values.takeProfit) : pct(values.takeProfit)],
    [t('confirm.stopLoss'), slByPrice(values.tpSlKind) ? price(values.stopLoss) : pct(values.stopLoss)],
    [t('confirm.trailingStop'), values.mode !== 'neutral' && values.tsPercent ? pct(values.tsPercent) : t('confirm.off')],
  ];
  if (values.moveUpPrice || values.moveDownPrice) rows.push([t('confirm.moves'), `${price(values.moveDownPrice)} – ${price(values.moveUpPrice)}`]);
  if (createType === 'copy') rows.push([t('confirm.copyOf'), values.followedGridId]);

  const confirm = async () => {
    const outcome = await create(toCreateBody(values, createType, fromRank));
    if ('data' in outcome && outcome.data) {
      toast.success(t('confirm.created'));
      onCreated(outcome.data.bot_id);
    } else if ('error' in outcome && outcome.error) {
      onRefused(outcome.error as ApiError);
    }
  };

  const words = { title: t('confirm.title'), description: t('confirm.description'), confirmLabel: t('confirm.confirm'), cancelLabel: t('confirm.cancel') };
  return <SummaryDialog {...words} rows={rows} busy={state.isLoading} onConfirm={() => void confirm()} onClose={onClose} className="fg-summary" />;
}
