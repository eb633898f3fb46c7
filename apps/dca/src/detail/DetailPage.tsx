import './part';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DcaDetail } from '@tb/contracts';
import { skipToken } from '@tb/data-access-api';
import { CopyLinks, copyPath, LiveRunningTime, StatusPill, useCloseWords, useServerClock, type ServerClock, type StatusTone } from '@tb/feature-bot-pages';
import { useQuoteFeedStatus } from '@tb/data-access-quotes';
import { useLoginStatus } from '@tb/data-access-session';
import { Link, useArea, useNavigate, useParams } from '@tb/router';
import { Button, ProgressBar, Fact } from '@tb/ui';
import { toBigNumber } from '@tb/util-format';
import { dcaApi, useDcaOrderHistoryQuery, useDcaStatusQuery } from '../api/bot-endpoints';
import { Breadcrumb, PageState } from './PageState';
import { RoundsTable } from './RoundsTable';
import { useDcaT } from '../i18n';
import { joinList, useFormats, type Formats } from './format';
import { statusView } from './bot-view';
import { HoldingsTable, useLiveTotals } from './HoldingsTable';
import { NextBuy } from './NextBuy';
import { Pnl } from './Pnl';

const CloseDialog = lazy(() => import('./CloseDialog'));
const EditDialog = lazy(() => import('./EditDialog'));

/** How often a running bot's detail is refreshed (rounds, invested, next buy). */
export const STATUS_POLL_MS = 3_000;
const RECENT_ROUNDS = 5;

/** How each DCA status reads in the shared status pill. */
const STATUS_TONE: Readonly<Record<ReturnType<typeof statusView>, StatusTone>> = { running: 'up', buying: 'up', new: 'warn', cancelling: 'warn', completed: 'flat', unknown: 'flat' };

/**
 * A DCA bot (route `detail/:botId/`): status, the next buy counting down on
 * the exchange's clock, rounds done, invested against the cap, value and
 * PnL, holdings per coin with live prices, the latest rounds, and the
 * actions (edit the plan, close). Polls while running; stops once closed.
 */
