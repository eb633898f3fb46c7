import { lazy, Suspense } from 'react';
import { useLoginStatus } from '@tb/data-access-session';

// the bell itself, its unread count and the live notices: a chunk of its own, fetched once a trader is signed in,
// so a visitor's first visit carries none of it (bench:bundles)
const Bell = lazy(() => import(/* webpackChunkName: "notice-bell" */ './Bell'));

/**
 * The header's notification centre (issue 31): a bell with the unread count
 * for a signed-in trader, opening the list. While it is on the page the
 * trader's notices arrive live over the quote socket (live.ts, its own
 * chunk: toasts for urgent ones, system notifications where granted).
 * Nothing shows while the bell's chunk arrives (the header keeps its place).
 */
export function NoticeBell({ locale }: { locale: string }) {
  const status = useLoginStatus();
  if (status !== 'logged-in') return null;
  return (
    <Suspense fallback={null}>
      <Bell locale={locale} />
    </Suspense>
  );
}
