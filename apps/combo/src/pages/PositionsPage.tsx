import { PositionTable, type PositionRow } from '@tb/futures-ui';
import { useParams } from '@tb/router';
import { useComboPositionsQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { legSideOf } from '../detail/view';
import { ComboSubPage } from './SubPage';

/**
 * The combo's open positions, one isolated position per leg (get-positions),
 * on the futures family's PositionTable: size, entry, mark, unrealised PnL
 * and its ratio, margin, margin ratio, liquidation price, real leverage.
 */
function PositionsPage() {
  const t = useComboT();
  const { botId = '' } = useParams();
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
  return <ComboSubPage title={title}>{(detail) => <PositionTable rows={rows} coin={detail.quote_token || 'USDT'} label={title} />}</ComboSubPage>;
}

export default withBotStrings(PositionsPage);