export default function DetailPage() {
  const { botId = '' } = useParams();
  const login = useLoginStatus();
  const arg = login === 'logged-in' && botId ? botId : skipToken;
  // The cached answer decides whether to keep polling: a closed bot no longer changes.
  const cached = dcaApi.endpoints.dcaStatus.useQueryState(arg);
  const running = !cached.data || statusView(cached.data.status) !== 'completed';
  const status = useDcaStatusQuery(arg, {
    pollingInterval: running ? STATUS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
  const detail = status.data;

  return (
    <PageState isLoading={status.isLoading} error={status.error} hasData={!!detail} onRetry={() => void status.refetch()}>
      {() => <BotDetail detail={detail as DcaDetail} fulfilledAt={status.fulfilledTimeStamp ?? 0} />}
    </PageState>
  );
}

function BotDetail({ detail, fulfilledAt }: { detail: DcaDetail; fulfilledAt: number }) {
  const t = useDcaT();
  const words = useCloseWords();
  const area = useArea();
  const navigate = useNavigate();
  const formats = useFormats(area.locale);
  const feed = useQuoteFeedStatus();
  const [dialog, setDialog] = useState<'close' | 'edit' | null>(null);
  // Each answer re-reads the server's time (the shared client updates it from the envelope).
  const clock = useServerClock(fulfilledAt);

  const view = statusView(detail.status, detail.buying);
  const closed = view === 'completed';
  const quote = detail.quote_coin;
  const coins = joinList(detail.pairs.map((p) => p.base), area.locale);
  const recent = useDcaOrderHistoryQuery({ botId: detail.bot_id, page: 1, limit: RECENT_ROUNDS });
  const { refetch: refetchRecent } = recent;
  // A new round (or a close) shows up in the detail first: fetch the latest rounds then, not on a timer.
  const roundsKey = `${detail.rounds}:${detail.status}:${detail.buying}`;
  const seenKey = useRef(roundsKey);
  useEffect(() => {
    if (seenKey.current === roundsKey) return;
    seenKey.current = roundsKey;
    void refetchRecent();
  }, [roundsKey, refetchRecent]);

  return (
    <div className="dca-page dca-detail">
      <Breadcrumb items={[{ label: t('detail.title') }]} />
      <header className="dca-detail__header">
        <div>
          <h1>{t('detail.heading', { coins, quote })}</h1>
          <p className="dca-muted dca-detail__id">
            {t('common.botId')} <span dir="ltr">{detail.bot_id}</span>
          </p>
        </div>
        <StatusPill tone={STATUS_TONE[view]} data-testid="bot-status">
          {t(`status.${view}`)}
        </StatusPill>
        <div className="dca-actions">
          {!closed ? (
            <>
              <Button onClick={() => setDialog('edit')}>{t('detail.edit')}</Button>
              <Button variant="danger" className="dca-danger" onClick={() => setDialog('close')}>
                {t('detail.close')}
              </Button>
            </>
          ) : (
            <Link className="tb-btn tb-btn--primary tb-btn--md" to={area.path('close-detail', detail.bot_id)}>
              {t('detail.settlement')}
            </Link>
          )}
          <CopyLinks
            copyTo={copyPath(area.path('create'), detail.bot_id)}
            share={{ kind: 'DCA_SPOT', symbol: coins, returnFraction: detail.total_pnl_per, pnl: detail.total_pnl, coin: quote, runningMs: () => Math.max(0, (closed ? detail.end_time : (clock.now(performance.now()) ?? detail.create_time)) - detail.create_time), linkPath: area.path('create') }}
          />
        </div>
      </header>

      {closed ? (
        <p className="dca-note" role="status">
          {t('detail.closedBanner', { time: formats.dateTime(detail.end_time), reason: words('dcaReason', detail.close_reason) })}
        </p>
      ) : null}

      <section className="dca-card" aria-labelledby="dca-overview">
        <h2 id="dca-overview" className="dca-card__title">
          {t('detail.summary')}
        </h2>
        <Overview detail={detail} clock={clock} formats={formats} closed={closed} />
      </section>

      <section className="dca-card" aria-labelledby="dca-holdings">
        <div className="dca-card__head">
          <h2 id="dca-holdings" className="dca-card__title">
            {t('detail.holdings')}
          </h2>
          {!closed ? <span className={`dca-live${feed === 'open' ? '' : ' dca-live--off'}`}>{feed === 'open' ? t('detail.live') : t('detail.reconnecting')}</span> : null}
        </div>
        {detail.rounds === 0 && !closed ? <p className="dca-muted">{t('holdings.empty')}</p> : <HoldingsTable pairs={detail.pairs} quoteCoin={quote} formats={formats} />}
      </section>

      <section className="dca-card" aria-labelledby="dca-recent">
        <div className="dca-card__head">
          <h2 id="dca-recent" className="dca-card__title">
            {t('detail.recentRounds')}
          </h2>
          <Link to={area.path('orders', detail.bot_id, 'history')}>{t('detail.allRounds')}</Link>
        </div>
        <RoundsTable botId={detail.bot_id} rounds={recent.data?.rounds ?? []} quoteCoin={quote} formats={formats} label={t('detail.recentRounds')} />
      </section>

      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'close' ? (
            <CloseDialog detail={detail} formats={formats} onClose={() => setDialog(null)} onClosed={() => navigate(area.path('close-detail', detail.bot_id))} />
          ) : (
            <EditDialog detail={detail} formats={formats} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

/** The bot's figures as a list of terms (a grid of cards on wide screens, two columns on phones). */
function Overview({ detail, clock, formats, closed }: { detail: DcaDetail; clock: ServerClock; formats: Formats; closed: boolean }) {
  const t = useDcaT();
  const quote = detail.quote_coin;
  const cap = toBigNumber(detail.max_invest_amount);
  const hasCap = cap !== null && cap.gt(0);
  const invested = toBigNumber(detail.total_invested);
  const share = hasCap && invested ? Math.min(100, invested.div(cap).times(100).toNumber()) : 0;
  const tp = toBigNumber(detail.take_profit_per);
  // running: at the live prices the holdings show; closed: the settlement
  const live = useLiveTotals(detail);
  const value = !closed && live ? live.value : detail.current_value;
  const pnl = !closed && live ? { amount: live.pnl, ratio: live.ratio } : { amount: detail.total_pnl, ratio: detail.total_pnl_per };
  return (
    <dl className="dca-facts dca-facts--grid">
      {!closed ? (
        <div className="dca-facts__wide">
          <dt>{t('detail.nextBuy')}</dt>
          <dd>
            <NextBuy nextBuyTime={detail.next_buy_time} buying={detail.buying} clock={clock} formats={formats} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('detail.rounds')}</dt>
        <dd data-testid="rounds-done">{formats.count(detail.rounds)}</dd>
      </div>
      <div>
        <dt>{t('detail.invested')}</dt>
        <dd data-testid="total-invested">
          {formats.amount(detail.total_invested, quote)}
        </dd>
      </div>
      <div>
        <dt>{t('detail.cap')}</dt>
        <dd>
          {hasCap ? (
            <>
              <span dir="ltr">{formats.amount(detail.max_invest_amount, quote)}</span>
              <ProgressBar value={share} label={t('detail.capUsed')} />
            </>
          ) : (
            t('detail.noCap')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('detail.value')}</dt>
        <dd data-testid="current-value">{formats.amount(value, quote)}</dd>
      </div>
      <div className="dca-facts__phone-wide">
        <dt>{t('detail.pnl')}</dt>
        <dd>
          <Pnl amount={pnl.amount} ratio={pnl.ratio} coin={quote} locale={formats.locale} />
        </dd>
      </div>
      {tp !== null && tp.gt(0) ? (
        <Fact term={t('detail.realised')}>{formats.pnl(detail.realised_profit, quote)}</Fact>
      ) : null}
      <Fact term={t('detail.frequency')}>{formats.duration(detail.frequency_in_second)}</Fact>
      <Fact term={t('detail.takeProfit')}>{tp !== null && tp.gt(0) ? formats.fractionPercent(detail.take_profit_per) : t('detail.off')}</Fact>
      <Fact term={t('detail.created')}>{formats.dateTime(detail.create_time)}</Fact>
      <Fact term={t('detail.runningFor')}>{closed ? formats.runningFor(detail.end_time - detail.create_time) : <LiveRunningTime since={detail.create_time} clock={clock} withVerb={false} />}</Fact>
    </dl>
  );
}
