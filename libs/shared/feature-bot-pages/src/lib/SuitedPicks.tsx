import { useId } from 'react';
import { formatPercent } from '@tb/util-format';
import { enSuited } from './locales/en-create-parts';
import { useBotPageT } from './strings';

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
 * the search box is empty; nothing renders without picks. Its title is an h3
 * (a picker in a dialog, under the dialog's h2) unless `headingLevel` says
 * otherwise (a picker that is a page, under the page's h1: 2).
 */
export function SuitedPicks({ picks, current, onPick, headingLevel = 3 }: { picks: readonly SuitedPick[]; current?: string; onPick: (symbol: string) => void; headingLevel?: 2 | 3 | 4 }) {
  const t = useBotPageT(enSuited);
  const titleId = useId();
  if (picks.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="tb-bp-suited" aria-labelledby={titleId}>
      <Heading id={titleId} className="tb-bp-suited__title">
        {t('suited.title')}
      </Heading>
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
