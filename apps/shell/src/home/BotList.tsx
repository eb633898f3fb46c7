import { useT } from '@tb/i18n';
import { Link } from '@tb/router';
import { Button, EmptyState, ProfitPill, Spinner, Table, type Column } from '@tb/ui';
import { BASE_PATH } from '@tb/util-env';
import { formatAmount } from '@tb/util-format';
import type { ShellTranslations } from '../i18n/shell-translations';
import { useShellListAllBotsQuery } from './api';
import { formatDateTime } from './dates';
import './strings';
import { AREA_OF_BOT, isBotType, type BotListStatus, type BotSummary } from './types';

export const BOTS_PER_PAGE = 10;

/** Amounts in a stablecoin show cents; any other quote coin keeps up to 8 decimals. */
const STABLE_QUOTES = new Set(['USDT', 'USDC', 'USD', 'FDUSD', 'DAI']);
const amountDecimals = (coin: string) => (STABLE_QUOTES.has(coin) ? 2 : undefined);

/**
 * One page of the user's running or closed bots (a lazy chunk: anonymous
 * visitors never download it, nor the decimal formatting it needs).
 */
export default function BotList({ status, locale, page, onPage }: { status: BotListStatus; locale: string; page: number; onPage: (page: number) => void }) {
  const t = useT<ShellTranslations>('shell');
  const { data, error, isLoading, isFetching, refetch } = useShellListAllBotsQuery({ status, page, limit: BOTS_PER_PAGE });
  const statusLabel = status === 'ongoing' ? t('home.myBots.running') : t('home.myBots.closed');

  if (isLoading) {
    return (
      <div role="status" className="tb-mybots__loading">
        <Spinner label={t('home.myBots.loading')} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="tb-inline-error" role="alert">
        <p>{t('home.myBots.error')}</p>
        <Button onClick={() => void refetch()}>{t('home.myBots.retry')}</Button>
      </div>
    );
  }
  if (data.bots.length === 0 && page === 1) {
    return status === 'ongoing' ? (
      <EmptyState title={t('home.myBots.emptyRunningTitle')} description={t('home.myBots.emptyRunningText')} />
    ) : (
      <EmptyState title={t('home.myBots.emptyClosedTitle')} description={t('home.myBots.emptyClosedText')} />
    );
  }

  const kindOf = (bot: BotSummary) => t(`home.myBots.botTypes.${isBotType(bot.bot_type) ? bot.bot_type : 'unknown'}`);
  const columns: Column<BotSummary>[] = [
    {
      key: 'bot',
      header: t('home.myBots.columns.bot'),
      rowHeader: true,
      cell: (bot) => (
        <span className="tb-botcell">
          <span className="tb-botcell__symbol">{bot.symbol}</span>
          <span className="tb-botcell__kind">{kindOf(bot)}</span>
        </span>
      ),
    },
    { key: 'investment', header: t('home.myBots.columns.investment'), align: 'end', cell: (bot) => formatAmount(bot.total_investment, bot.quote_token, { locale, decimals: amountDecimals(bot.quote_token) }) },
    {
      key: 'pnl',
      header: t('home.myBots.columns.pnl'),
      align: 'end',
      cell: (bot) => <ProfitPill amount={bot.total_pnl} ratio={bot.total_pnl_per} coin={bot.quote_token} decimals={amountDecimals(bot.quote_token)} locale={locale} />,
    },
    {
      key: 'time',
      header: status === 'ongoing' ? t('home.myBots.columns.created') : t('home.myBots.columns.ended'),
      cell: (bot) => formatDateTime(status === 'ongoing' ? bot.create_time : bot.end_time || bot.create_time, locale),
    },
    {
      key: 'action',
      header: t('home.myBots.columns.action'),
      align: 'end',
      cell: (bot) =>
        isBotType(bot.bot_type) ? (
          <Link
            className="tb-btn tb-btn--secondary tb-btn--sm"
            to={`${BASE_PATH}/${locale}/${AREA_OF_BOT[bot.bot_type]}/detail/${encodeURIComponent(bot.bot_id)}/`}
            aria-label={t('home.myBots.viewLabel', { kind: kindOf(bot), symbol: bot.symbol })}
          >
            {t('home.myBots.view')}
          </Link>
        ) : null,
    },
  ];
  const pageCount = Math.max(1, Math.ceil(data.total / BOTS_PER_PAGE));

  return (
    <div aria-busy={isFetching || undefined}>
      <Table label={t('home.myBots.tableLabel', { status: statusLabel })} columns={columns} rows={data.bots} rowKey={(bot) => bot.bot_id} />
      <div className="tb-pager">
        <span className="tb-muted">{t('home.myBots.total', { count: data.total })}</span>
        {pageCount > 1 ? (
          <nav aria-label={t('home.myBots.pager')} className="tb-pager__nav">
            <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('home.myBots.previous')}
            </Button>
            <span aria-live="polite">{t('home.myBots.page', { page, pages: pageCount })}</span>
            <Button size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
              {t('home.myBots.next')}
            </Button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
