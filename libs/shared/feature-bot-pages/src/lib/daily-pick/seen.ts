import type { DailyPickDay } from './api';

/**
 * "Seen today" of the home pop-up, per user, in localStorage: the pick's
 * date (the server's UTC day, `YYYY-MM-DD`) it was last shown on. A browser
 * without storage (private mode, quota) shows the pop-up again rather than
 * failing.
 */
export const seenKey = (userId: string) => `tb.aiPick.popupSeen.${userId}`;

export function seenOn(userId: string): string | null {
  try {
    return window.localStorage.getItem(seenKey(userId));
  } catch {
    return null;
  }
}

export function markSeen(userId: string, date: string): void {
  try {
    window.localStorage.setItem(seenKey(userId), date);
  } catch {
    // Nothing to remember with: the pop-up may show again today.
  }
}

/**
 * The pick's date the home pop-up opens for, or null when it stays shut: no
 * pick today (no basket passed), the user's server-side `no_pop` ("don't show
 * again"), or already seen on that date in this browser. The one rule both
 * sides read: the shell (whether to load the pop-up at all) and the pop-up
 * (whether to open).
 */
export function popupDateOf(day: DailyPickDay | undefined, userId: string | null | undefined): string | null {
  const pick = day?.pick ?? null;
  if (!pick || !userId || pick.no_pop) return null;
  return seenOn(userId) === pick.date ? null : pick.date;
}
