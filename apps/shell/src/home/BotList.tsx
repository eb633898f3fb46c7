import { useKindName, useT } from '@tb/i18n';
import { Link } from '@tb/router';
import { PagedTable } from '@tb/feature-bot-pages';
import { Button, EmptyState, ProfitPill, Spinner, type Column } from '@tb/ui';
import { nameKeyOf } from '@tb/util-bot-kinds';
import { BASE_PATH } from '@tb/util-env';
import { formatAmount, formatLeverageE2, formatPairs } from '@tb/util-format';
import type { ShellTranslations } from '../i18n/shell-translations';
import { BOTS_PER_PAGE, useShellListAllBotsQuery } from './api';
import { formatDateTime } from './dates';
import './strings';
import { AREA_OF_BOT, copyRolesOf, isBotType, type BotListStatus, type BotSummary } from './types';

export { BOTS_PER_PAGE };

/**
 * One page of the user's running or closed bots (a lazy chunk: anonymous
 * visitors never download it, nor the decimal formatting it needs), on the
 * shared paged table: a table on wide screens, one card per bot on phones
 * (every figure visible, none pushed off-screen). Each bot's pair (BTC/USDT)
 * and kind is the link to its detail page; the link's name also carries the
 * bot's id, so two bots of the same pair never share a name.
 */
/** A futures bot's leverage × 100 from its list row (futures grid, martingale, combo), undefined for spot kinds. */
const leverageOf = (bot: BotSummary): number | undefined => bot.fgridBot?.leverageE2 ?? bot.fmartinBot?.leverageE2 ?? bot.fcomboBot?.leverageE2;

export default function BotList({ status, locale, page, onPage }: { status: BotListStatus; locale: string; page: number; onPage: (page: number) => void }) {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
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

  const kindOf = (bot: BotSummary) => kindName(nameKeyOf(bot.bot_type), t('home.myBots.botTypes.unknown'));
  const columns: Column<BotSummary>[] = [
    {
      key: 'bot',
      header: t('home.myBots.columns.bot'),
      rowHeader: true,
      cell: (bot) => {
        const pair = <bdi dir="ltr">{formatPairs(bot.base_token, bot.quote_token)}</bdi>;
        const body = (
          <>
            <span className="tb-botcell__symbol">{pair}</span>
            <span className="tb-botcell__kind">
              {kindOf(bot)}
              {copyRolesOf(bot).map((role) => (
                <span key={role} className="tb-botcell__tag">{`${t('home.myBots.productTags.separator')}${t(`home.myBots.productTags.${role}`)}`}</span>
              ))}
              {leverageOf(bot) === undefined ? null : (
                <span className="tb-botcell__tag">{`${t('home.myBots.productTags.separator')}${t('home.myBots.productTags.leverage', { leverage: formatLeverageE2(leverageOf(bot)!, { locale }) })}`}</span>
              )}
            </span>
            <span className="tb-visually-hidden">{`, ${t('home.myBots.botId', { id: bot.bot_id })}`}</span>
          </>
        );
        return isBotType(bot.bot_type) ? (
          <Link className="tb-botcell" to={`${BASE_PATH}/${locale}/${AREA_OF_BOT[bot.bot_type]}/detail/${encodeURIComponent(bot.bot_id)}/`}>
            {body}
          </Link>
        ) : (
          <span className="tb-botcell">{body}</span>
        );
      },
    },
    {
      key: 'investment',
      header: t('home.myBots.columns.investment'),
      align: 'end',
      cell: (bot) => <bdi dir="ltr">{formatAmount(bot.total_investment, bot.quote_token, { locale })}</bdi>,
    },
    {
      key: 'pnl',
      header: t('home.myBots.columns.pnl'),
      align: 'end',
      cell: (bot) => <ProfitPill amount={bot.total_pnl} ratio={bot.total_pnl_per} coin={bot.quote_token} locale={locale} />,
    },
    {
      key: 'time',
      header: status === 'ongoing' ? t('home.myBots.columns.created') : t('home.myBots.columns.ended'),
      align: 'end',
      cell: (bot) => <bdi>{formatDateTime(status === 'ongoing' ? bot.create_time : bot.end_time || bot.create_time, locale)}</bdi>,
    },
  ];

  return (
    <div className="tb-mybots__list">
      <PagedTable<BotSummary>
        label={t('home.myBots.tableLabel', { status: statusLabel })}
        columns={columns}
        rows={data.bots}
        rowKey={(bot) => bot.bot_id}
        empty={status === 'ongoing' ? t('home.myBots.emptyRunningTitle') : t('home.myBots.emptyClosedTitle')}
        page={page}
        total={data.total}
        pageSize={BOTS_PER_PAGE}
        onPage={onPage}
        isFetching={isFetching}
      />
      <p className="tb-muted tb-mybots__total">{t('home.myBots.total', { count: data.total })}</p>
    </div>
  );
}
