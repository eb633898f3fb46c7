import { PositionTable, type PositionRow } from '@tb/futures-ui';
import { useParams } from '@tb/router';
import { toBigNumber } from '@tb/util-format';
import { COMBO_COIN, useComboPositionsQuery } from '../api/bot-endpoints';
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
  // a liquidated or flat leg has no position to show
  const rows: PositionRow[] = (positions.data?.positions ?? [])
    .filter((p) => !p.liquidated && (toBigNumber(p.qty)?.isGreaterThan(0) ?? false))
    .map((p) => ({
      key: p.symbol,
      symbol: p.symbol,
      side: legSideOf(p.side),
      size: p.qty,
      entryPrice: p.entry_price,
      markPrice: p.mark_price,
      unrealisedPnl: p.unrealized_pnl,
      margin: p.margin,
      liquidationPrice: p.liquidation_price,
    }));
  return <ComboSubPage title={title}>{() => <PositionTable rows={rows} coin={COMBO_COIN} label={title} />}</ComboSubPage>;
}

export default withBotStrings(PositionsPage);
