import type { ReactNode } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { useLoginStatus, useOpenLoginPrompt } from '@tb/data-access-session';
import { Link, useArea } from '@tb/router';
import { Button, EmptyState, SkeletonText, Spinner } from '@tb/ui';
import { useBotPageT } from './strings';

/**
 * A bot the trader cannot open: missing (404: status code, ret code or HTTP
 * status) or someone else's (status code 403: the simulator answers an owner
 * call on another user's bot as forbidden). Both read "does not exist or is
 * not yours" with a way on; retrying would not change either.
 */
export function isNotFound(error: unknown): boolean {
  const e = error as ApiError | undefined;
  return e?.statusCode === 404 || e?.statusCode === 403 || e?.retCode === 10404 || (e?.kind === 'http' && e.status === 404);
}

export interface BotPageStateProps {
  /** The query's first load is running. */
  isLoading: boolean;
  /** The query's error (an `ApiError`), if it failed. */
  error: unknown;
  hasData: boolean;
  onRetry: () => void;
  /** The page's name, kept as a (visually hidden) h1 while a state stands in for the page. */
  title: string;
  /** Where "not found" sends the trader (the area's create page), and its words. */
  notFoundAction?: { to: string; label: string };
  /** The page, rendered once there is data. */
  children: () => ReactNode;
  /**
   * Bot calls are private: anonymous visitors see a login prompt instead of
   * the call's 10007. Public pages (a copy detail) pass false.
   */
  requiresLogin?: boolean;
}

/**
 * What a bot page shows before its data, the same for every kind: a spinner
 * while the login state is unknown, a login prompt for anonymous visitors, a
 * skeleton while loading, "not found" for a bot that is missing or not the
 * caller's, and a Retry for any other failure. Each state keeps the page's
 * name as its h1, so screen-reader users know where they are.
 */
export function BotPageState({ isLoading, error, hasData, onRetry, title, notFoundAction, children, requiresLogin = true }: BotPageStateProps) {
  const t = useBotPageT();
  const area = useArea();
  const login = useLoginStatus();
  const openLogin = useOpenLoginPrompt();
  if (requiresLogin && login === 'unknown') {
    return (
      <div className="tb-bp-page tb-bp-page--loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const frame = (body: ReactNode) => (
    <div className="tb-bp-page">
      <h1 className="tb-visually-hidden">{title}</h1>
      {body}
    </div>
  );
  if (requiresLogin && login === 'anonymous') {
    return frame(<EmptyState title={t('loginToView')} headingLevel={2} action={<Button variant="primary" onClick={openLogin}>{t('login')}</Button>} />);
  }
  if (hasData) return <>{children()}</>;
  if (isLoading || !error) {
    return (
      <div className="tb-bp-page" aria-busy="true">
        <span className="tb-visually-hidden" role="status">
          {t('loading')}
        </span>
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (isNotFound(error)) {
    const action = notFoundAction ?? { to: area.path('create'), label: t('toCreate') };
    return frame(<EmptyState title={t('notFound')} headingLevel={2} action={<Link to={action.to}>{action.label}</Link>} />);
  }
  return frame(<EmptyState title={t('loadFailed')} headingLevel={2} action={<Button onClick={onRetry}>{t('retry')}</Button>} />);
}

export interface BreadcrumbItem {
  label: string;
  /** Absolute path (`area.path(...)`); the last item has none (the current page). */
  to?: string;
}

/** Breadcrumb: the area's home, then `items`; the last item is the current page. */
export function Breadcrumb({ home, items }: { home: BreadcrumbItem; items: readonly BreadcrumbItem[] }) {
  const t = useBotPageT();
  const all = [home, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="tb-bp-breadcrumb">
      <ol>
        {all.map((item, index) => (
          <li key={index}>{item.to && index < all.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
