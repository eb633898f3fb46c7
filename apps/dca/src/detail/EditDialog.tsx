import { useMemo, useState } from 'react';
import type { DcaDetail, DcaParameters, DcaUpdateBody } from '@tb/contracts';
import type { ApiError } from '@tb/data-access-api';
import { toast } from '@tb/data-access-session';
import { Button, Field, Modal, NumberInput, Spinner } from '@tb/ui';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { useDcaParametersQuery, useDcaUpdateParametersMutation } from '../api/bot-endpoints';
import { useDcaConfigurationQuery } from '../api/create-endpoints';
import { FrequencyField } from '../create/FrequencyField';
import { limitsFromConfiguration } from '../create/use-create-options';
import { useErrorText } from '../create/error-text';
import { useDcaT } from '../i18n';
import type { Formats } from './format';
import { fieldOfPayload, roundTotal, validateForm, valuesFromParameters, type DcaFormValues, type DcaLimits, type FieldKey } from '../create/form';
import { DEFAULT_FREQUENCY_PRESETS, frequencySeconds } from '../create/frequency';
import { describeServerError, useServerMessageText } from '@tb/feature-bot-pages/server-messages';

/**
 * The update-parameters body with only what changed (absent = keep): the
 * amounts that changed, the frequency, the cap ("" removes it) and the
 * take-profit as a fraction ("" removes it). Null when nothing changed.
 */
export function updateBody(botId: string, before: DcaFormValues, after: DcaFormValues): DcaUpdateBody | null {
  const parameters: DcaUpdateBody['parameters'] = {};
  const changedPairs = after.pairs.filter((p) => {
    const old = before.pairs.find((o) => o.base === p.base);
    return !old || !new BigNumber(old.amount).eq(p.amount);
  });
  if (changedPairs.length) parameters.pairs = changedPairs.map((p) => ({ base: p.base, amount: new BigNumber(p.amount).toFixed() }));
  const seconds = frequencySeconds(after.frequency);
  if (seconds !== null && seconds !== frequencySeconds(before.frequency)) parameters.frequency_in_second = seconds;
  const same = (a: string, b: string) => (a === '' || b === '' ? a === b : new BigNumber(a).eq(b));
  if (!same(before.maxInvest, after.maxInvest)) parameters.max_invest_amount = after.maxInvest === '' ? '' : new BigNumber(after.maxInvest).toFixed();
  if (!same(before.takeProfit, after.takeProfit)) parameters.take_profit_per = after.takeProfit === '' ? '' : new BigNumber(after.takeProfit).div(100).toFixed();
  return Object.keys(parameters).length ? { bot_id: botId, parameters } : null;
}

export interface EditDialogProps {
  detail: DcaDetail;
  formats: Formats;
  onClose: () => void;
}

/**
 * Edit a running bot's plan: amounts per round of its coins, frequency, cap
 * and take-profit, checked like the create form (plus: the cap cannot be
 * below what is already invested). Only changes are sent; they apply from
 * the next round.
 */
