import { FollowScaffold } from '@tb/feature-bot-pages';
import { Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPercent } from '@tb/util-format';
import { useMartingaleFollowDetailQuery, type MartFollowResult } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useMartT } from '../detail/strings';
import { percentText, priceText } from '../detail/view';

/**
 * A martingale bot others may copy (get-fmart-follow-detail) on the shared
 * follow scaffold: how it did (total APR and PnL with 2 decimals, completed
 * rounds, running time), its entry, stop and take prices and the leader's
 * parameters; Copy opens the create form with `?symbol=…&copy=<bot_id>`.
 */
function FollowPage() {
  const t = useMartT();
  return (
    <FollowScaffold useDetail={useMartingaleFollowDetailQuery} idPrefix="mart-follow" pageTitle={t('follow.title')} view={(d: MartFollowResult['detail'], locale) => {
      const p = d.parameters;
      // prices as sent (the follow detail carries them on the contract's tick already)
      const price = (v: string) => (v ? priceText(v, '', locale) : t('none'));
      const two = (v: string) => formatPercent(v, { locale, minDecimals: 2, maxDecimals: 2 });
      return {
        title: `${t('follow.title')} · ${d.symbol}`,
        facts: (
          <>
            <Fact term={t('follow.apr')} ltr>{two(d.total_apr)}</Fact>
            <Fact term={t('follow.pnl')} ltr>{two(d.pnl_per)}</Fact>
            <Fact term={t('follow.rounds')} ltr>{String(d.arbitrage_num)}</Fact>
            <Fact term={t('follow.runningTime')}>{formatDuration({ ms: Number(d.operation_time) * 1000 }, { locale })}</Fact>
          </>
        ),
        parameters: (
          <>
            <Fact term={t('follow.entry')} ltr>{price(d.entry_price)}</Fact>
            <Fact term={t('follow.stop')} ltr>{price(d.sl_price)}</Fact>
            <Fact term={t('follow.take')} ltr>{price(d.tp_price)}</Fact>
            <Fact term={t('detail.leverage')} ltr>{`${p.leverage}× · ${p.martingale_mode === 2 ? t('short') : t('long')}`}</Fact>
            <Fact term={t('detail.priceFloat')} ltr>{percentText(p.price_float_percent, locale)}</Fact>
            <Fact term={t('detail.addMultiple')} ltr>{`${p.add_position_percent}×`}</Fact>
            <Fact term={t('detail.maxAdds')} ltr>{String(p.add_position_num)}</Fact>
            <Fact term={t('detail.roundTp')} ltr>{percentText(p.round_tp_percent, locale)}</Fact>
            <Fact term={t('detail.stopLoss')} ltr>{p.sl_percent ? percentText(p.sl_percent, locale) : t('none')}</Fact>
            <Fact term={t('detail.autoCycle')}>{p.auto_cycle_toggle === 1 ? t('detail.on') : t('detail.off')}</Fact>
            <Fact term={t('follow.minMargin')} ltr>{p.min_init_margin ? formatAmount(p.min_init_margin, d.quote_token, { locale }) : DASH}</Fact>
          </>
        ),
        copy: { botId: d.bot_id, extra: { symbol: d.symbol } },
        card: { kind: 'MART_FUTURES', symbol: d.symbol },
      };
    }} />
  );
}

export default withBotStrings(FollowPage);
