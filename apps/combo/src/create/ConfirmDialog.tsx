import type { ApiError } from '@tb/data-access-api';
import { SummaryDialog } from '@tb/feature-bot-pages';
import { formatAmount, formatLeverage, formatPercentWhole } from '@tb/util-format';
import { useComboCreateBotMutation } from '../api/create-endpoints';
import { comboCreateStrings, useComboCreateT } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { createBody, INTERVALS, type ComboFormValues, type CopySource } from './form';
import { botModeOf } from './legs';
import { adjustModeNeedsInterval, adjustModeNeedsPercent } from '@tb/util-enums';

// this part's own words arrive with its chunk
comboCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
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
 */
export default function ConfirmDialog({ values: v, coin, copy, onClose, onRefused, onCreated }: ConfirmDialogProps) {
  const t = useComboCreateT();
  const locale = t.language;
  const [create, state] = useComboCreateBotMutation();
  const pct = (p: string) => (p ? formatPercentWhole(p, { locale }) : t('confirm.none'));
  const interval = INTERVALS.find((preset) => preset.seconds === v.interval);
  const rows: Array<[string, string]> = [
    [t('confirm.legs'), v.legs.map((leg) => t('confirm.leg', { side: leg.side === 'short' ? t('legs.short') : t('legs.long'), symbol: leg.symbol, weight: formatPercentWhole(leg.weight, { locale }) })).join(' · ')],
    [t('confirm.mode'), t(`legs.modes.${botModeOf(v.legs)}`)],
    [t('confirm.leverage'), formatLeverage(v.leverage, { locale })],
    [t('confirm.margin'), formatAmount(v.initMargin, coin, { locale })],
    [t('confirm.rebalance'), t(`adjust.${v.adjustMode}`)],
  ];
  if (adjustModeNeedsInterval(v.adjustMode) && interval) rows.push([t('confirm.interval'), t(`intervals.${interval.label}`)]);
  if (adjustModeNeedsPercent(v.adjustMode)) rows.push([t('confirm.drift'), pct(v.drift)]);
  rows.push([t('confirm.tp'), pct(v.tp)], [t('confirm.sl'), pct(v.sl)], [t('confirm.trailing'), pct(v.trailing)]);

  const confirm = async () => {
    const body = createBody(v, copy);
    if (!body) return;
    const outcome = await create(body);
    if ('data' in outcome && outcome.data) onCreated(outcome.data.bot_id);
    else if ('error' in outcome && outcome.error) onRefused(outcome.error as ApiError);
  };

  return <SummaryDialog title={t('confirm.title')} confirmLabel={t('confirm.create')} cancelLabel={t('confirm.cancel')} rows={rows} busy={state.isLoading} onConfirm={() => void confirm()} onClose={onClose} className="combo-summary" />;
}
