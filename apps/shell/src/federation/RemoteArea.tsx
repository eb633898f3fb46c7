import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { AreaProvider, useParams, type PreloadingRoutes } from '@tb/router';
import { BASE_PATH, normalizeLocale } from '@tb/util-env';
import { areaOf, loadRemoteRoutes } from './remotes';
import { AreaFailed, AreaLoading, RemoteErrorBoundary } from './area-states';

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
 *
 * The remote mounts once the page of the address is there too (`Routes.preload`, @tb/router's
 * `lazyPage`): its first page then renders without suspending. A page that suspends in a newly
 * mounted Suspense boundary while its chunk downloads made React 19 retry the boundary on rotating
 * retry lanes until the chunk arrived: 200–990 commits of the route table and its spinner per load
 * (issue 30). A preload that fails is left to the page's own load, which shows the failure here.
 */
export function RemoteArea({ name, title }: { name: string; title: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // the path under the area when the remote is asked for (read by the effect, not a reason to run it again)
  const rest = useParams()['*'] ?? '';
  const path = useRef(rest);
  useEffect(() => {
    path.current = rest;
  }, [rest]);

  useEffect(() => {
    let cancelled = false;
    loadRemoteRoutes(name, attempt > 0).then(
      // A transition: the remote's first screen renders in slices the browser can interleave
      // with paint and input, not as one long task (issue 30); the loading state stays meanwhile.
      (Routes) => {
        const preload = (Routes as PreloadingRoutes).preload;
        const firstPage = typeof preload === 'function' ? preload(path.current).catch(() => undefined) : Promise.resolve();
        void firstPage.then(() => {
          if (!cancelled) startTransition(() => setState({ status: 'ready', Routes }));
        });
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
