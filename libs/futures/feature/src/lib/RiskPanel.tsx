import { useId, useState } from 'react';
import { RISK_DISTANCE_BOUNDS } from '@tb/contracts/paths';
import { type PositionRow, futuresRiskEn, isolate, priceDistance, useFuturesT, withinDistance } from '@tb/futures-ui';
import { Button, Field, NumberInput } from '@tb/ui';
import { BigNumber, formatDateTime, formatPercent, formatPrice, toBigNumber } from '@tb/util-format';
import { useFuturesBotNoticesQuery, useFuturesBotRiskQuery, useFuturesUpdateBotRiskMutation } from './risk-api';

export interface RiskPanelProps {
  readonly botId: string;
  /** The bot's open positions as its position table shows them (a combo: its legs), with the live mark. */
  readonly positions: readonly Pick<PositionRow, 'key' | 'symbol' | 'side' | 'markPrice' | 'liquidationPrice' | 'tickSize'>[];
  readonly locale: string;
  /** Settings can change while the bot runs. */
  readonly live: boolean;
  /** Heading level of the panel's title (the page's structure). */
  readonly headingLevel?: 2 | 3;
}

const MIN_PCT = new BigNumber(RISK_DISTANCE_BOUNDS.min).times(100).toFixed();
const MAX_PCT = new BigNumber(RISK_DISTANCE_BOUNDS.max).times(100).toFixed();

/** A percent as typed → the API's fraction ("" stays ""), or null when out of bounds. */
function fractionOf(percent: string): string | null {
  if (percent === '') return '';
  const n = toBigNumber(percent);
  if (n === null || n.lt(MIN_PCT) || n.gt(MAX_PCT)) return null;
  return n.div(100).toFixed();
}
const percentOf = (fraction: string): string => (fraction === '' ? '' : new BigNumber(fraction).times(100).toFixed());

/**
 * A futures bot's liquidation risk on its detail page (issue 31), shared by
 * futures grid, martingale and combo: each position's distance from its
 * liquidation price at the live mark, toned with the bot's own alert and
 * guard distances by the same exact rule the engine warns and pauses at
 * (`withinDistance`); whether adding is paused; the alert distance and the
 * opt-in guard ("pause adding when liquidation is within X %"), changeable
 * while it runs; and the bot's latest warnings and guard events.
 */
