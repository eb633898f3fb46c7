import { Link, useArea, useNavigate, useParams } from '@tb/router';
import { skipToken } from '@tb/data-access-api';
import { useIsLoggedIn, useRequireLogin } from '@tb/data-access-session';
import { aprText, BotPageState, copyPath, useBotPageT } from '@tb/feature-bot-pages';
import { Button, EmptyState, Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
import { useFuturesGridFollowDetailQuery } from '../api/create-endpoints';
import { useBotT } from '../detail/strings';
import '../detail/part';

const MODE_KEY = { 1: 'neutral', 2: 'long', 3: 'short' } as const;

/**
 * Another trader's futures grid that may be copied (get-follow-fgrid-detail):
 * who runs it, how it did (APR after a day, PnL, round trips, running time,
 * how many copy it), its parameters, and "Copy", which opens the create form
 * filled with them (`create/?symbol=…&copy=<bot_id>`).
 */
export default function FollowPage() {
  const t = useBotT();
  const shared = useBotPageT();
  const area = useArea();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const { botId = '' } = useParams();
  // the same call (and cache entry) the create page's copy reads
  const query = useFuturesGridFollowDetailQuery(loggedIn ? botId : skipToken);
  const detail = query.data?.detail;
  const locale = t.language;

  if (!loggedIn) {
    return (
      <section className="fg-page" aria-labelledby="fg-follow-title">
        <h1 id="fg-follow-title">{t('bot.follow.title', { symbol: '' })}</h1>
        <EmptyState headingLevel={2} title={shared('loginToView')} action={<Button variant="primary" onClick={() => requireLogin()}>{shared('login')}</Button>} />
      </section>
    );
  }
  return (
    <BotPageState isLoading={query.isLoading} error={query.error} hasData={!!detail} onRetry={() => void query.refetch()} title={t('bot.follow.notFound')} notFoundAction={{ to: area.path('create'), label: t('bot.closeDetail.createAnother') }}>
      {() => {
        if (!detail) return null;
        const p = detail.parameters;
        const tickDecimals = p.min_price.includes('.') ? p.min_price.split('.')[1].length : 0;
        const tickSize = tickDecimals === 0 ? '1' : `0.${'0'.repeat(tickDecimals - 1)}1`;
        const price = (v: string) => (v ? formatPrice(v, { tickSize, locale }) : t('bot.common.none'));
        const stop = (priceValue: string, per: string) => (priceValue ? price(priceValue) : per ? formatPercent(per, { locale }) : t('bot.common.none'));
        const mode = MODE_KEY[p.grid_mode as 1 | 2 | 3] ?? 'neutral';
        return (
          <section className="fg-page fg-follow" aria-labelledby="fg-follow-title">
            <header className="fg-page__header">
              <h1 id="fg-follow-title">{t('bot.follow.title', { symbol: detail.symbol })}</h1>
              <p className="tb-muted">{t('bot.follow.owner', { name: detail.nick_name })}</p>
            </header>
            <dl className="fg-facts">
              <Fact term={t('bot.follow.apr')} ltr>{aprText(detail.total_apr, detail.operation_time, locale, t('bot.detail.aprPending'))}</Fact>
              <Fact term={t('bot.follow.pnl')} ltr>{detail.pnl_per ? formatPercent(detail.pnl_per, { locale }) : DASH}</Fact>
              <Fact term={t('bot.follow.arbitrage')} ltr>{String(detail.arbitrage_num)}</Fact>
              <Fact term={t('bot.follow.runningTime')}>{formatDuration({ ms: detail.operation_time }, { locale })}</Fact>
              <Fact term={t('bot.follow.followers')} ltr>{String(detail.follow_num)}</Fact>
              {detail.defeat_per ? <Fact term={t('bot.follow.defeat')} ltr>{formatPercent(detail.defeat_per, { locale })}</Fact> : null}
              <Fact term={t('bot.follow.mode')}>{`${t(`bot.mode.${mode}`)} · ${formatLeverage(p.leverage, { locale })}`}</Fact>
              <Fact term={t('bot.detail.range')} ltr>{`${price(p.min_price)} – ${price(p.max_price)}`}</Fact>
              <Fact term={t('bot.detail.grids')}>{`${p.cell_number} · ${t(p.grid_type === 2 ? 'bot.detail.geometric' : 'bot.detail.arithmetic')}`}</Fact>
              <Fact term={t('bot.detail.takeProfit')} ltr>{stop(p.take_profit_price, p.take_profit_per)}</Fact>
              <Fact term={t('bot.detail.stopLoss')} ltr>{stop(p.stop_loss_price, p.stop_loss_per)}</Fact>
              <Fact term={t('bot.follow.minInvestment')} ltr>{p.min_investment ? formatAmount(p.min_investment, detail.quote_token, { locale }) : DASH}</Fact>
            </dl>
            <div className="fg-actions">
              <Button variant="primary" size="lg" onClick={() => navigate(copyPath(area.path('create'), detail.bot_id, { symbol: detail.symbol }))}>
                {t('bot.follow.copy')}
              </Button>
              <p className="tb-muted">{t('bot.follow.copyHint')}</p>
            </div>
            <Link to={area.path('create')}>{t('bot.closeDetail.createAnother')}</Link>
          </section>
        );
      }}
    </BotPageState>
  );
}
