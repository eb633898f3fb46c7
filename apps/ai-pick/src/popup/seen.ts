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
