import { useState } from 'react';
import { PagedTable, tableStateOf } from '@tb/feature-bot-pages';
import { Link, useArea } from '@tb/router';
import { ProfitPill, type Column } from '@tb/ui';
import { formatAmount, formatDateTime } from '@tb/util-format';
import { useMartingaleRoundListQuery, type MartRoundListResult } from '../api/bot-endpoints';
import { useMartT } from './strings';
import { priceText } from './view';

type Round = MartRoundListResult['rounds'][number];

/** The bot's rounds, the running one first (get-fmart-round-list), server-paged; each round links to its detail. */
export function RoundsTable({ botId, coin, tickSize, pageSize, pollingInterval = 0 }: { botId: string; coin: string; tickSize: string; pageSize: number; pollingInterval?: number }) {
  const t = useMartT();
  const area = useArea();
  const locale = t.language;
  const [page, setPage] = useState(1);
  const query = useMartingaleRoundListQuery({ botId, page, limit: pageSize }, { pollingInterval, skipPollingIfUnfocused: true });
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const statusText = (status: string) => (status in STATUSES ? t(`rounds.statuses.${status as keyof typeof STATUSES}`) : status);
  const columns: Array<Column<Round>> = [
    {
      key: 'round',
      header: t('rounds.round'),
      rowHeader: true,
      cell: (r) => (
        <Link to={area.path('round', botId, String(r.round))} aria-label={t('rounds.open', { no: r.round })}>
          {ltr(`#${r.round}`)}
        </Link>
      ),
    },
    { key: 'status', header: t('rounds.status'), cell: (r) => statusText(r.status) },
    { key: 'adds', header: t('rounds.adds'), align: 'end', cell: (r) => ltr(String(r.adds)) },
    { key: 'avg', header: t('rounds.avgPrice'), align: 'end', cell: (r) => ltr(priceText(r.avg_price, tickSize, locale)) },
    { key: 'margin', header: t('rounds.margin'), align: 'end', cell: (r) => ltr(formatAmount(r.margin, coin, { locale })) },
    { key: 'profit', header: t('rounds.profit'), align: 'end', cell: (r) => <ProfitPill amount={r.profit} ratio={r.profit_per} coin={coin} locale={locale} /> },
    { key: 'start', header: t('rounds.started'), cell: (r) => ltr(formatDateTime(r.start_time, { locale })) },
    { key: 'end', header: t('rounds.ended'), cell: (r) => ltr(r.end_time > 0 ? formatDateTime(r.end_time, { locale }) : '') },
  ];
  return (
    <PagedTable<Round>
      label={t('rounds.label')}
      columns={columns}
      rows={query.data?.rounds ?? []}
      rowKey={(r) => String(r.round)}
      empty={t('rounds.empty')}
      page={page}
      total={query.data?.total ?? 0}
      pageSize={pageSize}
      onPage={setPage}
      {...tableStateOf(query)}
    />
  );
}

const STATUSES = { running: 1, take_profit: 1, stop_loss: 1, liquidation: 1, closed: 1 } as const;
