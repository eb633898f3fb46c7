import { ChoiceGroup } from '@tb/ui';
import { formatAmount, formatDateTime, isolate } from '@tb/util-format';
import { enVouchers } from '../locales/en-create-parts';
import { useBotPageT } from '../strings';
import { voucherVerdict, type VoucherPickerProps } from './VoucherPicker';

/** The choice itself (VoucherPicker loads it when the trader holds a voucher for this kind). */
export default function VoucherChoices({ vouchers, coin, own, value, onChange, unavailable, disabled }: VoucherPickerProps) {
  const t = useBotPageT(enVouchers);
  const locale = t.language;
  if (vouchers.length === 0) return null;
  // amounts stay whole inside right-to-left sentences ("+20.00 USDT", not "+USDT 20.00")
  const amount = (v: string, c: string) => isolate(formatAmount(v, c, { locale }), locale);
  const chosen = vouchers.find((v) => v.reward_id === value);
  const verdict = chosen ? voucherVerdict(chosen, own, coin) : null;
  return (
    <ChoiceGroup<string>
      legend={t('vouchers.legend')}
      look="cards"
      value={chosen ? chosen.reward_id : ''}
      onChange={onChange}
      disabled={disabled || !!unavailable}
      options={[
        { value: '', label: t('vouchers.none') },
        ...vouchers.map((v) => ({
          value: v.reward_id,
          label: t('vouchers.label', { amount: isolate(`+${formatAmount(v.amount, v.coin, { locale })}`, locale) }),
          description: [
            v.min_investment ? t('vouchers.min', { amount: amount(v.min_investment, v.coin) }) : '',
            t('vouchers.until', { date: formatDateTime(v.expire_time, { locale, style: 'date' }) }),
            v.coin !== coin ? t('vouchers.otherCoin', { coin: v.coin, invests: coin }) : '',
          ]
            .filter(Boolean)
            .join(' · '),
          disabled: v.coin !== coin,
        })),
      ]}
      hint={unavailable ?? (verdict?.ok ? t('vouchers.total', { own: amount(own || '0', coin), voucher: amount(chosen!.amount, coin), total: amount(verdict.total, coin) }) : t('vouchers.hint'))}
      error={verdict && !verdict.ok && verdict.problem === 'min' ? t('vouchers.needsMin', { amount: amount(verdict.min, coin) }) : undefined}
    />
  );
}
