import { useEffect, useState } from 'react';
import { useLoginStatus, useProfile } from '@tb/data-access-session';
import { Link } from '@tb/router';
import { Button, Modal } from '@tb/ui';
import { BASE_PATH } from '@tb/util-env';
import { botPageStrings } from '@tb/feature-bot-pages';
import { useStringsReady } from '@tb/i18n';
import { useAiPickDailyPickQuery, useAiPickSetNoPopMutation } from '../api/daily-pick';
import { aiPickStrings, useAiPickT } from '../i18n';
import { BacktestFacts, PickLegs, PickName } from '../pick/PickDetails';
import { copyPickPath, viewOf } from '../pick/view';
import { markSeen, popupDateOf } from '@tb/feature-bot-pages/daily-pick';
import '../ai-pick.css';

aiPickStrings.register();

export interface DailyPickPopupProps {
  /** The page's normalised URL locale (`en`, `zh-TW`, `ar-SA`). */
  locale: string;
}

/**
 * The daily pick's pop-up on the trading-bot home, exposed by this remote as
 * `ai_pick/DailyPickPopup` and mounted by the shell's home for a logged-in
 * user. It opens once per UTC day (the pick's `date`, remembered per user in
 * localStorage) unless the user's server-side `no_pop` is true. A real
 * dialog (`Modal`): named by its title, focus trapped, Escape and × close.
 * View opens the AI pick page, Copy the combo create page with `?pick=daily`,
 * "Don't show again" sends set-daily-pick-no-pop `{ no_pop: true }`.
 */
export default function DailyPickPopup({ locale }: DailyPickPopupProps) {
  const t = useAiPickT();
  const ready = useStringsReady([aiPickStrings, botPageStrings], locale);
  const login = useLoginStatus();
  const userId = useProfile()?.id;
  const { data: day } = useAiPickDailyPickQuery(undefined, { skip: login !== 'logged-in' });
  // no basket passed its test today: nothing to pop up (the pick page says so)
  const pick = day?.pick ?? null;
  const [setNoPop, saving] = useAiPickSetNoPopMutation();
  // Decided once per (user, pick day) while rendering: open unless no_pop or already seen on that day.
  const [decided, setDecided] = useState<string | null>(null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  const key = pick && userId ? `${userId}:${pick.date}` : null;
  if (pick && userId && key !== decided) {
    setDecided(key);
    setOpenFor(popupDateOf(day, userId));
  }
  useEffect(() => {
    if (openFor && userId) markSeen(userId, openFor);
  }, [openFor, userId]);
  const open = openFor !== null;

  if (!open || !pick || !ready) return null;
  const home = `${BASE_PATH}/${locale}/`;
  const view = viewOf(pick, locale);
  const close = () => setOpenFor(null);
  const dontShow = () => {
    setNoPop({ no_pop: true })
      .unwrap()
      .then(close, () => undefined);
  };
  return (
    <Modal
      open
      title={t('popup.title')}
      onClose={close}
      size="md"
      footer={
        <div className="tb-ai-pick-popup__footer">
          <Button variant="ghost" onClick={dontShow} loading={saving.isLoading}>
            {t('popup.dontShow')}
          </Button>
          <Link className="tb-btn tb-btn--secondary" to={`${home}ai-pick/`} onClick={close} aria-label={t('popup.viewLabel')}>
            {t('popup.view')}
          </Link>
          <Link className="tb-btn tb-btn--primary" to={copyPickPath(home)} onClick={close} aria-label={t('page.copyLabel', { name: view.name })}>
            {t('page.copy')}
          </Link>
        </div>
      }
    >
      <div className="tb-ai-pick-popup">
        <div>
          <p className="tb-ai-pick-popup__name">
            <PickName name={view.name} />
          </p>
          <p className="tb-ai-pick__date">{t('page.pickOf', { date: view.date })}</p>
        </div>
        <PickLegs view={view} />
        <BacktestFacts pick={pick} view={view} compact />
        {saving.isError && (
          <p className="tb-ai-pick__error" role="alert">
            {t('page.saveFailed')}
          </p>
        )}
      </div>
    </Modal>
  );
}
