import { Button, Fact, Modal } from '@tb/ui';
import { formatAmount, formatLeverage, formatPercentWhole, formatPrice } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import type { MartFormValues } from './form';

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
      <dl className="mart-facts">
        <Fact term={t('confirm.symbol')} ltr>
          {symbol}
        </Fact>
        <Fact term={t('confirm.mode')}>{v.mode === 'long' ? t('mode.long') : t('mode.short')}</Fact>
        <Fact term={t('confirm.leverage')} ltr>
          {formatLeverage(v.leverage, { locale })}
        </Fact>
        <Fact term={t('confirm.margin')} ltr>
          {formatAmount(v.initMargin, coin, { locale })}
        </Fact>
        <Fact term={t('confirm.priceFloat')} ltr>
          {pct(v.priceFloat)}
        </Fact>
        <Fact term={t('confirm.addMultiple')} ltr>
          {v.addMultiple}
        </Fact>
        <Fact term={t('confirm.maxAdds')} ltr>
          {v.maxAdds}
        </Fact>
        <Fact term={t('confirm.roundTp')} ltr>
          {pct(v.roundTp)}
        </Fact>
        <Fact term={t('confirm.stopLoss')}>{v.stopLoss ? pct(v.stopLoss) : t('confirm.none')}</Fact>
        <Fact term={t('confirm.entry')}>{v.entryPrice ? formatPrice(v.entryPrice, { tickSize, locale }) : t('confirm.market')}</Fact>
        <Fact term={t('confirm.autoCycle')}>{v.autoCycle ? t('confirm.on') : t('confirm.off')}</Fact>
        <Fact term={t('confirm.needed')} ltr>
          {formatAmount(needed, coin, { locale })}
        </Fact>
      </dl>
    </Modal>
  );
}
