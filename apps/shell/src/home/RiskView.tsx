import { memo } from 'react';
import { useKindName, useT } from '@tb/i18n';
import { Link } from '@tb/router';
import type { RiskPosition } from '@tb/contracts';
import { useQuote } from '@tb/data-access-quotes';
import { Button, EmptyState, ProfitPill, Spinner } from '@tb/ui';
import { BASE_PATH } from '@tb/util-env';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { BigNumber, formatAmount, formatDecimal, formatPercent, toBigNumber } from '@tb/util-format';
import type { ShellTranslations } from '../i18n/shell-translations';
import { useShellRiskViewQuery } from '../chrome/notices/api';
import homeRisk from '../i18n/en/home-risk';
import { registerShellSourcePart } from '../i18n/shell-translations';
import './strings';

// The tab's own English strings come with this chunk (visitors never download them).
registerShellSourcePart({ home: { risk: homeRisk } });

/** The live distance: |price − liquidation| / price, 8 places rounded down (the pages' `markDistance`), or null. */
export function liveDistance(price: string | undefined, liq: string): string | null {
  const p = toBigNumber(price ?? '');
  const l = toBigNumber(liq);
  if (p === null || l === null || !p.isGreaterThan(0)) return null;
  return p.minus(l).abs().div(p).decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed();
}

/**
 * My bots → Risk (issue 31): every open position of the trader's running
 * futures bots (a combo: each leg), nearest liquidation first, as cards (one
 * column on phones, a grid on wide screens): margin, margin ratio, distance
 * to liquidation, unrealised PnL, funding paid, the alert and the guard; then
 * the net exposure per coin across all bots (long and short offset). The
 * server's figures refresh every 15 s; each card's price and distance follow
 * the quote feed on their own (`useQuote` in a memoised card), so a tick
 * re-renders that card only, never the list.
 */
export default function RiskView({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const { data, error, isLoading, refetch } = useShellRiskViewQuery(undefined, { pollingInterval: 15_000 });
  if (isLoading) {
    return (
      <div role="status" className="tb-mybots__loading">
        <Spinner label={t('home.risk.loading')} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="tb-inline-error" role="alert">
        <p>{t('home.risk.error')}</p>
        <Button onClick={() => void refetch()}>{t('home.risk.retry')}</Button>
      </div>
    );
  }
  return (
    <div className="tb-risk">
      <h3 className="tb-visually-hidden">{t('home.risk.title')}</h3>
      {data.positions.length === 0 ? (
        <EmptyState title={t('home.risk.empty')} />
      ) : (
        <ol className="tb-risk__list" aria-label={t('home.risk.listLabel')}>
          {data.positions.map((p) => (
            <RiskCard key={`${p.bot_id}-${p.symbol}`} p={p} locale={locale} />
          ))}
        </ol>
      )}
      {data.exposure.length > 0 ? (
        <section aria-labelledby="tb-risk-exposure">
          <h3 id="tb-risk-exposure" className="tb-risk__subtitle">
            {t('home.risk.exposure')}
          </h3>
          <table className="tb-risk__exposure" aria-label={t('home.risk.exposureLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('home.risk.coin')}</th>
                <th scope="col">{t('home.risk.netSize')}</th>
                <th scope="col">{t('home.risk.netValue')}</th>
                <th scope="col">{t('home.risk.longValue')}</th>
                <th scope="col">{t('home.risk.shortValue')}</th>
              </tr>
            </thead>
            <tbody>
              {data.exposure.map((e) => (
                <tr key={e.coin}>
                  <th scope="row">{e.coin}</th>
                  <td data-label={t('home.risk.netSize')}>{formatDecimal(e.net_size, { locale })}</td>
                  <td data-label={t('home.risk.netValue')}>{formatAmount(e.net_value, undefined, { locale })}</td>
                  <td data-label={t('home.risk.longValue')}>{formatAmount(e.long_value, undefined, { locale })}</td>
                  <td data-label={t('home.risk.shortValue')}>{formatAmount(e.short_value, undefined, { locale })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

const RiskCard = memo(function RiskCard({ p, locale }: { p: RiskPosition; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
  const quote = useQuote(p.symbol);
  const price = quote?.close ?? p.mark_price;
  const distance = p.liq_price === '' ? null : (liveDistance(price, p.liq_price) ?? (p.distance || null));
  const kind = BOT_KINDS.find((k) => k.listType === p.bot_type);
  const kindLabel = kindName(kind?.navKey ?? null, p.bot_type);
  const href = kind ? `${BASE_PATH}/${locale}/${kind.area}/detail/${p.bot_id}/` : `${BASE_PATH}/${locale}/`;
  const pct = (x: string) => formatPercent(x, { locale });
  const alertHit = distance !== null && p.alert_percent !== '' && new BigNumber(distance).lte(p.alert_percent);
  const title = t('home.risk.position', { symbol: p.symbol, side: t(`home.risk.side.${p.side}`), kind: kindLabel });
  return (
    <li className={`tb-risk__card${alertHit || p.warned ? ' tb-risk__card--warn' : ''}`} data-testid="risk-card" data-bot={p.bot_id}>
      <h4 className="tb-risk__title">
        <Link to={href}>{title}</Link>
      </h4>
      <dl className="tb-risk__figures">
        <div>
          <dt>{t('home.risk.distance')}</dt>
          <dd data-testid="risk-distance">{distance === null ? t('home.risk.unreachable') : pct(distance)}</dd>
        </div>
        <div>
          <dt>{t('home.risk.liqPrice')}</dt>
          <dd>{p.liq_price === '' ? t('home.risk.unreachable') : formatDecimal(p.liq_price, { locale })}</dd>
        </div>
        <div>
          <dt>{t('home.risk.price')}</dt>
          <dd>{formatDecimal(price, { locale })}</dd>
        </div>
        <div>
          <dt>{t('home.risk.margin')}</dt>
          <dd>{formatAmount(p.margin, p.quote_coin, { locale })}</dd>
        </div>
        <div>
          <dt>{t('home.risk.marginRatio')}</dt>
          <dd>{p.margin_ratio === '' ? t('home.risk.unreachable') : pct(p.margin_ratio)}</dd>
        </div>
        <div>
          <dt>{t('home.risk.upnl')}</dt>
          <dd>
            <ProfitPill amount={p.unrealised_pnl} coin={p.quote_coin} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t('home.risk.funding')}</dt>
          <dd>{formatAmount(p.funding_paid, p.quote_coin, { locale })}</dd>
        </div>
        <div>
          <dt>{t('home.risk.guard')}</dt>
          <dd>{p.paused ? t('home.risk.guardPaused', { distance: pct(p.guard_percent) }) : p.guard_percent === '' ? t('home.risk.guardOff') : t('home.risk.guardOn', { distance: pct(p.guard_percent) })}</dd>
        </div>
      </dl>
      {p.alert_percent !== '' ? <p className="tb-risk__note">{alertHit || p.warned ? t('home.risk.warned') : t('home.risk.alert', { distance: pct(p.alert_percent) })}</p> : null}
    </li>
  );
});
