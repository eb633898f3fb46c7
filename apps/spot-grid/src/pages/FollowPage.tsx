import { useT } from '@tb/i18n';
import { Link, useArea, useNavigate, useParams, useSearchParams } from '@tb/router';
import { useIsLoggedIn, useRequireLogin } from '@tb/data-access-session';
import { skipToken } from '@tb/data-access-api';
import { Button, EmptyState, Spinner, Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPercent, formatPrice, toBigNumber } from '@tb/util-format';
import { copyPath } from '@tb/feature-bot-pages';
import { aprText } from '@tb/feature-bot-pages';
import { useSpotGridFollowDetailQuery } from '../api/endpoints';
import { NAMESPACE, type Translations } from '../i18n';
import '../lazy-part';

/** Spec §9: the defeat percentage is shown only from 0.6. */
export const DEFEAT_SHOWN_FROM = '0.6';

/**
 * Another user's grid that may be copied: who runs it, how it did (total
 * APR, trades, running time), its settings, and "Copy", which opens the
 * create form filled with its parameters (`create/?copy=<grid_id>`).
 */
export default function FollowPage() {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const navigate = useNavigate();
  // opened from the ranking: the copy is attributed to the rank list (create-grid block_source 3)
  const fromRank = useSearchParams()[0].get('from') === 'rank';
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const { botId = '' } = useParams();
  const query = useSpotGridFollowDetailQuery(loggedIn ? botId : skipToken);
  const detail = query.data?.detail;
  const locale = t.language;

  if (!loggedIn) {
    return (
      <section className="sg-page" aria-labelledby="sg-follow-title">
        <h1 id="sg-follow-title">{t('follow.title')}</h1>
        <EmptyState headingLevel={2} title={t('create.readOnly')} action={<Button variant="primary" onClick={() => requireLogin()}>{t('create.logIn')}</Button>} />
      </section>
    );
  }
  if (query.isLoading) return <Spinner size="lg" label={t('common.loading')} />;
  if (!detail) {
    return (
      <section className="sg-page" aria-labelledby="sg-follow-title">
        <h1 id="sg-follow-title">{t('follow.title')}</h1>
        <EmptyState headingLevel={2} title={t('common.notFound')} action={<Link to={area.path('create')}>{t('closeDetail.createAnother')}</Link>} />
      </section>
    );
  }
  const tickSize = detail.parameters.min_price.includes('.') ? `0.${'0'.repeat(detail.parameters.min_price.split('.')[1].length - 1)}1` : '1';
  const price = (v: string) => (v ? formatPrice(v, { tickSize, locale }) : t('common.none'));
  const defeat = toBigNumber(detail.defeat_per);
  const p = detail.parameters;
  return (
    <section className="sg-page sg-follow" aria-labelledby="sg-follow-title">
      <header className="sg-page__header">
        <div>
          <h1 id="sg-follow-title">{`${t('follow.title')} · ${detail.base_token}/${detail.quote_token}`}</h1>
          <p className="tb-muted">{t('follow.owner', { name: detail.nick_name })}</p>
        </div>
      </header>
      <dl className="sg-card sg-summary sg-summary--large">
        <Fact term={t('follow.apr')} ltr>{aprText(detail.total_apr, Number(detail.operation_time), locale, t('detail.aprPending'))}</Fact>
        <Fact term={t('follow.arbitrage')} ltr>{detail.arbitrage_num}</Fact>
        <Fact term={t('follow.runningTime')}>{formatDuration({ ms: detail.operation_time }, { locale })}</Fact>
        <Fact term={t('detail.range')} ltr>{`${price(p.min_price)} – ${price(p.max_price)}`}</Fact>
        <Fact term={t('detail.grids')} ltr>{`${p.cell_number} · ${p.grid_type === 2 ? t('create.geometric') : t('create.arithmetic')}`}</Fact>
        <div>
          <dt>{t('follow.entry')}</dt>
          <dd>
            <bdi>{price(detail.entry_price)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('follow.takeProfit')}</dt>
          <dd>
            <bdi>{detail.take_profit_price ? price(detail.take_profit_price) : p.take_profit_per ? formatPercent(p.take_profit_per, { locale }) : t('common.none')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('follow.stopLoss')}</dt>
          <dd>
            <bdi>{detail.stop_loss_price ? price(detail.stop_loss_price) : p.stop_loss_per ? formatPercent(p.stop_loss_per, { locale }) : t('common.none')}</bdi>
          </dd>
        </div>
        {defeat && defeat.isGreaterThanOrEqualTo(DEFEAT_SHOWN_FROM) ? (
          <Fact term={t('follow.defeat')} ltr>{formatPercent(detail.defeat_per, { locale })}</Fact>
        ) : null}
        <Fact term={t('follow.minInvestment')} ltr>{p.min_investment ? formatAmount(p.min_investment, detail.quote_token, { locale }) : DASH}</Fact>
      </dl>
      <div className="sg-actions">
        <Button variant="primary" size="lg" onClick={() => navigate(copyPath(area.path('create'), detail.grid_id, { symbol: detail.symbol, ...(fromRank ? { from: 'rank' } : {}) }))}>
          {t('follow.copy')}
        </Button>
        <p className="tb-muted sg-small">{t('follow.copyHint')}</p>
      </div>
    </section>
  );
}
