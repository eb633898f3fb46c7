import { BotPageState, Breadcrumb, pageStateOf } from '@tb/feature-bot-pages';
import { PositionTable, type PositionRow } from '@tb/futures-ui';
import { useArea, useParams } from '@tb/router';
import { useComboDetailQuery, useComboPositionsQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { legSideOf } from '../detail/view';

/**
 * The combo's open positions, one isolated position per leg (get-positions),
 * on the futures family's PositionTable: size, entry, mark, unrealised PnL
 * and its ratio, margin, margin ratio, liquidation price, real leverage.
 */
function PositionsPage() {
  const t = useComboT();
  const area = useArea();
  const { botId = '' } = useParams();
  const detailQuery = useComboDetailQuery(botId);
  const detail = detailQuery.data?.detail;
  const positions = useComboPositionsQuery(botId, { pollingInterval: 5_000, skipPollingIfUnfocused: true });
  const title = t('positionsPage.title');
  const rows: PositionRow[] = (positions.data?.list ?? []).map((p) => ({
    key: p.symbol,
    symbol: p.symbol,
    side: legSideOf(p.side),
    size: p.size,
    entryPrice: p.entry_price,
    markPrice: p.mark_price,
    unrealisedPnl: p.unrealized_pnl,
    margin: p.position_margin,
    liquidationPrice: p.liq_price,
    maintenanceMargin: p.maintenance_margin || undefined,
  }));
  return (
    <BotPageState {...pageStateOf(detailQuery, !!detail)} title={title}>
      {() =>
        detail ? (
          <section className="tb-bp-page" aria-labelledby="combo-positions-title">
            <Breadcrumb home={{ label: t('detail.pageTitle'), to: area.path('detail', botId) }} items={[{ label: title }]} />
            <h1 id="combo-positions-title">{`${title} · ${detail.bot_name}`}</h1>
            <PositionTable rows={rows} coin={detail.quote_token || 'USDT'} label={title} />
          </section>
        ) : null
      }
    </BotPageState>
  );
}

export default withBotStrings(PositionsPage);
