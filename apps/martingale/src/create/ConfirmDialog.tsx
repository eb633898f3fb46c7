import { Button, Modal } from '@tb/ui';
import type { FmartCreateBody } from '@tb/contracts';
import { formatAmount, formatAmountAsSent, formatFractionAsSent, formatLeverageAsSent, formatPrice, formatPercent, toBigNumber } from '@tb/util-format';
import { martCreateStrings, useMartCreateT } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { Facts } from './Facts';

// this part's own words arrive with its chunk
martCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
  /** The create body exactly as it is sent: every row is one of its values. */
  body: FmartCreateBody;
  coin: string;
  tickSize: string;
  /** Margin + fees of a full round (quote). */
  needed: string;
  /** The first round's take-profit price after its initial order ("" unknown): the rule's target shown as a price. */
  firstTarget?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** About how far the price moves for a round take profit of `tp` (a fraction of the round's margin) at `leverage`: tp ÷ leverage, a fraction ("" when unreadable). */
function moveOf(tp: string, leverage: string): string {
  const f = toBigNumber(tp);
  const l = toBigNumber(leverage);
  return f && l && l.gt(0) ? f.div(l).toFixed() : '';
}

/**
 * The summary the trader confirms before create-fmart-bot is sent: the
 * body's own values (what you confirm is what you get, issue 32), each shown
 * without rounding what is sent (a price float of 1.23456 % is refused at its
 * field; one of 1.23 % is `0.0123` in the body and "1.23%" here). The round
 * take-profit rule is said in words with the price move it needs at this
 * leverage (about, rounded to 4 decimals of a percent: it is not sent) and the
 * first round's target price.
 */
export function ConfirmDialog({ body: b, coin, tickSize, needed, firstTarget = '', busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useMartCreateT();
  const locale = t.language;
  const pct = (fraction: string) => formatFractionAsSent(fraction, { locale });
  return (
    <Modal
      open
      title={t('confirm.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={busy}>
            {busy ? t('confirm.creating') : t('confirm.create')}
          </Button>
        </>
      }
    >
      <Facts
        items={[
          [t('confirm.symbol'), b.symbol, true],
          [t('confirm.mode'), b.martingale_mode === 2 ? t('mode.short') : t('mode.long')],
          [t('confirm.leverage'), formatLeverageAsSent(b.leverage, { locale }), true],
          [t('confirm.margin'), formatAmountAsSent(b.init_margin, coin, { locale }), true],
          [t('confirm.priceFloat'), pct(b.price_float_percent), true],
          [t('confirm.addMultiple'), b.add_position_percent, true],
          [t('confirm.maxAdds'), String(b.add_position_num), true],
          [t('confirm.roundTp'), pct(b.round_tp_percent), true],
          // the rule in words and the target it gives the first round
          [t('confirm.roundTpRule'), t('confirm.roundTpRuleText', { tp: pct(b.round_tp_percent), move: formatPercent(moveOf(b.round_tp_percent, b.leverage), { locale, maxDecimals: 4 }), leverage: formatLeverageAsSent(b.leverage, { locale }) })],
          [t('confirm.firstTarget'), firstTarget ? formatPrice(firstTarget, { tickSize, locale }) : t('confirm.none'), true],
          [t('confirm.stopLoss'), b.sl_percent ? pct(b.sl_percent) : t('confirm.none')],
          [t('confirm.entry'), b.entry_price ? formatPrice(b.entry_price, { tickSize, locale }) : t('confirm.market')],
          [t('confirm.autoCycle'), b.auto_cycle_toggle === 2 ? t('confirm.off') : t('confirm.on')],
          [t('confirm.needed'), formatAmount(needed, coin, { locale }), true],
        ]}
      />
    </Modal>
  );
}
