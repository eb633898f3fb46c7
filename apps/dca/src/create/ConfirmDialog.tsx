import { useRef, useState } from 'react';
import { toast } from '@tb/data-access-session';
import { TaxTermsNote } from '@tb/feature-bot-pages';
import { Button, Modal, Fact } from '@tb/ui';
import { useDcaCreateBotMutation } from '../api/create-endpoints';
import { useDcaT } from '../i18n';
import type { Formats } from '../detail/format';
import { decimalsOf } from '@tb/util-format';
import { estimatePlan, fieldOfPayload, type CreatePayload, type DcaFormValues, type DcaLimits, type FieldKey } from './form';
import { describeServerError, useServerMessageText } from '@tb/feature-bot-pages/server-messages';

/** Decimals that show an amount of the payload as it is sent: at least the cents, never fewer than it carries (issue 32). */
const asSent = (amount: string) => Math.max(2, decimalsOf(amount));

export interface ConfirmDialogProps {
  values: DcaFormValues;
  payload: CreatePayload;
  limits: DcaLimits;
  formats: Formats;
  onClose: () => void;
  /** A refusal that belongs to a field: the form shows it there (the dialog closes). */
  onServerError: (field: FieldKey | null, text: string) => void;
  onCreated: (botId: string) => void;
}

/**
 * The last look before the bot starts: every parameter as it will be sent,
 * the estimate, where the money comes from. "Start bot" sends DCA-1 once
 * (the button is busy meanwhile). A refusal about one field goes back to the
 * form next to that field; any other refusal is shown here, and nothing was
 * created.
 */
export default function ConfirmDialog({ values, payload, limits, formats, onClose, onServerError, onCreated }: ConfirmDialogProps) {
  const t = useDcaT();
  const messageText = useServerMessageText();
  const [create, { isLoading }] = useDcaCreateBotMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const estimate = estimatePlan(values, limits);
  const p = payload.parameters;
  const quote = p.quote_coin;

  const start = async () => {
    setFailure(null);
    const outcome = await create(payload);
    if ('data' in outcome && outcome.data) {
      toast.success(t('confirm.created'));
      onCreated(outcome.data.bot_id);
      return;
    }
    if (!('error' in outcome) || !outcome.error) return;
    const message = describeServerError(outcome.error as Parameters<typeof describeServerError>[0]);
    const text = messageText(message);
    const field = fieldOfPayload(message.field, values);
    if (field) onServerError(field, text);
    else setFailure(text);
  };

  return (
    <Modal
      open
      title={t('confirm.title')}
      description={t('confirm.description')}
      onClose={isLoading ? () => undefined : onClose}
      initialFocus={startRef}
      closeOnBackdrop={!isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t('confirm.edit')}
          </Button>
          <Button ref={startRef} variant="primary" loading={isLoading} onClick={start}>
            {t('confirm.start')}
          </Button>
        </>
      }
    >
      <dl className="dca-facts dca-facts--dialog">
        <Fact term={t('confirm.payWith')}>{quote}</Fact>
        <div>
          <dt>{t('confirm.coins')}</dt>
          <dd>
            <ul className="dca-plain-list">
              {p.pairs.map((pair) => (
                <li key={pair.base}>
                  <strong>{pair.base}</strong> <span dir="ltr">{formats.amount(pair.amount, quote, asSent(pair.amount))}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <Fact term={t('confirm.frequency')}>{formats.duration(p.frequency_in_second)}</Fact>
        <Fact term={t('confirm.cap')}>{p.max_invest_amount ? formats.amount(p.max_invest_amount, quote, asSent(p.max_invest_amount)) : t('confirm.noCap')}</Fact>
        <Fact term={t('confirm.takeProfit')}>{p.take_profit_per ? formats.fractionPercent(p.take_profit_per) : t('confirm.off')}</Fact>
        <Fact term={t('confirm.rounds')}>{estimate.rounds !== null ? t('summary.roundsAbout', { count: formats.count(estimate.rounds) }) : t('summary.roundsOpen')}</Fact>
        <Fact term={t('confirm.account')}>{t('confirm.spotAccount')}</Fact>
        {payload.followed_bot_id ? (
          <Fact term={t('confirm.copyOf')} ltr>{payload.followed_bot_id}</Fact>
        ) : null}
      </dl>
      <TaxTermsNote />
      {failure ? (
        <div className="dca-note dca-note--error" role="alert">
          <strong>{t('confirm.failed')}</strong> {failure}
        </div>
      ) : null}
    </Modal>
  );
}
