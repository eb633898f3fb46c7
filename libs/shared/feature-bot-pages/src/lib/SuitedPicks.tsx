import { useId } from 'react';
import { formatPercent } from '@tb/util-format';
import { enSuited } from './locales/en-create-parts';
import { addBotPageEnglish, useBotPageT } from './strings';

export interface SuitedPick {
  /** The symbol chosen when pressed. */
  readonly symbol: string;
  /** How the pick is written ("BTC/USDT", "BTCUSDT"). */
  readonly name: string;
  /** 24 h amplitude, (high − low) / low as a fraction. */
  readonly amplitude: string;
}

/**
 * "Suited to a grid now": the symbols the exchange recommends for a grid
 * (each grid kind's `recommend-symbol`, ranked by 24 h amplitude — a grid
 * earns from swings), as buttons above a symbol list. Pickers show it while
 * the search box is empty; nothing renders without picks.
 */
export function SuitedPicks({ picks, current, onPick }: { picks: readonly SuitedPick[]; current?: string; onPick: (symbol: string) => void }) {
  addBotPageEnglish(enSuited);
  const t = useBotPageT();
  const titleId = useId();
  if (picks.length === 0) return null;
  return (
    <section className="tb-bp-suited" aria-labelledby={titleId}>
      <h3 id={titleId} className="tb-bp-suited__title">
        {t('suited.title')}
      </h3>
      <p className="tb-muted tb-bp-suited__hint">{t('suited.hint')}</p>
      <ul className="tb-bp-suited__chips">
        {picks.map((pick) => (
          <li key={pick.symbol}>
            <button type="button" className="tb-bp-suited__chip" aria-pressed={pick.symbol === current} onClick={() => onPick(pick.symbol)}>
              {t('suited.item', { name: pick.name, range: formatPercent(pick.amplitude, { locale: t.language }) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
