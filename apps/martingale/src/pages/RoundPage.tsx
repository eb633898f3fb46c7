import { BotPageState, Breadcrumb, pageStateOf } from '@tb/feature-bot-pages';
import { Link, useArea, useParams } from '@tb/router';
import { Fact, ProfitPill, Table, type Column } from '@tb/ui';
import { formatAmount, formatDateTime, formatQuantity } from '@tb/util-format';
import { useMartingaleDetailQuery, useMartingaleRoundDetailQuery, type MartRoundDetailResult } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useMartT } from '../detail/strings';
import { percentText, priceText } from '../detail/view';

type Fill = MartRoundDetailResult['fills'][number];
const FILL_KINDS = { initial: 1, add: 1, take_profit: 1, stop_loss: 1, close: 1 } as const;

/**
 * One round (`round/:botId/:roundId`): its figures (adds, average cost,
 * margin posted — the take-profit base —, fees, funding, profit) and every
 * fill: the initial order, each add, and the take-profit (or closing) fill,
 * with price, size, fee and realised PnL.
 */
function RoundPage() {
  const t = useMartT();
  const { botId = '', roundId = '' } = useParams();
  const round = /^\d{1,9}$/.test(roundId) ? Number(roundId) : 0;
  const query = useMartingaleRoundDetailQuery({ botId, round }, { skip: round < 1 });
  const detail = useMartingaleDetailQuery(botId);
  const bot = detail.data?.fmart_detail;
  const data = query.data;
  return (
    <BotPageState
      {...pageStateOf(query, !!data)}
      error={round < 1 ? { statusCode: 404 } : query.error}
      title={t('roundPage.title', { no: roundId })}
    >
      {() => (data ? <RoundView data={data} botId={botId} tick={bot?.tick_size ?? ''} coin={bot?.quote_token ?? ''} symbol={bot?.symbol ?? ''} /> : null)}
    </BotPageState>
  );
}

function RoundView({ data, botId, tick, coin, symbol }: { data: MartRoundDetailResult; botId: string; tick: string; coin: string; symbol: string }) {
    const t = useMartT();
    const area = useArea();
    const locale = t.language;
    const r = data.round;
    const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
    const kindText = (f: Fill) => (f.kind in FILL_KINDS ? t(`roundPage.kinds.${f.kind as keyof typeof FILL_KINDS}`, { index: f.add_index }) : f.kind);
    const columns: Array<Column<Fill>> = [
      { key: 'kind', header: t('roundPage.kind'), rowHeader: true, cell: (f) => kindText(f) },
      { key: 'side', header: t('roundPage.side'), cell: (f) => (f.side === 'Buy' ? t('roundPage.buy') : t('roundPage.sell')) },
      { key: 'price', header: t('roundPage.price'), align: 'end', cell: (f) => ltr(priceText(f.price, tick, locale)) },
      { key: 'qty', header: t('roundPage.qty'), align: 'end', cell: (f) => ltr(formatQuantity(f.qty, { locale })) },
      { key: 'fee', header: t('roundPage.fee'), align: 'end', cell: (f) => <>{ltr(formatAmount(f.fee, coin, { locale }))} <span className="tb-fu-muted">{t(`roundPage.liquidity.${f.liquidity === 'maker' ? 'maker' : 'taker'}`)}</span></> },
      { key: 'pnl', header: t('roundPage.realised'), align: 'end', cell: (f) => ltr(formatAmount(f.realized_pnl, coin, { locale })) },
      { key: 'time', header: t('roundPage.time'), cell: (f) => ltr(formatDateTime(f.time, { locale })) },
    ];
    const title = t('roundPage.title', { no: r.round });
    return (
      <section className="tb-bp-page mart-round-page" aria-labelledby="mart-round-page-title">
        <Breadcrumb home={{ label: t('detail.pageTitle'), to: area.path('detail', botId) }} items={[{ label: title }]} />
        <header className="tb-bp-page__header">
          <h1 id="mart-round-page-title">{symbol ? `${title} · ${symbol}` : title}</h1>
          <p className="tb-bp-meta">{r.status in ROUND_STATUSES ? t(`rounds.statuses.${r.status as keyof typeof ROUND_STATUSES}`) : r.status}</p>
        </header>
        <dl className="tb-bp-card tb-bp-facts" data-testid="round-facts">
          <Fact term={t('round.adds')} ltr>{String(r.adds)}</Fact>
          <Fact term={t('round.avgCost')} ltr>{priceText(r.avg_price, tick, locale)}</Fact>
          <Fact term={t('roundPage.startPrice')} ltr>{priceText(r.start_price, tick, locale)}</Fact>
          <Fact term={t('roundPage.endPrice')} ltr>{priceText(r.end_price, tick, locale)}</Fact>
          <Fact term={t('roundPage.maxSize')} ltr>{formatQuantity(r.max_size, { locale })}</Fact>
          <Fact term={t('rounds.margin')} ltr>{formatAmount(r.margin, coin, { locale })}</Fact>
          <Fact term={t('roundPage.fees')} ltr>{formatAmount(r.fees, coin, { locale })}</Fact>
          <Fact term={t('roundPage.funding')} ltr>{formatAmount(r.funding, coin, { locale })}</Fact>
          <Fact term={t('rounds.profit')}>
            <ProfitPill amount={r.profit} coin={coin} locale={locale} />
          </Fact>
          <Fact term={t('roundPage.profitPer')} ltr>{percentText(r.profit_per, locale)}</Fact>
          <Fact term={t('rounds.started')} ltr>{formatDateTime(r.start_time, { locale })}</Fact>
          <Fact term={t('rounds.ended')} ltr>{r.end_time > 0 ? formatDateTime(r.end_time, { locale }) : t('rounds.statuses.running')}</Fact>
        </dl>
        <section className="tb-bp-card" aria-labelledby="mart-fills-title">
          <h2 id="mart-fills-title">{t('roundPage.fills')}</h2>
          <Table<Fill> className="tb-bp-cards" columns={columns} rows={data.fills} rowKey={(f, i) => `${f.kind}-${f.add_index}-${i}`} label={t('roundPage.fills')} empty={t('roundPage.fillsEmpty')} />
        </section>
        <div className="tb-bp-actions">
          <Link to={area.path('detail', botId)}>{t('roundPage.back')}</Link>
        </div>
      </section>
    );
}

const ROUND_STATUSES = { running: 1, take_profit: 1, stop_loss: 1, liquidation: 1, closed: 1 } as const;

export default withBotStrings(RoundPage);
