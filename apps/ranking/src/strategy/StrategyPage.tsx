import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useArea, useParams } from '@tb/router';
import { Button, EmptyState, Fact, LoadingText, SkeletonText, Spinner } from '@tb/ui';
import { Sparkline } from '@tb/ui-charts';
import { DASH, formatDateTime, formatDecimal, formatPercent, formatSignedPercent, formatYieldE4 } from '@tb/util-format';
import { useLoginStatus } from '@tb/data-access-session';
import { BOT_KINDS, type BotKindSpec } from '@tb/util-bot-kinds';
import {
  useRankingStrategyChatQuery,
  useRankingStrategyCreationQuery,
  useRankingStrategyFcomboQuery,
  useRankingStrategyHomeQuery,
  useRankingStrategyInfoQuery,
  useRankingStrategyMineQuery,
} from '../api/strategy';
import type { ChatLine, RankingRow, StrategySummary, YieldPoint } from '../api/types';
import { rankingStrings, useRankingT, useKindNameOfType, type Translations } from '../i18n';
import { en } from '../i18n/en';

/** Days of the yield trend the page shows (aurora/info's default window). */
export const TREND_DAYS = 30;
/** Live top bots shown. */
export const TOP_BOTS = 5;
/** The symbol the "start from" box opens with, per market. */
const DEFAULT_SYMBOL = 'BTCUSDT';

type ParamName = keyof Translations['strategy']['paramNames'];
const isParamName = (name: string): name is ParamName => Object.prototype.hasOwnProperty.call(en.strategy.paramNames, name);
/** Coded values, in words (the create calls' codes: grid_type, grid_mode, martingale_mode, auto_cycle_toggle). */
const CODED: Readonly<Record<string, Readonly<Record<string, keyof Translations['strategy']['paramValues']>>>> = {
  grid_type: { '1': 'arithmetic', '2': 'geometric' },
  grid_mode: { '1': 'neutral', '2': 'long', '3': 'short' },
  martingale_mode: { '1': 'long', '2': 'short' },
  auto_cycle_toggle: { '1': 'on', '2': 'off' },
};

/** A create field's name and value as a trader reads them: a label in the page's language, codes in words, fractions as percents. */
function useParamText() {
  const t = useRankingT();
  const { locale } = useArea();
  return {
    label: (name: string) => (isParamName(name) ? t(`strategy.paramNames.${name}`) : name),
    value: (name: string, value: string) => {
      const coded = CODED[name]?.[value];
      if (coded) return t(`strategy.paramValues.${coded}`);
      if (name === 'leverage') return t('strategy.paramValues.leverage', { value: formatDecimal(value, { locale }) });
      // the create calls' *_percent / *_per fields are fractions ("0.05" = 5 %)
      if (/(_percent|_per)$/.test(name)) return formatPercent(value, { locale, maxDecimals: 2 });
      return /^-?\d+(\.\d+)?$/.test(value) ? formatDecimal(value, { locale }) : value;
    },
  };
}

const kindOfArea = (area: string | undefined): BotKindSpec | undefined => BOT_KINDS.find((k) => k.area === area && k.released);

function useStrategyReady(): boolean {
  const area = useArea();
  return rankingStrings.useReady(area.locale);
}

/** A kind's one-line explanation is the ranking's own (a kind added by the generator ships unreleased, named by the shared `kinds` strings but not yet explained). */
const hasWhat = (listType: string): listType is keyof typeof en.chat.what => Object.prototype.hasOwnProperty.call(en.chat.what, listType);

/**
 * `/tradingbot/{lang}/ranking/strategy/`: every bot kind as a strategy with
 * its live figures (tools aurora/home); each opens its strategy page.
 */
