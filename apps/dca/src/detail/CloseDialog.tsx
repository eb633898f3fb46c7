import { useRef, useState } from 'react';
import type { DcaDetail } from '@tb/contracts';
import type { ApiError } from '@tb/data-access-api';
import { useQuotes } from '@tb/data-access-quotes';
import { toast } from '@tb/data-access-session';
import { Button, ChoiceGroup, Modal } from '@tb/ui';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { useDcaCloseBotMutation } from '../api/bot-endpoints';
import { useDcaT } from '../i18n';
import type { Formats } from './format';
import { describeServerError, useServerMessageText } from '@tb/feature-bot-pages/server-messages';
import type { BotDetailDialogProps } from '@tb/feature-bot-pages';

/** DCA-2 close modes (a string per the API table): 2 hand the coins back (base), 3 sell them for the quote coin. */
export const CLOSE_MODE_CODE = { base: '2', quote: '3' } as const;
export type CloseChoice = keyof typeof CLOSE_MODE_CODE;

/**
 * What selling everything would bring, at live prices (or the detail's last
 * price), before fees: Σ held × price. The coins already sold by take-profit
 * are quote in the bot and come back as they are.
 */
export function estimateQuoteProceeds(pairs: DcaDetail['pairs'], prices: Readonly<Record<string, string | undefined>>): BigNumber {
  return pairs.reduce((sum, pair) => {
    const held = toBigNumber(pair.base_amount) ?? new BigNumber(0);
    const price = toBigNumber(prices[pair.symbol] ?? pair.current_price) ?? new BigNumber(0);
    return sum.plus(held.times(price));
  }, new BigNumber(0));
}

/** The detail page's close dialog: the shared dialog props (no `kind`: close is its one dialog) and the page's formats. */
export interface CloseDialogProps extends Omit<BotDetailDialogProps<'close', DcaDetail>, 'kind'> {
  formats: Formats;
}

/**
 * Close a bot: choose to keep the coins (they move to the spot account as
 * bought) or sell them for the quote coin (with the estimate at live
 * prices). A close during a buy round is refused with 503: the dialog says
 * a buy is in progress and the same button tries again; nothing changes
 * until the close is accepted. Then the settlement page opens.
 */
export default function CloseDialog({ detail, formats, onClose, onClosed }: CloseDialogProps) {
  const t = useDcaT();
  const messageText = useServerMessageText();
  const [mode, setMode] = useState<CloseChoice>('base');
  const [failure, setFailure] = useState<{ busy: boolean; text: string } | null>(null);
  const [closeBot, { isLoading }] = useDcaCloseBotMutation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const quote = detail.quote_coin;
  const live = useQuotes(detail.pairs.map((p) => p.symbol));
  const prices = Object.fromEntries(detail.pairs.map((p) => [p.symbol, live[p.symbol]?.close]));
  const held = detail.pairs.filter((p) => toBigNumber(p.base_amount)?.gt(0));
  const assets = held.map((p) => formats.qty(p.base_amount, p.base)).join(', ');
  const proceeds = estimateQuoteProceeds(detail.pairs, prices);

  const confirm = async () => {
    setFailure(null);
    const outcome = await closeBot({ bot_id: detail.bot_id, close_mode: CLOSE_MODE_CODE[mode] });
    if ('data' in outcome && outcome.data) {
      toast.success(t('close.closed'));
      onClosed();
      return;
    }
    if (!('error' in outcome) || !outcome.error) return;
    const message = describeServerError(outcome.error as ApiError);
    if (message.statusCode === 503) setFailure({ busy: true, text: t('close.busy') });
    else setFailure({ busy: false, text: messageText(message) });
  };

  return (
    <Modal
      open
      size="md"
      title={t('close.title')}
      description={t('close.description')}
      onClose={isLoading ? () => undefined : onClose}
      closeOnBackdrop={!isLoading}
      initialFocus={confirmRef}
      footer={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            {t('close.cancel')}
          </Button>
          <Button ref={confirmRef} variant="danger" className="dca-danger" loading={isLoading} onClick={confirm}>
            {failure?.busy ? t('common.retry') : t('close.confirm')}
          </Button>
        </>
      }
    >
      <ChoiceGroup<CloseChoice>
        look="cards"
        legend={t('close.modeLegend')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'base', label: t('close.base'), description: held.length ? t('close.baseHint', { assets }) : t('close.nothingHeld') },
          {
            value: 'quote',
            label: t('close.quote', { quote }),
            description: <span data-testid="close-estimate">{held.length ? t('close.quoteHint', { amount: formats.amount(proceeds.toFixed(), quote) }) : t('close.nothingHeld')}</span>,
          },
        ]}
      />
      {failure ? (
        <div className={`dca-note ${failure.busy ? 'dca-note--warn' : 'dca-note--error'}`} role="alert">
          {failure.busy ? failure.text : `${t('close.failed')} ${failure.text}`}
        </div>
      ) : null}
    </Modal>
  );
}