export default function EditDialog({ detail, formats, onClose }: EditDialogProps) {
  const t = useDcaT();
  const parameters = useDcaParametersQuery(detail.bot_id, { refetchOnMountOrArgChange: true });
  const config = useDcaConfigurationQuery();
  const ready = parameters.data && config.data;
  return (
    <Modal open size="lg" title={t('edit.title')} description={t('edit.description')} onClose={onClose}>
      {ready ? (
        <EditForm detail={detail} parameters={parameters.data!.parameters} limitsSource={limitsFromConfiguration(config.data!, detail.quote_coin)} formats={formats} onClose={onClose} />
      ) : parameters.isError || config.isError ? (
        <div role="alert" className="dca-note dca-note--error">
          {t('common.loadFailed')}{' '}
          <Button size="sm" onClick={() => void (parameters.isError ? parameters.refetch() : config.refetch())}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Modal>
  );
}

function EditForm({
  detail,
  parameters,
  limitsSource,
  formats,
  onClose,
}: {
  detail: DcaDetail;
  parameters: DcaParameters;
  limitsSource: ReturnType<typeof limitsFromConfiguration>;
  formats: Formats;
  onClose: () => void;
}) {
  const t = useDcaT();
  const messageText = useServerMessageText();
  const errorText = useErrorText();
  const presets = limitsSource.presets.length ? limitsSource.presets : DEFAULT_FREQUENCY_PRESETS;
  const initial = useMemo(() => valuesFromParameters(parameters, presets), [parameters, presets]);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [update, { isLoading }] = useDcaUpdateParametersMutation();
  const quote = values.quoteCoin;
  // The balance is not checked here (a running bot pays round by round).
  const limits: DcaLimits = { ...limitsSource.limits, available: null };
  const format = (kind: 'amount' | 'seconds' | 'percent', value: string) =>
    kind === 'amount' ? formats.amount(value, quote) : kind === 'seconds' ? formats.duration(Number(value)) : formats.percentWhole(value);
  const errors = validateForm(values, limits, format);
  const invested = toBigNumber(detail.total_invested) ?? new BigNumber(0);
  const cap = toBigNumber(values.maxInvest);
  const capError =
    errors.maxInvest ?? (cap !== null && cap.gt(0) && cap.lt(invested) ? { key: 'capMinInvested' as const, params: { min: formats.amount(invested.toFixed(), quote) } } : undefined);
  // Live: a field's error shows once it differs from the bot's current value, or for every field after Save.
  const text = (field: FieldKey): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    if (!submitted && fieldValue(values, field) === fieldValue(initial, field)) return undefined;
    if (field === 'maxInvest' && capError) return 'key' in capError && capError.key === 'capMinInvested' ? t('edit.capMinInvested', capError.params) : errorText(capError);
    const error = errors[field];
    return error ? errorText(error) : undefined;
  };
  const set = (patch: Partial<DcaFormValues>, field: FieldKey) => {
    setValues((v) => ({ ...v, ...patch }));
    setNotice(null);
    setServerErrors((prev) => {
      const next = { ...prev };
      delete next[field];
      return next;
    });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(errors).some((key) => key !== 'quoteCoin') || capError !== undefined;
    if (invalid) return;
    const body = updateBody(detail.bot_id, initial, values);
    if (!body) {
      setNotice(t('edit.noChanges'));
      return;
    }
    const outcome = await update(body);
    if ('data' in outcome && outcome.data) {
      toast.success(t('edit.saved'));
      onClose();
      return;
    }
    if (!('error' in outcome) || !outcome.error) return;
    const message = describeServerError(outcome.error as ApiError);
    const field = fieldOfPayload(message.field, values);
    if (field) setServerErrors((prev) => ({ ...prev, [field]: messageText(message) }));
    else setNotice(`${t('edit.failed')} ${messageText(message)}`);
  };

  return (
    <form onSubmit={save} noValidate aria-label={t('edit.title')}>
      <div className="dca-two">
        {values.pairs.map((pair) => {
          const option = limits.bases.find((b) => b.base === pair.base);
          const field: FieldKey = `pair.${pair.id}.amount`;
          return (
            <Field
              key={pair.id}
              label={t('edit.amount', { coin: pair.base })}
              hint={option ? t('create.pairs.amountHint', { min: formats.amount(option.minAmount, quote), max: formats.amount(option.maxAmount, quote) }) : undefined}
              error={text(field)}
              required
            >
              {(control) => (
                <NumberInput
                  {...control}
                  value={pair.amount}
                  decimals={limits.quoteDecimals}
                  suffix={quote}
                  onChange={(amount) => set({ pairs: values.pairs.map((p) => (p.id === pair.id ? { ...p, amount } : p)) }, field)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <FrequencyField
        value={values.frequency}
        presets={presets}
        min={limits.minFrequency}
        max={limits.maxFrequency}
        error={text('frequency')}
        formats={formats}
        onChange={(frequency) => set({ frequency }, 'frequency')}
        onBlur={() => undefined}
      />
      <div className="dca-two">
        <Field label={t('create.maxInvest.label', { quote })} hint={t('create.maxInvest.hint', { min: formats.amount(BigNumber.max(invested, roundTotal(values.pairs)).toFixed(), quote) })} error={text('maxInvest')}>
          {(control) => (
            <NumberInput
              {...control}
              value={values.maxInvest}
              decimals={limits.quoteDecimals}
              suffix={quote}
              placeholder={t('create.maxInvest.placeholder')}
              onChange={(maxInvest) => set({ maxInvest }, 'maxInvest')}
            />
          )}
        </Field>
        <Field
          label={t('create.takeProfit.label')}
          hint={t('create.takeProfit.hint', { min: formats.percentWhole(limits.takeProfit.min), max: formats.percentWhole(limits.takeProfit.max) })}
          error={text('takeProfit')}
        >
          {(control) => (
            <NumberInput {...control} value={values.takeProfit} decimals={2} suffix="%" placeholder={t('create.takeProfit.placeholder')} onChange={(takeProfit) => set({ takeProfit }, 'takeProfit')} />
          )}
        </Field>
      </div>
      {notice ? (
        <p className="dca-note" role="status">
          {notice}
        </p>
      ) : null}
      <div className="dca-dialog-actions">
        <Button onClick={onClose} disabled={isLoading}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

function fieldValue(values: DcaFormValues, field: FieldKey): string {
  if (field === 'maxInvest') return values.maxInvest;
  if (field === 'takeProfit') return values.takeProfit;
  if (field === 'frequency') return String(frequencySeconds(values.frequency) ?? JSON.stringify(values.frequency));
  const match = /^pair\.(.+)\.amount$/.exec(field);
  return match ? (values.pairs.find((p) => p.id === match[1])?.amount ?? '') : '';
}