export function StrategiesPage() {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const area = useArea();
  const ready = useStrategyReady();
  const home = useRankingStrategyHomeQuery();
  useEffect(() => {
    if (ready) document.title = t('strategy.indexTitle');
  }, [ready, t]);
  if (!ready) return <Spinner size="lg" />;
  return (
    <div className="tb-ranking tb-strategy">
      <h1>{t('strategy.indexTitle')}</h1>
      <p className="tb-ranking__intro">{t('strategy.indexIntro')}</p>
      {home.isError ? (
        <EmptyState title={t('strategy.failed')} headingLevel={2} action={<Button onClick={() => void home.refetch()}>{t('results.retry')}</Button>} />
      ) : !home.data ? (
        <Loading />
      ) : (
        <ul className="tb-strategy__cards" aria-label={t('strategy.indexTitle')}>
          {home.data.strategies.map((s) => {
            const spec = BOT_KINDS.find((k) => k.listType === s.bot_type);
            if (!spec) return null;
            const kind = kindName(s.bot_type);
            return (
              <li key={s.bot_type} className="tb-strategy__card">
                <h2>
                  <Link to={`${area.homePath}ranking/strategy/${spec.area}/`}>{t('strategy.open', { kind })}</Link>
                </h2>
                {hasWhat(s.bot_type) ? <p>{t(`chat.what.${s.bot_type}`)}</p> : null}
                <Figures s={s} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * `/tradingbot/{lang}/ranking/strategy/:kind/` (`kind` a registry area,
 * e.g. `spot-grid`): what the kind does (chat/strategy/info), its live
 * figures, top bots and yield trend (aurora/info), where a create form would
 * start on a symbol (aurora/creation), the legs combos hold (aurora/fcombo,
 * combo only) and, for a logged-in trader, their own bots of the kind
 * (discovery strategy-info).
 */
export default function StrategyPage() {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const area = useArea();
  const ready = useStrategyReady();
  const { kind: kindParam } = useParams();
  const spec = kindOfArea(kindParam);
  const botType = spec?.listType ?? 'GRID_SPOT';
  const info = useRankingStrategyInfoQuery({ bot_type: botType, top_limit: TOP_BOTS, days: TREND_DAYS }, { skip: !spec });
  const name = spec ? kindName(spec.listType) : '';
  const param = useParamText();
  useEffect(() => {
    if (ready && spec) document.title = t('strategy.title', { kind: name });
  }, [ready, spec, name, t]);
  if (!ready) return <Spinner size="lg" />;
  const back = (
    <Link className="tb-strategy__back" to={`${area.homePath}ranking/strategy/`}>
      {t('strategy.back')}
    </Link>
  );
  if (!spec)
    return (
      <div className="tb-ranking tb-strategy">
        {back}
        <h1>{t('strategy.indexTitle')}</h1>
        <EmptyState title={t('strategy.unknown')} headingLevel={2} />
      </div>
    );
  return (
    <div className="tb-ranking tb-strategy">
      {back}
      <h1>{t('strategy.title', { kind: name })}</h1>
      <Explanation botType={botType} />
      {info.isError ? (
        <EmptyState title={t('strategy.failed')} headingLevel={2} action={<Button onClick={() => void info.refetch()}>{t('results.retry')}</Button>} />
      ) : !info.data ? (
        <Loading />
      ) : (
        <>
          <section className="tb-strategy__section" aria-labelledby="tb-strategy-live">
            <h2 id="tb-strategy-live">{t('strategy.figures')}</h2>
            <Figures s={info.data.strategy} />
          </section>
          <Trend points={info.data.yield_trend} />
          <TopBots rows={info.data.top} ranked={info.data.strategy.ranked} />
          <section className="tb-strategy__section" aria-labelledby="tb-strategy-params">
            <h2 id="tb-strategy-params">{t('strategy.params')}</h2>
            <ul className="tb-strategy__params">
              {info.data.params.map((p) => (
                <li key={p.name}>
                  {param.label(p.name)} <span className="tb-ranking__label">{p.required ? t('strategy.required') : t('strategy.optional')}</span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      {spec.holdsLegs ? <ComboLegs /> : null}
      <StartFrom spec={spec} />
      <MyStrategy botType={botType} />
    </div>
  );
}

function Loading() {
  const t = useRankingT();
  return <LoadingText label={t('strategy.loading')} lines={4} />;
}

function Figures({ s }: { s: StrategySummary }) {
  const t = useRankingT();
  const { locale } = useArea();
  return (
    <dl className="tb-strategy__figures">
      <Fact className="tb-strategy__fig" term={t('strategy.running')} ltr>{formatDecimal(s.running_count, { locale })}</Fact>
      {s.ranked ? <Fact className="tb-strategy__fig" term={t('strategy.ranked')} ltr>{formatDecimal(s.ranked_count, { locale })}</Fact> : null}
      {s.ranked ? <Fact className="tb-strategy__fig" term={t('strategy.best')} ltr>{s.best_pnl_per ? formatSignedPercent(s.best_pnl_per, { locale, maxDecimals: 2 }) : DASH}</Fact> : null}
      <Fact className="tb-strategy__fig" term={t('strategy.medianApr')} ltr>{s.median_apr ? formatSignedPercent(s.median_apr, { locale, maxDecimals: 2 }) : DASH}</Fact>
    </dl>
  );
}


/** The strategy in plain words (chat/strategy/info): the kind's fixed lines, then its live ones with their figures. */
function Explanation({ botType }: { botType: string }) {
  const t = useRankingT();
  const { locale } = useArea();
  const chat = useRankingStrategyChatQuery(botType);
  const pct = (x: string | undefined) => (x ? formatSignedPercent(x, { locale, maxDecimals: 2 }) : DASH);
  const text = (line: ChatLine): string => {
    const a = line.args;
    switch (line.code) {
      case 'what':
      case 'how':
      case 'risk':
        return t(`chat.${line.code}.${botType as 'GRID_SPOT'}`);
      case 'live_running':
        return t('chat.live_running', { count: Number(a['count'] ?? 0) });
      case 'live_best':
        return t('chat.live_best', { pnl: pct(a['pnl_per']), symbol: (a['symbol'] ?? '').split(',').join(' · '), nick: a['nick'] ?? '' });
      case 'live_apr':
        return t('chat.live_apr', { apr: pct(a['apr']) });
      case 'live_trend':
        return t('chat.live_trend', { days: Number(a['days'] ?? 0), from: pct(a['from_per']), to: pct(a['to_per']) });
      default:
        return t('chat.live_none');
    }
  };
  return (
    <section className="tb-strategy__section tb-strategy__chat" aria-labelledby="tb-strategy-about">
      <h2 id="tb-strategy-about">{t('strategy.explain')}</h2>
      {chat.data ? (
        chat.data.lines.map((line, i) => <p key={`${line.code}-${i}`}>{text(line)}</p>)
      ) : chat.isError ? (
        <p>{t(`chat.what.${botType as 'GRID_SPOT'}`)}</p>
      ) : (
        <SkeletonText lines={3} />
      )}
    </section>
  );
}

/** The yield trend: the median return of the kind's bots per day (yieldRateE4 / 100 = percent), as a small chart and a list. */
function Trend({ points }: { points: YieldPoint[] }) {
  const t = useRankingT();
  const { locale } = useArea();
  const last = points[points.length - 1];
  return (
    <section className="tb-strategy__section" aria-labelledby="tb-strategy-trend">
      <h2 id="tb-strategy-trend">{t('strategy.trend')}</h2>
      {!points.length ? (
        <p>{t('strategy.trendEmpty', { days: TREND_DAYS })}</p>
      ) : (
        <>
          <p className="tb-ranking__intro">{t('strategy.trendIntro', { days: TREND_DAYS })}</p>
          <div className="tb-strategy__chart">
            <Sparkline
              width={280}
              height={64}
              points={points.map((p) => ({ t: p.statTime, v: String(p.yieldRateE4 / 10_000) }))}
              label={t('strategy.trendChart', { value: formatYieldE4(last.yieldRateE4, { locale, maxDecimals: 2 }) })}
            />
          </div>
          <ol className="tb-strategy__trend" aria-label={t('strategy.trendList')}>
            {points.map((p) => (
              <li key={p.statTime}>
                <span>{formatDateTime(p.statTime, { locale, style: 'dayMonth', timeZone: 'UTC' })}</span>
                <span className="tb-ranking__value">{formatYieldE4(p.yieldRateE4, { locale, maxDecimals: 2 })}</span>
                <span className="tb-ranking__label">{t('strategy.trendBots', { count: p.bots })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function TopBots({ rows, ranked }: { rows: RankingRow[]; ranked: boolean }) {
  const t = useRankingT();
  const area = useArea();
  const locale = area.locale;
  return (
    <section className="tb-strategy__section" aria-labelledby="tb-strategy-top">
      <h2 id="tb-strategy-top">{t('strategy.top')}</h2>
      {!rows.length ? (
        <p>{ranked ? t('strategy.topEmpty') : t('strategy.notRanked')}</p>
      ) : (
        <ol className="tb-strategy__top">
          {rows.map((row, i) => {
            const target = BOT_KINDS.find((k) => k.listType === row.bot_type)?.area;
            const ret = formatSignedPercent(row.total_pnl_per, { locale, maxDecimals: 2 });
            const symbol = row.symbol.split(',').join(' · ');
            return (
              <li key={row.bot_id}>
                <Link to={`${area.homePath}${target}/follow/${row.bot_id}/?from=rank`} aria-label={t('strategy.topRow', { rank: i + 1, symbol, nick: row.nick_name, ret })}>
                  <span dir="ltr">{symbol}</span> · {row.nick_name}
                  <span className={`tb-ranking__ret ${row.total_pnl_per.startsWith('-') ? 'tb-ranking__ret--down' : 'tb-ranking__ret--up'}`}>{ret}</span>
                  <span className="tb-ranking__label">
                    {t('row.drawdown')} {formatPercent(row.max_drawdown, { locale, maxDecimals: 2 })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The combo strategy's legs: the symbols the running combos hold (aurora/fcombo). */
function ComboLegs() {
  const t = useRankingT();
  const { locale } = useArea();
  const fcombo = useRankingStrategyFcomboQuery();
  const legs = fcombo.data?.legs ?? [];
  return (
    <section className="tb-strategy__section" aria-labelledby="tb-strategy-legs">
      <h2 id="tb-strategy-legs">{t('strategy.legs')}</h2>
      {!fcombo.data ? (
        <SkeletonText lines={2} />
      ) : !legs.length ? (
        <p>{t('strategy.legsEmpty')}</p>
      ) : (
        <ul className="tb-strategy__legs">
          {legs.map((l) => (
            <li key={l.symbol}>
              <span dir="ltr">{l.symbol}</span>
              <span>{t('strategy.legBots', { count: l.bots, long: l.long_bots, short: l.short_bots })}</span>
              <span className="tb-ranking__label">{t('strategy.legWeight', { weight: formatPercent(l.avg_weight, { locale, maxDecimals: 2 }) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a create form of the kind on a symbol would start (aurora/creation), and the way to it. */
function StartFrom({ spec }: { spec: BotKindSpec }) {
  const t = useRankingT();
  const kindName = useKindNameOfType();
  const area = useArea();
  const locale = area.locale;
  const id = useId();
  const [symbol, setSymbol] = useState(DEFAULT_SYMBOL);
  const [text, setText] = useState(DEFAULT_SYMBOL);
  const creation = useRankingStrategyCreationQuery({ bot_type: spec.listType, symbol });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim().toUpperCase();
    if (/^[A-Z0-9]{2,30}$/.test(next)) setSymbol(next);
  };
  const c = creation.data;
  const testDays = c?.backtest_days ? formatDecimal(c.backtest_days, { locale, maxDecimals: 1 }) : '';
  const kind = kindName(spec.listType);
  const param = useParamText();
  return (
    <section className="tb-strategy__section" aria-labelledby="tb-strategy-start">
      <h2 id="tb-strategy-start">{t('strategy.start')}</h2>
      <form className="tb-ranking__field tb-ranking__symbol" onSubmit={submit} role="search" aria-label={t('strategy.start')}>
        <label htmlFor={id}>{t('filters.symbol')}</label>
        <div className="tb-ranking__symbol-row">
          <input id={id} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" spellCheck={false} maxLength={30} dir="ltr" />
          <Button type="submit">{t('strategy.show')}</Button>
        </div>
      </form>
      {creation.isError ? (
        <p role="status">{t('strategy.symbolClosed', { symbol })}</p>
      ) : !c ? (
        <SkeletonText lines={2} />
      ) : (
        <>
          <dl className="tb-strategy__figures">
            <Fact className="tb-strategy__fig" term={t('strategy.lastPrice')} ltr>{formatDecimal(c.last_price, { locale })}</Fact>
            <Fact className="tb-strategy__fig" term={t('strategy.onSymbol', { symbol: c.symbol })} ltr>{formatDecimal(c.running_on_symbol, { locale })}</Fact>
            {/* the proposal's walk-forward test: the window's actual return and drawdown beside the APR, labelled as annualised from its few days */}
            {c.source === 'ai' ? <Fact className="tb-strategy__fig" term={t('strategy.backtestReturn', { days: testDays })} ltr>{c.backtest_return ? formatSignedPercent(c.backtest_return, { locale, maxDecimals: 2 }) : DASH}</Fact> : null}
            {c.source === 'ai' ? <Fact className="tb-strategy__fig" term={t('strategy.backtestDd', { days: testDays })} ltr>{c.backtest_max_drawdown ? formatPercent(c.backtest_max_drawdown, { locale, maxDecimals: 2 }) : DASH}</Fact> : null}
            {c.source === 'ai' ? <Fact className="tb-strategy__fig" term={t('strategy.backtestApr', { days: testDays })} ltr>{c.backtest_apr ? formatSignedPercent(c.backtest_apr, { locale, maxDecimals: 2 }) : DASH}</Fact> : null}
          </dl>
          {c.source === 'ai' ? (
            <>
              <p>{t('strategy.aiSource')}</p>
              <ul className="tb-strategy__params" aria-label={t('strategy.aiFields')}>
                {c.fields.map((f) => (
                  <li key={f.name}>
                    {param.label(f.name)}: <strong dir="ltr">{param.value(f.name, f.value)}</strong>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{c.none_passed ? t('strategy.noneOffered') : t('strategy.noAi')}</p>
          )}
        </>
      )}
      <Link className="tb-btn tb-btn--primary tb-btn--sm" to={`${area.homePath}${spec.area}/create/?symbol=${encodeURIComponent(c?.symbol ?? symbol)}`}>
        {t('strategy.create', { kind })}
      </Link>
    </section>
  );
}

/** The trader's own bots of the kind (discovery strategy-info, private): asked only once logged in. */
function MyStrategy({ botType }: { botType: string }) {
  const t = useRankingT();
  const { locale } = useArea();
  const login = useLoginStatus();
  const mine = useRankingStrategyMineQuery(botType, { skip: login !== 'logged-in' });
  if (login !== 'logged-in') return null;
  const row = mine.data?.strategies.find((s) => s.bot_type === botType);
  return (
    <section className="tb-strategy__section" aria-labelledby="tb-strategy-mine">
      <h2 id="tb-strategy-mine">{t('strategy.mine')}</h2>
      {!mine.data ? (
        <SkeletonText lines={2} />
      ) : !row ? (
        <p>{t('strategy.mineNone')}</p>
      ) : (
        <dl className="tb-strategy__figures">
          <Fact className="tb-strategy__fig" term={t('strategy.mineRunning')} ltr>{formatDecimal(row.running, { locale })}</Fact>
          <Fact className="tb-strategy__fig" term={t('strategy.mineClosed')} ltr>{formatDecimal(row.closed, { locale })}</Fact>
          {row.pnl.map((p) => (
            <Fact key={p.quote_token} className="tb-strategy__fig" term={t('strategy.minePnl', { coin: p.quote_token })} ltr>
              {`${formatDecimal(p.running_pnl, { locale, maxDecimals: 2, sign: 'always' })} / ${formatDecimal(p.closed_pnl, { locale, maxDecimals: 2, sign: 'always' })}`}
            </Fact>
          ))}
        </dl>
      )}
    </section>
  );
}
