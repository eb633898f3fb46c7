import { useT } from '@tb/i18n';
import { aprText, FollowScaffold, gridPriceText, gridRange } from '@tb/feature-bot-pages';
import { Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration } from '@tb/util-format';
import type { SpotGridFollowDetailResult } from '@tb/contracts';
import { useSpotGridFollowDetailQuery } from '../api/follow-endpoint';
import { NAMESPACE, type Translations } from '../i18n';
import '../detail/part';

/**
 * Another user's grid that may be copied (query-follow-grid-detail) on the
 * shared follow scaffold: how it did (total APR, trades, running time), its
 * range and stops, and the scaffold's entry-vs-now, curve and Copy, which
 * opens the create form with `?symbol=…&copy=<grid_id>`.
 */
export default function FollowPage() {
  const t = useT<Translations>(NAMESPACE);
  return (
    <FollowScaffold useDetail={useSpotGridFollowDetailQuery} idPrefix="sg-follow" pageTitle={t('follow.title')} view={(d: SpotGridFollowDetailResult['detail'], locale) => {
      const p = d.parameters;
      const grid = gridRange(p.min_price, p.max_price);
      const { price, stop } = gridPriceText(grid, locale, t('common.none'));
      return {
        title: `${t('follow.title')} · ${d.base_token}/${d.quote_token}`,
        grid,
        facts: (
          <>
            <Fact term={t('follow.apr')} ltr>{aprText(d.total_apr, d.operation_time, locale, t('detail.aprPending'))}</Fact>
            <Fact term={t('follow.arbitrage')} ltr>{String(d.arbitrage_num)}</Fact>
            <Fact term={t('follow.runningTime')}>{formatDuration({ ms: d.operation_time }, { locale })}</Fact>
          </>
        ),
        parameters: (
          <>
            <Fact term={t('detail.range')} ltr>{`${price(p.min_price)} – ${price(p.max_price)}`}</Fact>
            <Fact term={t('detail.grids')}>{`${p.cell_number} · ${p.grid_type === 2 ? t('create.geometric') : t('create.arithmetic')}`}</Fact>
            <Fact term={t('follow.entry')} ltr>{price(d.entry_price)}</Fact>
            <Fact term={t('follow.takeProfit')} ltr>{stop(d.take_profit_price, p.take_profit_per)}</Fact>
            <Fact term={t('follow.stopLoss')} ltr>{stop(d.stop_loss_price, p.stop_loss_per)}</Fact>
            <Fact term={t('follow.minInvestment')} ltr>{p.min_investment ? formatAmount(p.min_investment, d.quote_token, { locale }) : DASH}</Fact>
          </>
        ),
        copy: { botId: d.grid_id, extra: { symbol: d.symbol } },
        card: { kind: 'GRID_SPOT', symbol: `${d.base_token}/${d.quote_token}` },
      };
    }} />
  );
}
