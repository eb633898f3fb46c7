import { Component, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLoginStatus, useProfile, useRestrictionReason, useUserFlags } from '@tb/data-access-session';
import { popupDateOf, useAiPickDailyPickQuery } from '@tb/feature-bot-pages/daily-pick';
import { AREAS, remoteNameOf } from '@tb/util-bot-kinds';
import { siteOffersArea, useSite } from '../chrome/site';
import { whenIdle } from '../start/when-idle';

export type DailyPickPopupComponent = ComponentType<{ locale: string }>;

/** The AI pick remote's second exposed module: the daily pick's pop-up (its code, strings and calls stay in the remote). */
export const DAILY_PICK_POPUP_MODULE = `${remoteNameOf('ai-pick')}/DailyPickPopup`;

export async function loadDailyPickPopup(): Promise<DailyPickPopupComponent> {
  // The remotes' loading comes with the federation runtime's chunk (which the pop-up needs anyway), not with the home's.
  const { loadRemoteModule } = await import(/* webpackChunkName: "federation" */ '../federation/remotes');
  const module = await loadRemoteModule<{ default: DailyPickPopupComponent }>(DAILY_PICK_POPUP_MODULE);
  if (!module || typeof module.default !== 'function') throw new Error(`${DAILY_PICK_POPUP_MODULE} did not export a component`);
  return module.default;
}

const released = AREAS.some((row) => row.area === 'ai-pick' && row.released);

/**
 * Where the home mounts the daily pick's pop-up: for a logged-in user, once
 * the AI pick area is released, it fetches `ai_pick/DailyPickPopup` from the
 * remote (nothing for visitors: the pick is private) and renders it; the
 * pop-up opens once per UTC day, not with no_pop (`popupDateOf`, the rule
 * the pop-up itself applies). The pop-up is optional: a remote that fails to
 * load or throws leaves the home as it is (logged, not shown).
 *
 * When (issue 30, a trader's home on a phone): the pop-up is not part of the
 * home's first screen, and loading it means starting the federation runtime,
 * evaluating the remote's entry and its module, and rendering a dialog —
 * work that landed among the home's own start tasks and counted as blocking
 * time. Once the browser is idle after the home has painted (`whenIdle`) the
 * slot asks get-daily-pick (through the endpoint the pop-up reads, so the
 * pop-up finds the answer cached: one call), and loads the remote only when
 * that answer says the pop-up opens. On every other visit of the day (seen,
 * "don't show again", no pick) the runtime, the remote's entry and module are
 * never downloaded nor evaluated. The pop-up's first render is a transition
 * (React renders it in slices).
 */
export function DailyPickSlot({ locale, load = loadDailyPickPopup, enabled = released }: { locale: string; load?: () => Promise<DailyPickPopupComponent>; enabled?: boolean }) {
  const login = useLoginStatus();
  const userId = useProfile()?.id;
  // the pick is a futures combo: never on a spot-only site nor for a restricted user (Islamic tag, restricted locale), so wait for the tags
  const site = useSite();
  const restricted = useRestrictionReason(locale) !== null || !siteOffersArea(site, 'ai-pick');
  const tagsKnown = useUserFlags().tagsState !== 'pending';
  const allowed = enabled && !restricted && tagsKnown && login === 'logged-in';
  const [idle, setIdle] = useState(false);
  useEffect(() => (allowed ? whenIdle(() => setIdle(true), { timeout: 5000 }) : undefined), [allowed]);
  const { data: day } = useAiPickDailyPickQuery(undefined, { skip: !allowed || !idle });
  const opensOn = allowed && idle ? popupDateOf(day, userId) : null;
  const [Popup, setPopup] = useState<DailyPickPopupComponent | null>(null);
  const wanted = opensOn !== null;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void load().then(
      (component) => !cancelled && startTransition(() => setPopup(() => component)),
      (error: unknown) => console.warn('[shell] the daily pick pop-up could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
    // Once loaded the pop-up stays (it marks the day seen as it opens, which turns `wanted` off).
  }, [wanted, load]);
  if (!Popup || !allowed) return null;
  return (
    <QuietBoundary>
      <Popup locale={locale} />
    </QuietBoundary>
  );
}

/** Keeps a failing pop-up from taking the home down with it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn('[shell] the daily pick pop-up failed while rendering', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
