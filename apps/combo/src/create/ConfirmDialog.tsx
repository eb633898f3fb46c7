import type { ApiError } from '@tb/data-access-api';
import { SummaryDialog } from '@tb/feature-bot-pages';
import { formatAmountAsSent, formatFractionAsSent, formatLeverageAsSent } from '@tb/util-format';
import { useComboCreateBotMutation } from '../api/create-endpoints';
import { comboCreateStrings, useComboCreateT } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { createBody, INTERVALS, type ComboFormValues, type CopySource } from './form';
import { botModeOf, sideOf } from './legs';
import { adjustPositionMode } from '@tb/util-enums';

// this part's own words arrive with its chunk
comboCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
  /** The form's exact values (`readForm`): the body is built from them, the rows from the body. */
  values: ComboFormValues;
  coin: string;
  copy: CopySource | null;
  onClose: () => void;
  /** The exchange refused: the page shows why at the field concerned (nothing was created). */
  onRefused: (error: ApiError) => void;
  onCreated: (botId: string) => void;
}

/**
 * Every parameter of the combo — each leg with its side and weight, the bot
 * mode, leverage, margin, rebalancing and stops — before create-bot (the
 * shared SummaryDialog). On success the page opens the new bot's detail; a
 * refusal closes the dialog and is explained where it belongs.
 *
 * What you confirm is what you get (issue 32): the body is built once and
 * every row is one of its values, formatted without rounding what is sent
 * (weights and stops from their wire fractions, the margin to its last
 * decimal).
 */
export default function ConfirmDialog({ values: v, coin, copy, onClose, onRefused, onCreated }: ConfirmDialogProps) {
  const t = useComboCreateT();
  const locale = t.language;
  const [create, state] = useComboCreateBotMutation();
  const body = createBody(v, copy);
  const pct = (fraction: string | undefined) => (fraction ? formatFractionAsSent(fraction, { locale }) : t('confirm.none'));
  const interval = INTERVALS.find((preset) => preset.seconds === body?.adjust_position_time_interval);
  const legs = body?.symbol_settings ?? [];
  const rows: Array<[string, string]> = body
    ? [
        [t('confirm.legs'), legs.map((leg) => t('confirm.leg', { side: sideOf(leg.side) === 'short' ? t('legs.short') : t('legs.long'), symbol: leg.symbol, weight: formatFractionAsSent(leg.target_position_percent, { locale }) })).join(' · ')],
        [t('confirm.mode'), t(`legs.modes.${botModeOf(legs.map((leg) => ({ symbol: leg.symbol, side: sideOf(leg.side), weight: '' })))}`)],
        [t('confirm.leverage'), formatLeverageAsSent(body.leverage, { locale })],
        [t('confirm.margin'), formatAmountAsSent(body.init_margin, coin, { locale })],
        [t('confirm.rebalance'), t(`adjust.${adjustPositionMode.fromServer(body.adjust_position_mode) as ComboFormValues['adjustMode']}`)],
      ]
    : [];
  if (body?.adjust_position_time_interval !== undefined && interval) rows.push([t('confirm.interval'), t(`intervals.${interval.label}`)]);
  if (body?.adjust_position_percent !== undefined) rows.push([t('confirm.drift'), pct(body.adjust_position_percent)]);
  rows.push([t('confirm.tp'), pct(body?.tp_percent)], [t('confirm.sl'), pct(body?.sl_percent)], [t('confirm.trailing'), pct(body?.trailing_stop_percent)]);

  const confirm = async () => {
    if (!body) return;
    const outcome = await create(body);
    if ('data' in outcome && outcome.data) onCreated(outcome.data.bot_id);
    else if ('error' in outcome && outcome.error) onRefused(outcome.error as ApiError);
  };

  return <SummaryDialog title={t('confirm.title')} confirmLabel={t('confirm.create')} cancelLabel={t('confirm.cancel')} rows={rows} busy={state.isLoading} onConfirm={() => void confirm()} onClose={onClose} className="combo-summary" />;
}
