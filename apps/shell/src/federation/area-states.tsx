import { Component, type ReactNode } from 'react';
import { useT } from '@tb/i18n';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * An area's states before its remote's page (in the first download: App.tsx
 * shows them too while the area route's own code arrives, or when it cannot).
 *
 * "Loading {area}…": until the remote's routes render; the one loading state
 * stays in place (no layout shift) until the remote's page replaces it.
 */
export function AreaLoading({ title }: { title: string }) {
  const t = useT<ShellTranslations>('shell');
  return (
    <div className="tb-area-state" role="status" aria-live="polite">
      <span className="tb-spinner" aria-hidden="true" />
      {t('remote.loading', { area: title })}
    </div>
  );
}

export function AreaFailed({ title, detail, onRetry }: { title: string; detail: string; onRetry: () => void }) {
  const t = useT<ShellTranslations>('shell');
  return (
    <section className="tb-area-state tb-area-state--failed" role="alert" aria-labelledby="tb-area-failed-title">
      <h1 id="tb-area-failed-title">{t('remote.failedTitle', { area: title })}</h1>
      <p>{t('remote.failedBody')}</p>
      <details>
        <summary>{t('remote.details')}</summary>
        <code>{detail}</code>
      </details>
      <button type="button" className="tb-button tb-button--primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

type BoundaryProps = { title: string; onRetry: () => void; children: ReactNode };

/** Catches render-time errors thrown inside a remote (or the area route's code failing to load) so they stay inside its area. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(`[shell] remote "${this.props.title}" failed while rendering`, error);
  }
  override render() {
    if (this.state.error) {
      return <AreaFailed title={this.props.title} detail={this.state.error.message} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
