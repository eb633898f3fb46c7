import { useAiPickSetNoPopMutation } from '../api/daily-pick';
import { useAiPickT } from '../i18n';

/**
 * "Show the daily pick on the home page": the server-side `no_pop` flag
 * (set-daily-pick-no-pop), so the home pop-up can be turned back on after
 * "Don't show again". The box follows the server's answer (the pick refetches).
 */
export function PopupToggle({ noPop }: { noPop: boolean }) {
  const t = useAiPickT();
  const [setNoPop, state] = useAiPickSetNoPopMutation();
  return (
    <div className="tb-ai-pick__card">
      <label className="tb-ai-pick__switch">
        <input type="checkbox" checked={!noPop} disabled={state.isLoading} onChange={(event) => void setNoPop({ no_pop: !event.target.checked })} />
        {t('page.popupToggle')}
      </label>
      {state.isError && (
        <p className="tb-ai-pick__error" role="alert">
          {t('page.saveFailed')}
        </p>
      )}
    </div>
  );
}
