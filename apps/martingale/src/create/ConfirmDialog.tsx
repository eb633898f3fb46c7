import { Button, Modal } from '@tb/ui';
import { formatAmount, formatLeverage, formatPercentWhole, formatPrice } from '@tb/util-format';
import { martCreateStrings, useMartCreateT } from '../i18n';
import { createConfirmEn } from '../i18n/create-en-confirm';
import { Facts } from './Facts';
import type { MartFormValues } from './form';

// this part's own words arrive with its chunk
martCreateStrings.addEnglish(createConfirmEn);

export interface ConfirmDialogProps {
  symbol: string;
  coin: string;
  tickSize: string;
  values: MartFormValues;
  /** Margin + fees of a full round (quote). */
  needed: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The summary the trader confirms before create-fmart-bot is sent. */
export function ConfirmDialog({ symbol, coin, tickSize, values: v, needed, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useMartCreateT();
  const locale = t.language;
  const pct = (p: string) => formatPercentWhole(p, { locale });
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
          [t('confirm.symbol'), symbol, true],
          [t('confirm.mode'), v.mode === 'long' ? t('mode.long') : t('mode.short')],
          [t('confirm.leverage'), formatLeverage(v.leverage, { locale }), true],
          [t('confirm.margin'), formatAmount(v.initMargin, coin, { locale }), true],
          [t('confirm.priceFloat'), pct(v.priceFloat), true],
          [t('confirm.addMultiple'), v.addMultiple, true],
          [t('confirm.maxAdds'), v.maxAdds, true],
          [t('confirm.roundTp'), pct(v.roundTp), true],
          [t('confirm.stopLoss'), v.stopLoss ? pct(v.stopLoss) : t('confirm.none')],
          [t('confirm.entry'), v.entryPrice ? formatPrice(v.entryPrice, { tickSize, locale }) : t('confirm.market')],
          [t('confirm.autoCycle'), v.autoCycle ? t('confirm.on') : t('confirm.off')],
          [t('confirm.needed'), formatAmount(needed, coin, { locale }), true],
        ]}
      />
    </Modal>
  );
}
