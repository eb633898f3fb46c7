import { Component, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLoginStatus, useRestrictionReason, useUserFlags } from '@tb/data-access-session';
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
 * pop-up decides itself whether to open (once per UTC day, not with no_pop).
 * The pop-up is optional: a remote that fails to load or throws leaves the
 * home as it is (logged, not shown).
 *
 * When (issue 30, a trader's home on a phone): the pop-up is not part of the
 * home's first screen, and loading it means starting the federation runtime,
 * evaluating the remote's entry and its module, and rendering a dialog —
 * work that landed among the home's own start tasks and counted as blocking
 * time. It starts when the browser is idle after the home has painted
 * (`whenIdle`), the runtime starts in steps (federation/load-federation.ts),
 * and the pop-up's first render is a transition (React renders it in slices).
 */
export function DailyPickSlot({ locale, load = loadDailyPickPopup, enabled = released }: { locale: string; load?: () => Promise<DailyPickPopupComponent>; enabled?: boolean }) {
  const login = useLoginStatus();
  // the pick is a futures combo: never on a spot-only site nor for a restricted user (Islamic tag, restricted locale), so wait for the tags
  const site = useSite();
  const restricted = useRestrictionReason(locale) !== null || !siteOffersArea(site, 'ai-pick');
  const tagsKnown = useUserFlags().tagsState !== 'pending';
  const allowed = enabled && !restricted && tagsKnown;
  const [Popup, setPopup] = useState<DailyPickPopupComponent | null>(null);
  useEffect(() => {
    if (!allowed || login !== 'logged-in') return;
    let cancelled = false;
    const cancelIdle = whenIdle(
      () =>
        void load().then(
          (component) => !cancelled && startTransition(() => setPopup(() => component)),
          (error: unknown) => console.warn('[shell] the daily pick pop-up could not be loaded', error),
        ),
      { timeout: 5000 },
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [allowed, login, load]);
  if (!Popup || login !== 'logged-in' || !allowed) return null;
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
