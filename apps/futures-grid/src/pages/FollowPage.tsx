import { aprText, FollowScaffold, gridPriceText, gridRange } from '@tb/feature-bot-pages';
import { Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatLeverage, formatPercent } from '@tb/util-format';
import type { FuturesGridFollowResult } from '@tb/contracts';
import { useFuturesGridFollowDetailQuery } from '../api/create-endpoints';
import { useBotT } from '../detail/strings';
import '../detail/part';

const MODE_KEY = { 1: 'neutral', 2: 'long', 3: 'short' } as const;

/**
 * Another trader's futures grid that may be copied (get-follow-fgrid-detail)
 * on the shared follow scaffold: how it did (APR after a day, PnL, round
 * trips, running time), its mode, leverage, range and stops; Copy opens the
 * create form with `?symbol=…&copy=<bot_id>`.
 */
export default function FollowPage() {
  const t = useBotT();
  // useDetail: the same call (and cache entry) the create page's copy reads
  return (
    <FollowScaffold useDetail={useFuturesGridFollowDetailQuery} idPrefix="fg-follow" pageTitle={t('bot.follow.title', { symbol: '' })} view={(d: FuturesGridFollowResult['detail'], locale) => {
      const p = d.parameters;
      const grid = gridRange(p.min_price, p.max_price);
      const { price, stop } = gridPriceText(grid, locale, t('bot.common.none'));
      const mode = MODE_KEY[p.grid_mode as 1 | 2 | 3] ?? 'neutral';
      return {
        title: t('bot.follow.title', { symbol: d.symbol }),
        grid,
        facts: (
          <>
            <Fact term={t('bot.follow.apr')} ltr>{aprText(d.total_apr, d.operation_time, locale, t('bot.detail.aprPending'))}</Fact>
            <Fact term={t('bot.follow.pnl')} ltr>{d.pnl_per ? formatPercent(d.pnl_per, { locale }) : DASH}</Fact>
            <Fact term={t('bot.follow.arbitrage')} ltr>{String(d.arbitrage_num)}</Fact>
            <Fact term={t('bot.follow.runningTime')}>{formatDuration({ ms: d.operation_time }, { locale })}</Fact>
          </>
        ),
        parameters: (
          <>
            <Fact term={t('bot.follow.mode')}>{`${t(`bot.mode.${mode}`)} · ${formatLeverage(p.leverage, { locale })}`}</Fact>
            <Fact term={t('bot.detail.range')} ltr>{`${price(p.min_price)} – ${price(p.max_price)}`}</Fact>
            <Fact term={t('bot.detail.grids')}>{`${p.cell_number} · ${t(p.grid_type === 2 ? 'bot.detail.geometric' : 'bot.detail.arithmetic')}`}</Fact>
            <Fact term={t('bot.detail.takeProfit')} ltr>{stop(p.take_profit_price, p.take_profit_per)}</Fact>
            <Fact term={t('bot.detail.stopLoss')} ltr>{stop(p.stop_loss_price, p.stop_loss_per)}</Fact>
            <Fact term={t('bot.follow.minInvestment')} ltr>{p.min_investment ? formatAmount(p.min_investment, d.quote_token, { locale }) : DASH}</Fact>
          </>
        ),
        copy: { botId: d.bot_id, extra: { symbol: d.symbol } },
        card: { kind: 'GRID_FUTURES', symbol: d.symbol },
      };
    }} />
  );
}