export function RiskPanel({ botId, positions, locale, live, headingLevel = 2 }: RiskPanelProps) {
  const t = useFuturesT(futuresRiskEn);
  const id = useId();
  const risk = useFuturesBotRiskQuery(botId, { skip: !live });
  const notices = useFuturesBotNoticesQuery(botId);
  const [update, updating] = useFuturesUpdateBotRiskMutation();
  const [alert, setAlert] = useState('');
  const [guardOn, setGuardOn] = useState(false);
  const [guard, setGuard] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const data = risk.data;
  // derived state, set while rendering: the form starts again from each answer of the server (after a save too)
  const [shown, setShown] = useState<typeof data>(undefined);
  if (data && data !== shown) {
    setShown(data);
    setAlert(percentOf(data.alert_percent));
    setGuardOn(data.guard_percent !== '');
    setGuard(percentOf(data.guard_percent) || '5');
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pct = (fraction: string) => formatPercent(fraction, { locale });
  // a price as the position table shows it: grouped, to the contract's tick when known
  const price = (value: string, symbol: string) => {
    if (toBigNumber(value) === null) return value;
    const tickSize = positions.find((p) => p.symbol === symbol)?.tickSize;
    return isolate(formatPrice(value, tickSize ? { tickSize, locale } : { locale }), locale);
  };
  const alertFraction = fractionOf(alert);
  const guardFraction = guardOn ? fractionOf(guard) : '';
  const bounds = { min: MIN_PCT, max: MAX_PCT };
  const save = () => {
    if (alertFraction === null || guardFraction === null) return;
    setMessage(null);
    void update({ bot_id: botId, alert_percent: alertFraction, guard_percent: guardFraction })
      .unwrap()
      .then(() => setMessage(t('risk.saved')))
      .catch((e: { message?: string }) => setMessage(t('risk.failed', { reason: e?.message ?? '' })));
  };
  const events = (notices.data?.items ?? []).filter((n) => n.kind === 'liq_warning' || n.kind === 'adds_paused' || n.kind === 'adds_resumed' || n.kind === 'liquidated');
  return (
    <section className="tb-bp-card tb-fu-risk" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('risk.title')}</Heading>
      <ul className="tb-fu-risk__positions">
        {positions.map((p) => {
          const symbol = p.symbol ?? '';
          const name = isolate(symbol, locale);
          if (p.liquidationPrice === '') return <li key={p.key}>{t('risk.unreachable', { symbol: name })}</li>;
          const alertAt = data?.alert_percent ?? '';
          const guardAt = data?.guard_percent ?? '';
          const d = priceDistance(p.side, p.liquidationPrice, p.markPrice, { danger: guardAt || '0', warn: alertAt || '0' });
          const inAlert = alertAt !== '' && withinDistance(p.side, p.liquidationPrice, p.markPrice, alertAt);
          const flags = data?.positions.find((x) => x.symbol === p.symbol) ?? (positions.length === 1 ? data?.positions[0] : undefined);
          const paused = flags?.paused === true;
          return (
            <li key={p.key} className={`tb-fu-risk__position tb-fu-risk__position--${d?.tone ?? 'safe'}`} data-testid="risk-distance">
              <span>{d?.past ? t('risk.past', { symbol: name }) : t('risk.distanceOf', { symbol: name, distance: d ? pct(d.fraction) : '', liq: price(p.liquidationPrice, symbol) })}</span>
              {inAlert ? <span className="tb-fu-risk__flag">{t('risk.withinAlert', { distance: pct(alertAt) })}</span> : null}
              {paused ? (
                <span className="tb-fu-risk__flag" role="status">
                  {t('risk.paused', { distance: pct(guardAt) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {live && data ? (
        <form
          className="tb-fu-risk__form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field label={t('risk.alertLabel')} hint={t('risk.alertHint', bounds)} error={alertFraction === null ? t('risk.outOfBounds', bounds) : undefined}>
            {(control) => <NumberInput {...control} value={alert} onChange={setAlert} decimals={2} suffix="%" locale={locale} />}
          </Field>
          <label className="tb-fu-risk__toggle">
            <input type="checkbox" checked={guardOn} onChange={(e) => setGuardOn(e.target.checked)} />
            {t('risk.guardToggle')}
          </label>
          {guardOn ? (
            <Field label={t('risk.guardLabel')} hint={t('risk.guardHint', bounds)} error={guardFraction === null ? t('risk.outOfBounds', bounds) : undefined}>
              {(control) => <NumberInput {...control} value={guard} onChange={setGuard} decimals={2} suffix="%" locale={locale} />}
            </Field>
          ) : null}
          <Button type="submit" variant="secondary" disabled={updating.isLoading || alertFraction === null || guardFraction === null}>
            {t('risk.save')}
          </Button>
          {message ? <p role="status">{message}</p> : null}
        </form>
      ) : null}
      <h3 className="tb-fu-risk__subtitle">{t('risk.events')}</h3>
      {events.length === 0 ? (
        <p>{t('risk.noEvents')}</p>
      ) : (
        <ul className="tb-fu-risk__events">
          {events.map((n) => (
            <li key={n.id}>
              <time dateTime={new Date(n.time).toISOString()}>{formatDateTime(n.time, { locale })}</time>{' '}
              {t('risk.eventLine', { event: t(`risk.event.${n.kind as 'liq_warning'}`), symbol: isolate(n.symbol, locale), mark: price(n.detail.mark_price ?? n.detail.price ?? '', n.symbol) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
