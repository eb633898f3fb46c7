import { useEffect } from 'react';
import { useLoginStatus, useOpenLoginPrompt } from '@tb/data-access-session';
import { Link, useArea } from '@tb/router';
import { Button, EmptyState, LoadingText, Spinner } from '@tb/ui';
import { AiTestRule, AiWithheld, botPageStrings } from '@tb/feature-bot-pages';
import { useStringsReady } from '@tb/i18n';
import { formatPercent } from '@tb/util-format';
import { useAiPickDailyPickQuery } from '../api/daily-pick';
import { aiPickStrings, useAiPickT } from '../i18n';
import { BacktestCurve, BacktestFacts, PickLegs, PickName, PickSettings } from './PickDetails';
import { PopupToggle } from './PopupToggle';
import { copyPickPath, viewOf } from './view';

const LOGIN_OPTIONS = { extraProps: { source: 'ai-pick' } };

/**
 * `/tradingbot/{lang}/ai-pick/`: today's combo pick (get-daily-pick) — its
 * legs, settings, backtest and the rule that chose it — with Copy to the
 * combo create page (`?pick=daily`) and the home pop-up's on/off switch.
 * The call is private: a visitor reads what the page is and gets the shell's
 * login prompt, never the call's error.
 */
export default function PickPage() {
  const t = useAiPickT();
  const area = useArea();
  // the shared AI test's words (feature-bot-pages) come in the page's language with the area's
  const ready = useStringsReady([aiPickStrings, botPageStrings], area.locale);
  const login = useLoginStatus();
  const openLogin = useOpenLoginPrompt(LOGIN_OPTIONS);
  const query = useAiPickDailyPickQuery(undefined, { skip: login !== 'logged-in' });
  useEffect(() => {
    if (ready) document.title = t('title');
  }, [ready, t]);
  if (!ready) return <Spinner size="lg" />;

  let body;
  if (login === 'unknown') body = <Spinner label={t('page.loading')} />;
  else if (login === 'anonymous') body = <EmptyState title={t('page.loginTitle')} headingLevel={2} action={<Button variant="primary" onClick={openLogin}>{t('page.login')}</Button>} />;
  else if (query.data && !query.data.pick) {
    // no basket passed its test: said plainly, with why each one tested failed
    const day = query.data;
    const tested = day.candidates.filter((c) => c.failure !== '');
    body = (
      <>
        <section className="tb-ai-pick__card" aria-labelledby="tb-ai-pick-none">
          <h2 id="tb-ai-pick-none">{t('page.none')}</h2>
          <p>{t('page.noneText', { days: tested[0]?.test_days ? Number(tested[0].test_days).toString() : '3', limit: formatPercent(day.loss_limit, { locale: area.locale }) })}</p>
          <AiWithheld items={tested.map((c) => ({ name: c.bot_name, validation: c }))} lossLimit={day.loss_limit} nonePassed={false} />
          <AiTestRule lossLimit={day.loss_limit} days={tested[0]?.test_days || '3'} />
        </section>
        <PopupToggle noPop={day.no_pop} />
      </>
    );
  } else if (query.data?.pick) {
    const pick = query.data.pick;
    const view = viewOf(pick, area.locale);
    body = (
      <>
        <section className="tb-ai-pick__card" aria-labelledby="tb-ai-pick-name">
          <h2 id="tb-ai-pick-name">
            <PickName name={view.name} />
          </h2>
          <p className="tb-ai-pick__date">{t('page.pickOf', { date: view.date })}</p>
          <PickLegs view={view} />
          <PickSettings view={view} />
          <div className="tb-ai-pick__actions">
            <Link className="tb-btn tb-btn--primary" to={copyPickPath(area.homePath)} aria-label={t('page.copyLabel', { name: view.name })}>
              {t('page.copy')}
            </Link>
          </div>
        </section>
        <section className="tb-ai-pick__card" aria-labelledby="tb-ai-pick-backtest">
          <h2 id="tb-ai-pick-backtest">{t('page.backtest')}</h2>
          <BacktestFacts pick={pick} view={view} />
          <BacktestCurve pick={pick} view={view} locale={area.locale} />
        </section>
        <section className="tb-ai-pick__card" aria-labelledby="tb-ai-pick-rule">
          <h2 id="tb-ai-pick-rule">{t('page.rule')}</h2>
          <p data-testid="pick-rule">
            {view.candidates === null
              ? t('page.ruleTextAll', { days: view.days, chooseDays: view.chooseDays, score: view.score })
              : t('page.ruleText', { days: view.days, chooseDays: view.chooseDays, count: view.candidates, score: view.score })}
          </p>
          <AiTestRule lossLimit={query.data.loss_limit} days={pick.validation.test_days} />
        </section>
        <PopupToggle noPop={query.data.no_pop} />
      </>
    );
  } else if (query.isError) body = <EmptyState title={t('page.loadFailed')} headingLevel={2} action={<Button onClick={() => void query.refetch()}>{t('page.retry')}</Button>} />;
  else body = <LoadingText label={t('page.loading')} lines={6} />;

  return (
    <div className="tb-ai-pick">
      <h1>{t('title')}</h1>
      <p className="tb-ai-pick__intro">{t('page.intro')}</p>
      {body}
    </div>
  );
}
