import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@tb/i18n';
import { AreaProvider, useParams } from '@tb/router';
import { BASE_PATH, normalizeLocale } from '@tb/util-env';
import { areaOf, loadRemoteRoutes } from './remotes';
import { AreaLoading } from './AreaLoading';
import type { ShellTranslations } from '../i18n/shell-translations';

type State =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType }
  | { status: 'failed'; message: string };

/**
 * Mounts one remote's routes under its area. A remote that cannot be fetched
 * (server down, 404, broken JS) or that throws while rendering shows a clear
 * message and a Retry button here, and only here: the shell's header, the
 * other areas and the router keep working. Retry re-registers the remote and
 * loads it again without reloading the page. Mount it with `key={name}` so
 * that moving between areas starts from a fresh state.
 */
export function RemoteArea({ name, title }: { name: string; title: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadRemoteRoutes(name, attempt > 0).then(
      // A transition: the remote's first screen renders in slices the browser can interleave
      // with paint and input, not as one long task (issue 30); the loading state stays meanwhile.
      (Routes) => {
        if (!cancelled) startTransition(() => setState({ status: 'ready', Routes }));
      },
      (error: unknown) =>
        !cancelled && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <AreaLoading title={title} />;
  if (state.status === 'failed') return <AreaFailed title={title} detail={state.message} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} title={title} onRetry={retry}>
      <MountedArea name={name} Routes={state.Routes} />
    </RemoteErrorBoundary>
  );
}

/** Tells the remote where it is mounted (base path, locale) through the shared router's area context. */
function MountedArea({ name, Routes }: { name: string; Routes: ComponentType }) {
  const { lang } = useParams();
  const locale = normalizeLocale(lang);
  return (
    <AreaProvider homePath={`${BASE_PATH}/${locale}/`} area={areaOf(name)} locale={locale}>
      <Routes />
    </AreaProvider>
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

/** Catches render-time errors thrown inside a remote so they stay inside its area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error?: Error }> {
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
