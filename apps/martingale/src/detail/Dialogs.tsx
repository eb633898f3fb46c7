import { useState } from 'react';
import type { ApiError } from '@tb/data-access-api';
import type { FmartUpdateBody } from '@tb/contracts';
import { CloseActionDialog, SettingsDialog, useRefusalMessage, type BotDetailDialogProps } from '@tb/feature-bot-pages';
import { AddMarginPreview } from '@tb/futures-ui';
import { ChoiceGroup, choicesOf, Field, NumberInput } from '@tb/ui';
import { toBigNumber } from '@tb/util-format';
import { useMartingaleCloseMutation, useMartingaleUpdateMutation, type MartDetailResult } from '../api/bot-endpoints';
import { useMartT } from './strings';
import { useEnginePosition } from './position';
import { accountOf, fractionToPercent, percentText, percentToFraction } from './view';

type Detail = MartDetailResult['fmart_detail'];

export type BotDialogProps = BotDetailDialogProps<'update' | 'close', Detail>;

/** The detail page's dialogs, loaded when one opens. */
export default function BotDialog({ kind, detail, onClose, onClosed }: BotDialogProps) {
  return kind === 'update' ? <UpdateDialog detail={detail} onClose={onClose} /> : <CloseDialog detail={detail} onClose={onClose} onClosed={onClosed} />;
}

/** The update body for what changed (percents typed → fractions); null when nothing did. */
export function updateBody(detail: Detail, form: { roundTp: string; stopLoss: string; autoCycle: 'on' | 'off'; addMargin: string }): FmartUpdateBody | null {
  const body: FmartUpdateBody = { bot_id: detail.bot_id };
  const tp = percentToFraction(form.roundTp);
  if (tp !== '' && !toBigNumber(tp)!.isEqualTo(toBigNumber(detail.single_round_target_profit_per) ?? -1)) body.round_tp_percent = tp;
  const sl = percentToFraction(form.stopLoss);
  const slNow = detail.sl_per;
  if (sl === '' ? slNow !== '' : !(toBigNumber(slNow)?.isEqualTo(sl) ?? false)) body.sl_percent = sl;
  const cycleNow = detail.auto_cycle.endsWith('_ENABLE') ? 'on' : 'off';
  if (form.autoCycle !== cycleNow) body.auto_cycle_toggle = form.autoCycle === 'on' ? 1 : 2;
  if (toBigNumber(form.addMargin)?.isGreaterThan(0)) body.add_margin = toBigNumber(form.addMargin)!.toFixed();
  return Object.keys(body).length > 1 ? body : null;
}

/** Which field a refused update belongs to: the check code's field, else an add-margin shortfall. */
const marginInMessage = (message: string) => (/add_margin|ADD_MARGIN|insufficient/i.test(message) ? 'add_margin' : null);

/**
 * Change what may change while the bot runs (statistics kept): the round
 * take profit, the stop loss, auto-cycle, and margin added — with the
 * liquidation price now and after the margin (AddMarginPreview, engine
 * exact). A refusal is shown at the field its check code names.
 */
function UpdateDialog({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const t = useMartT();
  const locale = t.language;
  const coin = detail.quote_token;
  const [roundTp, setRoundTp] = useState(fractionToPercent(detail.single_round_target_profit_per));
  const [stopLoss, setStopLoss] = useState(fractionToPercent(detail.sl_per));
  const [autoCycle, setAutoCycle] = useState<'on' | 'off'>(detail.auto_cycle.endsWith('_ENABLE') ? 'on' : 'off');
  const [addMargin, setAddMargin] = useState('');
  const [update, state] = useMartingaleUpdateMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { coin, fieldInMessage: marginInMessage });
  const at = (field: string) => (refusal && refusal.field === field ? refusal.message : undefined);
  const general = refusal && !['round_tp_percent', 'sl_percent', 'add_margin'].includes(refusal.field ?? '') ? refusal.message : undefined;

  const built = useEnginePosition(detail);

  const words = { title: t('update.title'), description: t('update.description'), cancel: t('update.cancel'), save: t('update.save'), saving: t('update.saving'), nothing: t('update.nothing') };
  return (
    <SettingsDialog words={words} bodyOf={() => updateBody(detail, { roundTp, stopLoss, autoCycle, addMargin })} save={update} busy={state.isLoading} refusal={general} onClose={onClose}>
      <Field label={t('update.roundTp')} hint={t('update.roundTpHint', { value: percentText(detail.single_round_target_profit_per, locale) })} error={at('round_tp_percent')}>
        {(control) => <NumberInput {...control} value={roundTp} onChange={setRoundTp} decimals={4} suffix="%" locale={locale} />}
      </Field>
      <Field label={t('update.stopLoss')} hint={t('update.stopLossHint')} error={at('sl_percent')}>
        {(control) => <NumberInput {...control} value={stopLoss} onChange={setStopLoss} decimals={4} suffix="%" locale={locale} />}
      </Field>
      <ChoiceGroup<'on' | 'off'>
        legend={t('update.autoCycle')}
        value={autoCycle}
        onChange={setAutoCycle}
        options={choicesOf(['on', 'off'] as const, (cycle) => (cycle === 'on' ? t('update.autoCycleOn') : t('update.autoCycleOff')))}
      />
      <Field label={t('update.addMargin', { coin })} hint={t('update.addMarginHint', { account: t(`accounts.${accountOf(detail.account_type)}`) })} error={at('add_margin')}>
        {(control) => <NumberInput {...control} value={addMargin} onChange={setAddMargin} decimals={8} suffix={coin} locale={locale} />}
      </Field>
      {built ? <AddMarginPreview contract={built.contract} position={built.position} amount={addMargin || '0'} markPrice={detail.mark_price} coin={coin} /> : null}
    </SettingsDialog>
  );
}

/** Close at market: the resting add is cancelled, the position closed, the wallet settled back. */
function CloseDialog({ detail, onClose, onClosed }: Omit<BotDialogProps, 'kind'>) {
  const t = useMartT();
  const [close, state] = useMartingaleCloseMutation();
  const words = { title: t('closeDialog.title'), cancel: t('closeDialog.cancel'), confirm: t('closeDialog.confirm'), closing: t('closeDialog.closing') };
  return (
    <CloseActionDialog words={words} close={() => close({ bot_id: detail.bot_id })} state={state} onClose={onClose} onClosed={onClosed}>
      <p>{t('closeDialog.body', { account: t(`accounts.${accountOf(detail.account_type)}`) })}</p>
    </CloseActionDialog>
  );
}
