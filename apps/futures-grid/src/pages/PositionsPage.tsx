import { Link, useArea } from '@tb/router';
import { FgridPageState } from '../detail/PageState';
import { SymbolFunding } from '@tb/futures-feature';
import { PositionTable } from '@tb/futures-ui';
import { Fact } from '@tb/ui';
import { formatAmount, formatPercent } from '@tb/util-format';
import { useRouteBot } from '../detail/use-bot';
import { positionRows } from '../detail/figures';
import { useBotT } from '../detail/strings';
import '../detail/part';

/**
 * The grid's position on its own page (phones reach it from the detail):
 * the position table, the margin behind it (position margin, free balance,
 * held for orders, the tier's margin rates, funding owed) and the funding
 * countdown. Polled like the detail while the bot lives.
 */
export default function PositionsPage() {
  const t = useBotT();
  const area = useArea();
  const { botId, query: first, detail, live, clock } = useRouteBot('live');
  const locale = t.language;
  return (
    <FgridPageState query={first} hasData={!!detail}>
      {() =>
        detail ? (
          <section className="fg-page" aria-labelledby="fg-positions-title">
            <header className="fg-page__header">
              <Link to={area.path('detail', botId)}>{t('bot.orders.backToBot')}</Link>
              <h1 id="fg-positions-title">{t('bot.positions.title', { symbol: detail.symbol })}</h1>
            </header>
            <PositionTable rows={positionRows(detail)} coin={detail.quote_token} tickSize={detail.tick_size} label={t('bot.detail.position')} />
            <dl className="fg-facts">
              <Fact term={t('bot.positions.margin')} ltr>{formatAmount(detail.position_balance, detail.quote_token, { locale })}</Fact>
              <Fact term={t('bot.positions.available')} ltr>{formatAmount(detail.available_balance, detail.quote_token, { locale })}</Fact>
              <Fact term={t('bot.positions.orderMargin')} ltr>{formatAmount(detail.total_order_balance, detail.quote_token, { locale })}</Fact>
              <Fact term={t('bot.positions.imr')} ltr>{formatPercent(detail.i_m_rate, { locale })}</Fact>
              <Fact term={t('bot.positions.mmr')} ltr>{formatPercent(detail.m_m_rate, { locale })}</Fact>
              <Fact term={t('bot.positions.fundingOwed')} ltr>{formatAmount(detail.funding_owed || '0', detail.quote_token, { locale })}</Fact>
            </dl>
            {live ? <SymbolFunding symbol={detail.symbol} clock={clock} headingLevel={2} /> : null}
          </section>
        ) : null
      }
    </FgridPageState>
  );
}
