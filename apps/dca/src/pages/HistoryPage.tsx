import '../detail/part';
import { useState } from 'react';
import { skipToken } from '@tb/data-access-api';
import { useLoginStatus } from '@tb/data-access-session';
import { useArea, useParams } from '@tb/router';
import { Pager, pageCount } from '@tb/feature-bot-pages';
import { useDcaOrderHistoryQuery, useDcaStatusQuery } from '../api/bot-endpoints';
import { Breadcrumb, PageState } from '../detail/PageState';
import { useDcaT } from '../i18n';
import { useFormats } from '../detail/format';
import { RoundsTable } from '../detail/RoundsTable';

/** Rows per page of the full history (the table body is virtualised). */
export const HISTORY_PAGE_SIZE = 50;

/**
 * All rounds of a bot (route `orders/:botId/history/`), newest first, a page
 * at a time with previous/next; each round links to its orders.
 */
export default function HistoryPage() {
  const t = useDcaT();
  const { botId = '' } = useParams();
  const area = useArea();
  const formats = useFormats(area.locale);
  const login = useLoginStatus();
  const [page, setPage] = useState(1);
  const args = login === 'logged-in' && botId ? { botId, page, limit: HISTORY_PAGE_SIZE } : skipToken;
  const history = useDcaOrderHistoryQuery(args, { refetchOnMountOrArgChange: true });
  const status = useDcaStatusQuery(login === 'logged-in' && botId ? botId : skipToken);
  const data = history.data;
  const pages = data ? pageCount(data.total, HISTORY_PAGE_SIZE) : 1;
  return (
    <PageState isLoading={history.isLoading} error={history.error} hasData={!!data} onRetry={() => void history.refetch()}>
      {() => (
        <div className="dca-page">
          <Breadcrumb items={[{ label: t('detail.title'), to: area.path('detail', botId) }, { label: t('rounds.historyTitle') }]} />
          <header className="dca-page__header">
            <h1>{t('rounds.historyTitle')}</h1>
            <p className="dca-muted">
              {t('common.botId')} <span dir="ltr">{botId}</span>
            </p>
          </header>
          <section className="dca-card" aria-busy={history.isFetching}>
            <RoundsTable botId={botId} rounds={data?.rounds ?? []} quoteCoin={status.data?.quote_coin ?? ''} formats={formats} virtual label={t('rounds.historyTitle')} />
            <Pager page={page} pages={pages} onPage={setPage} label={t('rounds.pagination')} />
          </section>
        </div>
      )}
    </PageState>
  );
}
