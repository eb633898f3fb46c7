import { DASH, formatPercent } from '@tb/util-format';
import { Fact, ProfitPill } from '@tb/ui';
import type { MartDetailResult, MartRoundListResult } from '../api/bot-endpoints';
import { useMartT } from './strings';
import { priceText, roundPnl } from './view';

/**
 * The running round at a glance: its number, adds done of allowed, the
 * average cost, where the next add rests, the price that takes the round's
 * profit, and the round's PnL so far (realised + the open position).
 */
export function CurrentRound({ detail, running }: { detail: MartDetailResult['fmart_detail']; running: MartRoundListResult['rounds'][number] | undefined }) {
  const t = useMartT();
  const locale = t.language;
  const tick = detail.tick_size;
  return (
    <section className="tb-bp-card mart-round" aria-labelledby="mart-round-title">
      <h2 id="mart-round-title">{detail.current_round > 0 ? `${t('round.title')} · ${t('round.number', { no: detail.current_round })}` : t('round.title')}</h2>
      {detail.current_round > 0 || detail.completed_rounds > 0 ? (
        <dl className="tb-bp-facts" data-testid="current-round">
          <Fact term={t('round.adds')} ltr>
            {t('round.addsValue', { done: detail.current_added_pos_num, allowed: detail.add_pos_num })}
          </Fact>
          <Fact term={t('round.avgCost')} ltr>{priceText(detail.avg_pos_price, tick, locale)}</Fact>
          <Fact term={t('round.nextAdd')} ltr>{priceText(detail.next_add_price, tick, locale)}</Fact>
          <Fact term={t('round.target')} ltr>{priceText(detail.tp_price, tick, locale)}</Fact>
          <Fact term={t('round.pnl')}>{running ? <ProfitPill amount={roundPnl(running.profit, detail.unrealized_pnl)} coin={detail.quote_token} locale={locale} /> : DASH}</Fact>
          <Fact term={t('round.completed')} ltr>{detail.completed_rounds}</Fact>
        </dl>
      ) : null}
      {detail.current_round > 0 || detail.completed_rounds > 0 ? (
        // the round take-profit rule in words beside its target price (docs: apps/martingale README, engine martingale/exit.ts)
        <p className="tb-bp-small tb-muted" data-testid="round-rule">
          {t('round.rule', { tp: formatPercent(detail.single_round_target_profit_per, { locale }) })}
        </p>
      ) : (
        <p className="tb-fu-muted">{t('round.noRound')}</p>
      )}
    </section>
  );
}
