import { BotPageState, pageStateOf, copyPath } from '@tb/feature-bot-pages';
import { useArea, useNavigate, useParams } from '@tb/router';
import { Button, Fact } from '@tb/ui';
import { DASH, formatAmount, formatDuration, formatPercent } from '@tb/util-format';
import { useMartingaleFollowDetailQuery } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useMartT } from '../detail/strings';
import { percentText, priceText } from '../detail/view';

/**
 * A martingale bot others may copy (get-fmart-follow-detail): who runs it,
 * how it did (total APR with 2 decimals, total PnL, completed rounds,
 * running time), its entry, stop and take prices, the defeat share (the
 * server sends it only from 0.6), and "Copy", which opens the create form
 * with the leader's parameters (`create/?copy=<bot_id>`).
 */
function FollowPage() {
  const t = useMartT();
  const area = useArea();
  const navigate = useNavigate();
  const { botId = '' } = useParams();
  const query = useMartingaleFollowDetailQuery(botId);
  const d = query.data?.detail;
  return (
    <BotPageState {...pageStateOf(query, !!d)} title={t('follow.title')} notFoundAction={{ to: area.path('create'), label: t('detail.createAnother') }}>
      {() => {
        if (!d) return null;
        const locale = t.language;
        const p = d.parameters;
        const coin = d.quote_token;
        // prices as sent (the follow detail carries them on the contract's tick already)
        const price = (v: string) => (v ? priceText(v, '', locale) : t('none'));
        return (
          <section className="tb-bp-page mart-follow" aria-labelledby="mart-follow-title">
            <header className="tb-bp-page__header">
              <h1 id="mart-follow-title">{`${t('follow.title')} · ${d.symbol}`}</h1>
              <p className="tb-fu-muted">{t('follow.owner', { name: d.nick_name })}</p>
            </header>
            <dl className="tb-bp-card tb-bp-facts" data-testid="follow-facts">
              <Fact term={t('follow.apr')} ltr>{formatPercent(d.total_apr, { locale, minDecimals: 2, maxDecimals: 2 })}</Fact>
              <Fact term={t('follow.pnl')} ltr>{formatPercent(d.pnl_per, { locale, minDecimals: 2, maxDecimals: 2 })}</Fact>
              <Fact term={t('follow.rounds')} ltr>{String(d.arbitrage_num)}</Fact>
              <Fact term={t('follow.runningTime')}>{formatDuration({ ms: Number(d.operation_time) * 1000 }, { locale })}</Fact>
              <Fact term={t('follow.entry')} ltr>{price(d.entry_price)}</Fact>
              <Fact term={t('follow.stop')} ltr>{price(d.sl_price)}</Fact>
              <Fact term={t('follow.take')} ltr>{price(d.tp_price)}</Fact>
              {d.defeat_per ? <Fact term={t('follow.defeat')}>{t('follow.defeatValue', { value: formatPercent(d.defeat_per, { locale, maxDecimals: 2 }) })}</Fact> : null}
              <Fact term={t('follow.followers')} ltr>{String(d.follow_num)}</Fact>
            </dl>
            <section className="tb-bp-card" aria-labelledby="mart-follow-params">
              <h2 id="mart-follow-params">{t('follow.parameters')}</h2>
              <dl className="tb-bp-facts">
                <Fact term={t('detail.leverage')} ltr>{`${p.leverage}× · ${p.martingale_mode === 2 ? t('short') : t('long')}`}</Fact>
                <Fact term={t('detail.priceFloat')} ltr>{percentText(p.price_float_percent, locale)}</Fact>
                <Fact term={t('detail.addMultiple')} ltr>{`${p.add_position_percent}×`}</Fact>
                <Fact term={t('detail.maxAdds')} ltr>{String(p.add_position_num)}</Fact>
                <Fact term={t('detail.roundTp')} ltr>{percentText(p.round_tp_percent, locale)}</Fact>
                <Fact term={t('detail.stopLoss')} ltr>{p.sl_percent ? percentText(p.sl_percent, locale) : t('none')}</Fact>
                <Fact term={t('detail.autoCycle')}>{p.auto_cycle_toggle === 1 ? t('detail.on') : t('detail.off')}</Fact>
                <Fact term={t('follow.minMargin')} ltr>{p.min_init_margin ? formatAmount(p.min_init_margin, coin, { locale }) : DASH}</Fact>
              </dl>
            </section>
            <div className="tb-bp-actions">
              <Button variant="primary" size="lg" onClick={() => navigate(copyPath(area.path('create'), d.bot_id, { symbol: d.symbol }))}>
                {t('follow.copy')}
              </Button>
              <p className="tb-fu-muted tb-fu-small">{t('follow.copyHint')}</p>
            </div>
          </section>
        );
      }}
    </BotPageState>
  );
}

export default withBotStrings(FollowPage);
