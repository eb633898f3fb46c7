import '../detail/part';
import { skipToken } from '@tb/data-access-api';
import { useLoginStatus } from '@tb/data-access-session';
import { CloseDetailScaffold, closeDetailLinks, useCloseWords } from '@tb/feature-bot-pages';
import { Link, useArea, useParams } from '@tb/router';
import { toBigNumber } from '@tb/util-format';
import { useDcaCloseDetailQuery } from '../api/bot-endpoints';
import { Breadcrumb, PageState } from '../detail/PageState';
import { closeModeView, statusView } from '../detail/bot-view';
import { useDcaT } from '../i18n';
import { useFormats } from '../detail/format';

/**
 * The settlement of a closed bot (route `close-detail/:botId/`) on the shared
 * close-detail scaffold: why and when it closed, how it settled, what it
 * invested and returned, and the final PnL as realised (take-profit sells)
 * and on the coins held at close, side by side with the total. A bot still
 * running says so and links back to its detail.
 */
export default function CloseDetailPage() {
  const t = useDcaT();
  const words = useCloseWords();
  const { botId = '' } = useParams();
  const area = useArea();
  const formats = useFormats(area.locale);
  const login = useLoginStatus();
  const query = useDcaCloseDetailQuery(login === 'logged-in' && botId ? botId : skipToken, { refetchOnMountOrArgChange: true });
  const d = query.data;
  return (
    <PageState isLoading={query.isLoading} error={query.error} hasData={!!d} onRetry={() => void query.refetch()}>
      {() => {
        const detail = d!;
        const quote = detail.quote_coin;
        const mode = closeModeView(detail.close_mode);
        const invested = toBigNumber(detail.total_invested);
        const ratio = (amount: string) => {
          const a = toBigNumber(amount);
          return a && invested && !invested.isZero() ? a.div(invested).toFixed(8) : undefined;
        };
        const held = (toBigNumber(detail.final_pnl) ?? toBigNumber('0')!).minus(toBigNumber(detail.realised_profit) ?? 0).toFixed();
        return (
          <div className="dca-page">
            <Breadcrumb items={[{ label: t('detail.title'), to: area.path('detail', botId) }, { label: t('closeDetail.title') }]} />
            <CloseDetailScaffold
              title={t('closeDetail.heading', { id: detail.bot_id })}
              closed={statusView(detail.status) === 'completed'}
              {...closeDetailLinks(area, botId, { followable: false })}
              share={{ kind: 'DCA_SPOT', symbol: detail.assets.map((a) => a.coin).filter((c) => c !== quote).join(', ') || quote, returnFraction: detail.final_pnl_per, pnl: detail.final_pnl, coin: quote, runningMs: (detail.end_time || detail.create_time) - detail.create_time, linkPath: area.path('create') }}
              reason={words('dcaReason', detail.close_reason)}
              settlement={<span data-testid="close-mode">{mode === 'quote' ? t('closeMode.quote', { quote }) : t(`closeMode.${mode}`)}</span>}
              coin={quote}
              pnl={[
                { role: 'realised', label: t('closeDetail.realised'), amount: detail.realised_profit, ratio: ratio(detail.realised_profit) },
                { role: 'floating', label: t('closeDetail.unrealised'), amount: held, ratio: ratio(held) },
                { role: 'total', label: t('closeDetail.pnl'), amount: detail.final_pnl, ratio: detail.final_pnl_per },
              ]}
              facts={[
                { label: t('closeDetail.closedAt'), value: formats.dateTime(detail.end_time) },
                { label: t('closeDetail.ranFor'), value: formats.runningFor((detail.end_time || detail.create_time) - detail.create_time) },
                { label: t('closeDetail.rounds'), value: formats.count(detail.rounds) },
                { label: t('closeDetail.invested'), value: formats.amount(detail.total_invested, quote) },
                { label: t('closeDetail.finalValue'), value: formats.amount(detail.final_value, quote) },
              ]}
              actions={
                <>
                  <Link className="tb-btn tb-btn--primary tb-btn--md" to={area.path('create')}>
                    {t('closeDetail.another')}
                  </Link>
                  <Link className="tb-btn tb-btn--secondary tb-btn--md" to={area.path('orders', botId, 'history')}>
                    {t('detail.allRounds')}
                  </Link>
                </>
              }
            >
              <section className="dca-card" aria-labelledby="dca-assets">
                <h2 id="dca-assets" className="dca-card__title">
                  {t('closeDetail.assets')}
                </h2>
                {detail.assets.length ? (
                  <ul className="dca-assets" data-testid="settled-assets">
                    {detail.assets.map((asset) => (
                      <li key={asset.coin}>
                        <strong>{asset.coin}</strong> <bdi dir="ltr">{formats.qty(asset.amount)}</bdi>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="dca-muted">{t('closeDetail.noAssets')}</p>
                )}
              </section>
            </CloseDetailScaffold>
          </div>
        );
      }}
    </PageState>
  );
}
