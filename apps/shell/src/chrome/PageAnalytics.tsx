import { useEffect } from 'react';
import { analytics } from '@tb/data-access-session';
import { useLocation } from '@tb/router';
import { pageLabelOf } from './page-labels';

/** One analytics page view per page, labelled with its page label. */
export function PageAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.pageView(pageLabelOf(pathname), pathname);
  }, [pathname]);
  return null;
}
