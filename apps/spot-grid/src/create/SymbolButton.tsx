import { lazy, Suspense, useState } from 'react';
import { useT } from '@tb/i18n';
import { useQuote } from '@tb/data-access-quotes';
import { useArea, useNavigate } from '@tb/router';
import { DASH, formatPrice, formatSignedPercent } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { isPhoneWidth, liveChange, tone } from './symbols';

const SymbolPickerDialog = lazy(() => import(/* webpackChunkName: "symbol-picker" */ './SymbolPickerDialog'));

/**
 * The current pair with its live price and 24 h change; activating it opens
 * the picker (a dialog on wide screens, the full-page `symbols/` route on
 * phones, as exchanges do).
 */
export function SymbolButton({ item, symbols, loading, onChoose }: { item: SpotSymbolItem | undefined; symbols: readonly SpotSymbolItem[]; loading: boolean; onChoose: (item: SpotSymbolItem) => void }) {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const quote = useQuote(item?.symbol);
  const locale = t.language;
  const change = item ? liveChange(item, quote) : '';
  const price = quote?.close ?? item?.price;

  const openPicker = () => {
    if (isPhoneWidth()) navigate(`${area.path('symbols')}${item ? `?symbol=${item.symbol}` : ''}`);
    else setOpen(true);
  };

  return (
    <>
      <button type="button" className="sg-symbol-button" onClick={openPicker} aria-haspopup="dialog" aria-label={item ? t('symbol.change', { symbol: `${item.base_coin}/${item.quote_coin}` }) : t('symbol.choose')}>
        <span className="sg-symbol-button__pair">{item ? `${item.base_coin}/${item.quote_coin}` : t('symbol.choose')}</span>
        {item ? (
          <>
            <span className="sg-num sg-symbol-button__price" dir="ltr">
              {price ? formatPrice(price, { tickSize: item.tick_size, locale }) : DASH}
            </span>
            <span className={`sg-num sg-tone--${tone(change)}`} dir="ltr">
              {formatSignedPercent(change, { locale })}
            </span>
          </>
        ) : null}
        <span aria-hidden="true" className="sg-symbol-button__caret">
          ▾
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SymbolPickerDialog symbols={symbols} loading={loading} current={item?.symbol} onChoose={onChoose} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
