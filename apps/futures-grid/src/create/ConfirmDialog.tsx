import type { ApiError } from '@tb/data-access-api';
import { toast } from '@tb/data-access-session';
import type { ContractConfig } from '@tb/data-access-symbols';
import type { FuturesGridValidation } from '@tb/engine';
import { SummaryDialog, useFromRank, useGlossary } from '@tb/feature-bot-pages';
import { DASH, formatAmountAsSent, formatCount, formatFractionAsSent, formatLeverageAsSent, formatPercent, formatPrice } from '@tb/util-format';
import { useFuturesGridCreateMutation } from '../api/create-endpoints';
import { futuresGridCreateStrings } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { modeOfCode, toCreateBody, type CreateType, type FgridFormValues } from './form';

// this part's own words arrive with its chunk
futuresGridCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
  /** The form's exact values (`readForm`): the body is built from them, and the rows from the body. */
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
 *
 * What you confirm is what you get (issue 32): the rows are the create
 * body's own values (built once, sent as shown), each formatted without
 * rounding what the body carries (`formatAmountAsSent`, prices on the tick
 * they are on, fractions as their exact percent); the liquidation and
 * profit figures are the same verdict the estimate beside the form shows.
 */
export default function ConfirmDialog({ values, config, result, createType, onClose, onRefused, onCreated }: ConfirmDialogProps) {
  const t = futuresGridCreateStrings.useT();
  const g = useGlossary();
  // a copy opened from the ranking (the follow page carries ?from=rank) is attributed to the rank list
  const fromRank = useFromRank();
  const locale = t.language;
  const [create, state] = useFuturesGridCreateMutation();
  const body = toCreateBody(values, createType, fromRank);
  const price = (v: string | undefined) => (v ? formatPrice(v, { tickSize: config.tickSize, locale }) : DASH);
  const pct = (v: string | undefined) => (v ? formatFractionAsSent(v, { locale }) : DASH);
  const liq = [result.long_liq_price ? `${t('modes.long')} ${price(result.long_liq_price)}` : '', result.short_liq_price ? `${t('modes.short')} ${price(result.short_liq_price)}` : ''].filter(Boolean).join(' · ');
  const rows: Array<[string, string]> = [
    [t('confirm.contract'), body.symbol],
    [t('confirm.mode'), t(`modes.${modeOfCode(body.grid_mode)}`)],
    [t('confirm.range'), `${price(body.min_price)} – ${price(body.max_price)}`],
    [t('confirm.grids'), `${formatCount(body.cell_number, { locale })} · ${t(body.grid_type === 2 ? 'geometric' : 'arithmetic')}`],
    [t('confirm.leverage'), formatLeverageAsSent(body.leverage, { locale })],
    [t('confirm.margin'), formatAmountAsSent(body.total_investment, config.coin, { locale })],
    [t('confirm.liquidation'), liq || DASH],
    [g.name('profitPerGrid'), result.profit.from !== '' ? `${formatPercent(result.profit.from, { locale })} – ${formatPercent(result.profit.to, { locale })}` : DASH],
    [t('confirm.entry'), price(body.entry_price)],
    [t('confirm.takeProfit'), body.take_profit_price ? price(body.take_profit_price) : pct(body.take_profit_per)],
    [t('confirm.stopLoss'), body.stop_loss_price ? price(body.stop_loss_price) : pct(body.stop_loss_per)],
    [t('confirm.trailingStop'), body.trailing_stop_per ? pct(body.trailing_stop_per) : t('confirm.off')],
  ];
  if (body.move_up_price || body.move_down_price) rows.push([t('confirm.moves'), `${price(body.move_down_price)} – ${price(body.move_up_price)}`]);
  if (body.followed_grid_id) rows.push([t('confirm.copyOf'), body.followed_grid_id]);

  const confirm = async () => {
    const outcome = await create(body);
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
