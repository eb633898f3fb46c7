import type { ReactNode } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { useLoginStatus, useOpenLoginPrompt } from '@tb/data-access-session';
import { Link, useArea } from '@tb/router';
import { Button, EmptyState, SkeletonText, Spinner } from '@tb/ui';
import { useDcaT } from '../i18n';

/** A bot that is missing or someone else's answers 404 (the contract treats both alike). */
export function isNotFound(error: unknown): boolean {
  const e = error as ApiError | undefined;
  return e?.statusCode === 404 || e?.retCode === 10404 || (e?.kind === 'http' && e.status === 404);
}

/**
 * What a bot page shows before its data: a login prompt for anonymous
 * visitors (bot calls are private), a skeleton while loading, "not found"
 * for a bot that is not theirs, a retry for anything else. Renders
 * `children` once there is data.
 */
export function PageState({ isLoading, error, hasData, onRetry, children }: { isLoading: boolean; error: unknown; hasData: boolean; onRetry: () => void; children: () => ReactNode }) {
  const t = useDcaT();
  const area = useArea();
  const login = useLoginStatus();
  const openLogin = useOpenLoginPrompt();
  if (login === 'unknown') {
    return (
      <div className="dca-page dca-page--loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (login === 'anonymous') {
    return (
      <div className="dca-page">
        <h1 className="tb-visually-hidden">{t('detail.title')}</h1>
        <EmptyState title={t('common.loginToView')} headingLevel={2} action={<Button variant="primary" onClick={openLogin}>{t('common.login')}</Button>} />
      </div>
    );
  }
  if (hasData) return <>{children()}</>;
  if (isLoading || !error) {
    return (
      <div className="dca-page" aria-busy="true">
        <span className="tb-visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (isNotFound(error)) {
    return (
      <div className="dca-page">
        <h1 className="tb-visually-hidden">{t('detail.title')}</h1>
        <EmptyState title={t('common.notFound')} headingLevel={2} action={<Link to={area.path('create')}>{t('common.toCreate')}</Link>} />
      </div>
    );
  }
  return (
    <div className="dca-page">
      <h1 className="tb-visually-hidden">{t('detail.title')}</h1>
      <EmptyState title={t('common.loadFailed')} headingLevel={2} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
    </div>
  );
}

/** Breadcrumb: DCA › page. */
export function Breadcrumb({ items }: { items: ReadonlyArray<{ label: string; to?: string }> }) {
  const t = useDcaT();
  const area = useArea();
  return (
    <nav aria-label={t('common.breadcrumb')} className="dca-breadcrumb">
      <ol>
        <li>
          <Link to={area.path('create')}>{t('area')}</Link>
        </li>
        {items.map((item, index) => (
          <li key={index}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
